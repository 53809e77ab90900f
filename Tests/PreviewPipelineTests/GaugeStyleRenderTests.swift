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

/// `.tint(Gradient(…))` on a gauge: the gradient runs along the whole track, from its start to its end, whatever
/// the value.
@Suite struct GaugeGradientRenderTests {
    let ring = GaugeStyleRenderTests()

    func render(_ body: String) throws -> DecodedImage {
        let output = try FixedLayoutPreview.render(body, width: 100, height: 100)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        return try decodePNG(try #require(output.image).png)
    }

    func isRedder(_ pixel: RGBA8) -> Bool { pixel.red > 180 && pixel.blue < 100 }
    func isBluer(_ pixel: RGBA8) -> Bool { pixel.blue > 180 && pixel.red < 100 }

    @Test func aFullCapacityRingRunsFromTheGradientsStartAtTheTopToItsEnd() throws {
        let image = try render(
            "Gauge(value: 1) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity)"
                + ".tint(Gradient(colors: [.red, .blue]))")
        let start = ring.pixel(image, radius: 26, degrees: 15), end = ring.pixel(image, radius: 26, degrees: 345)
        #expect(isRedder(start), "\(start)")
        #expect(isBluer(end), "\(end)")
        let middle = ring.pixel(image, radius: 26, degrees: 180)
        #expect(middle.red > 80 && middle.blue > 80, "half way the colours are mixed: \(middle)")
    }

    @Test func theOpenRingsGradientStartsAtItsOpeningsLeftEnd() throws {
        let image = try render(
            "Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircular).tint(Gradient(colors: [.red, .blue]))")
        // The open ring runs clockwise from 7:30 to 4:30.
        let start = ring.pixel(image, radius: 25, degrees: 230), end = ring.pixel(image, radius: 25, degrees: 130)
        #expect(isRedder(start), "\(start)")
        #expect(isBluer(end), "\(end)")
    }
}
