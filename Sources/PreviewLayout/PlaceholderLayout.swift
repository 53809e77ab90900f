import PreviewViews

/// A visible stand-in for code the interpreter could not evaluate: a pale yellow box with an orange outline and
/// a short label saying what is missing, so the rest of the preview still renders around it.
///
/// A `.leaf` placeholder takes the proposed width (its label's width plus insets when none is proposed) and is as
/// tall as the label wrapped inside it plus insets, but at least a comfortable touch-target height. A `.fill`
/// placeholder (a map, a web view) takes the whole proposal, like a colour.
final class PlaceholderElement: LayoutElement {
    /// The system yellow at low opacity: visible on light and dark backgrounds without hiding what is around.
    static let fillColor = RGBA(255, 204, 0, alpha: 0.18)
    /// Space between the box's edges and its label.
    static let labelInset: Double = 8
    /// Apple's minimum touch-target height, so that even a one-line placeholder reads as a box.
    static let minimumHeight: Double = 44
    static let outlineWidth: Double = 1

    private let label: String
    private let font: ResolvedFont
    private let labelColor: RGBA
    private let outlineColor: RGBA
    private let sizing: PlaceholderSizing
    private let measurer: any TextMeasurer

    init(label: String, sizing: PlaceholderSizing, environment: EnvironmentValues, measurer: any TextMeasurer) {
        self.label = label
        self.sizing = sizing
        self.font = FontSpec(size: .style(.footnote)).resolved(dynamicTypeSize: environment.dynamicTypeSize)
        self.labelColor = SystemColor.secondary.resolved(in: environment.colorScheme)
        self.outlineColor = SystemColor.orange.resolved(in: environment.colorScheme)
        self.measurer = measurer
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let width = proposal.width ?? labelSize(wrappedAt: nil).width + 2 * Self.labelInset
        if sizing == .fill, let height = proposal.height { return Size(width: width, height: height) }
        return Size(width: width, height: height(forWidth: width))
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        items.append(.fill(.rectangle, rect: frame, color: Self.fillColor))
        // Inset by half the line width so the outline lies inside the frame instead of straddling its edge.
        let half = Self.outlineWidth / 2
        let outline = Rect(
            x: frame.minX + half, y: frame.minY + half,
            width: max(0, frame.width - Self.outlineWidth), height: max(0, frame.height - Self.outlineWidth))
        items.append(.stroke(.rectangle, rect: outline, color: outlineColor, lineWidth: Self.outlineWidth))

        let wrapWidth = labelWrapWidth(forWidth: frame.width)
        let labelHeight = labelSize(wrappedAt: wrapWidth).height
        // Centred vertically: the same as the inset for a label that sets the height, and balanced in a box
        // held at the minimum height or given a larger one.
        let labelFrame = Rect(
            x: frame.minX + Self.labelInset, y: frame.minY + (frame.height - labelHeight) / 2,
            width: wrapWidth ?? labelSize(wrappedAt: nil).width, height: labelHeight)
        items.append(.text(label, rect: labelFrame, font: font, color: labelColor, alignment: .leading))
    }

    private func height(forWidth width: Double) -> Double {
        let labelHeight = labelSize(wrappedAt: labelWrapWidth(forWidth: width)).height
        return max(Self.minimumHeight, labelHeight + 2 * Self.labelInset)
    }

    /// The width the label wraps at inside a box `width` wide; nil (no wrapping) for an infinite width.
    private func labelWrapWidth(forWidth width: Double) -> Double? {
        width.isFinite ? max(0, width - 2 * Self.labelInset) : nil
    }

    /// The label's measured size, rounded up to whole points as `Text` is.
    private func labelSize(wrappedAt maxWidth: Double?) -> Size {
        let measured = measurer.measure(label, font: font, maxWidth: maxWidth).finite
        return Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }
}
