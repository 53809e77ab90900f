import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Expressions and control flow inside view builders, and what happens to code that cannot be evaluated.
struct ExpressionsTests {
    @Test func stringInterpolationAndEscapes() throws {
        let fixture = try InterpreterFixture(
            body: #"""
                let name = "Ada"
                let count = 3
                let ratio = 2.5
                VStack {
                    Text("\(name.uppercased()) has \(count + 1) items, \(ratio) ratio, \(count > 2)")
                    Text("tab\tquote\" backslash\\")
                    Text(#"raw \n"#)
                    Text("a" + "b")
                }
                """#)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"ADA has 4 items, 2.5 ratio, true\"",
                    "  Text \"tab\ttab\"".replacingOccurrences(of: "tab\ttab", with: "tab\tquote\\\" backslash\\\\"),
                    "  Text \"raw \\\\n\"",
                    "  Text \"ab\""))
    }

    @Test func ifElseChainsInAViewBuilder() throws {
        let fixture = try InterpreterFixture(
            body: """
                let count = 3
                let nickname: String? = nil
                VStack {
                    if count > 5 {
                        Text("many")
                    } else if count > 1 {
                        Text("some")
                    } else {
                        Text("one")
                    }
                    if count == 0 {
                        Text("none")
                    }
                    if let nickname {
                        Text(nickname)
                    }
                    Text(count == 1 ? "item" : "items")
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"some\"",
                    "  Text \"items\""))
    }

    @Test func switchOverEnumCasesAndValues() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    StatusRow(status: .away)
                    StatusRow(status: .busy)
                    switch 2 {
                    case 0, 1:
                        Text("few")
                    default:
                        Text("many")
                        Spacer()
                    }
                }
                """,
            declarations: """
                enum Status { case online, away, busy }

                struct StatusRow: View {
                    var status: Status
                    var body: some View {
                        switch status {
                        case .online:
                            Text("Online")
                        case .away, .busy:
                            Text(status == .away ? "Away" : "Busy")
                        }
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"Away\"",
                    "  Text \"Busy\"",
                    "  Text \"many\"",
                    "  Spacer"))
    }

    @Test func switchPatternsBindValuesAndCheckWhereClauses() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    switch 3 {
                    case let value where value > 5:
                        Text("big \\(value)")
                    case let value where value > 0:
                        Text("positive \\(value)")
                    default:
                        Text("other")
                    }
                    switch Load.loaded(["a", "b"]) {
                    case .idle:
                        Text("idle")
                    case .loaded(let items) where items.isEmpty:
                        Text("empty")
                    case let .loaded(items):
                        Text("\\(items.count) items")
                    }
                }
                """,
            declarations: """
                enum Load {
                    case idle
                    case loaded([String])
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"positive 3\"",
                    "  Text \"2 items\""))
    }

    @Test func arithmeticAndComparisons() throws {
        let fixture = try InterpreterFixture(
            body: #"""
                let values = [3, 4]
                Text(
                    "\(values[0] * values[1] - 2) \(7 / 2) \(7 % 2) \(1.5 * 2) "
                        + "\(values.count) \(values.isEmpty || values.first == 3)")
                """#)
        #expect(try fixture.cleanDump() == #"Text "10 3 1 3.0 2 true""#)
    }

    /// An unknown name is an opaque value: text shows it as a template slot, and the siblings still render.
    @Test func unknownIdentifierIsReportedAndSiblingsStillRender() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("before")
                    Text(1️⃣missingName)
                    Text("after")
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"before\"",
                    "  Text \"‹missingName›\"",
                    "  Text \"after\""))
        #expect(evaluation.diagnostics.count == 1)
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(diagnostic.message == "cannot find 'missingName' in scope; its value is left out")
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
        #expect(diagnostic.preview == "Preview.preview-1")
    }

    @Test func unknownFunctionInsideAViewBodyIsReportedNotRecursedInto() throws {
        let fixture = try InterpreterFixture(
            body: "Row()",
            declarations: """
                struct Row: View {
                    var body: some View {
                        HStack {
                            Text("kept")
                            Text(1️⃣formatted(42))
                        }
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "HStack alignment=center spacing=default",
                    "  Text \"kept\"",
                    "  Text \"‹formatted›\""))
        #expect(evaluation.diagnostics.map { fixture.location(of: $0) } == [fixture["1️⃣"]])
        #expect(evaluation.diagnostics.first?.message == "cannot find 'formatted' in scope; its value is left out")
    }

    /// A condition that cannot be evaluated leaves its branch out, with one diagnostic where it failed.
    @Test func unknownConditionLeavesItsBranchOut() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("kept")
                    if 1️⃣isEnabled {
                        Text("hidden")
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"kept\""))
        #expect(evaluation.diagnostics.map { fixture.location(of: $0) } == [fixture["1️⃣"]])
    }

    @Test func errorsInAnotherFileArePlacedInThatFile() throws {
        let fixture = try InterpreterFixture([
            "Views/Broken.swift": """
                struct Broken: View {
                    var body: some View {
                        Text("x").1️⃣sparkle(intensity: 10)
                    }
                }
                """,
            "Preview.swift": "#Preview { Broken() }\n",
        ])
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Text "x""#)
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
        #expect(diagnostic.preview == "Preview.preview-1")
    }
}

@Test func lengthFormatterWritesTheUnitSymbol() throws {
    let fixture = try InterpreterFixture(
        body: "Text(Trail.formatter.string(fromValue: 4.5, unit: .mile))",
        declarations: "struct Trail { static var formatter = LengthFormatter() }")
    #expect(try fixture.cleanDump() == #"Text "4.5 mi""#)
}
