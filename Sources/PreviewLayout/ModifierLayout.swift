import PreviewViews

/// `.padding(insets)`: offers the content what is left inside the insets and adds them back around its size.
final class PaddingElement: LayoutElement {
    private let insets: EdgeInsets
    private let content: any LayoutElement

    init(insets: EdgeInsets, content: any LayoutElement) {
        self.insets = insets
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = content.sizeThatFits(proposal.inset(by: insets))
        // Negative padding may shrink a view, but never below nothing.
        return Size(width: max(0, inner.width + insets.horizontal), height: max(0, inner.height + insets.vertical))
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let innerProposal = proposal.inset(by: insets)
        let size = content.sizeThatFits(innerProposal).finite
        let origin = frame.origin.offsetBy(dx: insets.leading, dy: insets.top)
        content.draw(proposal: innerProposal, in: Rect(origin: origin, size: size), into: &items)
    }
}

/// `.frame(width:height:alignment:)`: a fixed dimension replaces both the proposal to the content and the size
/// chosen; an unset one passes the proposal through and takes the content's size. The content is aligned inside.
final class FrameElement: LayoutElement {
    private let width: Double?
    private let height: Double?
    private let alignment: Alignment
    private let content: any LayoutElement

    init(width: Double?, height: Double?, alignment: Alignment, content: any LayoutElement) {
        self.width = width
        self.height = height
        self.alignment = alignment
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = content.sizeThatFits(contentProposal(for: proposal))
        return Size(width: width ?? inner.width, height: height ?? inner.height)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let innerProposal = contentProposal(for: proposal)
        let size = content.sizeThatFits(innerProposal).finite
        let origin = alignment.origin(of: size, in: frame)
        content.draw(proposal: innerProposal, in: Rect(origin: origin, size: size), into: &items)
    }

    private func contentProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}

/// `.background(…)` and `.overlay(…)`: the content alone decides the size; the decoration is offered exactly
/// that size and centred on the content, behind or in front of it.
final class DecorationElement: LayoutElement {
    /// Which side of the content the decoration is drawn on.
    enum Placement {
        case behind, inFront
    }

    private let content: any LayoutElement
    private let decoration: any LayoutElement
    private let placement: Placement

    init(content: any LayoutElement, decoration: any LayoutElement, placement: Placement) {
        self.content = content
        self.decoration = decoration
        self.placement = placement
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let decorationProposal = ProposedSize(frame.size)
        let decorationSize = decoration.sizeThatFits(decorationProposal).finite
        let decorationFrame = Rect(origin: Alignment.center.origin(of: decorationSize, in: frame), size: decorationSize)
        if placement == .behind {
            decoration.draw(proposal: decorationProposal, in: decorationFrame, into: &items)
        }
        content.draw(proposal: proposal, in: frame, into: &items)
        if placement == .inFront {
            decoration.draw(proposal: decorationProposal, in: decorationFrame, into: &items)
        }
    }
}
