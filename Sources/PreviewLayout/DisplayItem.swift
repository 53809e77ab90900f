import Foundation
package import PreviewViews

/// One draw operation, in points, with colours and gradients already resolved for the target's appearance.
///
/// Leaves draw; `push…` items open a group that lasts until the matching `pop`, so effects that act on a whole
/// subtree (clip, opacity, shadow, blur, transforms) stay flat in the list. Layout always emits balanced pairs.
package enum DisplayItem: Equatable, Hashable, Sendable {
    /// Fill `shape` inscribed in `rect` with `paint`.
    case fill(ShapePath, rect: Rect, paint: ResolvedPaint)
    /// Stroke the outline of `shape` inscribed in `rect`, the line centred on the outline (as SwiftUI's
    /// `.stroke`); layout turns `.strokeBorder` into a stroke of the shape inset by half the line width.
    case stroke(ShapePath, rect: Rect, paint: ResolvedPaint, style: StrokeStyle)
    /// A text run laid out at `rect.origin`, wrapped at `rect.width` exactly as `TextMeasurer` measured it, cut
    /// after `lineLimit` lines with an ellipsis, lines aligned by `alignment`.
    case text(
        String, rect: Rect, font: ResolvedFont, color: RGBA, alignment: HorizontalAlignment, lineLimit: Int? = nil)
    /// An SF Symbol (by name; the rasteriser maps it to a glyph) fitted into `rect` in `color`. With a `secondary`
    /// colour (the palette rendering mode), an enclosed symbol's circle or square is drawn in it and its base glyph
    /// in `color` on top.
    case symbol(String, rect: Rect, color: RGBA, secondary: RGBA? = nil)
    /// A PNG or JPEG file stretched over `rect`; with a `tint`, only its alpha is used, filled with the tint
    /// (template). `stamp` changes when the file is rewritten in place (`ImageFile.stamp`), so that the display list of
    /// a preview whose picture changed differs from the last one and is drawn again.
    case bitmap(path: String, stamp: String, rect: Rect, tint: RGBA?)

    /// Until the matching `pop`, draw only inside `shape` inscribed in `rect`.
    case pushClip(ShapePath, rect: Rect)
    /// Until the matching `pop`, draw into a group that is composited with `opacity`. `bounds` holds every pixel
    /// the group draws (so the rasteriser can keep the group small).
    case pushOpacity(Double, bounds: Rect)
    /// Until the matching `pop`, draw into a group that is composited over a blurred, offset copy of its
    /// silhouette in `color`.
    case pushShadow(color: RGBA, radius: Double, x: Double, y: Double, bounds: Rect)
    /// Until the matching `pop`, draw into a group that is composited blurred by `radius` points.
    case pushBlur(radius: Double, bounds: Rect)
    /// Until the matching `pop`, draw into a group whose pixels are composited through the colour matrix.
    case pushColorMatrix(ColorMatrix, bounds: Rect)
    /// Until the matching `pop`, draw into a group that is composited onto what lies beneath it with `mode`.
    case pushBlend(BlendMode, bounds: Rect)
    /// Until the matching `pop`, draw with `transform` applied (rotation and scale around an anchor).
    case pushTransform(Transform2D)
    /// Closes the innermost open `push…`.
    case pop
    /// Where a tap runs interaction `id` (`ViewNode.tapTarget`); draws nothing. Layout moves these out of the
    /// items into `DisplayList.hitRegions`, so the rasteriser never sees one.
    case hitRegion(Int, rect: Rect)

    /// A shape filled with one colour: the common case, and what tests write.
    package static func fill(_ shape: ShapePath, rect: Rect, color: RGBA) -> DisplayItem {
        .fill(shape, rect: rect, paint: .color(color))
    }

    /// A shape stroked in one colour, the line centred on the outline.
    package static func stroke(_ shape: ShapePath, rect: Rect, color: RGBA, lineWidth: Double) -> DisplayItem {
        .stroke(shape, rect: rect, paint: .color(color), lineWidth: lineWidth)
    }

    /// A shape stroked with a plain line, centred on the outline.
    package static func stroke(_ shape: ShapePath, rect: Rect, paint: ResolvedPaint, lineWidth: Double) -> DisplayItem {
        .stroke(shape, rect: rect, paint: paint, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Whether this item opens a group that a later `pop` closes.
    package var opensGroup: Bool {
        switch self {
        case .pushClip, .pushOpacity, .pushShadow, .pushBlur, .pushColorMatrix, .pushBlend, .pushTransform:
            return true
        case .fill, .stroke, .text, .symbol, .bitmap, .pop, .hitRegion: return false
        }
    }
}

/// A `Paint` resolved for one target and one laid-out rectangle: colours are RGBA, gradient geometry is in points.
package enum ResolvedPaint: Equatable, Hashable, Sendable, CustomStringConvertible {
    case color(RGBA)
    case linearGradient([ResolvedStop], start: Point, end: Point)
    case radialGradient([ResolvedStop], center: Point, startRadius: Double, endRadius: Double)
    /// Stops run clockwise on screen around `center` along `sweep` (from 3 o'clock, one turn, by default).
    case angularGradient([ResolvedStop], center: Point, sweep: AngularSweep = .fullTurn)
    case meshGradient(ResolvedMesh)
    /// What is already drawn under the shape, blurred by `blur` points, then `tint` over it.
    case material(blur: Double, tint: RGBA)

    package var description: String {
        func stops(_ stops: [ResolvedStop]) -> String { stops.map(\.description).joined(separator: ",") }
        switch self {
        case .color(let color): return color.description
        case .linearGradient(let s, let start, let end): return "linear(\(stops(s)) \(start.compact)→\(end.compact))"
        case .radialGradient(let s, let center, let from, let to):
            return "radial(\(stops(s)) \(center.compact) \(from.compact)→\(to.compact))"
        case .angularGradient(let s, let center, let sweep):
            return "angular(\(stops(s)) \(center.compact)\(sweep == .fullTurn ? "" : " \(sweep)"))"
        case .meshGradient(let mesh): return mesh.description
        case .material(let blur, let tint): return "material(blur \(blur.compact) \(tint))"
        }
    }

    /// Whether nothing this paint draws can be seen (every colour fully transparent).
    package var isInvisible: Bool {
        switch self {
        case .color(let color): return !(color.alpha > 0)
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _):
            return stops.allSatisfy { !($0.color.alpha > 0) }
        case .meshGradient(let mesh):
            return !(mesh.background.alpha > 0) && mesh.colors.allSatisfy { !($0.alpha > 0) }
        // A blurred backdrop shows even under a clear tint.
        case .material(let blur, let tint): return !(blur > 0) && !(tint.alpha > 0)
        }
    }
}

/// A gradient stop with its colour resolved; `location` is clamped to 0…1 and stops are in ascending order.
package struct ResolvedStop: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var color: RGBA
    package var location: Double

    package init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }

    package var description: String { "\(color)@\(location.compact)" }
}

