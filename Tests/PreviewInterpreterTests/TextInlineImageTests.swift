import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// A `Text` key may hold images (`Text("Rated \(Image(systemName: "star.fill")) 4.5")`), and texts joined with `+`
/// may be images (`Text(Image(systemName:))`): iOS sets symbols in the paragraph, in its font and colour, wrapping
/// with the words.
@Suite struct TextInlineImageTests {
    @Test func anImageInATextKeyIsDrawnInTheLine() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Text("Rated \\(Image(systemName: "star.fill")) **4.5**")
                Text("\\(Image(systemName: "arrow.down"))")
                Text(verbatim: "plain")
            }
            """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"Rated \" + symbol(star.fill) + \" \" + \"4.5\"[bold]",
                    "  Text symbol(arrow.down)",
                    "  Text \"plain\""))
    }

    @Test func symbolsJoinedWithPlusAreRunsOfOneParagraph() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Text("Tap ") + Text(Image(systemName: "plus.circle")) + Text(" to **add**")
                Text("a") + Text("b")
            }
            """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"Tap \" + symbol(plus.circle) + \" to \" + \"add\"[bold]",
                    "  Text \"ab\""))
    }

    /// A styled text in a key or joined with `+` keeps its style in the paragraph (`Text("\(Text("4.5").bold())")`),
    /// as iOS sets a `Text` interpolated in a `LocalizedStringKey`.
    @Test func styledTextsAreRunsOfTheParagraph() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Text("\\(Image(systemName: "star.fill")) \\(Text("4.5").bold()) of 5")
                Text("Signed in as \\(Text("ada").italic().foregroundColor(.blue))")
                Text("New") + Text(" message").bold()
                Text("\\(Image(systemName: "heart.fill").foregroundColor(.red)) liked")
            }
            """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text symbol(star.fill) + \" \" + \"4.5\"[bold] + \" of 5\"",
                    "  Text \"Signed in as \" + \"ada\"[italic,color(blue)]",
                    "  Text \"New\" + \" message\"[bold]",
                    "  Text symbol(heart.fill)[color(red)] + \" liked\""))
    }

    /// A control's title is a key too: `Button("Add \(Image(systemName: "plus"))")` labels the button with the line.
    @Test func aControlTitleKeyHoldsImages() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Button("Add \\(Image(systemName: "plus"))") {}
                Toggle("\\(Image(systemName: "wifi")) Wi-Fi", isOn: .constant(true))
            }
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        let dump = evaluation.root.dump
        #expect(dump.contains(#"Text "Add " + symbol(plus)"#), "\(dump)")
        #expect(dump.contains(#"Text symbol(wifi) + " Wi-Fi""#), "\(dump)")
    }

    /// Outside a `Text` key an image has no text form: a `String` interpolating one is still an error.
    @Test func aStringInterpolatingAnImageIsStillReported() throws {
        let fixture = try InterpreterFixture(body: """
            Text(String("a \\(Image(systemName: "star"))"))
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.map(\.message) == ["cannot interpolate a value of type 'some View'"])
    }
}
