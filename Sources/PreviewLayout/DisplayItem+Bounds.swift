package import PreviewViews

extension DisplayItem {
    /// The box holding every pixel `items` can touch, in the coordinates of their first item; nil when they
    /// draw nothing. Group effects use it so that the rasteriser composites a region, not the whole canvas.
    ///
    /// Conservative: strokes grow by their width (miter corners), text by a little (italic overhang), shadows
    /// and blurs by three radii (where a Gaussian fades out); clips do not shrink anything.
    static func inkBounds(of items: ArraySlice<DisplayItem>) -> Rect? {
        var stack = [Open(union: nil, close: { $0 })]
        func add(_ rect: Rect) {
            guard rect.isUsable else { return }
            stack[stack.count - 1].union = stack[stack.count - 1].union.map { $0.union(rect) } ?? rect
        }
        for item in items {
            switch item {
            case .fill(_, let rect, _), .symbol(_, let rect, _, _), .bitmap(_, _, let rect, _):
                add(rect)
            case .stroke(_, let rect, _, let style):
                add(rect.insetBy(-(style.lineWidth.isFinite ? abs(style.lineWidth) : 0)))
            case .text(_, let rect, let font, _, _, _):
                add(rect.insetBy(-font.pointSize * 0.25))
            case .pushClip:
                stack.append(Open(union: nil, close: { $0 }))
            case .pushOpacity(_, let bounds), .pushBlur(_, let bounds), .pushShadow(_, _, _, _, let bounds),
                .pushColorMatrix(_, let bounds), .pushBlend(_, let bounds):
                // A nested group already knows its bounds, effect included; skip its contents.
                let reach = item.effectBounds ?? bounds
                stack.append(Open(union: reach, close: { _ in reach }))
            case .pushTransform(let transform):
                stack.append(Open(union: nil, close: { transform.boundingBox(of: $0) }))
            case .hitRegion:
                continue
            case .pop:
                guard stack.count > 1 else { continue }
                let closed = stack.removeLast()
                if let union = closed.union { add(closed.close(union)) }
            }
        }
        // Unbalanced input (never produced by layout): close what is open.
        while stack.count > 1 {
            let closed = stack.removeLast()
            if let union = closed.union { add(closed.close(union)) }
        }
        return stack[0].union
    }

    /// One open group while measuring ink: the union so far, and how to map it into the enclosing group.
    private struct Open {
        var union: Rect?
        var close: (Rect) -> Rect
    }

    /// For a shadow or blur push: its `bounds` grown by where the effect reaches.
    package var effectBounds: Rect? {
        switch self {
        case .pushShadow(_, let radius, let x, let y, let bounds):
            let spread = Self.blurReach(radius)
            return bounds.union(Rect(origin: bounds.origin.offsetBy(dx: x, dy: y), size: bounds.size)).insetBy(-spread)
        case .pushBlur(let radius, let bounds):
            return bounds.insetBy(-Self.blurReach(radius))
        default:
            return nil
        }
    }

    /// For a fill with a material: its box grown by the reach of its blur, which is every pixel the frosted
    /// backdrop is made of.
    package var backdropReach: Rect? {
        guard case .fill(_, let rect, .material(let blur, _)) = self else { return nil }
        return rect.insetBy(-Self.blurReach(blur))
    }

    /// How far a blur of `radius` spreads a pixel.
    package static func blurReach(_ radius: Double) -> Double {
        radius.isFinite ? 3 * abs(radius) : 0
    }
}

extension Rect {
    /// Grown (negative `amount`) or shrunk on every side.
    package func insetBy(_ amount: Double) -> Rect {
        Rect(
            x: minX + amount, y: minY + amount,
            width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    /// The smallest rectangle holding both.
    package func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// Finite numbers throughout, so unions stay finite.
    package var isUsable: Bool {
        minX.isFinite && minY.isFinite && width.isFinite && height.isFinite
    }
}
