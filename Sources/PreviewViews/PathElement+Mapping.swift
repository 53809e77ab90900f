extension PathElement {
    /// The element with each of its points sent through `transform`, a map that keeps lengths (a translation, a
    /// reflection): `Path.offsetBy(dx:dy:)`, a chart's path moved into its plot, a shape mirrored for right-to-left
    /// layout. A rectangle or ellipse becomes the box spanned by its mapped corners; an arc keeps its radius, its
    /// angles go through `angle`, and `reversesArcs` turns it the other way round, as a reflection does.
    package func mapping(
        points transform: (Point) -> Point, angle: (Double) -> Double = { $0 }, reversesArcs: Bool = false
    ) -> PathElement {
        func box(_ rect: Rect) -> Rect {
            let a = transform(rect.origin)
            let b = transform(Point(x: rect.maxX, y: rect.maxY))
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
        switch self {
        case .move(let point): return .move(transform(point))
        case .line(let point): return .line(transform(point))
        case .quadCurve(let to, let control): return .quadCurve(to: transform(to), control: transform(control))
        case .curve(let to, let control1, let control2):
            return .curve(to: transform(to), control1: transform(control1), control2: transform(control2))
        case .arc(let center, let radius, let start, let end, let clockwise):
            return .arc(
                center: transform(center), radius: radius, startAngle: angle(start), endAngle: angle(end),
                clockwise: reversesArcs ? !clockwise : clockwise)
        case .rect(let rect): return .rect(box(rect))
        case .ellipse(let rect): return .ellipse(box(rect))
        case .close: return .close
        }
    }

    /// The element moved by (`dx`, `dy`), as `Path.offsetBy(dx:dy:)` moves a path.
    package func offsetBy(dx: Double, dy: Double) -> PathElement {
        mapping(points: { Point(x: $0.x + dx, y: $0.y + dy) })
    }
}
