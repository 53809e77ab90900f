import PreviewViews

/// `ScrollView(axes)`: offers its content an unlimited length (nil: its ideal length) along the scroll axes and
/// the proposal across them, takes all the space it is offered (its content's size where nothing is offered),
/// and shows the start of the content: top and leading along the scroll axes, centred across them as SwiftUI
/// does. What does not fit is clipped, as a scroll view at rest shows it.
final class ScrollElement: LayoutElement {
    private let axes: AxisSet
    private let content: any LayoutElement

    init(axes: AxisSet, content: any LayoutElement) {
        self.axes = axes
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = content.sizeThatFits(contentProposal(for: proposal))
        return Size(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let innerProposal = contentProposal(for: proposal)
        let size = content.sizeThatFits(innerProposal).finite
        let x = axes.contains(.horizontal) ? frame.minX : frame.minX + (frame.width - size.width) / 2
        let y = axes.contains(.vertical) ? frame.minY : frame.minY + (frame.height - size.height) / 2
        items.append(.pushClip(.rectangle, rect: frame))
        content.draw(
            proposal: innerProposal, in: Rect(x: x, y: y, width: size.width, height: size.height), into: &items)
        items.append(.pop)
    }

    private func contentProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }
}
