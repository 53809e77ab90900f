import Foundation
import PreviewModel
import PreviewRender
import Testing

@testable import PreviewPipeline

/// The accessory gauge styles in the pixels of a rendered frame: a 58-point ring in the middle of a 100-point
/// canvas, open at the bottom with a marker knocked out of it, or closed and filled clockwise from the top.
@Suite struct GaugeStyleRenderTests {
    func render(_ style: String, value: Double) throws -> (DecodedImage, [String]) {
        let output = try FixedLayoutPreview.render(
            "Gauge(value: \(value)) { EmptyView() }.gaugeStyle(.\(style)).tint(.red)", width: 100, height: 100)
        return (try decodePNG(try #require(output.image).png), output.diagnostics.map(\.message))
    }

    /// The pixel at `radius` points from the canvas's centre, `degrees` clockwise from 12 o'clock.
    func pixel(_ image: DecodedImage, radius: Double, degrees: Double) -> RGBA8 {
        let scale = Double(image.width) / 100
        let angle = degrees * Double.pi / 180
        return image.pixel(
            x: Int((50 + radius * sin(angle)) * scale), y: Int((50 - radius * cos(angle)) * scale))
    }

    func isRed(_ pixel: RGBA8) -> Bool { pixel.red > 200 && pixel.green < 80 && pixel.blue < 80 }
    func isWhite(_ pixel: RGBA8) -> Bool { pixel.red > 240 && pixel.green > 240 && pixel.blue > 240 }
    /// The tint at the capacity track's opacity over white.
    func isFaintRed(_ pixel: RGBA8) -> Bool {
        pixel.red > 240 && (150...215).contains(pixel.green) && (150...215).contains(pixel.blue)
    }

    @Test func theCapacityRingIsFilledClockwiseFromTheTopUpToTheValue() throws {
        let (image, diagnostics) = try render("accessoryCircularCapacity", value: 0.25)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // The line's middle is 26 points out (a 6-point line inside a 58-point square).
        #expect(isRed(pixel(image, radius: 26, degrees: 45)), "\(pixel(image, radius: 26, degrees: 45))")
        #expect(isFaintRed(pixel(image, radius: 26, degrees: 180)), "\(pixel(image, radius: 26, degrees: 180))")
        #expect(isFaintRed(pixel(image, radius: 26, degrees: 270)), "\(pixel(image, radius: 26, degrees: 270))")
        #expect(isWhite(pixel(image, radius: 0, degrees: 0)))
        #expect(isWhite(pixel(image, radius: 33, degrees: 45)))
    }

    @Test func theOpenRingIsOpenAtTheBottomAndKnocksItsMarkerOut() throws {
        let (image, diagnostics) = try render("accessoryCircular", value: 0.5)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // The line's middle is 25 points out, leaving room for the 8-point marker.
        #expect(isRed(pixel(image, radius: 25, degrees: 270)), "\(pixel(image, radius: 25, degrees: 270))")
        #expect(isRed(pixel(image, radius: 25, degrees: 90)))
        #expect(isWhite(pixel(image, radius: 25, degrees: 180)), "\(pixel(image, radius: 25, degrees: 180))")
        // Half the range is the top, where the marker sits; the gap around it is 4 to 5.5 points along the ring.
        #expect(isRed(pixel(image, radius: 25, degrees: 0)))
        let gap = 4.75 / 25 * 180 / Double.pi
        #expect(isWhite(pixel(image, radius: 25, degrees: gap)), "\(pixel(image, radius: 25, degrees: gap))")
        #expect(isWhite(pixel(image, radius: 25, degrees: -gap)))
        #expect(isRed(pixel(image, radius: 25, degrees: 20)))
    }
}
