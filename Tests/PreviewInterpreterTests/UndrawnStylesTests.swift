import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Styles previewd does not draw yet are said, so a preview that uses them is not called clean.
@Suite struct UndrawnStylesTests {
    @Test func colourMixesAreReportedAndTextLinesAreNot() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Text("Sale").strikethrough()
                Text("Link").underline()
                Text("Plain").underline(false)
                Color.red.mix(with: .blue, by: 0.5)
            }
            """)
        let messages = try fixture.evaluate().diagnostics.map(\.message)
        // Text lines are drawn (`TextLineLayout`).
        #expect(messages == ["'Color.mix' is not drawn; the colour is drawn as it is"], "\(messages)")
    }
}
