import PreviewViews

/// Where the safe area lies on the canvas, for views that may extend beyond it.
struct SafeAreaGeometry {
    /// The whole canvas, in points.
    var canvas: Rect
    /// The part of it the root is laid out in.
    var safe: Rect
}

/// `.ignoresSafeArea(edges)`: laid out as usual, then, on each of `edges` where the view reaches the safe area's
/// boundary, grown out to the canvas edge (SwiftUI lets such a view extend under the status bar and home
/// indicator). So `Color.blue.ignoresSafeArea()` as the root, or as a ZStack's backdrop, fills the whole screen,
/// while a small view in the middle is unaffected.
final class IgnoresSafeAreaElement: LayoutElement {
    /// How close to the boundary counts as touching it (layout rounds text sizes to whole points).
    static let tolerance = 0.5

    private let edges: EdgeSet
    private let geometry: SafeAreaGeometry
    private let content: any LayoutElement

    init(edges: EdgeSet, geometry: SafeAreaGeometry, content: any LayoutElement) {
        self.edges = edges
        self.geometry = geometry
        self.content = content
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { content.sizeThatFits(proposal) }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let expanded = expandedFrame(frame)
        guard expanded != frame else { return content.draw(proposal: proposal, in: frame, into: &items) }
        // Only content that takes the larger size grows; anything else stays where layout put it.
        let grownProposal = ProposedSize(expanded.size)
        let grown = content.sizeThatFits(grownProposal)
        if abs(grown.width - expanded.width) <= Self.tolerance, abs(grown.height - expanded.height) <= Self.tolerance {
            content.draw(proposal: grownProposal, in: expanded, into: &items)
        } else {
            content.draw(proposal: proposal, in: frame, into: &items)
        }
    }

    private func expandedFrame(_ frame: Rect) -> Rect {
        let safe = geometry.safe, canvas = geometry.canvas
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.leading), minX <= safe.minX + Self.tolerance { minX = min(minX, canvas.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - Self.tolerance { maxX = max(maxX, canvas.maxX) }
        if edges.contains(.top), minY <= safe.minY + Self.tolerance { minY = min(minY, canvas.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - Self.tolerance { maxY = max(maxY, canvas.maxY) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
