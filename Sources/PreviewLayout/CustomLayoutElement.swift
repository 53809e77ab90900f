import PreviewViews

/// A project's own `Layout`: its code chooses the size (`sizeThatFits`) and places each subview (`placeSubviews`),
/// as SwiftUI runs it; the subviews are measured and drawn by layout as any other view.
///
/// When the code fails, the view is a placeholder saying so and the rest of the frame is drawn; the interpreter
/// has reported the diagnostic.
final class CustomLayoutElement: LayoutElement {
    private let layout: CustomLayout
    private let nodes: [ViewNode]
    private let children: [any LayoutElement]
    private let makePlaceholder: (String) -> any LayoutElement
    /// What stands in for the view once its code has failed.
    private var failed: (any LayoutElement)?

    init(
        layout: CustomLayout, nodes: [ViewNode], children: [any LayoutElement],
        placeholder: @escaping (String) -> any LayoutElement
    ) {
        self.layout = layout
        self.nodes = nodes
        self.children = children
        self.makePlaceholder = placeholder
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let failed { return failed.sizeThatFits(proposal) }
        do {
            let size = try layout.algorithm.sizeThatFits(
                proposal: LayoutProposal(proposal), subviews: subviews(placing: false))
            return Size(
                width: Self.length(size.width, proposal.width), height: Self.length(size.height, proposal.height))
        } catch {
            return fail(error).sizeThatFits(proposal)
        }
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        if let failed { return failed.draw(proposal: proposal, in: frame, into: &items) }
        let subviews = subviews(placing: true)
        do {
            try layout.algorithm.placeSubviews(in: frame, proposal: LayoutProposal(proposal), subviews: subviews)
        } catch {
            return fail(error).draw(proposal: proposal, in: frame, into: &items)
        }
        for subview in subviews {
            // A subview the code did not place sits at the centre of the bounds, as in SwiftUI.
            let placement = subview.placement ?? (
                Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2), .center, .unspecified)
            let size = subview.element.sizeThatFits(placement.proposal).finite
            let origin = Point(
                x: placement.position.x - placement.anchor.x * size.width,
                y: placement.position.y - placement.anchor.y * size.height)
            guard origin.x.isFinite, origin.y.isFinite else { continue }
            subview.element.draw(proposal: placement.proposal, in: Rect(origin: origin, size: size), into: &items)
        }
    }

    private func subviews(placing: Bool) -> [CustomLayoutSubviewProxy] {
        zip(nodes, children).map { CustomLayoutSubviewProxy(node: $0, element: $1, placing: placing) }
    }

    private func fail(_ error: any Error) -> any LayoutElement {
        let reason = (error as? CustomLayoutFailure)?.message ?? "\(error)"
        let placeholder = makePlaceholder("'\(layout.algorithm.name)' failed: \(reason)")
        failed = placeholder
        return placeholder
    }

    /// A length the code chose, made safe to lay out: NaN and negatives are 0, and an infinite length stays only
    /// where the proposal was infinite (elsewhere the view takes what it was offered).
    private static func length(_ chosen: Double, _ offered: Double?) -> Double {
        if chosen.isNaN { return 0 }
        if chosen.isInfinite { return offered ?? 0 }
        return max(0, chosen)
    }
}

/// One subview handed to the project's layout code: measures through its element, and remembers where the
/// placing pass put it.
final class CustomLayoutSubviewProxy: CustomLayoutSubview {
    let node: ViewNode
    let element: any LayoutElement
    private let placing: Bool
    private(set) var placement: (position: Point, anchor: UnitPoint, proposal: ProposedSize)?

    init(node: ViewNode, element: any LayoutElement, placing: Bool) {
        self.node = node
        self.element = element
        self.placing = placing
    }

    var priority: Double { element.layoutPriority }

    func sizeThatFits(_ proposal: LayoutProposal) -> Size {
        element.sizeThatFits(ProposedSize(proposal))
    }

    func place(at position: Point, anchor: UnitPoint, proposal: LayoutProposal) {
        guard placing else { return }
        placement = (position, anchor, ProposedSize(proposal))
    }
}

extension LayoutProposal {
    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width, height: proposal.height)
    }
}

extension ProposedSize {
    init(_ proposal: LayoutProposal) {
        self.init(width: proposal.width, height: proposal.height)
    }
}
