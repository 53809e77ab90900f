import Foundation

/// `.trim(from:to:)` of a shape: the part of its outline between two fractions of its length. The length runs
/// along the subpaths in the order they were drawn (a move covers none, a close runs back to the subpath's start),
/// as Core Graphics measures a path SwiftUI trims. Curves, arcs and ovals are followed as straight pieces about a
/// point long, finer than a stroke shows, so what is kept is made of lines.
package enum PathTrimming {
    /// The part of `elements` (in the coordinates they are drawn in) between `from` and `to`, fractions of the
    /// whole length clamped to 0…1; nothing when `to` is not past `from`.
    package static func trimmed(_ elements: [PathElement], from: Double, to: Double) -> [PathElement] {
        trimmed(polylines(elements), from: from, to: to)
    }

    /// `polylines`' part between `from` and `to`, fractions of their whole length.
    package static func trimmed(_ polylines: [[Point]], from: Double, to: Double) -> [PathElement] {
        let from = min(max(from.isFinite ? from : 0, 0), 1), to = min(max(to.isFinite ? to : 1, 0), 1)
        let total = polylines.reduce(0) { $0 + length(of: $1) }
        guard to > from, total > 0 else { return [] }
        let start = from * total, end = to * total
        var result: [PathElement] = []
        var travelled = 0.0
        for polyline in polylines {
            var drawing = false
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                let piece = distance(a, b)
                defer { travelled += piece }
                guard piece > 0, travelled + piece > start, travelled < end else { continue }
                if !drawing {
                    result.append(.move(point(a, b, at: max(0, start - travelled) / piece)))
                    drawing = true
                }
                result.append(.line(point(a, b, at: min(1, (end - travelled) / piece))))
            }
        }
        return result
    }

    /// `elements` as the polylines they draw, one per subpath.
    package static func polylines(_ elements: [PathElement]) -> [[Point]] {
        var lines: [[Point]] = []
        var current: [Point] = []
        // Where the next segment starts when no subpath is open: after a close, the closed subpath's start.
        var restart: Point?
        func finish() {
            if current.count > 1 { lines.append(current) }
            current = []
        }
        func lineTo(_ p: Point) {
            if current.isEmpty { current = [restart ?? p] }
            current.append(p)
        }
        for element in elements where element.isFinite {
            switch element {
            case .move(let p):
                finish()
                current = [p]
                restart = p
            case .line(let p):
                lineTo(p)
            case .quadCurve(let to, let control):
                let from = current.last ?? restart ?? control
                sample(pieces(along: [from, control, to])) { t in
                    let u = 1 - t
                    return Point(
                        x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                        y: u * u * from.y + 2 * u * t * control.y + t * t * to.y)
                }.forEach(lineTo)
            case .curve(let to, let c1, let c2):
                let from = current.last ?? restart ?? c1
                sample(pieces(along: [from, c1, c2, to])) { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return Point(
                        x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y)
                }.forEach(lineTo)
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                guard radius > 0 else { continue }
                // `clockwise: false` runs clockwise on screen: increasing angles with y down (as drawing does).
                let end = PathElement.arcEnd(from: startAngle, to: endAngle, increasing: !clockwise)
                let arcPoint = { (angle: Double) in
                    Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                }
                // An arc joins the current point to its start with a line, or starts a subpath there.
                if current.isEmpty && restart == nil { current = [arcPoint(startAngle)] } else {
                    lineTo(arcPoint(startAngle))
                }
                let count = pieces(length: abs(end - startAngle) * radius, atLeast: 1)
                for step in 1...count {
                    lineTo(arcPoint(startAngle + (end - startAngle) * Double(step) / Double(count)))
                }
            case .rect(let rect):
                // Core Graphics' rectangle: from the top leading corner along the top, clockwise on screen.
                finish()
                current = [
                    Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                    Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
                    Point(x: rect.minX, y: rect.minY),
                ]
                restart = current[0]
                finish()
            case .ellipse(let rect):
                // Core Graphics' oval: from the trailing end of the horizontal diameter, clockwise on screen.
                finish()
                let rx = rect.width / 2, ry = rect.height / 2
                let count = pieces(length: 2 * Double.pi * max(abs(rx), abs(ry)), atLeast: 8)
                current = (0...count).map { step in
                    let angle = 2 * Double.pi * Double(step) / Double(count)
                    return Point(x: rect.minX + rx + rx * cos(angle), y: rect.minY + ry + ry * sin(angle))
                }
                restart = current[0]
                finish()
            case .close:
                if let first = current.first, current.count > 1 { current.append(first) }
                restart = current.first ?? restart
                finish()
            }
        }
        finish()
        return lines
    }

    /// How many straight pieces follow a curve whose control polygon is `polygon`: about one per point of it.
    private static func pieces(along polygon: [Point]) -> Int {
        pieces(length: zip(polygon, polygon.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }, atLeast: 4)
    }

    /// About one piece per point of `length`, at least `minimum` and at most 4,096: counted before converting, so
    /// that a radius of 1e300 or a NaN from a project's arithmetic cannot overflow the conversion.
    private static func pieces(length: Double, atLeast minimum: Int) -> Int {
        Int(min(4096, max(Double(minimum), length.rounded(.up))))
    }

    /// The points at `count` even steps of `t` in (0, 1].
    private static func sample(_ count: Int, _ curve: (Double) -> Point) -> [Point] {
        (1...count).map { curve(Double($0) / Double(count)) }
    }

    private static func length(of polyline: [Point]) -> Double {
        zip(polyline, polyline.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    private static func point(_ a: Point, _ b: Point, at fraction: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
    }
}

extension PathElement {
    /// Whether every number is finite: anything else would put a drawing library into an error state.
    package var isFinite: Bool {
        func ok(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
        func ok(_ r: Rect) -> Bool { r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite }
        switch self {
        case .move(let p), .line(let p): return ok(p)
        case .quadCurve(let to, let control): return ok(to) && ok(control)
        case .curve(let to, let c1, let c2): return ok(to) && ok(c1) && ok(c2)
        case .arc(let center, let radius, let start, let end, _):
            return ok(center) && radius.isFinite && start.isFinite && end.isFinite
        case .rect(let rect), .ellipse(let rect): return ok(rect)
        case .close: return true
        }
    }

    /// The end angle that draws what `from`…`to` draws, at most one turn away: a backwards sweep is the rest of the
    /// turn, and several turns are one (a drawing library would otherwise cut a sweep of a billion radians into as
    /// many segments).
    package static func arcEnd(from start: Double, to end: Double, increasing: Bool) -> Double {
        let turn = 2 * Double.pi
        let sweep = increasing ? end - start : start - end
        guard !(0...turn).contains(sweep) else { return end }
        let within = sweep > turn ? turn : sweep.truncatingRemainder(dividingBy: turn) + turn
        return increasing ? start + within : start - within
    }
}
