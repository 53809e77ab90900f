import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Pixels of `.grayscale`, `.colorInvert` and the other colour filters: the group's layer filtered pixel by pixel.
@Suite("Colour filters")
struct ColorFilterRenderingTests {
    static let rect = Rect(x: 10, y: 10, width: 20, height: 20)

    /// `color` filled over `rect` inside a `filter` group on a white 40-point canvas.
    func filtered(_ color: RGBA, _ filter: ColorFilter, scale: Double = 1) throws -> DecodedImage {
        let matrix = filter.matrix { $0.resolved(in: .light) }
        return try renderDecoded(
            [.pushColorMatrix(matrix, bounds: Self.rect), .fill(.rectangle, rect: Self.rect, color: color), .pop],
            width: 40, height: 40, scale: scale)
    }

    func close(_ a: RGBA8, _ b: RGBA8, _ tolerance: Int = 2) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }

    @Test("grayscale turns red into its luminance grey, and only inside the group", arguments: [1.0, 3.0])
    func grayscale(scale: Double) throws {
        let image = try filtered(systemRed, .grayscale(1), scale: scale)
        // 0.2126·255 + 0.7152·59 + 0.0722·48 ≈ 100.
        let inside = image.pixel(x: Int(20 * scale), y: Int(20 * scale))
        #expect(close(inside, RGBA8(100, 100, 100)), "\(inside)")
        #expect(image.pixel(x: Int(5 * scale), y: Int(5 * scale)) == white)
        // Half grayscale is halfway there.
        let half = try filtered(systemRed, .grayscale(0.5)).pixel(x: 20, y: 20)
        #expect(close(half, RGBA8(177, 80, 74), 3), "\(half)")
    }

    @Test("saturation 0 is grey, and more than 1 pushes colours apart")
    func saturation() throws {
        #expect(close(try filtered(systemRed, .saturation(0)).pixel(x: 20, y: 20), RGBA8(100, 100, 100)))
        let vivid = try filtered(RGBA(200, 100, 100), .saturation(2)).pixel(x: 20, y: 20)
        #expect(vivid.red == 255 && vivid.green < 100)
    }

    @Test("brightness adds, contrast scales around mid grey")
    func brightnessAndContrast() throws {
        #expect(try filtered(systemRed, .brightness(1)).pixel(x: 20, y: 20) == white)
        let brighter = try filtered(RGBA(0, 0, 0), .brightness(0.2)).pixel(x: 20, y: 20)
        #expect(close(brighter, RGBA8(51, 51, 51)), "\(brighter)")
        #expect(close(try filtered(systemRed, .contrast(0)).pixel(x: 20, y: 20), RGBA8(128, 128, 128)))
    }

    @Test("a half turn of hue makes red cyan-ish; a whole turn leaves it")
    func hueRotation() throws {
        let turned = try filtered(systemRed, .hueRotation(.pi)).pixel(x: 20, y: 20)
        #expect(turned.red < turned.green && turned.red < turned.blue, "\(turned)")
        #expect(close(try filtered(systemRed, .hueRotation(2 * .pi)).pixel(x: 20, y: 20), systemRedPixel))
    }

    @Test("colour multiply tints white, colour invert inverts, luminance to alpha masks")
    func multiplyInvertAndLuminance() throws {
        let multiplied = try filtered(RGBA(255, 255, 255), .colorMultiply(.system(.red))).pixel(x: 20, y: 20)
        #expect(close(multiplied, systemRedPixel))
        #expect(try filtered(RGBA(0, 0, 0), .colorInvert).pixel(x: 20, y: 20) == white)
        #expect(close(try filtered(systemRed, .colorInvert).pixel(x: 20, y: 20), RGBA8(0, 196, 207)))
        // White becomes opaque black; black becomes clear, showing the white canvas.
        #expect(try filtered(RGBA(255, 255, 255), .luminanceToAlpha).pixel(x: 20, y: 20) == RGBA8(0, 0, 0))
        #expect(try filtered(RGBA(0, 0, 0), .luminanceToAlpha).pixel(x: 20, y: 20) == white)
    }

    @Test("a matrix that is not a number draws without crashing")
    func hostileMatrix() throws {
        let matrix = ColorMatrix(rows: Array(repeating: .nan, count: 19) + [.infinity])
        let image = try renderDecoded(
            [
                .pushColorMatrix(matrix, bounds: Self.rect), .fill(.rectangle, rect: Self.rect, color: systemRed),
                .pop, .pushColorMatrix(matrix, bounds: Rect(x: .nan, y: 0, width: 1e12, height: 1)), .pop,
            ],
            width: 40, height: 40)
        #expect(image.pixel(x: 5, y: 5) == white)
    }
}
