package import PreviewViews

extension DisplayList {
    /// Where, in canvas points, this list can draw pixels other than `old` drew; nil when that cannot be bounded
    /// (a different canvas size, coordinates that are not finite). Empty when every drawing item is the same.
    ///
    /// Each drawing item is compared together with the groups it is drawn in (clips, transforms, effects): one
    /// that is equal in both lists, at the same place in the drawing order, draws the same pixels, so only the
    /// ink of the items that differ can change anything. Lists of the same length are compared item by item (a
    /// label whose text changed, with its siblings moved); otherwise everything between their common beginning
    /// and common end counts as changed. The ink is grown as in `inkBounds`, by the reach of every shadow or blur
    /// it is drawn in, and mapped through its transforms; then every shadow or blur group that the changed area
    /// touches is added whole, because the rasteriser blurs a group's content as a whole.
    ///
    /// Used to draw only the changed tiles of a frame (`FrameRenderer.renderChanges`); the pipeline still draws
    /// each such frame in full afterwards and compares, so an area missed here is corrected, not kept.
    package func damage(since old: DisplayList) -> [Rect]? {
        guard old.size == size else { return nil }
        let before = DrawnItem.drawingItems(of: old.items), after = DrawnItem.drawingItems(of: items)
        var changed: [DrawnItem] = []
        if before.count == after.count {
            for (a, b) in zip(before, after) where a != b { changed += [a, b] }
        } else {
            let shorter = min(before.count, after.count)
            var prefix = 0
            while prefix < shorter && before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix && before[before.count - 1 - suffix] == after[after.count - 1 - suffix] {
                suffix += 1
            }
            changed = Array(before[prefix..<(before.count - suffix)]) + Array(after[prefix..<(after.count - suffix)])
        }
        var areas: [Rect] = []
        for item in changed {
            guard let reach = item.reach() else { return nil }
            areas.append(reach)
        }
        var effects = DrawnItem.effectRegions(of: old.items) + DrawnItem.effectRegions(of: items)
        guard effects.allSatisfy(\.isUsable) else { return nil }
        var grew = true
        while grew {
            grew = false
            for (index, effect) in effects.enumerated().reversed() where areas.contains(where: { $0.overlaps(effect) })
            {
                areas.append(effect)
                effects.remove(at: index)
                grew = true
            }
        }
        return areas
    }

    /// This list without the drawing items whose ink (grown and mapped as in `damage(since:)`) cannot reach any
    /// of `areas` (canvas points); groups stay. Drawn unclipped, what is left gives the same pixels inside `areas`
    /// as the whole list: this is how a frame is drawn in part. (A clip around the areas would be cheaper still,
    /// but cairo anti-aliases a shape clip inside a rectangle clip slightly differently, so pixels would differ.)
    ///
    /// A fill of a built-in shape is grown by one device pixel (`1 / scale` points) instead of the anti-aliasing
    /// margin: cairo computes a fill's coverage from its outline, which lies inside its rectangle, so it touches
    /// no pixel outside the rectangle's. In Notes a 120-point gradient circle two pixels above the edited row's
    /// tiles was drawn again for every edit (2 of its 2.5 ms at 3×).
    package func keepingItems(reaching areas: [Rect], scale: Double) -> DisplayList {
        var kept = self
        kept.items = []
        var groups: [DisplayItem] = []
        for item in items {
            switch item {
            case .pop:
                if !groups.isEmpty { groups.removeLast() }
            case .fill, .stroke, .text, .symbol, .bitmap:
                // Coordinates that are not finite have no reach: kept, as drawing decides what they do.
                if let reach = DrawnItem(item: item, groups: groups).reach(devicePixel: 1 / scale),
                    !areas.contains(where: { $0.overlaps(reach) })
                {
                    continue
                }
            default:
                if item.opensGroup { groups.append(item) }
            }
            kept.items.append(item)
        }
        return kept
    }

    /// Points added around every changed item's ink: anti-aliased edges and hinting may reach a pixel beyond it.
    static let antialiasingMargin = 1.0
}

/// One drawing item of a list with the groups it is drawn in, outermost first.
private struct DrawnItem: Equatable {
    var item: DisplayItem
    var groups: [DisplayItem]

    /// The list's drawing items in drawing order (hit regions draw nothing and are left out).
    static func drawingItems(of items: [DisplayItem]) -> [DrawnItem] {
        var drawn: [DrawnItem] = []
        walk(items) { item, groups in
            switch item {
            case .fill, .stroke, .text, .symbol, .bitmap: drawn.append(DrawnItem(item: item, groups: groups))
            default: break
            }
        }
        return drawn
    }

    /// Every shadow and blur group's region in canvas points (its effect reach included, through the groups it
    /// is drawn in).
    static func effectRegions(of items: [DisplayItem]) -> [Rect] {
        var regions: [Rect] = []
        walk(items) { item, groups in
            if let region = item.effectBounds ?? item.backdropReach {
                regions.append(DrawnItem(item: item, groups: groups).mapped(region))
            }
        }
        return regions
    }

    /// Calls `visit` with every item and the groups open around it; unbalanced pops are ignored, as the
    /// rasteriser ignores them.
    private static func walk(_ items: [DisplayItem], _ visit: (DisplayItem, [DisplayItem]) -> Void) {
        var groups: [DisplayItem] = []
        for item in items {
            if case .pop = item {
                if !groups.isEmpty { groups.removeLast() }
                continue
            }
            visit(item, groups)
            if item.opensGroup { groups.append(item) }
        }
    }

    /// Every canvas point this item can change: its ink (as `inkBounds` grows it) plus the anti-aliasing margin,
    /// mapped out through its groups; nil for coordinates that are not finite. With `devicePixel` (in points), a
    /// fill of a built-in shape gets that much around its mapped rectangle instead (see `keepingItems`); custom
    /// paths may draw outside their rectangle and keep the margin.
    func reach(devicePixel: Double? = nil) -> Rect? {
        guard let ink = DisplayItem.inkBounds(of: [item][...]) else { return nil }
        let reach: Rect
        if let devicePixel, case .fill(let shape, _, _) = item, !shape.isCustomPath {
            reach = mapped(ink).insetBy(-devicePixel)
        } else {
            reach = mapped(ink.insetBy(-DisplayList.antialiasingMargin))
        }
        return reach.isUsable ? reach : nil
    }

    /// `rect`, in this item's coordinates, as the canvas sees it: grown by each enclosing shadow or blur and
    /// mapped through each enclosing transform, innermost first.
    func mapped(_ rect: Rect) -> Rect {
        var rect = rect
        for group in groups.reversed() {
            switch group {
            case .pushTransform(let transform):
                rect = transform.boundingBox(of: rect)
            case .pushShadow(_, let radius, let x, let y, _):
                let moved = Rect(origin: rect.origin.offsetBy(dx: x, dy: y), size: rect.size)
                rect = rect.union(moved).insetBy(-DisplayItem.blurReach(radius))
            case .pushBlur(let radius, _):
                rect = rect.insetBy(-DisplayItem.blurReach(radius))
            default:
                continue
            }
        }
        return rect
    }
}

extension ShapePath {
    fileprivate var isCustomPath: Bool {
        if case .path = self { true } else { false }
    }
}

extension Rect {
    /// Whether the two share any area (touching edges do not count).
    fileprivate func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
