import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// A renderer draws frames of several sizes and scales in turn (phones, tablets, each device's own viewport) into
/// one block of canvas memory and through one Pango context per scale. Whatever it drew before must not show.
@Suite("Canvas reuse")
struct CanvasReuseTests {
    static let font = ResolvedFont(pointSize: 15)
    static let ink = RGBA(red: 0.1, green: 0.2, blue: 0.6)

    /// Text, a symbol, a stroke and a shadowed card: what a preview draws, placed relative to `size`.
    static func list(_ size: Size, text: String) -> DisplayList {
        let card = Rect(x: 8, y: size.height / 3, width: size.width - 16, height: 40)
        return DisplayList(
            size: size,
            items: [
                .fill(
                    .rectangle, rect: Rect(x: 0, y: 0, width: size.width, height: 30),
                    paint: .color(RGBA(242, 242, 247))),
                .text(
                    text, rect: Rect(x: 8, y: 6, width: size.width - 16, height: 60), font: font, color: ink,
                    alignment: .leading),
                .symbol("star.fill", rect: Rect(x: size.width - 30, y: 4, width: 22, height: 22), color: ink),
                .pushShadow(color: RGBA(0, 0, 0, alpha: 0.3), radius: 6, x: 0, y: 3, bounds: card),
                .fill(.roundedRectangle(cornerRadius: 10), rect: card, paint: .color(RGBA(255, 204, 77))),
                .pop,
                .stroke(
                    .circle, rect: Rect(x: 12, y: size.height - 40, width: 30, height: 30), paint: .color(ink),
                    lineWidth: 2),
            ])
    }

    /// (points, scale): two phones at @3x, a tablet at @2x, a tall scroll at @1x that needs other memory, and
    /// back, with a different string each time so no frame can be the previous one.
    static let frames: [(Size, Double)] = [
        (Size(width: 130, height: 280), 3), (Size(width: 270, height: 190), 2), (Size(width: 120, height: 270), 3),
        (Size(width: 60, height: 1900), 1), (Size(width: 130, height: 280), 3), (Size(width: 270, height: 190), 2),
    ]

    @Test("frames of other sizes and scales drawn in turn are exactly what a fresh renderer draws")
    func alternatingSizes() throws {
        let shared = try FrameRenderer()
        for (index, (size, scale)) in Self.frames.enumerated() {
            let list = Self.list(size, text: "Frame \(index): rows of text that wrap")
            let reused = try shared.render(list, scale: scale, tiles: true)
            let fresh = try FrameRenderer().render(list, scale: scale, tiles: true)
            // Compared whole (PNG, tiles), but reported by hash: a failure would otherwise print both PNGs' bytes.
            let same = reused == fresh
            #expect(
                same,
                "frame \(index) (\(size) @\(scale)) differs from a fresh renderer's: \(reused.hash) ≠ \(fresh.hash)")
        }
    }

    /// Circled, slashed and unknown symbols draw with cairo stroke settings of their own (round joins and caps,
    /// dashes). A stroke drawn after them, later in the frame or in a later frame, must look as if they were never
    /// drawn: otherwise a preview's corners depend on which symbols, or which previews, came before it.
    static let symbolsWithStrokeStyles: [DisplayItem] = [
        .symbol("hourglass.circle", rect: Rect(x: 4, y: 4, width: 22, height: 22), color: ink),
        .symbol("hourglass.slash", rect: Rect(x: 30, y: 4, width: 22, height: 22), color: ink),
        .symbol("no.such.symbol.anywhere", rect: Rect(x: 56, y: 4, width: 22, height: 22), color: ink),
    ]
    /// A thick square outline, whose corners show the line join.
    static let square = DisplayItem.stroke(
        .rectangle, rect: Rect(x: 20, y: 60, width: 60, height: 60), paint: .color(ink), lineWidth: 9)

    @Test("a frame drawn after symbols with stroke styles is exactly what a fresh renderer draws")
    func strokeStyleAcrossFrames() throws {
        let size = Size(width: 100, height: 140)
        let shared = try FrameRenderer()
        _ = try shared.render(DisplayList(size: size, items: Self.symbolsWithStrokeStyles), scale: 2)
        let after = try shared.render(DisplayList(size: size, items: [Self.square]), scale: 2)
        let fresh = try FrameRenderer().render(DisplayList(size: size, items: [Self.square]), scale: 2)
        let same = after == fresh
        #expect(same, "the square differs after symbols were drawn: \(after.hash) ≠ \(fresh.hash)")
    }

    @Test("a stroke after symbols in the same frame is drawn as it is before them")
    func strokeStyleWithinFrame() throws {
        let size = Size(width: 100, height: 140)
        let squareLast = DisplayList(size: size, items: Self.symbolsWithStrokeStyles + [Self.square])
        let squareFirst = DisplayList(size: size, items: [Self.square] + Self.symbolsWithStrokeStyles)
        let last = try FrameRenderer().render(squareLast, scale: 2)
        let first = try FrameRenderer().render(squareFirst, scale: 2)
        let same = last == first
        #expect(same, "the square's corners depend on the symbols drawn before it: \(last.hash) ≠ \(first.hash)")
    }

    @Test("each scale keeps its own text layouts")
    func layoutsPerScale() throws {
        let renderer = try FrameRenderer()
        let list = Self.list(Size(width: 130, height: 280), text: "The same label")
        for scale in [3.0, 2.0, 3.0, 2.0] { _ = try renderer.render(list, scale: scale) }
        // One layout per scale: going back to a scale finds its layout, laid out for that scale.
        #expect(renderer.textStatistics.layoutsCreated == 2)
    }
}
