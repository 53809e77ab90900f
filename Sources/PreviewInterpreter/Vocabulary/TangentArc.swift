import Foundation
import PreviewViews

/// `Path.addArc(tangent1End:tangent2End:radius:)`, as Core Graphics draws it: a line from the current point to
/// where a circle of `radius` touches the line towards `tangent1End`, then the shorter arc of that circle to where
/// it touches the line from `tangent1End` to `tangent2End`. Without a current point, or when the three points lie
/// on one line or the radius is zero, it is a line to `tangent1End`.
enum TangentArc {
    static func elements(after path: [PathElement], tangent1End: Point, tangent2End: Point, radius: Double)
        -> [PathElement]
    {
        guard let current = currentPoint(path) else { return [.move(tangent1End)] }
        let v1 = unit(current.x - tangent1End.x, current.y - tangent1End.y)
        let v2 = unit(tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
        guard let v1, let v2, radius > 0, radius.isFinite else { return [.line(tangent1End)] }
        let cosine = max(-1, min(1, v1.x * v2.x + v1.y * v2.y))
        let angle = acos(cosine)  // between the two lines, at tangent1End
        guard angle > 1e-9, angle < .pi - 1e-9 else { return [.line(tangent1End)] }
        let reach = radius / tan(angle / 2)
        let start = Point(x: tangent1End.x + v1.x * reach, y: tangent1End.y + v1.y * reach)
        let end = Point(x: tangent1End.x + v2.x * reach, y: tangent1End.y + v2.y * reach)
        guard let bisector = unit(v1.x + v2.x, v1.y + v2.y) else { return [.line(tangent1End)] }
        let distance = radius / sin(angle / 2)
        let center = Point(x: tangent1End.x + bisector.x * distance, y: tangent1End.y + bisector.y * distance)
        let from = atan2(start.y - center.y, start.x - center.x)
        let to = atan2(end.y - center.y, end.x - center.x)
        var turn = to - from
        while turn > .pi { turn -= 2 * .pi }
        while turn <= -.pi { turn += 2 * .pi }
        // An angle that grows turns clockwise on the screen, which a `Path` arc draws with `clockwise: false`.
        return [
            .line(start),
            .arc(center: center, radius: radius, startAngle: from, endAngle: from + turn, clockwise: turn < 0),
        ]
    }

    /// Where the path's last element ends; nil for an empty path or one just closed.
    static func currentPoint(_ path: [PathElement]) -> Point? {
        switch path.last {
        case .move(let point)?, .line(let point)?: return point
        case .quadCurve(let to, _)?, .curve(let to, _, _)?: return to
        case .arc(let center, let radius, _, let end, _)?:
            return Point(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
        case .rect, .ellipse, .close, nil: return nil
        }
    }

    private static func unit(_ x: Double, _ y: Double) -> Point? {
        let length = (x * x + y * y).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        return Point(x: x / length, y: y / length)
    }
}
