import PreviewViews

/// `ZStack`: offers every child the same proposal, is as large as its largest child in each dimension, and
/// aligns the children inside that, drawing them in order (the first at the back).
final class ZStackElement: LayoutElement {
    private let alignment: Alignment
    private let children: [any LayoutElement]

    init(alignment: Alignment, children: [any LayoutElement]) {
        self.alignment = alignment
        self.children = children
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let sizes = children.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        for child in children {
            let size = child.sizeThatFits(proposal).finite
            let origin = alignment.origin(of: size, in: frame)
            child.draw(proposal: proposal, in: Rect(origin: origin, size: size), into: &items)
        }
    }
}
