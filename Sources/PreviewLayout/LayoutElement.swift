import PreviewViews

/// A view prepared for layout in its environment: it chooses a size for any proposal and draws itself.
///
/// Layout is SwiftUI's three steps: the parent proposes a size, the child chooses its size, the parent places
/// the child. Elements are built once per layout pass from the `ViewNode` tree (see `ElementBuilder`).
protocol LayoutElement: AnyObject {
    /// The size this view chooses when offered `proposal`. May be infinite only for an infinite proposal.
    func sizeThatFits(_ proposal: ProposedSize) -> Size

    /// Appends this view's draw operations, back to front, for a view laid out with `proposal` and placed at
    /// `frame` (whose size is what `sizeThatFits(proposal)` returned).
    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem])

    /// Whether a stack serves this child only after every other child of its priority (true for `Spacer`):
    /// spacers take what is left, so a label next to a spacer keeps its one-line width, as in SwiftUI.
    var yieldsInStack: Bool { get }

    /// `.layoutPriority(…)`: a stack offers space to higher priorities first. Like SwiftUI's layout traits it
    /// is seen through modifiers wrapped around the view, so wrappers forward their content's.
    var layoutPriority: Double { get }

    /// Where `.alignmentGuide` put this view's `guide` for a view of `size`, measured from its top leading
    /// corner; nil: where the guide usually is. Seen through modifiers that keep the view's geometry.
    func customGuide(_ guide: AlignmentGuide.Guide, size: Size) -> Double?
}

extension LayoutElement {
    var yieldsInStack: Bool { false }
    var layoutPriority: Double { 0 }
    func customGuide(_ guide: AlignmentGuide.Guide, size: Size) -> Double? { nil }

    /// Where this view's horizontal `alignment` guide lies in a view `size` wide.
    func guide(_ alignment: HorizontalAlignment, size: Size) -> Double {
        customGuide(.horizontal(alignment), size: size) ?? alignment.offset(of: 0, in: size.width)
    }

    /// Where this view's vertical `alignment` guide lies in a view `size` tall.
    func guide(_ alignment: VerticalAlignment, size: Size) -> Double {
        customGuide(.vertical(alignment), size: size) ?? alignment.offset(of: 0, in: size.height)
    }

    /// The guide of `alignment` across a stack laid along `axis`: horizontal in a VStack, vertical in an HStack.
    func acrossGuide(_ alignment: Alignment, stackAxis axis: Axis, size: Size) -> Double {
        axis == .vertical ? guide(alignment.horizontal, size: size) : guide(alignment.vertical, size: size)
    }
}

/// Remembers the sizes an element chose, so that nested stacks, which ask each child for its minimum, maximum
/// and final size, do not re-measure whole subtrees at every level (which would grow exponentially with depth).
final class MemoizedElement: LayoutElement {
    private let base: any LayoutElement
    private var sizes: [ProposedSize: Size] = [:]
    let yieldsInStack: Bool
    let layoutPriority: Double

    init(_ base: any LayoutElement) {
        self.base = base
        yieldsInStack = base.yieldsInStack
        layoutPriority = base.layoutPriority
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let size = sizes[proposal] { return size }
        let size = base.sizeThatFits(proposal)
        sizes[proposal] = size
        return size
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        base.draw(proposal: proposal, in: frame, into: &items)
    }

    func customGuide(_ guide: AlignmentGuide.Guide, size: Size) -> Double? { base.customGuide(guide, size: size) }
}

/// A modifier that changes only what its content is offered (`.fixedSize`, `.aspectRatio`): the content chooses
/// its size from that proposal, and is centred in the frame it is placed in.
protocol ReproposingElement: LayoutElement {
    var content: any LayoutElement { get }
    func contentProposal(for proposal: ProposedSize) -> ProposedSize
}

extension ReproposingElement {
    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(contentProposal(for: proposal))
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let inner = contentProposal(for: proposal)
        let size = content.sizeThatFits(inner).finite
        content.draw(
            proposal: inner, in: Rect(origin: Alignment.center.origin(of: size, in: frame), size: size), into: &items)
    }
}
