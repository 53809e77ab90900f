import PreviewViews

/// Measures text for layout. Injected so that layout is testable without fonts: tests use a fake with fixed
/// metrics, the daemon uses Pango, and the rasteriser wraps text at the same width the measurer was given.
package protocol TextMeasurer {
    /// The size `text` takes in `font` when wrapped at `maxWidth` points (nil: no wrapping), in points.
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> Size

    /// The size `text` takes when wrapped at `maxWidth` and cut after `lineLimit` lines (nil: no limit), the
    /// last line ending in an ellipsis. The default derives it from `measure(_:font:maxWidth:)`; Pango measures
    /// it exactly, because that is what it draws.
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size
}

extension TextMeasurer {
    package func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size {
        let full = measure(text, font: font, maxWidth: maxWidth)
        guard let lineLimit else { return full }
        let lines = Double(max(1, lineLimit))
        let lineHeight = measure("X", font: font, maxWidth: nil).height
        guard lineHeight > 0, full.height > lineHeight * lines + 0.001 else { return full }
        if lines == 1 {
            // One line: the unwrapped text, cut at the width offered.
            let unwrapped = measure(text, font: font, maxWidth: nil).width
            return Size(width: min(unwrapped, maxWidth ?? .infinity), height: lineHeight)
        }
        return Size(width: full.width, height: lineHeight * lines)
    }
}
