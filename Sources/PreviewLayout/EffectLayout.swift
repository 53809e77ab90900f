import PreviewViews

/// `.clipShape(…)`, `.clipped()`, `.cornerRadius(…)`: the content, laid out as it would be, drawn only inside
/// `shape` inscribed in the content's frame.
final class ClipElement: LayoutElement {
    private let shape: ShapePath
    private let content: any LayoutElement

    init(shape: ShapePath, content: any LayoutElement) {
        self.shape = shape
        self.content = content
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { content.sizeThatFits(proposal) }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        items.append(.pushClip(shape, rect: frame))
        content.draw(proposal: proposal, in: frame, into: &items)
        items.append(.pop)
    }
}

/// Opacity, shadow, blur, colour filters, rotation and scale: they change pixels, never layout, so the content is
/// laid out as if they were not there and its draw operations are wrapped in a group the rasteriser composites.
///
/// Groups with a cost (opacity, shadow, blur, colour filters, blend modes) record the bounds of what their content
/// draws, so the rasteriser only composites that region. A compositing group is a layer of full opacity, drawn only
/// around a blend mode it keeps from what lies beneath.
final class EffectElement: LayoutElement {
    private let effect: VisualEffect
    private let environment: EnvironmentValues
    private let content: any LayoutElement

    init(effect: VisualEffect, environment: EnvironmentValues, content: any LayoutElement) {
        self.effect = effect
        self.environment = environment
        self.content = content
    }

    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { content.sizeThatFits(proposal) }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        switch effect {
        case .opacity(let amount):
            let opacity = amount.isFinite ? min(1, max(0, amount)) : 1
            // Fully transparent content draws nothing; fully opaque needs no group.
            if opacity <= 0 { return }
            if opacity >= 1 { return content.draw(proposal: proposal, in: frame, into: &items) }
            wrap(proposal: proposal, frame: frame, items: &items) { .pushOpacity(opacity, bounds: $0) }
        case .shadow(let color, let radius, let x, let y):
            let resolved = environment.resolve(color)
            guard resolved.alpha > 0 else { return content.draw(proposal: proposal, in: frame, into: &items) }
            wrap(proposal: proposal, frame: frame, items: &items) {
                .pushShadow(
                    color: resolved, radius: radius.isFinite ? max(0, radius) : 0, x: x.isFinite ? x : 0,
                    y: y.isFinite ? y : 0, bounds: $0)
            }
        case .blur(let radius):
            guard radius.isFinite, radius > 0 else { return content.draw(proposal: proposal, in: frame, into: &items) }
            wrap(proposal: proposal, frame: frame, items: &items) { .pushBlur(radius: radius, bounds: $0) }
        case .rotation(let radians, let anchor):
            guard radians.isFinite, radians != 0 else {
                return content.draw(proposal: proposal, in: frame, into: &items)
            }
            let transform = Transform2D.rotation(radians, around: point(anchor, in: frame))
            items.append(.pushTransform(transform))
            content.draw(proposal: proposal, in: frame, into: &items)
            items.append(.pop)
        case .scale(let x, let y, let anchor):
            guard x.isFinite, y.isFinite, x != 0, y != 0 else { return }  // a zero scale shows nothing
            if x == 1 && y == 1 { return content.draw(proposal: proposal, in: frame, into: &items) }
            items.append(.pushTransform(.scale(x: x, y: y, around: point(anchor, in: frame))))
            content.draw(proposal: proposal, in: frame, into: &items)
            items.append(.pop)
        case .colorFilter(let filter):
            let matrix = filter.matrix(resolving: environment.resolve)
            wrap(proposal: proposal, frame: frame, items: &items) { .pushColorMatrix(matrix, bounds: $0) }
        case .blend(.destinationIn):
            // A mask's layer: where it draws nothing in its frame, what lies beneath is cleared too.
            let start = items.count
            content.draw(proposal: proposal, in: frame, into: &items)
            let bounds = DisplayItem.inkBounds(of: items[start...]).map { $0.union(frame) } ?? frame
            items.insert(.pushBlend(.destinationIn, bounds: bounds), at: start)
            items.append(.pop)
        case .blend(let mode):
            guard mode != .normal else { return content.draw(proposal: proposal, in: frame, into: &items) }
            wrap(proposal: proposal, frame: frame, items: &items) { .pushBlend(mode, bounds: $0) }
        case .compositingGroup:
            // The layer only changes pixels where a blend mode inside it would otherwise reach what lies beneath it.
            let start = items.count
            content.draw(proposal: proposal, in: frame, into: &items)
            guard items[start...].contains(where: { if case .pushBlend = $0 { true } else { false } }),
                let bounds = DisplayItem.inkBounds(of: items[start...])
            else { return }
            items.insert(.pushOpacity(1, bounds: bounds), at: start)
            items.append(.pop)
        }
    }

    /// Draws the content between a push made from its ink bounds and a pop; nothing at all if it draws nothing.
    private func wrap(
        proposal: ProposedSize, frame: Rect, items: inout [DisplayItem], push: (Rect) -> DisplayItem
    ) {
        let start = items.count
        content.draw(proposal: proposal, in: frame, into: &items)
        guard let bounds = DisplayItem.inkBounds(of: items[start...]) else { return }
        items.insert(push(bounds), at: start)
        items.append(.pop)
    }

    private func point(_ unit: UnitPoint, in frame: Rect) -> Point {
        Point(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }
}
