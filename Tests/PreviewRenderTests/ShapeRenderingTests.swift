import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

@Suite("Shapes")
struct ShapeRenderingTests {
    @Test("a filled rectangle is exactly its colour inside and white outside", arguments: [1.0, 3.0])
    func rectangleFill(scale: Double) throws {
        let rect = Rect(x: 10, y: 20, width: 30, height: 15)
        let image = try renderDecoded(
            [.fill(.rectangle, rect: rect, color: systemRed)], width: 60, height: 50, scale: scale)
        #expect(image.width == Int(60 * scale) && image.height == Int(50 * scale))
        let s = Int(scale)
        // The first and last pixel rows and columns of the rect, and the centre.
        #expect(image.pixel(x: 10 * s, y: 20 * s) == systemRedPixel)
        #expect(image.pixel(x: 40 * s - 1, y: 35 * s - 1) == systemRedPixel)
        #expect(image.pixel(x: 25 * s, y: 27 * s) == systemRedPixel)
        // Just outside every edge, and the corners of the canvas.
        #expect(image.pixel(x: 10 * s - 1, y: 27 * s) == white)
        #expect(image.pixel(x: 40 * s, y: 27 * s) == white)
        #expect(image.pixel(x: 25 * s, y: 20 * s - 1) == white)
        #expect(image.pixel(x: 25 * s, y: 35 * s) == white)
        #expect(image.pixel(x: 0, y: 0) == white)
        #expect(image.pixel(x: image.width - 1, y: image.height - 1) == white)
        #expect(image.inkBounds() == PixelBox(minX: 10 * s, minY: 20 * s, maxX: 40 * s, maxY: 35 * s))
    }

