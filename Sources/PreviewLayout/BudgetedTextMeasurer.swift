import Glibc
package import PreviewViews

/// Text measurement with a time budget per layout. Measuring is the one part of layout whose cost a preview's
/// content decides (how much text, how narrow its frame), and layout runs on the render thread every other preview
/// waits for: once one layout's measurements have taken `budget`, the rest are estimated from the font size
/// without shaping, and `exhausted` tells the caller, which says so in the preview's diagnostics.
package final class BudgetedTextMeasurer: TextMeasurer {
    private let measurer: any TextMeasurer
    private let now: () -> Duration
    private var budget: Duration = .seconds(1)
    private var spent: Duration = .zero
    /// Whether the budget ran out in this layout: the measurements since are estimates.
    package private(set) var exhausted = false

    /// `now` reads the calling thread's processor time (injected so the budget's logic can be tested without
    /// waiting): the budget is the work a preview's text costs, the same on a busy machine as on an idle one, as
    /// the evaluation's budget is, so whether a preview is clean does not depend on what else the machine runs.
    package init(
        _ measurer: any TextMeasurer, now: @escaping () -> Duration = BudgetedTextMeasurer.threadProcessorTime
    ) {
        self.measurer = measurer
        self.now = now
    }

    /// Starts a layout with `budget` of measuring time.
    package func begin(budget: Duration) {
        self.budget = budget
        spent = .zero
        exhausted = false
    }

    package func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> Size {
        if exhausted { return Self.estimate(text, font: font, maxWidth: maxWidth) }
        return timed { measurer.measure(text, font: font, maxWidth: maxWidth) }
    }

    package func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size {
        if exhausted {
            var size = Self.estimate(text, font: font, maxWidth: maxWidth)
            if let lineLimit { size.height = min(size.height, Self.lineHeight(font) * Double(max(1, lineLimit))) }
            return size
        }
        return timed { measurer.measure(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit) }
    }

    package func lines(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> TextLines {
        if exhausted {
            return TextLines.estimated(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit, measurer: self)
        }
        return timed { measurer.lines(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit) }
    }

    package func place(_ runs: [FontRun], maxWidth: Double?) -> PlacedText {
        if exhausted { return PlacedText.sideBySide(runs, measurer: self) }
        return timed { measurer.place(runs, maxWidth: maxWidth) }
    }

    /// Not budgeted: one measurement per glyph, kept by the renderer for good.
    package func symbolInk(_ source: SymbolCatalog.Source) -> Size? { measurer.symbolInk(source) }

    private func timed<Result>(_ measure: () -> Result) -> Result {
        let start = now()
        let result = measure()
        spent += now() - start
        if spent > budget { exhausted = true }
        return result
    }

    /// A size from the font's size alone: glyphs about 0.55 em wide on lines 1.2 em high, wrapped at `maxWidth`.
    static func estimate(_ text: String, font: ResolvedFont, maxWidth: Double?) -> Size {
        let advance = font.pointSize * 0.55
        var lines = 0.0, widest = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let width = Double(line.count) * advance
            if let maxWidth, maxWidth > 0, width > maxWidth {
                lines += (width / max(maxWidth, advance)).rounded(.up)
                widest = max(widest, min(maxWidth, width))
            } else {
                lines += 1
                widest = max(widest, width)
            }
        }
        return Size(width: widest, height: max(1, lines) * lineHeight(font))
    }

    private static func lineHeight(_ font: ResolvedFont) -> Double { font.pointSize * 1.2 }

    package static func threadProcessorTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
