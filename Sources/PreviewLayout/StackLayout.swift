import PreviewViews

/// `VStack` and `HStack`: one algorithm for both axes, written in terms of "along" and "across" the axis.
///
/// Along the axis the stack shares out the proposed length minus spacing: higher `layoutPriority` first, then
/// the least flexible children (flexibility = maximum length − minimum length), each an equal share of what
/// remains, so that rigid views such as text get what they need and flexible ones (colours, spacers) split the
/// rest. Across the
/// axis every child gets the stack's own proposal and is aligned inside the widest (tallest) child.
final class StackElement: LayoutElement {
    private let axis: Axis
    private let alignment: Alignment
    private let spacing: Double
    private let children: [any LayoutElement]

    init(axis: Axis, alignment: Alignment, spacing: Double, children: [any LayoutElement]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }

    /// What each child was offered and chose, in child order.
    private struct Arrangement {
        var proposals: [ProposedSize]
        var sizes: [Size]
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        size(of: arrange(for: proposal))
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let arrangement = arrange(for: proposal)
        let (line, extent) = alignmentLine(of: arrangement)
        // The children's guides meet on one line; the whole run is aligned in the frame (which is the stack's
        // own size, unless a parent grew it).
        let acrossStart = frame.origin.coordinate(across: axis)
            + alignment.acrossOffset(of: extent, in: frame.size.length(across: axis), stackAxis: axis)
        var along = frame.origin.coordinate(along: axis)
        for (index, child) in children.enumerated() {
            let size = arrangement.sizes[index].finite
            let across = acrossStart + line - child.acrossGuide(alignment, stackAxis: axis, size: size)
            let origin = Point(along: axis, along, across: across)
            child.draw(proposal: arrangement.proposals[index], in: Rect(origin: origin, size: size), into: &items)
            along += size.length(along: axis) + spacing
        }
    }

    /// The stack's size for an arrangement: children and spacing end to end, as thick as its children are once
    /// their alignment guides are lined up (the thickest child, unless `.alignmentGuide` shifted some).
    private func size(of arrangement: Arrangement) -> Size {
        let alongTotal = arrangement.sizes.reduce(totalSpacing) { $0 + $1.length(along: axis) }
        // Offered infinity, a child that takes it makes the stack infinite too, along the axis or across it
        // (what stacks measure their children's flexibility by).
        let across =
            arrangement.sizes.contains { $0.length(across: axis).isInfinite }
            ? .infinity : alignmentLine(of: arrangement).extent
        return Size(along: axis, max(0, alongTotal), across: across)
    }

    /// Where the children's alignment guides meet, from the stack's leading (top) edge, and how far the children
    /// reach across the axis once they meet there.
    private func alignmentLine(of arrangement: Arrangement) -> (line: Double, extent: Double) {
        let sizes = arrangement.sizes.map(\.finite)
        let guides = zip(children, sizes).map { $0.acrossGuide(alignment, stackAxis: axis, size: $1) }
        let line = max(0, guides.max() ?? 0)
        let extent = zip(sizes, guides).map { line - $1 + $0.length(across: axis) }.max() ?? 0
        return (line, max(0, extent))
    }

    private var totalSpacing: Double {
        spacing * Double(max(0, children.count - 1))
    }

    private func arrange(for proposal: ProposedSize) -> Arrangement {
        let across = proposal.length(across: axis)
        guard let proposedAlong = proposal.length(along: axis) else {
            // Asked for its ideal size, the stack asks each child for its ideal size.
            let proposals = children.map { _ in ProposedSize(along: axis, nil, across: across) }
            let sizes = zip(children, proposals).map { $0.sizeThatFits($1) }
            return Arrangement(proposals: proposals, sizes: sizes)
        }

        let minimums = children.map { $0.sizeThatFits(ProposedSize(along: axis, 0, across: across)) }
        let maximums = children.map { $0.sizeThatFits(ProposedSize(along: axis, .infinity, across: across)) }
        let flexibility = zip(minimums, maximums).map { minimum, maximum -> Double in
            let low = minimum.length(along: axis)
            let high = maximum.length(along: axis)
            // Infinity minus a finite minimum is fine, but guard against inf − inf (NaN breaks sorting).
            return high.isInfinite ? .infinity : max(0, high - low)
        }
        // Children are served in phases: higher layout priority first, and within a priority spacers last
        // (SwiftUI groups by priority; spacers yielding is what keeps labels beside them on one line). Within
        // a phase the least flexible child goes first, ties in child order, as SwiftUI does.
        let yields = children.map(\.yieldsInStack)
        let priorities = children.map { $0.layoutPriority.isFinite ? $0.layoutPriority : 0 }
        func phase(_ index: Int) -> (Double, Int) { (-priorities[index], yields[index] ? 1 : 0) }
        let order = children.indices.sorted {
            (phase($0).0, phase($0).1, flexibility[$0], $0) < (phase($1).0, phase($1).1, flexibility[$1], $1)
        }

        var proposals = children.map { _ in ProposedSize.unspecified }
        var sizes = children.map { _ in Size.zero }
        var remaining = max(0, proposedAlong - totalSpacing)
        var position = 0
        while position < order.count {
            // One phase: every child after it keeps back at least its minimum, as SwiftUI reserves the
            // minimums of lower priorities before offering space to higher ones.
            let current = phase(order[position])
            let members = order[position...].prefix { phase($0) == current }
            let reserved = order[(position + members.count)...].reduce(0.0) { $0 + minimums[$1].length(along: axis) }
            var remainingCount = members.count
            for index in members {
                let available = max(0, remaining - reserved)
                let offer = ProposedSize(along: axis, available / Double(remainingCount), across: across)
                // Only an infinite offer gets an infinite answer (a spacer, a colour, a stack holding one, while a
                // parent measures this stack's maximum). It is kept: the stack's maximum is then infinite too, so
                // the parent sees it as flexible and serves it after its rigid siblings, as SwiftUI does; placed
                // at the length it was measured at, the stack takes that length again.
                let size = children[index].sizeThatFits(offer)
                proposals[index] = offer
                sizes[index] = size
                // What is left of an infinite offer is still infinite (inf − inf would be NaN).
                if remaining.isFinite { remaining = max(0, remaining - size.length(along: axis)) }
                remainingCount -= 1
            }
            position += members.count
        }
        return Arrangement(proposals: proposals, sizes: sizes)
    }
}
