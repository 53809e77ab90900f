import PreviewViews

/// The size of a container that `.containerRelativeFrame`s inside measure (`ContainerRelativeFrame`), known once
/// layout placed it: the screen's safe area for the root, or a scroll view's or navigation content area's frame.
final class RelativeFrameContainer {
    var size: Size?

    init(size: Size? = nil) {
        self.size = size
    }
}

/// A scroll view or a navigation stack's content area: laid out as its content, recording the size it is offered
/// (where it offers a length; else the length it takes) as the size its framed views measure. What it is offered,
/// not the size it takes, since a framed view larger than its container would otherwise grow the container that
/// sized it.
final class RelativeFrameContainerElement: LayoutElement {
    private let container: RelativeFrameContainer
    private let content: any LayoutElement

    init(_ container: RelativeFrameContainer, content: any LayoutElement) {
        self.container = container
        self.content = content
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        func offered(_ length: Double?, else taken: Double) -> Double {
            guard let length, length.isFinite else { return taken }
            return length
        }
        container.size = Size(
            width: offered(proposal.width, else: frame.width), height: offered(proposal.height, else: frame.height))
        content.draw(proposal: proposal, in: frame, into: &items)
    }

    func customGuide(_ guide: AlignmentGuide.Guide, size: Size) -> Double? {
        content.customGuide(guide, size: size)
    }
}

/// A view framed relative to its container: laid out as its content (the frame evaluation made from the size
/// measured before), reporting its container's size under its id for the next evaluation.
final class RelativeFrameElement: LayoutElement {
    private let id: Int
    private let container: RelativeFrameContainer?
    private let sizes: GeometryReaderSizes
    private let content: any LayoutElement

    init(id: Int, container: RelativeFrameContainer?, sizes: GeometryReaderSizes, content: any LayoutElement) {
        self.id = id
        self.container = container
        self.sizes = sizes
        self.content = content
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        if let size = container?.size { sizes.sizes[id] = size }
        content.draw(proposal: proposal, in: frame, into: &items)
    }

    func customGuide(_ guide: AlignmentGuide.Guide, size: Size) -> Double? {
        content.customGuide(guide, size: size)
    }
}
