import PreviewViews

/// `ZStack`: offers every child the same proposal, is as large as its largest child in each dimension, and
/// aligns the children inside that, drawing them in order (the first at the back). As SwiftUI's does, it places each
/// child with its own final size as the proposal, so a shape or colour behind content fills the stack even where the
/// stack was offered no height (in a scroll view), instead of keeping the 10 points it would take alone.
final class ZStackElement: LayoutElement {
    private let alignment: Alignment
    private let children: [any LayoutElement]

    init(alignment: Alignment, children: [any LayoutElement]) {
        self.alignment = alignment
        self.children = children
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        // Offered infinity, a child that takes it makes the stack infinite too (what stacks measure flexibility by).
        let sizes = children.map { $0.sizeThatFits(proposal) }
        let extent = place(proposal).extent
        return Size(
            width: sizes.contains { $0.width.isInfinite } ? .infinity : extent.width,
            height: sizes.contains { $0.height.isInfinite } ? .infinity : extent.height)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let placed = ProposedSize(width: frame.width, height: frame.height)
        let placement = place(placed)
        // The children's guides meet at one point; the whole group is aligned in the frame.
        let start = alignment.origin(of: placement.extent, in: frame)
        for (child, (size, offset)) in zip(children, zip(placement.sizes, placement.offsets)) {
            child.draw(
                proposal: placed, in: Rect(origin: start.offsetBy(dx: offset.x, dy: offset.y), size: size),
                into: &items)
        }
    }

    /// Each child's size and its offset once every child's alignment guides meet, and the size they cover (the
    /// largest child in each dimension, unless `.alignmentGuide` shifted some).
    private func place(_ proposal: ProposedSize) -> (sizes: [Size], offsets: [Point], extent: Size) {
        let sizes = children.map { $0.sizeThatFits(proposal).finite }
        let xs = zip(children, sizes).map { $0.guide(alignment.horizontal, size: $1) }
        let ys = zip(children, sizes).map { $0.guide(alignment.vertical, size: $1) }
        let lineX = max(0, xs.max() ?? 0), lineY = max(0, ys.max() ?? 0)
        let offsets = zip(xs, ys).map { Point(x: lineX - $0, y: lineY - $1) }
        let width = zip(offsets, sizes).map { $0.x + $1.width }.max() ?? 0
        let height = zip(offsets, sizes).map { $0.y + $1.height }.max() ?? 0
        return (sizes, offsets, Size(width: max(0, width), height: max(0, height)))
    }
}
