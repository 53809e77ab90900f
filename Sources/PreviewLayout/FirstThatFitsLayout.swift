import PreviewViews

/// `ViewThatFits(in: axes)`: for each proposal, the first child whose ideal size fits it along `axes` (asked with
/// those dimensions unspecified, as SwiftUI asks), else the last child; that child is laid out and drawn alone.
final class FirstThatFitsElement: LayoutElement {
    /// How much a child may exceed the proposal and still fit (layout rounds text sizes to whole points).
    static let tolerance = 0.001

    private let axes: AxisSet
    private let children: [any LayoutElement]

    init(axes: AxisSet, children: [any LayoutElement]) {
        self.axes = axes
        self.children = children
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        choice(for: proposal)?.draw(proposal: proposal, in: frame, into: &items)
    }

    private func choice(for proposal: ProposedSize) -> (any LayoutElement)? {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let ideal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        func fits(_ length: Double, _ offered: Double?, constrained: Bool) -> Bool {
            guard constrained, let offered else { return true }
            return length <= offered + Self.tolerance
        }
        return children.first { child in
            let size = child.sizeThatFits(ideal)
            return fits(size.width, proposal.width, constrained: horizontal)
                && fits(size.height, proposal.height, constrained: vertical)
        } ?? children.last
    }
}

/// `.alignmentGuide(…)`: lays out as its content does and answers for the guide it sets.
final class AlignmentGuideElement: LayoutElement {
    private let alignmentGuide: AlignmentGuide
    private let content: any LayoutElement

    init(_ alignmentGuide: AlignmentGuide, content: any LayoutElement) {
        self.alignmentGuide = alignmentGuide
        self.content = content
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { content.sizeThatFits(proposal) }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        content.draw(proposal: proposal, in: frame, into: &items)
    }

    func customGuide(_ guide: AlignmentGuide.Guide, size: Size) -> Double? {
        guide == alignmentGuide.guide ? alignmentGuide.value(for: size) : content.customGuide(guide, size: size)
    }
}
