import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `.underline(_:pattern:color:)` and `.strikethrough(_:pattern:color:)` set the line for the text below.
@Suite struct TextLineVocabularyTests {
    /// Every text line change of the evaluated tree, outermost first.
    private func lines(_ body: String) throws -> [EnvironmentChange] {
        let evaluation = try InterpreterFixture(body: body).evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        var found: [EnvironmentChange] = []
        func visit(_ node: ViewNode) -> ViewNode {
            if case .environment(let change, _) = node, case .textLine = change { found.append(change) }
            return node.mappingChildren(visit)
        }
        _ = visit(evaluation.root)
        return found
    }

    @Test func patternAndColourAreKept() throws {
        #expect(
            try lines(#"Text("Sale").strikethrough(pattern: .dash, color: .red)"#)
                == [.textLine(.strikethrough, TextLineStyle(pattern: .dash, color: .system(.red)))])
        #expect(try lines(#"Text("Link").underline()"#) == [.textLine(.underline, TextLineStyle())])
        #expect(
            try lines(#"Text("Dots").underline(true, pattern: .dot)"#)
                == [.textLine(.underline, TextLineStyle(pattern: .dot))])
    }

    @Test func anInactiveLineTurnsItOff() throws {
        #expect(try lines(#"Text("Plain").underline(false)"#) == [.textLine(.underline, nil)])
    }

    @Test func anUnknownPatternIsAnError() throws {
        let evaluation = try InterpreterFixture(body: #"Text("Odd").underline(pattern: .wavy)"#).evaluate()
        let messages = evaluation.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'.wavy' is not a Text.LineStyle.Pattern") }, "\(messages)")
    }
}
