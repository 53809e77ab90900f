import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Pixels of a stroke's `StrokeStyle`: caps reach past the ends, dashes leave gaps, both in points at every scale.
@Suite("Stroke styles")
struct StrokeStyleRenderingTests {
    /// A horizontal line from x = 10 to x = 50 at y = 10 on a 60×20 canvas.
    private static let horizontal = ShapePath.path(
        [.move(Point(x: 10, y: 10)), .line(Point(x: 50, y: 10))], reference: Size(width: 60, height: 20))
    private static let canvas = Rect(x: 0, y: 0, width: 60, height: 20)

    /// The horizontal line stroked with `style`.
    private func line(_ style: StrokeStyle, scale: Double) throws -> DecodedImage {
        try renderDecoded(
            [.stroke(Self.horizontal, rect: Self.canvas, paint: .color(systemRed), style: style)],
            width: 60, height: 20, scale: scale)
    }

    private func pixel(_ image: DecodedImage, _ x: Double, _ y: Double, scale: Double) -> RGBA8 {
        image.pixel(x: Int(x * scale), y: Int(y * scale))
    }

    @Test("a round cap paints beyond the line's end; a butt cap stops at it", arguments: [1.0, 3.0])
    func roundCap(scale: Double) throws {
        let round = try line(StrokeStyle(lineWidth: 8, lineCap: .round), scale: scale)
        let butt = try line(StrokeStyle(lineWidth: 8), scale: scale)
        #expect(pixel(round, 52, 10, scale: scale) == systemRedPixel)
        #expect(pixel(round, 8, 10, scale: scale) == systemRedPixel)
        #expect(pixel(butt, 52, 10, scale: scale) == white)
        // A round cap is a half disc: its corner stays clear.
        #expect(pixel(round, 53.5, 13.5, scale: scale) == white)
    }

    @Test("a dash leaves a gap the length of its second entry, in points", arguments: [1.0, 3.0])
    func dashGap(scale: Double) throws {
        let dashed = try line(StrokeStyle(lineWidth: 4, dash: [10, 10]), scale: scale)
        #expect(pixel(dashed, 15, 10, scale: scale) == systemRedPixel)
        #expect(pixel(dashed, 25, 10, scale: scale) == white)
        #expect(pixel(dashed, 35, 10, scale: scale) == systemRedPixel)
        #expect(pixel(dashed, 45, 10, scale: scale) == white)
        // The phase moves the pattern back along the line.
        let shifted = try line(StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 10), scale: scale)
        #expect(pixel(shifted, 15, 10, scale: scale) == white)
        #expect(pixel(shifted, 25, 10, scale: scale) == systemRedPixel)
    }

    @Test("a dash pattern a rasteriser cannot draw is drawn solid and the frame still draws")
    func undrawableDashes() throws {
        for dash in [[-4.0, 2], [.nan, 4], [0, 0], [1e-9, 1e-9]] {
            let image = try line(StrokeStyle(lineWidth: 4, dash: dash, dashPhase: .infinity), scale: 2)
            #expect(pixel(image, 25, 10, scale: 2) == systemRedPixel, "\(dash)")
        }
        // A stroke after one of them is drawn with its own line, not one left behind.
        let plain = try renderDecoded(
            [
                .stroke(
                    .rectangle, rect: Rect(x: 0, y: 0, width: 1, height: 1), paint: .color(systemRed),
                    style: StrokeStyle(lineWidth: 1, lineCap: .round, dash: [1, 1])),
                .stroke(Self.horizontal, rect: Self.canvas, paint: .color(systemRed), lineWidth: 4),
            ], width: 60, height: 20)
        #expect(plain.pixel(x: 25, y: 10) == systemRedPixel)
        #expect(plain.pixel(x: 52, y: 10) == white)
    }
}
