import PreviewViews

/// `Text`: as wide as its measured text when wrapped at the proposed width, rounded up to whole pixels, in the
/// environment's resolved font (weight and italic applied), upper-cased under `.textCase(.uppercase)`.
///
/// Lines are cut, the last ending in an ellipsis, after `.lineLimit(n)` lines and where the proposed height
/// runs out (never below one line), as SwiftUI does; the display item carries the line count it was laid out
/// with so the rasteriser cuts at the same line. Under `.minimumScaleFactor(f)` text that would be cut is set
/// smaller first, at the largest size down to `f` of its own at which it fits; under `.allowsTightening(true)` it
/// is first set tighter, as Apple's text system tightens before it truncates (`tightened`); under `.lineLimit(n,
/// reservesSpace: true)` it is at least `n` lines tall.
final class TextElement: LayoutElement {
    private let string: String
    private let font: ResolvedFont
    private let color: RGBA
    private let alignment: HorizontalAlignment
    private let lineLimit: Int?
    private let reservesLineSpace: Bool
    private let minimumScaleFactor: Double
    private let allowsTightening: Bool
    /// `.underline()`, `.strikethrough()`.
    private let textLines: TextLineLayout
    /// `.redacted(reason: .placeholder)` above: the bars' colour (`Redaction`).
    private let redaction: RGBA?
    private let measurer: any TextMeasurer
    /// The screen's pixels per point, which sizes are rounded up to (`PixelRounding`).
    private let pixelScale: Double
    /// The height of one line, measured on first use (only proposals shorter than the text need it).
    private var lineHeight: Double?

    init(_ string: String, environment: EnvironmentValues, measurer: any TextMeasurer) {
        self.string = environment.uppercase ? string.uppercased() : string
        self.font = environment.resolvedFont
        self.color = environment.foregroundRGBA
        self.alignment = HorizontalAlignment(environment.multilineTextAlignment)
        self.lineLimit = environment.lineLimit.map { max(1, $0) }
        self.reservesLineSpace = environment.reservesLineSpace
        self.minimumScaleFactor = environment.minimumScaleFactor
        self.allowsTightening = environment.allowsTightening
        self.textLines = TextLineLayout(environment: environment, textColor: color)
        self.redaction = environment.redacted ? Redaction.color(environment) : nil
        self.measurer = measurer
        self.pixelScale = environment.screen.scale
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layout(for: proposal).size
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let (_, lines, font) = layout(for: proposal)
        if let redaction {
            let set = measurer.lines(string, font: font, maxWidth: Self.maxWidth(proposal), lineLimit: lines)
            items += Redaction.bars(set, in: frame, font: font, alignment: alignment, color: redaction)
            return
        }
        items.append(.text(string, rect: frame, font: font, color: color, alignment: alignment, lineLimit: lines))
        guard !textLines.isEmpty else { return }
        let set = measurer.lines(string, font: font, maxWidth: Self.maxWidth(proposal), lineLimit: lines)
        items += textLines.items(set, in: frame, alignment: alignment)
    }

