import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// The colour filters lower to a filter effect with their amounts, which the renderer draws; a blend mode, which
/// it cannot draw yet, is reported.
struct ColorFilterTests {
    @Test func colorFiltersKeepTheirAmounts() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").grayscale(0.5)
                    Text("b").saturation(2)
                    Text("c").brightness(-0.25)
                    Text("d").contrast(1.5)
                    Text("e").hueRotation(.degrees(180))
                    Text("f").colorMultiply(.red)
                    Text("g").colorInvert()
                    Text("h").luminanceToAlpha()
                    Text("i").blendMode(.normal)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  filter grayscale 0.5", "    Text \"a\"",
                    "  filter saturation 2", "    Text \"b\"",
                    "  filter brightness -0.25", "    Text \"c\"",
                    "  filter contrast 1.5", "    Text \"d\"",
                    "  filter hueRotation 3.14rad", "    Text \"e\"",
                    "  filter colorMultiply red", "    Text \"f\"",
                    "  filter colorInvert", "    Text \"g\"",
                    "  filter luminanceToAlpha", "    Text \"h\"",
                    "  Text \"i\""))
    }

    @Test func aBlendModeThatBlendsIsReported() throws {
        let fixture = try InterpreterFixture(body: #"Color.red.1️⃣blendMode(.multiply)"#)
        let evaluation = try fixture.evaluate()
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(diagnostic.message == "modifier '.blendMode' is not drawn yet; drawn without blending")
        #expect(evaluation.diagnostics.count == 1)
    }
}
