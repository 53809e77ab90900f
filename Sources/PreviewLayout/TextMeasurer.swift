package import PreviewViews

/// Measures text for layout. Injected so that layout is testable without fonts: tests use a fake with fixed
/// metrics, the daemon uses Pango, and the rasteriser wraps text at the same width the measurer was given.
package protocol TextMeasurer {
    /// The size `text` takes in `font` when wrapped at `maxWidth` points (nil: no wrapping), in points.
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> Size

    /// The size `text` takes when wrapped at `maxWidth` and cut after `lineLimit` lines (nil: no limit), the
    /// last line ending in an ellipsis. The default derives it from `measure(_:font:maxWidth:)`; Pango measures
    /// it exactly, because that is what it draws.
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size

    /// Where the lines of `text` lie when it is set as `measure(_:font:maxWidth:lineLimit:)` sets it, and where the
    /// font puts a line under or through them: what `.underline()` and `.strikethrough()` are drawn along.
    func lines(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> TextLines

    /// `runs` set as one paragraph wrapped at `maxWidth` (nil: only at explicit newlines), leading-aligned: its
    /// size, and where each piece of each run lies.
    func place(_ runs: [FontRun], maxWidth: Double?) -> PlacedText

    /// The ink of an icon-font glyph as a fraction of its em, which sizes an SF Symbol's frame (`SymbolMetrics`);
    /// nil where the measurer has no fonts, and the symbol is laid out with the nominal square.
    func symbolInk(_ source: SymbolCatalog.Source) -> Size?
}

extension TextMeasurer {
    /// Measurers without fonts (test fakes) lay symbols out with the nominal square.
    package func symbolInk(_ source: SymbolCatalog.Source) -> Size? { nil }
}

/// A run of a styled text in its resolved font.
package struct FontRun: Equatable, Sendable {
    package var text: String
    package var font: ResolvedFont
    /// An object set in the line instead of the text (an image in a `Text`): this many points wide and of no
    /// height of its own. Its fragment is a box of no height on the line's baseline.
    package var inlineWidth: Double?

    package init(_ text: String, font: ResolvedFont, inlineWidth: Double? = nil) {
        self.text = text
        self.font = font
        self.inlineWidth = inlineWidth
    }
}

/// A styled text set as one paragraph: what each piece of a run looks like where the paragraph put it.
package struct PlacedText: Equatable, Sendable {
    /// The part of run `run` set on line `line`, its top-left at (x, y) in points from the paragraph's.
    package struct Fragment: Equatable, Sendable {
        package var run: Int
        package var text: String
        package var line: Int
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        package init(run: Int, text: String, line: Int, x: Double, y: Double, width: Double, height: Double) {
            self.run = run
            self.text = text
            self.line = line
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    package var size: Size
    /// Each line's width, for aligning lines in a wider frame.
    package var lineWidths: [Double]
    package var fragments: [Fragment]

    package init(size: Size, lineWidths: [Double], fragments: [Fragment]) {
        self.size = size
        self.lineWidths = lineWidths
        self.fragments = fragments
    }

    /// For measurers without a paragraph engine (test fakes, a spent time budget): the runs side by side on one
    /// line, each as wide as it measures alone.
    package static func sideBySide(_ runs: [FontRun], measurer: any TextMeasurer) -> PlacedText {
        var x = 0.0, height = 0.0
        var fragments: [Fragment] = []
        for (index, run) in runs.enumerated() where !run.text.isEmpty || run.inlineWidth != nil {
            if let width = run.inlineWidth {
                let baseline = measurer.lines(" ", font: run.font, maxWidth: nil, lineLimit: nil).lines.first?.baseline
                fragments.append(
                    Fragment(run: index, text: "", line: 0, x: x, y: baseline ?? 0, width: width, height: 0))
                x += width
                continue
            }
            let size = measurer.measure(run.text, font: run.font, maxWidth: nil)
            fragments.append(
                Fragment(run: index, text: run.text, line: 0, x: x, y: 0, width: size.width, height: size.height))
            x += size.width
            height = max(height, size.height)
        }
        return PlacedText(size: Size(width: x, height: height), lineWidths: [x], fragments: fragments)
    }
}

/// The lines of a measured text and its font's underline and strikethrough, in points from the text's top-left.
package struct TextLines: Equatable, Sendable {
    /// One set line: its left edge and width (leading-aligned) and its baseline.
    package struct Line: Equatable, Sendable {
        package var x: Double
        package var width: Double
        package var baseline: Double

        package init(x: Double, width: Double, baseline: Double) {
            self.x = x
            self.width = width
            self.baseline = baseline
        }
    }

    package var lines: [Line]
    /// How far below the baseline the underline's top lies, and its thickness.
    package var underlineOffset: Double
    package var underlineThickness: Double
    /// How far above the baseline the strikethrough's top lies, and its thickness.
    package var strikethroughRise: Double
    package var strikethroughThickness: Double

    package init(
        lines: [Line], underlineOffset: Double, underlineThickness: Double, strikethroughRise: Double,
        strikethroughThickness: Double
    ) {
        self.lines = lines
        self.underlineOffset = underlineOffset
        self.underlineThickness = underlineThickness
        self.strikethroughRise = strikethroughRise
        self.strikethroughThickness = strikethroughThickness
    }
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

extension TextMeasurer {
    package func place(_ runs: [FontRun], maxWidth: Double?) -> PlacedText {
        PlacedText.sideBySide(runs, measurer: self)
    }

    package func lines(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> TextLines {
        TextLines.estimated(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit, measurer: self)
    }
}

extension TextLines {
    /// For measurers without a font (test fakes, a spent time budget): lines of the measured height, each as wide
    /// as the text, with a baseline at four fifths of the line and lines a twentieth of the size thick.
    package static func estimated(
        _ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?, measurer: any TextMeasurer
    ) -> TextLines {
        let size = measurer.measure(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        let lineHeight = measurer.measure("X", font: font, maxWidth: nil).height
        let count = lineHeight > 0 ? max(1, Int((size.height / lineHeight).rounded())) : 1
        let lines = (0..<count).map { Line(x: 0, width: size.width, baseline: (Double($0) + 0.8) * lineHeight) }
        let thickness = font.pointSize / 20
        return TextLines(
            lines: lines, underlineOffset: 2 * thickness, underlineThickness: thickness,
            strikethroughRise: 0.3 * lineHeight, strikethroughThickness: thickness)
    }
}
