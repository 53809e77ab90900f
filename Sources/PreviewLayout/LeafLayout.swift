import PreviewViews

/// `Spacer`: inside a stack, at least `minLength` along the stack's axis and as long as it is offered, with no
/// thickness across it; outside a stack, whatever it is offered (nothing where nothing is offered). Draws nothing.
final class SpacerElement: LayoutElement {
    private let axis: Axis?
    private let minLength: Double

    var yieldsInStack: Bool { axis != nil }

    init(axis: Axis?, minLength: Double) {
        self.axis = axis
        self.minLength = max(0, minLength)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard let axis else {
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        let along = proposal.length(along: axis).map { max(minLength, $0) } ?? minLength
        return Size(along: axis, along, across: 0)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {}
}

/// `EmptyView`: no size, nothing drawn.
final class EmptyElement: LayoutElement {
    func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {}
}
