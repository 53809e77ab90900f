import PreviewViews

/// The size of a container that `.containerRelativeFrame`s inside measure (`ContainerRelativeFrame`), known once
/// layout placed it: the screen's safe area for the root, or a scroll view's or navigation content area's frame.
final class RelativeFrameContainer {
    var size: Size?

    init(size: Size? = nil) {
        self.size = size
    }

    /// What a container laid out with `proposal` at `frame` holds: the length it is offered where it is offered one,
    /// else the length it takes. What it is offered, not the size it takes, since a framed view larger than its
    /// container would otherwise grow the container that sized it.
    func record(proposal: ProposedSize, frame: Rect) {
        func offered(_ length: Double?, else taken: Double) -> Double {
            guard let length, length.isFinite else { return taken }
            return length
        }
        size = Size(
            width: offered(proposal.width, else: frame.width), height: offered(proposal.height, else: frame.height))
    }
}

/// A container, or a view framed relative to one: laid out as its content, noting where layout put it before the
/// content draws (a container its size, a framed view its container's size under its id).
final class PlacementNotingElement: LayoutElement {
    private let content: any LayoutElement
    private let note: (ProposedSize, Rect) -> Void

    init(_ content: any LayoutElement, note: @escaping (ProposedSize, Rect) -> Void) {
        self.content = content
        self.note = note
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        note(proposal, frame)
        content.draw(proposal: proposal, in: frame, into: &items)
    }

    func customGuide(_ guide: AlignmentGuide.Guide, size: Size) -> Double? {
        content.customGuide(guide, size: size)
    }
}
