import PreviewModel
import PreviewRender
import Testing

@testable import PreviewPipeline

/// `.foregroundStyle(.secondary)` (and the other levels) under a foreground colour or a control's tint draws that
/// colour fainter, as iOS does; `Color.secondary` and a level under the default style stay grey.
@Suite struct HierarchicalForegroundRenderTests {
    /// The colour at the middle of a 100-point canvas filled by `body`.
    func middle(_ body: String, declarations: String = "") throws -> RGBA8 {
        let output = try FixedLayoutPreview.render(body, declarations: declarations, width: 100, height: 100)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        let image = try decodePNG(try #require(output.image).png)
        return image.pixel(x: image.width / 2, y: image.height / 2)
    }

    @Test func theSecondaryLevelOfARedForegroundIsFaintRed() throws {
        let pixel = try middle("VStack { Rectangle().foregroundStyle(.secondary) }.foregroundStyle(.red)")
        // iOS's red (255, 59, 48) at 0.6 over white.
        #expect(pixel.red > 245 && (125...150).contains(pixel.green) && (120...145).contains(pixel.blue), "\(pixel)")
        let tertiary = try middle("VStack { Rectangle().foregroundStyle(.tertiary) }.foregroundColor(.red)")
        #expect(tertiary.red > 245 && (180...205).contains(tertiary.green), "\(tertiary)")
    }

    @Test func aLevelInsideAButtonIsTheTintFainter() throws {
        let pixel = try middle("Button {} label: { Rectangle().foregroundStyle(.secondary) }")
        // The accent blue (0, 122, 255) at 0.6 over white.
        #expect(pixel.blue > 245 && (90...115).contains(pixel.red) && (160...185).contains(pixel.green), "\(pixel)")
    }

    @Test func colorSecondaryAndTheDefaultStylesLevelStayGrey() throws {
        for body in [
            "VStack { Rectangle().foregroundStyle(Color.secondary) }.foregroundStyle(.red)",
            "Rectangle().foregroundStyle(.secondary)",
        ] {
            let pixel = try middle(body)
            #expect(abs(Int(pixel.red) - Int(pixel.green)) < 10 && pixel.red < 160, "\(body): \(pixel)")
        }
    }
}