    @Test("every pixel is opaque even where a translucent colour is drawn")
    func opaqueEverywhere() throws {
        let image = try renderDecoded(
            [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 10, height: 10), color: systemRed.withAlpha(0.5))],
            width: 20, height: 20)
        #expect(stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 })
        // Half red over white: green and blue halfway between 255 and the red's components.
        let blended = image.pixel(x: 5, y: 5)
        #expect(blended.red == 255)
        #expect(abs(Int(blended.green) - (255 + 59) / 2) <= 1)
        #expect(abs(Int(blended.blue) - (255 + 48) / 2) <= 1)
    }

    @Test("the canvas is ceil(size × scale) pixels")
    func fractionalCanvas() throws {
        let renderer = try FrameRenderer()
        let image = try renderer.render(DisplayList(size: Size(width: 10.2, height: 7)), scale: 2)
        #expect(image.pixelWidth == 21 && image.pixelHeight == 14)
        let phone = try renderer.render(DisplayList(size: Size(width: 393, height: 852)), scale: 3)
        #expect(phone.pixelWidth == 1179 && phone.pixelHeight == 2556)
    }

    @Test("an empty, infinite or oversized canvas is refused")
    func invalidCanvas() throws {
        let renderer = try FrameRenderer()
        for (size, scale) in [
            (Size(width: 0, height: 10), 1.0), (Size(width: 10, height: 10), 0), (Size(width: 10, height: 10), .nan),
            (Size(width: .infinity, height: 10), 1), (Size(width: 10_000, height: 10), 2),
        ] {
            #expect(throws: RenderError.self) { try renderer.render(DisplayList(size: size), scale: scale) }
        }
        // The renderer still works afterwards.
        #expect(try renderer.render(DisplayList(size: Size(width: 4, height: 4)), scale: 1).pixelWidth == 4)
    }

    @Test("a circle is inscribed and centred in a wide rect")
    func circle() throws {
        // Rect 60×40 at (0, 0): the circle has diameter 40, centred at (30, 20).
        let image = try renderDecoded(
            [.fill(.circle, rect: Rect(x: 0, y: 0, width: 60, height: 40), color: systemRed)], width: 60, height: 40)
        #expect(image.pixel(x: 30, y: 20) == systemRedPixel)
        #expect(image.pixel(x: 11, y: 20) == systemRedPixel)
        #expect(image.pixel(x: 48, y: 20) == systemRedPixel)
        #expect(image.pixel(x: 30, y: 1) == systemRedPixel)
        for corner in [(0, 0), (59, 0), (0, 39), (59, 39), (13, 3), (46, 36)] {
            #expect(image.pixel(x: corner.0, y: corner.1) == white, "(\(corner.0), \(corner.1)) should be background")
        }
        // Outside the diameter horizontally: the circle must not stretch into an ellipse.
        #expect(image.pixel(x: 8, y: 20) == white)
        #expect(image.pixel(x: 51, y: 20) == white)
    }

    @Test("an ellipse fills the rect's full width and height")
    func ellipse() throws {
        let image = try renderDecoded(
            [.fill(.ellipse, rect: Rect(x: 0, y: 0, width: 60, height: 20), color: systemRed)], width: 60, height: 20)
        #expect(image.pixel(x: 1, y: 10) == systemRedPixel)
        #expect(image.pixel(x: 58, y: 10) == systemRedPixel)
        #expect(image.pixel(x: 0, y: 0) == white)
        #expect(image.pixel(x: 59, y: 19) == white)
    }

    @Test("rounded corners are cut, clamped to half the shorter side")
    func roundedRectangle() throws {
        let rect = Rect(x: 0, y: 0, width: 40, height: 40)
        let image = try renderDecoded(
            [.fill(.roundedRectangle(cornerRadius: 10), rect: rect, color: systemRed)], width: 40, height: 40)
        #expect(image.pixel(x: 0, y: 0) == white)
        #expect(image.pixel(x: 39, y: 39) == white)
        #expect(image.pixel(x: 1, y: 1) == white)
        #expect(image.pixel(x: 20, y: 0) == systemRedPixel)  // edge midpoints are straight
        #expect(image.pixel(x: 0, y: 20) == systemRedPixel)
        #expect(image.pixel(x: 5, y: 5) == systemRedPixel)  // inside the corner arc
        // A radius larger than half the side gives a circle (capsule of a square), not a broken path.
        let clamped = try renderDecoded(
            [.fill(.roundedRectangle(cornerRadius: 500), rect: rect, color: systemRed)], width: 40, height: 40)
        #expect(clamped.pixel(x: 20, y: 20) == systemRedPixel)
        #expect(clamped.pixel(x: 3, y: 3) == white)  // 24 pt from the centre of a 20 pt radius
        #expect(clamped.pixel(x: 20, y: 1) == systemRedPixel)
    }

    @Test("a capsule has semicircular ends")
    func capsule() throws {
        let image = try renderDecoded(
            [.fill(.capsule, rect: Rect(x: 0, y: 0, width: 80, height: 20), color: systemRed)], width: 80, height: 20)
        #expect(image.pixel(x: 40, y: 0) == systemRedPixel)
        #expect(image.pixel(x: 1, y: 10) == systemRedPixel)
        #expect(image.pixel(x: 1, y: 1) == white)
        #expect(image.pixel(x: 78, y: 18) == white)
    }

    @Test("a stroke is centred on the outline, as SwiftUI's .stroke", arguments: [1.0, 2.0])
    func strokeRectangle(scale: Double) throws {
        let rect = Rect(x: 10, y: 10, width: 40, height: 30)
        let image = try renderDecoded(
            [.stroke(.rectangle, rect: rect, color: systemRed, lineWidth: 2)], width: 60, height: 50, scale: scale)
        let s = Int(scale)
        #expect(image.pixel(x: 9 * s, y: 25 * s) == systemRedPixel)  // half the line outside the edge
        #expect(image.pixel(x: 11 * s - 1, y: 25 * s) == systemRedPixel)  // half inside
        #expect(image.pixel(x: 30 * s, y: 41 * s - 1) == systemRedPixel)
        #expect(image.pixel(x: 11 * s, y: 25 * s) == white)  // just inside the line
        #expect(image.pixel(x: 30 * s, y: 25 * s) == white)  // the middle stays empty
        #expect(image.inkBounds() == PixelBox(minX: 9 * s, minY: 9 * s, maxX: 51 * s, maxY: 41 * s))
    }

    @Test("a stroked circle leaves its centre empty")
    func strokeCircle() throws {
        let image = try renderDecoded(
            [.stroke(.circle, rect: Rect(x: 0, y: 0, width: 40, height: 40), color: systemRed, lineWidth: 4)],
            width: 40, height: 40)
        #expect(image.pixel(x: 20, y: 20) == white)
        #expect(image.pixel(x: 20, y: 1) == systemRedPixel)
        #expect(image.pixel(x: 0, y: 0) == white)
    }

    @Test("items are drawn back to front")
    func paintersOrder() throws {
        let blue = SystemColor.blue.resolved(in: .light)
        let image = try renderDecoded(
            [
                .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 20, height: 20), color: systemRed),
                .fill(.rectangle, rect: Rect(x: 10, y: 0, width: 10, height: 20), color: blue),
            ], width: 20, height: 20)
        #expect(image.pixel(x: 5, y: 5) == systemRedPixel)
        #expect(image.pixel(x: 15, y: 5) == RGBA8(0, 122, 255))
    }

    @Test("degenerate items are skipped and do not spoil the rest of the frame")
    func degenerateItems() throws {
        let image = try renderDecoded(
            [
                .fill(.ellipse, rect: Rect(x: 5, y: 5, width: 0, height: 10), color: systemRed),
                .fill(.rectangle, rect: Rect(x: .nan, y: 0, width: 10, height: 10), color: systemRed),
                .stroke(.ellipse, rect: Rect(x: 0, y: 0, width: 10, height: 10), color: systemRed, lineWidth: -1),
                .fill(.roundedRectangle(cornerRadius: .infinity), rect: Rect(x: 0, y: 0, width: 4, height: 4),
                    color: systemRed),
                .fill(.rectangle, rect: Rect(x: 10, y: 10, width: 5, height: 5), color: systemRed),
            ], width: 20, height: 20)
        #expect(image.inkBounds() == PixelBox(minX: 0, minY: 0, maxX: 15, maxY: 15))
        #expect(image.pixel(x: 12, y: 12) == systemRedPixel)
        #expect(image.pixel(x: 7, y: 7) == white)
    }
}
