import PreviewViews

/// `.padding(insets)`: offers the content what is left inside the insets and adds them back around its size.
final class PaddingElement: LayoutElement {
    private let insets: EdgeInsets
    private let content: any LayoutElement

    init(insets: EdgeInsets, content: any LayoutElement) {
        self.insets = insets
        self.content = content
    }

    var layoutPriority: Double { content.layoutPriority }

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

/// `.background(…)` and `.overlay(…)`: the content alone decides the size; the decoration is offered exactly
/// that size and aligned on the content by `alignment`, behind or in front of it.
final class DecorationElement: LayoutElement {
    private let content: any LayoutElement
    private let decoration: any LayoutElement
    private let placement: DecorationPlacement
    private let alignment: Alignment

    init(
        content: any LayoutElement, decoration: any LayoutElement, placement: DecorationPlacement,
        alignment: Alignment
    ) {
        self.content = content
        self.decoration = decoration
        self.placement = placement
        self.alignment = alignment
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        if case .rowSeparator(let top, let leading) = placement {
            drawSeparated(top: top, leading: leading, proposal: proposal, in: frame, into: &items)
            return
        }
        let decorationProposal = ProposedSize(frame.size)
        let decorationSize = decoration.sizeThatFits(decorationProposal).finite
        let decorationFrame = Rect(origin: alignment.origin(of: decorationSize, in: frame), size: decorationSize)
        if placement == .behind {
            decoration.draw(proposal: decorationProposal, in: decorationFrame, into: &items)
        }
        content.draw(proposal: proposal, in: frame, into: &items)
        if placement == .inFront {
            decoration.draw(proposal: decorationProposal, in: decorationFrame, into: &items)
        }
    }

    /// The content, then the separator along its top or bottom edge from the leftmost text the content drew.
    private func drawSeparated(
        top: Bool, leading: Double, proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]
    ) {
        let first = items.count
        content.draw(proposal: proposal, in: frame, into: &items)
        var start = frame.minX + leading
        let texts = items[first...].compactMap { item -> Double? in
            guard case .text(_, let rect, _, _, _, _) = item, rect.minX >= frame.minX, rect.minX < frame.maxX else {
                return nil
            }
            return rect.minX
        }
        if let leftmost = texts.min() { start = leftmost }
        let width = max(0, frame.maxX - start)
        let size = decoration.sizeThatFits(ProposedSize(width: width, height: frame.height)).finite
        let line = Rect(x: start, y: top ? frame.minY : frame.maxY - size.height, width: width, height: size.height)
        decoration.draw(proposal: ProposedSize(line.size), in: line, into: &items)
    }
}

/// `.offset(x:y:)`: laid out where it was, drawn moved; neighbours do not notice.
final class OffsetElement: LayoutElement {
    private let dx: Double
    private let dy: Double
    private let content: any LayoutElement

    init(x: Double, y: Double, content: any LayoutElement) {
        self.dx = x.isFinite ? x : 0
        self.dy = y.isFinite ? y : 0
        self.content = content
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        content.draw(
            proposal: proposal, in: Rect(origin: frame.origin.offsetBy(dx: dx, dy: dy), size: frame.size), into: &items)
    }
}

/// `.position(x:y:)`: takes the whole proposal (10 points where there is none, as SwiftUI's
/// `replacingUnspecifiedDimensions`) and centres the content, offered the same proposal, on that point of it.
final class PositionElement: LayoutElement {
    private let x: Double
    private let y: Double
    private let content: any LayoutElement

    init(x: Double, y: Double, content: any LayoutElement) {
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
        self.content = content
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let size = content.sizeThatFits(proposal).finite
        let origin = Point(x: frame.minX + x - size.width / 2, y: frame.minY + y - size.height / 2)
        content.draw(proposal: proposal, in: Rect(origin: origin, size: size), into: &items)
    }
}

/// `.layoutPriority(p)`: changes nothing but the priority a stack sees.
final class LayoutPriorityElement: LayoutElement {
    let layoutPriority: Double
    private let content: any LayoutElement

    init(priority: Double, content: any LayoutElement) {
        self.layoutPriority = priority.isFinite ? priority : 0
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { content.sizeThatFits(proposal) }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        content.draw(proposal: proposal, in: frame, into: &items)
    }
}

/// `.fixedSize(horizontal:vertical:)`: proposes nil (ideal) along the fixed axes whatever the parent offers, so
/// text keeps its one-line width and shapes their ideal 10 points.
final class FixedSizeElement: ReproposingElement {
    private let horizontal: Bool
    private let vertical: Bool
    let content: any LayoutElement

    init(horizontal: Bool, vertical: Bool, content: any LayoutElement) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.content = content
    }

    func contentProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    /// The content is placed at the size it chose, proposed as that size: what fills its container fills that
    /// size (a `ZStack`'s background colour as tall as its text, a `Divider` as tall as the tallest text of an
    /// `HStack` — the usual way to give siblings equal heights).
    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let size = content.sizeThatFits(contentProposal(for: proposal)).finite
        let placed = ProposedSize(
            width: horizontal ? size.width : proposal.width, height: vertical ? size.height : proposal.height)
        content.draw(
            proposal: placed, in: Rect(origin: Alignment.center.origin(of: size, in: frame), size: size), into: &items)
    }
}