    /// The width text wraps at: an infinite width means "as wide as you like", which for text is the same as not
    /// wrapping at all.
    private static func maxWidth(_ proposal: ProposedSize) -> Double? {
        proposal.width.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The size chosen for `proposal`, the line limit it was measured with and the font it is set in.
    private func layout(for proposal: ProposedSize) -> (size: Size, lines: Int?, font: ResolvedFont) {
        var chosen = layout(for: proposal, in: font)
        if allowsTightening, chosen.cut, let tightened = tightened(for: proposal) {
            chosen = tightened
        }
        if minimumScaleFactor < 1, chosen.cut {
            chosen = shrunk(for: proposal)
        }
        var size = Size(width: wholePixels(chosen.measured.width), height: wholePixels(chosen.measured.height))
        if reservesLineSpace, let lineLimit {
            let reserved = measurer.measure(
                Array(repeating: " ", count: lineLimit).joined(separator: "\n"), font: chosen.font, maxWidth: nil)
            size.height = max(size.height, wholePixels(reserved.height))
        }
        return (size, chosen.lines, chosen.font)
    }

    private struct Setting {
        var measured: Size
        var lines: Int?
        var font: ResolvedFont
        /// Whether lines were left out or cut short: the text does not fit as set.
        var cut: Bool
    }

    /// The text in `font` for `proposal`: cut after the line limit or the lines the proposed height holds.
    private func layout(for proposal: ProposedSize, in font: ResolvedFont) -> Setting {
        let maxWidth = Self.maxWidth(proposal)
        var lines = lineLimit
        var measured = measurer.measure(string, font: font, maxWidth: maxWidth, lineLimit: lines)
        if let height = proposal.height, height.isFinite, wholePixels(measured.height) > height {
            // Too tall for the space offered: keep the lines that fit (at least one).
            let line = oneLineHeight(font)
            let fitting = line > 0 ? max(1, Int((height / line).rounded(.down))) : 1
            if fitting < (lines ?? .max) {
                lines = fitting
                measured = measurer.measure(string, font: font, maxWidth: maxWidth, lineLimit: fitting)
            }
        }
        var cut = false
        if minimumScaleFactor < 1 || allowsTightening, let maxWidth {
            // Cut when the lines kept are fewer than the text takes, or one word is wider than the space.
            let whole = lines == nil ? measured : measurer.measure(string, font: font, maxWidth: maxWidth)
            cut = whole.height > measured.height + 0.01 || measured.width > maxWidth + 0.01
        }
        return Setting(measured: measured, lines: lines, font: font, cut: cut)
    }

    /// Apple's text system tightens the spacing between characters instead of truncating when the text is at
    /// most 5% wider than its line (`NSParagraphStyle.tighteningFactorForTruncation`, 0.05 by default): each
    /// character may lose up to 5% of the average advance. The least tightening at which the text is no longer
    /// cut (to a hundredth of a point), or nil when even the most does not make it fit.
    private func tightened(for proposal: ProposedSize) -> Setting? {
        let characters = max(1, string.count)
        let oneLine = measurer.measure(string, font: font, maxWidth: nil).width
        let most = Self.tighteningFactor * oneLine / Double(characters)
        func tightened(by points: Double) -> Setting {
            var tighter = font
            tighter.addedTracking -= points
            return layout(for: proposal, in: tighter)
        }
        var fits = (points: most, setting: tightened(by: most))
        guard most > 0, !fits.setting.cut else { return nil }
        var tooLittle = 0.0
        while fits.points - tooLittle > 0.01 {
            let middle = (fits.points + tooLittle) / 2
            let setting = tightened(by: middle)
            if setting.cut { tooLittle = middle } else { fits = (middle, setting) }
        }
        return fits.setting
    }

    /// How much wider than its line text may be and still be tightened to fit rather than cut.
    static let tighteningFactor = 0.05

    /// The largest size, down to the minimum scale factor, at which the text is not cut (to a hundredth of its
    /// size); at the minimum when it is cut even there.
    private func shrunk(for proposal: ProposedSize) -> Setting {
        func scaled(_ factor: Double) -> Setting {
            var smaller = font
            smaller.pointSize = font.pointSize * factor
            return layout(for: proposal, in: smaller)
        }
        let smallest = scaled(minimumScaleFactor)
        guard !smallest.cut else { return smallest }
        var fits = (factor: minimumScaleFactor, setting: smallest)
        var tooLarge = 1.0
        while tooLarge - fits.factor > 0.01 {
            let middle = (fits.factor + tooLarge) / 2
            let setting = scaled(middle)
            if setting.cut { tooLarge = middle } else { fits = (middle, setting) }
        }
        return fits.setting
    }

    private func oneLineHeight(_ font: ResolvedFont) -> Double {
        if font == self.font, let lineHeight { return lineHeight }
        // The first line alone: explicit newlines would otherwise count as more lines.
        let firstLine = String(string.prefix { $0 != "\n" })
        let height = measurer.measure(firstLine.isEmpty ? " " : firstLine, font: font, maxWidth: nil).height
        if font == self.font { lineHeight = height }
        return height
    }

    private func wholePixels(_ length: Double) -> Double {
        PixelRounding.up(length, scale: pixelScale)
    }
}

extension HorizontalAlignment {
    /// How `.multilineTextAlignment` aligns lines.
    init(_ alignment: TextAlignment) {
        switch alignment {
        case .leading: self = .leading
        case .center: self = .center
        case .trailing: self = .trailing
        }
    }
}

/// Text sizes as iOS lays them out: rounded up to whole pixels of the screen (its `displayScale`), so a line of
/// 20.1 points is 20⅓ points tall at 3× and 20½ at 2×, not 21.
enum PixelRounding {
    /// `length` rounded up to a whole number of pixels at `scale` pixels per point; a scale that is not a positive
    /// number counts as 1.
    static func up(_ length: Double, scale: Double) -> Double {
        guard length.isFinite else { return 0 }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        // A length already on a pixel can come out a hair above it once multiplied; that is no reason for another.
        let pixels = (length * scale * (1 - 1e-12)).rounded(.up)
        return max(0, pixels / scale)
    }
}
