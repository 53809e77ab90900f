internal import CPangoCairo

/// The Pango contexts text and symbols are drawn with: one per canvas scale, so each keeps its shaped layouts.
///
/// A drawing context follows the canvas matrix, and Pango lays out again every layout of a context whose matrix
/// changed. A renderer draws @3x phone and @2x tablet frames in turn, so with a single context each frame would
/// shape all its text again (harfbuzz was a third of the time to draw an edit's changed tiles). Not thread-safe:
/// owned by one renderer.
final class DrawContexts {
    /// Scales kept before the contexts are dropped and made anew: devices report their own pixel ratios, so the
    /// set is open, but a renderer sees a handful.
    static let capacity = 4

    private let fontMap: FontMapHandle
    private var byScale: [Double: TextContextHandle] = [:]
    /// The context of the frame being drawn (`begin`).
    private(set) var current: TextContextHandle
    /// Its canvas scale: part of the key of everything shaped through it.
    private(set) var currentScale: Double

    init(fontMap: FontMapHandle) throws {
        self.fontMap = fontMap
        current = try TextContextHandle(fontMap: fontMap)
        currentScale = 1
        byScale[1] = current
    }

    /// Makes the context for `scale` current and gives it the canvas matrix, which already holds that scale.
    func begin(on canvas: CairoCanvas, scale: Double) throws {
        if let context = byScale[scale] {
            current = context
        } else {
            if byScale.count >= Self.capacity { byScale.removeAll() }
            current = try TextContextHandle(fontMap: fontMap)
            byScale[scale] = current
        }
        currentScale = scale
        // Only the matrix's scale reaches Pango (it ignores translation), so an unchanged scale keeps every layout.
        pango_cairo_update_context(canvas.context, current.pointer)
    }
}
