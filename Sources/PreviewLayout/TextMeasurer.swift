import PreviewViews

/// Measures text for layout. Injected so that layout is testable without fonts: tests use a fake with fixed
/// metrics, the daemon uses Pango, and the rasteriser wraps text at the same width the measurer was given.
package protocol TextMeasurer {
    /// The size `text` takes in `font` when wrapped at `maxWidth` points (nil: no wrapping), in points.
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> Size
}
