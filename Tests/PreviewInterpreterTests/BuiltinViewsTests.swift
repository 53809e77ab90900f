import PreviewInterpreter
import PreviewViews
import Testing

/// SwiftUI's built-in views: text, stacks, spacers, colours, shapes and `ForEach`.
struct BuiltinViewsTests {
    @Test func text() throws {
        let fixture = try InterpreterFixture(body: #"Text("Hello, \"world\"")"#)
        #expect(try fixture.cleanDump() == #"Text "Hello, \"world\"""#)
    }

    @Test func stacksWithAlignmentAndSpacing() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack(alignment: .leading, spacing: 8) {
                    Text("Title")
                    HStack(alignment: .top) {
                        Text("a")
                        Spacer()
                        Text("b")
                    }
                    Spacer(minLength: 12)
                    HStack(spacing: 0) {}
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=leading spacing=8",
                    "  Text \"Title\"",
                    "  HStack alignment=top spacing=default",
                    "    Text \"a\"",
                    "    Spacer",
                    "    Text \"b\"",
                    "  Spacer minLength=12",
                    "  HStack alignment=center spacing=0"))
    }

    /// A `Group` inside a container is flattened into its siblings and `EmptyView` dropped, as SwiftUI does.
    @Test func zStackAndGroup() throws {
        let fixture = try InterpreterFixture(
            body: """
                ZStack(alignment: .bottomTrailing) {
                    Color.red
                    Group {
                        Text("a")
                        EmptyView()
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "ZStack alignment=trailing/bottom",
                    "  Color red",
                    "  Text \"a\""))
    }

    @Test func colors() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Color.red
                    Color(red: 1, green: 0.5, blue: 0)
                    Color(red: 0, green: 0, blue: 1, opacity: 0.5)
                    Color(white: 0.2)
                    Color.blue.opacity(0.25)
                    Color(.systemBackground)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Color red",
                    "  Color #ff8000",
                    "  Color #0000ff80",
                    "  Color #333333",
                    "  Color blue.opacity(0.25)",
                    "  Color background"))
    }

    @Test func assetColorIsGrayWithAWarning() throws {
        let fixture = try InterpreterFixture(body: #"1️⃣Color("Brand")"#)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == "Color gray")
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(diagnostic.message == "asset catalog colour 'Brand' is not supported yet; drawn in gray")
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
    }

    @Test func shapes() throws {
        let fixture = try InterpreterFixture(
            body: """
                HStack {
                    Rectangle()
                    RoundedRectangle(cornerRadius: 12).fill(Color.green)
                    Circle().fill(.orange)
                    Capsule()
                    Ellipse().foregroundColor(.purple)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "HStack alignment=center spacing=default",
                    "  Rectangle",
                    "  RoundedRectangle(12) fill=green",
                    "  Circle fill=orange",
                    "  Capsule",
                    "  foreground purple",
                    "    Ellipse"))
    }

    @Test func forEachOverArraysAndRanges() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    ForEach(["a", "b"], id: \\.self) { letter in
                        Text(letter)
                    }
                    ForEach(0..<2) { index in
                        Text("row \\(index)")
                    }
                    ForEach(1...2, id: \\.self) {
                        Text("n\\($0)")
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"a\"",
                    "  Text \"b\"",
                    "  Text \"row 0\"",
                    "  Text \"row 1\"",
                    "  Text \"n1\"",
                    "  Text \"n2\""))
    }

    @Test func buttonDrawsItsLabelInTheAccentColor() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Button("Save") {}
                    Button(action: {}) {
                        Text("Cancel")
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  foreground accentColor",
                    "    Text \"Save\"",
                    "  foreground accentColor",
                    "    Text \"Cancel\""))
    }

    @Test func recognisedButUndrawnViewsArePlaceholdersWithAWarning() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    1️⃣Image(systemName: "star")
                    Text("after")
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    #"  Placeholder "Image \"star\"""#,
                    "  Text \"after\""))
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(diagnostic.message == "'Image' is not supported yet; drawn as a placeholder")
        #expect(diagnostic.severity == .warning)
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
    }
}
