import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// A `Text` key may hold images (`Text("Rated \(Image(systemName: "star.fill")) 4.5")`): iOS sets them in the
/// line of text, in its font and colour.
@Suite struct TextInlineImageTests {
    @Test func anImageInATextKeyIsDrawnInTheLine() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Text("Rated \\(Image(systemName: "star.fill")) **4.5**")
                Text("\\(Image(systemName: "arrow.down"))")
                Text(verbatim: "plain")
            }
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  HStack alignment=center spacing=0",
                    "    Text \"Rated \"",
                    "    Image systemName=star.fill",
                    "    Text \" \" + \"4.5\"[bold]",
                    "  HStack alignment=center spacing=0",
                    "    Image systemName=arrow.down",
                    "  Text \"plain\""))
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
