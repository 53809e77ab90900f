import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Pixels of `.blendMode`: the group's layer composited onto what lies beneath it with the mode's operator.
@Suite("Blend modes")
struct BlendModeRenderingTests {
    /// The backdrop covers the left half of the 40-point canvas; the blended square straddles it.
    static let backdrop = Rect(x: 0, y: 0, width: 20, height: 40)
    static let square = Rect(x: 10, y: 10, width: 20, height: 20)

    /// `top` filled over `square` in a `mode` group, on `bottom` filled over the left half of a white canvas.
    func blended(_ top: RGBA, on bottom: RGBA, _ mode: BlendMode, scale: Double = 1) throws -> DecodedImage {
        try renderDecoded(
            [
                .fill(.rectangle, rect: Self.backdrop, color: bottom),
                .pushBlend(mode, bounds: Self.square), .fill(.rectangle, rect: Self.square, color: top), .pop,
            ],
            width: 40, height: 40, scale: scale)
    }

    /// The pixel at point (x, y) of `image` drawn at `scale`.
    func pixel(_ image: DecodedImage, _ x: Double, _ y: Double, scale: Double = 1) -> RGBA8 {
        image.pixel(x: Int(x * scale), y: Int(y * scale))
    }

    func close(_ a: RGBA8, _ b: RGBA8, _ tolerance: Int = 2) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }

    @Test("multiply darkens by the backdrop, and white beneath leaves the colour", arguments: [1.0, 3.0])
    func multiply(scale: Double) throws {
        let image = try blended(RGBA(255, 128, 0), on: RGBA(128, 255, 255), .multiply, scale: scale)
        #expect(close(pixel(image, 15, 20, scale: scale), RGBA8(128, 128, 0)), "\(pixel(image, 15, 20, scale: scale))")
        #expect(close(pixel(image, 25, 20, scale: scale), RGBA8(255, 128, 0)))
        // Outside the square the backdrop and the canvas are as they were.
        #expect(pixel(image, 5, 5, scale: scale) == RGBA8(128, 255, 255))
        #expect(pixel(image, 35, 35, scale: scale) == white)
    }

    @Test("screen, darken, lighten, difference and exclusion follow their formulas")
    func separableModes() throws {
        let top = RGBA(200, 100, 50), bottom = RGBA(100, 200, 50)
        let expected: [(BlendMode, RGBA8)] = [
            (.screen, RGBA8(222, 222, 90)), (.darken, RGBA8(100, 100, 50)), (.lighten, RGBA8(200, 200, 50)),
            (.difference, RGBA8(100, 100, 0)), (.exclusion, RGBA8(143, 143, 80)),
        ]
        for (mode, pixel) in expected {
            let drawn = self.pixel(try blended(top, on: bottom, mode), 15, 20)
            #expect(close(drawn, pixel, 3), "\(mode): \(drawn)")
        }
    }

    @Test("plusLighter adds and saturates; plusDarker is 1 - ((1 - s) + (1 - d)), and neither touches a clear layer")
    func plusModes() throws {
        let lighter = try blended(RGBA(200, 100, 50), on: RGBA(100, 100, 100), .plusLighter)
        #expect(close(pixel(lighter, 15, 20), RGBA8(255, 200, 150)), "\(pixel(lighter, 15, 20))")
        let darker = try blended(RGBA(200, 100, 50), on: RGBA(100, 200, 255), .plusDarker)
        #expect(close(pixel(darker, 15, 20), RGBA8(45, 45, 50)), "\(pixel(darker, 15, 20))")
        // Over the white canvas plusDarker leaves the colour itself.
        #expect(close(pixel(darker, 25, 20), RGBA8(200, 100, 50)), "\(pixel(darker, 25, 20))")
        #expect(pixel(darker, 5, 5) == RGBA8(100, 200, 255))
        // A half-transparent black darkens by half.
        let half = try blended(RGBA(0, 0, 0, alpha: 0.5), on: RGBA(200, 200, 200), .plusDarker)
        #expect(close(pixel(half, 15, 20), RGBA8(73, 73, 73), 3), "\(pixel(half, 15, 20))")
    }

    @Test("plusDarker blends with what an enclosing layer holds, at any scale", arguments: [1.0, 2.0])
    func plusDarkerInsideAGroup(scale: Double) throws {
        let image = try renderDecoded(
            [
                .pushOpacity(1, bounds: Rect(x: 5, y: 5, width: 30, height: 30)),
                .fill(.rectangle, rect: Rect(x: 5, y: 5, width: 15, height: 30), color: RGBA(100, 200, 255)),
                .pushBlend(.plusDarker, bounds: Self.square),
                .fill(.rectangle, rect: Self.square, color: RGBA(200, 100, 50)), .pop, .pop,
            ],
            width: 40, height: 40, scale: scale)
        #expect(close(pixel(image, 15, 20, scale: scale), RGBA8(45, 45, 50)), "\(pixel(image, 15, 20, scale: scale))")
        // Where the group holds nothing beneath the square, its colour shows over the white canvas.
        #expect(close(pixel(image, 25, 20, scale: scale), RGBA8(200, 100, 50)))
    }

    @Test("the Porter-Duff modes: source atop keeps to the backdrop, destination over goes behind, out cuts")
    func porterDuff() throws {
        // On the transparent layer of a group, so what lies beneath has an edge for the modes to keep to.
        func composite(_ mode: BlendMode) throws -> DecodedImage {
            try renderDecoded(
                [
                    .pushOpacity(1, bounds: Rect(x: 0, y: 0, width: 40, height: 40)),
                    .fill(.rectangle, rect: Self.backdrop, color: RGBA(0, 0, 255)),
                    .pushBlend(mode, bounds: Self.square),
                    .fill(.rectangle, rect: Self.square, color: RGBA(255, 0, 0)), .pop, .pop,
                ],
                width: 40, height: 40)
        }
        let atop = try composite(.sourceAtop)
        #expect(pixel(atop, 15, 20) == RGBA8(255, 0, 0) && pixel(atop, 25, 20) == white)
        let over = try composite(.destinationOver)
        #expect(pixel(over, 15, 20) == RGBA8(0, 0, 255) && pixel(over, 25, 20) == RGBA8(255, 0, 0))
        let out = try composite(.destinationOut)
        #expect(pixel(out, 15, 20) == white && pixel(out, 5, 5) == RGBA8(0, 0, 255) && pixel(out, 25, 20) == white)
    }

    @Test("hue, saturation, color and luminosity mix the two colours' components")
    func nonSeparableModes() throws {
        // A grey source takes the backdrop's saturation away: red becomes a grey of red's luminosity.
        let saturation = pixel(try blended(RGBA(128, 128, 128), on: RGBA(255, 0, 0), .saturation), 15, 20)
        #expect(close(saturation, RGBA8(saturation.red, saturation.red, saturation.red), 1), "\(saturation)")
        #expect(saturation.red > 40 && saturation.red < 120, "\(saturation)")
        let luminosity = pixel(try blended(RGBA(255, 255, 255), on: RGBA(255, 0, 0), .luminosity), 15, 20)
        #expect(close(luminosity, RGBA8(255, 255, 255)), "\(luminosity)")
        let hue = pixel(try blended(RGBA(0, 0, 255), on: RGBA(255, 0, 0), .hue), 15, 20)
        #expect(hue.blue > hue.red && hue.blue > hue.green, "\(hue)")
        let color = pixel(try blended(RGBA(0, 255, 0), on: RGBA(128, 128, 128), .color), 15, 20)
        #expect(color.green > color.red && color.green > color.blue, "\(color)")
    }
}
