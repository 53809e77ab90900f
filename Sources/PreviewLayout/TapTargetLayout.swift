package import PreviewViews

/// `ViewNode.tapTarget`: lays out and draws exactly as its content, and records where it was placed so a tap can
/// be traced back to the interaction it runs.
final class TapTargetElement: LayoutElement {
    private let id: Int
    private let content: any LayoutElement

    init(id: Int, content: any LayoutElement) {
        self.id = id
        self.content = content
    }

    var yieldsInStack: Bool { content.yieldsInStack }
    var layoutPriority: Double { content.layoutPriority }

    func customGuide(_ guide: AlignmentGuide.Guide, size: Size) -> Double? { content.customGuide(guide, size: size) }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { content.sizeThatFits(proposal) }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        // Before the content: a tap target inside this one comes later and so wins (`DisplayList.interaction`),
        // as SwiftUI gives the innermost gesture the tap.
        items.append(.hitRegion(id, rect: frame))
        content.draw(proposal: proposal, in: frame, into: &items)
    }
}

/// Where a tap runs an interaction, in canvas points.
package struct HitRegion: Equatable, Hashable, Sendable {
    package var id: Int
    /// The tap target's frame after the transforms around it, cut to the clips around it.
    package var rect: Rect

    package init(id: Int, rect: Rect) {
        self.id = id
        self.rect = rect
    }
}

extension DisplayList {
    /// The interaction a tap at `point` (canvas points) runs, or nil when it lands on nothing tappable: the last
    /// region holding the point, which is the innermost or the one drawn on top.
    package func interaction(at point: Point) -> Int? {
        hitRegions.last { region in
            point.x >= region.rect.minX && point.x < region.rect.maxX && point.y >= region.rect.minY
                && point.y < region.rect.maxY
        }?.id
    }

    /// Moves the hit-region markers layout drew out of `items` into `hitRegions`, in canvas coordinates: what the
    /// rasteriser draws stays free of them, and a tap needs no walk through the draw operations.
    mutating func separateHitRegions() {
        guard items.contains(where: \.isHitRegion) else { return }
        var groups = [(transform: Transform2D.identity, clip: Rect?.none)]
        var drawn: [DisplayItem] = []
        drawn.reserveCapacity(items.count)
        for item in items {
            let current = groups[groups.count - 1]
            switch item {
            case .hitRegion(let id, let rect):
                let placed = current.transform.boundingBox(of: rect)
                let visible = current.clip.flatMap(placed.intersection) ?? (current.clip == nil ? placed : nil)
                if let visible { hitRegions.append(HitRegion(id: id, rect: visible)) }
                continue
            case .pushTransform(let transform):
                groups.append((current.transform.concatenating(transform), current.clip))
            case .pushClip(_, let rect):
                // The clip's bounding box: a tap just outside a rounded corner still counts, as a finger would.
                let box = current.transform.boundingBox(of: rect)
                // Clips that do not overlap leave an empty rectangle, which no tap lands in.
                let clip =
                    current.clip.map {
                        $0.intersection(box) ?? Rect(origin: box.origin, size: Size(width: 0, height: 0))
                    } ?? box
                groups.append((current.transform, clip))
            case .pushOpacity, .pushShadow, .pushBlur, .pushColorMatrix, .pushBlend:
                groups.append(current)
            case .pop:
                if groups.count > 1 { groups.removeLast() }
            case .fill, .stroke, .text, .symbol, .bitmap:
                break
            }
            drawn.append(item)
        }
        items = drawn
    }
}

extension DisplayItem {
    var isHitRegion: Bool {
        if case .hitRegion = self { return true }
        return false
    }
}

extension Transform2D {
    /// `inner` applied first, then this transform: the transform of a group nested inside this one.
    func concatenating(_ inner: Transform2D) -> Transform2D {
        Transform2D(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }
}

extension Rect {
    /// The overlap of two rectangles, or nil when they do not overlap.
    func intersection(_ other: Rect) -> Rect? {
        let minX = max(self.minX, other.minX), minY = max(self.minY, other.minY)
        let maxX = min(self.maxX, other.maxX), maxY = min(self.maxY, other.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
