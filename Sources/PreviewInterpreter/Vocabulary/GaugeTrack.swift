import Foundation
import PreviewViews

/// The track of a built-in accessory gauge, or the part of it a value fills: a thick line with round ends along an
/// arc of the circle inscribed in the gauge's square (`.ring`) or along the middle of its rectangle (`.bar`), between
/// two fractions of its length. With a `marker`, a dot `markerDiameter` wide sits at that fraction and the line is
/// cleared `gap` points around it, as iOS knocks the marker out of the ring or bar. The outline is a filled path, so
/// the ends are round without a stroke style.
final class GaugeTrack: CustomShapeAlgorithm, Sendable {
    enum Course: Sendable {
        /// An arc starting `start` radians clockwise from 3 o'clock and running `sweep` radians clockwise.
        case ring(start: Double, sweep: Double)
        /// Leading to trailing along the middle of the rectangle.
        case bar
    }

    let course: Course
    let thickness: Double
    /// From the rectangle's edge to the line's middle: half the widest thing drawn on it.
    let inset: Double
    let from: Double
    let to: Double
    let marker: Double?
    let markerDiameter: Double
    let gap: Double

    /// Fractions outside 0…1 are clamped; `to` below `from` draws no line.
    init(
        _ course: Course, thickness: Double, inset: Double, from: Double = 0, to: Double = 1, marker: Double? = nil,
        markerDiameter: Double = 0, gap: Double = 0
    ) {
        self.course = course
        self.thickness = thickness
        self.inset = inset
        self.from = min(max(from, 0), 1)
        self.to = min(max(to, 0), 1)
        self.marker = marker.map { min(max($0, 0), 1) }
        self.markerDiameter = markerDiameter
        self.gap = gap
    }

    var name: String {
        let kind = if case .ring = course { "ring" } else { "bar" }
        let marked = marker.map { " marker \($0.compact)" } ?? ""
        return "GaugeTrack(\(kind) \(from.compact)…\(to.compact)\(marked))"
    }

    func outline(in size: Size) -> ShapePath {
        let length = self.length(in: size)
        guard length > 0 else { return .path([], reference: size) }
        var spans = [(from, to)]
        var elements: [PathElement] = []
        if let marker {
            // The line stops short of the marker by the gap, measured from the round end's outer edge.
            let clearance = (markerDiameter / 2 + gap + thickness / 2) / length
            spans = [(from, min(to, marker - clearance)), (max(from, marker + clearance), to)]
            elements += dot(at: marker, diameter: markerDiameter, in: size)
        }
        for (start, end) in spans where end > start {
            elements += segment(from: start, to: end, in: size)
        }
        return .path(elements, reference: size)
    }

    /// The length of the line's middle from fraction 0 to 1, in points.
    private func length(in size: Size) -> Double {
        switch course {
        case .ring(_, let sweep): return max(0, radius(in: size)) * sweep
        case .bar: return max(0, size.width - 2 * inset)
        }
    }

    private func radius(in size: Size) -> Double { min(size.width, size.height) / 2 - inset }

    private func center(in size: Size) -> Point { Point(x: size.width / 2, y: size.height / 2) }

    /// The direction of the line at `fraction`, as an angle (the ring's tangent is this plus a quarter turn).
    private func angle(at fraction: Double) -> Double {
        guard case .ring(let start, let sweep) = course else { return 0 }
        return start + sweep * fraction
    }

    private func point(at fraction: Double, in size: Size) -> Point {
        switch course {
        case .ring:
            let angle = angle(at: fraction), radius = radius(in: size), center = center(in: size)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        case .bar:
            return Point(x: inset + (size.width - 2 * inset) * fraction, y: size.height / 2)
        }
    }

    private func dot(at fraction: Double, diameter: Double, in size: Size) -> [PathElement] {
        guard diameter > 0 else { return [] }
        let centre = point(at: fraction, in: size)
        return [
            .move(Point(x: centre.x + diameter / 2, y: centre.y)),
            .arc(center: centre, radius: diameter / 2, startAngle: 0, endAngle: 2 * Double.pi, clockwise: false),
            .close,
        ]
    }

    /// The line from `start` to `end` with half-disc ends, as one closed outline.
    private func segment(from start: Double, to end: Double, in size: Size) -> [PathElement] {
        let half = thickness / 2
        switch course {
        case .ring:
            let center = center(in: size), radius = radius(in: size)
            let a = angle(at: start), b = angle(at: end)
            let startPoint = point(at: start, in: size), endPoint = point(at: end, in: size)
            return [
                .move(Point(x: center.x + (radius + half) * cos(a), y: center.y + (radius + half) * sin(a))),
                .arc(center: center, radius: radius + half, startAngle: a, endAngle: b, clockwise: false),
                .arc(center: endPoint, radius: half, startAngle: b, endAngle: b + Double.pi, clockwise: false),
                .arc(center: center, radius: max(0, radius - half), startAngle: b, endAngle: a, clockwise: true),
                .arc(center: startPoint, radius: half, startAngle: a + Double.pi, endAngle: a + 2 * Double.pi,
                    clockwise: false),
                .close,
            ]
        case .bar:
            let left = point(at: start, in: size), right = point(at: end, in: size)
            return [
                .move(Point(x: left.x, y: left.y - half)),
                .line(Point(x: right.x, y: right.y - half)),
                .arc(center: right, radius: half, startAngle: -Double.pi / 2, endAngle: Double.pi / 2,
                    clockwise: false),
                .line(Point(x: left.x, y: left.y + half)),
                .arc(center: left, radius: half, startAngle: Double.pi / 2, endAngle: 3 * Double.pi / 2,
                    clockwise: false),
                .close,
            ]
        }
    }
}
