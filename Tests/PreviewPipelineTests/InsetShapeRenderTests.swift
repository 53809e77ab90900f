import PreviewModel
import PreviewRender
import Testing

@testable import PreviewPipeline

/// `.inset(by:)` on built-in shapes, drawn as iOS draws it: the frame inset on every side, corners tightened, and
/// `.strokeBorder` inside the inset outline.
@Suite struct InsetShapeRenderTests {
    func pixels(_ body: String) throws -> (image: DecodedImage, scale: Int, messages: [String]) {
        let output = try FixedLayoutPreview.render(body, width: 100, height: 100)
        let image = try decodePNG(try #require(output.image).png)
        return (image, image.width / 100, output.diagnostics.map(\.message))
    }

    @Test func anInsetRoundedRectangleLeavesItsMarginAndTightensItsCorners() throws {
        let (image, scale, messages) = try pixels(
            "RoundedRectangle(cornerRadius: 20).inset(by: 10).fill(Color.red).frame(width: 100, height: 100)")
        #expect(messages.isEmpty, "\(messages)")
        func isRed(_ x: Double, _ y: Double) -> Bool {
            let pixel = image.pixel(x: Int(x * Double(scale)), y: Int(y * Double(scale)))
            return pixel.red > 200 && pixel.green < 100
        }
        #expect(!isRed(5, 50), "the inset margin is empty")
        #expect(isRed(12, 50))
        #expect(isRed(88, 50) && !isRed(95, 50))
        // The corner's radius is 10, tightened from 20: (11.5, 11.5) lies outside its arc, (14, 14) inside it, where
        // the untightened corner would leave it empty.
        #expect(!isRed(11.5, 11.5))
        #expect(isRed(14, 14))
    }

    @Test func strokeBorderOfAnInsetCircleLiesInsideTheInsetOutline() throws {
        let (image, scale, messages) = try pixels(
            "Circle().inset(by: 10).strokeBorder(Color.red, lineWidth: 4).frame(width: 100, height: 100)")
        #expect(messages.isEmpty, "\(messages)")
        func isRed(_ x: Double, _ y: Double) -> Bool {
            let pixel = image.pixel(x: Int(x * Double(scale)), y: Int(y * Double(scale)))
            return pixel.red > 200 && pixel.green < 100
        }
        #expect(!isRed(50, 8))
        #expect(isRed(50, 12))
        #expect(!isRed(50, 16))
        #expect(isRed(50, 88) && !isRed(50, 92))
    }

    @Test func aClipShapeMayBeInset() throws {
        let (image, scale, messages) = try pixels(
            "Color.red.frame(width: 100, height: 100).clipShape(Rectangle().inset(by: 20))")
        #expect(messages.isEmpty, "\(messages)")
        #expect(image.pixel(x: 10 * scale, y: 50 * scale) == RGBA8(255, 255, 255))
        #expect(image.pixel(x: 50 * scale, y: 50 * scale) != RGBA8(255, 255, 255))
    }
}