/// A 2D affine transform in points: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (cairo's and CoreGraphics' order).
package struct Transform2D: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var a: Double
    package var b: Double
    package var c: Double
    package var d: Double
    package var tx: Double
    package var ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    package static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Rotation by `radians` (clockwise on screen, as SwiftUI's `rotationEffect`) around `anchor`.
    package static func rotation(_ radians: Double, around anchor: Point) -> Transform2D {
        let cosine = cos(radians), sine = sin(radians)
        // translate(anchor) · rotate · translate(−anchor)
        return Transform2D(
            a: cosine, b: sine, c: -sine, d: cosine,
            tx: anchor.x - cosine * anchor.x + sine * anchor.y,
            ty: anchor.y - sine * anchor.x - cosine * anchor.y)
    }

    /// Scaling by `x`, `y` around `anchor`.
    package static func scale(x: Double, y: Double, around anchor: Point) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }

    package func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The axis-aligned box holding `rect` once transformed.
    package func boundingBox(of rect: Rect) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    package var description: String {
        "[\([a, b, c, d, tx, ty].map(\.compact).joined(separator: " "))]"
    }
}

extension Point {
    /// `(x,y)` for dumps.
    package var compact: String { "(\(x.compact),\(y.compact))" }
}

extension DisplayItem {
    /// This item with a project's shape replaced by its outline at the item's size: display lists hold only
    /// outlines, which compare and hash by value (damage, caches), and the renderer never runs project code.
    func resolvingCustomShape() -> DisplayItem {
        switch self {
        case .fill(let shape, let rect, let paint):
            return .fill(shape.resolved(in: rect.size), rect: rect, paint: paint)
        case .stroke(let shape, let rect, let paint, let style):
            return .stroke(shape.resolved(in: rect.size), rect: rect, paint: paint, style: style)
        case .pushClip(let shape, let rect): return .pushClip(shape.resolved(in: rect.size), rect: rect)
        default: return self
        }
    }
}
