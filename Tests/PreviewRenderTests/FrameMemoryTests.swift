import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// After a desktop-sized frame, a renderer drawing phone frames keeps memory for phone frames: its canvas, the
/// encoder's scanlines and its compressed output are sized to the frames it draws, not the largest it drew.
@Suite("Frame memory kept between frames")
struct FrameMemoryTests {
    /// A frame of `width`×`height` points at @3x: a grey background and a few cards, which compress as UI does.
    static func frame(width: Double, height: Double) -> DisplayList {
        DisplayList(
            size: Size(width: width, height: height),
            items: [
                .fill(
                    .rectangle, rect: Rect(x: 0, y: 0, width: width, height: height), paint: .color(RGBA(242, 242, 247))
                )
            ]
                + (0..<4).map { row in
                    .fill(
                        .roundedRectangle(cornerRadius: 12),
                        rect: Rect(x: 16, y: 40 + Double(row) * 120, width: width - 32, height: 96),
                        paint: .color(RGBA(255, 255, 255)))
                })
    }

    @Test("a phone frame after a desktop-sized one keeps a phone frame's memory")
    func phoneAfterDesktop() throws {
        let phone = Self.frame(width: 393, height: 852)
        let renderer = try FrameRenderer()
        _ = try renderer.render(phone, scale: 3)
        let phoneBytes = renderer.keptFrameBytes
        _ = try renderer.render(Self.frame(width: 1180, height: 800), scale: 3)
        _ = try renderer.render(phone, scale: 3)
        // What stays of the larger frame is the PNG's room and libdeflate's, each an eighth of what it compressed.
        #expect(renderer.keptFrameBytes < phoneBytes * 5 / 4)
        // The canvas (4 bytes a pixel), the scanlines (3) and not much more: the PNG's room is an eighth of theirs.
        let phonePixels = 1179 * 2556
        #expect(phoneBytes < phonePixels * 4 + phonePixels * 3 + phonePixels)
    }

    @Test("a frame that compresses badly is encoded in full, in room that is not kept")
    func incompressibleFrame() throws {
        let width = 300
        let height = 200
        let source = PNGEncoderRoundTripTests.pixels(width: width, height: height, padding: 0, seed: 11)
        let encoder = try PNGEncoder()
        let png = try source.argb32.withUnsafeBytes { bytes in
            try encoder.encode(argb32: bytes.baseAddress!, stride: source.stride, width: width, height: height)
        }
        #expect(try decodePNG(png).rgba == source.rgba)
        #expect(png.count > width * height * 3 / 8)
        #expect(encoder.keptBytes < height * (1 + width * 3) * 3 / 2)
    }
}
