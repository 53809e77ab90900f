import PreviewViews

/// `Text`: as wide as its measured text when wrapped at the proposed width, rounded up to whole pixels, in the
/// environment's resolved font (weight and italic applied), upper-cased under `.textCase(.uppercase)`.
///
/// Lines are cut, the last ending in an ellipsis, after `.lineLimit(n)` lines and where the proposed height
/// runs out (never below one line), as SwiftUI does; the display item carries the line count it was laid out
/// with so the rasteriser cuts at the same line.
final class TextElement: LayoutElement {
    private let string: String
    private let font: ResolvedFont
    private let color: RGBA
    private let alignment: HorizontalAlignment
    private let lineLimit: Int?
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
        self.textLines = TextLineLayout(environment: environment, textColor: color)
        self.redaction = environment.redacted ? Redaction.color(environment) : nil
        self.measurer = measurer
        self.pixelScale = environment.screen.scale
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let (size, _) = layout(for: proposal)
        return size
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let (_, lines) = layout(for: proposal)
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

    /// The size chosen for `proposal` and the line limit it was measured with.
    private func layout(for proposal: ProposedSize) -> (Size, Int?) {
        let maxWidth = Self.maxWidth(proposal)
        var lines = lineLimit
        var measured = measurer.measure(string, font: font, maxWidth: maxWidth, lineLimit: lines)
        if let height = proposal.height, height.isFinite, wholePixels(measured.height) > height {
            // Too tall for the space offered: keep the lines that fit (at least one).
            let line = oneLineHeight()
            let fitting = line > 0 ? max(1, Int((height / line).rounded(.down))) : 1
            if fitting < (lines ?? .max) {
                lines = fitting
                measured = measurer.measure(string, font: font, maxWidth: maxWidth, lineLimit: fitting)
            }
        }
        return (Size(width: wholePixels(measured.width), height: wholePixels(measured.height)), lines)
    }

    private func oneLineHeight() -> Double {
        if let lineHeight { return lineHeight }
        // The first line alone: explicit newlines would otherwise count as more lines.
        let firstLine = String(string.prefix { $0 != "\n" })
        let height = measurer.measure(firstLine.isEmpty ? " " : firstLine, font: font, maxWidth: nil).height
        lineHeight = height
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
