import Foundation
import PreviewViews

/// `Circle().trim(from:to:)` and `Ellipse().trim(from:to:)`: the part of the outline between two fractions of its
/// length. SwiftUI's oval paths start at the trailing end of the horizontal diameter (3 o'clock) and run clockwise on
/// the screen, which is why a progress ring is turned by -90°; a circle is inscribed and centred in its rectangle,
/// an ellipse stretched to fill it.
final class TrimmedOval: CustomShapeAlgorithm, Sendable {
    let isCircle: Bool
    let from: Double
    let to: Double

    /// Fractions outside 0…1 are clamped, as SwiftUI clamps them; `to` below `from` trims everything away.
    init(isCircle: Bool, from: Double, to: Double) {
        self.isCircle = isCircle
        self.from = min(max(from, 0), 1)
        self.to = min(max(to, 0), 1)
    }

    var name: String { "\(isCircle ? "Circle" : "Ellipse")(trim \(from.compact)…\(to.compact))" }

    func outline(in size: Size) -> ShapePath {
        guard to > from else { return .path([], reference: size) }
        let start = 2 * Double.pi * from, end = 2 * Double.pi * to
        if isCircle {
            let center = Point(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2
            return .path(
                [.arc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)],
                reference: size)
        }
        // A unit circle in a 2×2 reference, which drawing stretches onto the rectangle: an elliptical arc.
        return .path(
            [.arc(center: Point(x: 1, y: 1), radius: 1, startAngle: start, endAngle: end, clockwise: false)],
            reference: Size(width: 2, height: 2))
    }
}
