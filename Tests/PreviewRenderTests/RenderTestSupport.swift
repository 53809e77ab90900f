import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Helpers shared by the render tests: real cairo, Pango and libspng throughout, read back through `decodePNG`.

let white = RGBA8(255, 255, 255)
/// `Color.red` in light appearance: (255, 59, 48).
let systemRed = SystemColor.red.resolved(in: .light)
let systemRedPixel = RGBA8(255, 59, 48)

/// Renders `items` on a `width`×`height` point canvas at `scale` and decodes the PNG again.
func renderDecoded(
    _ items: [DisplayItem], width: Double, height: Double, scale: Double = 1,
    renderer: FrameRenderer? = nil
) throws -> DecodedImage {
    let renderer = try renderer ?? FrameRenderer()
    let image = try renderer.render(DisplayList(size: Size(width: width, height: height), items: items), scale: scale)
    let decoded = try decodePNG(image.png)
    #expect(decoded.width == image.pixelWidth && decoded.height == image.pixelHeight)
    return decoded
}

/// A rectangle in whole pixels, half-open: `minX..<maxX`, `minY..<maxY`.
struct PixelBox: Equatable, CustomStringConvertible {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var description: String { "x \(minX)..<\(maxX), y \(minY)..<\(maxY)" }
}

extension DecodedImage {
    /// The smallest box holding every pixel that differs from `background`; nil when there is none.
    func inkBounds(background: RGBA8 = white) -> PixelBox? {
        var box: PixelBox?
        for y in 0..<height {
            for x in 0..<width where pixel(x: x, y: y) != background {
                if var found = box {
                    found.minX = min(found.minX, x)
                    found.minY = min(found.minY, y)
                    found.maxX = max(found.maxX, x + 1)
                    found.maxY = max(found.maxY, y + 1)
                    box = found
                } else {
                    box = PixelBox(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
                }
            }
        }
        return box
    }
}
