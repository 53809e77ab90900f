import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// The colour filters lower to a filter effect with their amounts, a blend mode to a blend effect, both drawn by the
/// renderer.
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

    @Test func aBlendModeLowersToABlendEffectAndAGroupToACompositingGroup() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Color.red.blendMode(.multiply)
                    Color.red.blendMode(.plusDarker).compositingGroup()
                    Color.red.drawingGroup()
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  blend multiply", "    Rectangle fill red",
                    "  compositingGroup", "    blend plusDarker", "      Rectangle fill red",
                    "  compositingGroup", "    Rectangle fill red"))
    }
}
