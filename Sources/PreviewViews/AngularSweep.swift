import Foundation

/// Where an angular gradient's stops run: from `start` clockwise on screen for `span` radians, measured from
/// 3 o'clock as SwiftUI's angles are. Built by `init(startAngle:endAngle:)` with SwiftUI's rules, so `span` is
/// always more than zero and at most one turn.
package struct AngularSweep: Equatable, Hashable, Sendable, CustomStringConvertible {
    package let start: Double
    package let span: Double

    package static let fullTurn = AngularSweep(start: 0, span: 2 * .pi)

    private init(start: Double, span: Double) {
        // Within a turn of zero, so the wedges' angles keep their precision however many turns a project gave.
        self.start = start.truncatingRemainder(dividingBy: 2 * .pi)
        self.span = span
    }

    /// SwiftUI's `AngularGradient(startAngle:endAngle:)`: a sweep of more than a turn draws only its last turn; equal
    /// angles (both default to zero) are one turn from the start. Nil for an end before the start, or angles that
    /// are not finite.
    package init?(startAngle: Double, endAngle: Double) {
        guard startAngle.isFinite, endAngle.isFinite, endAngle >= startAngle else { return nil }
        let turn = 2 * Double.pi
        let span = endAngle - startAngle
        if span == 0 {
            self.init(start: startAngle, span: turn)
        } else if span > turn {
            self.init(start: endAngle - turn, span: turn)
        } else {
            self.init(start: startAngle, span: span)
        }
    }

    /// A conic gradient: one whole turn from `angle`.
    package init?(fullTurnFrom angle: Double) {
        guard angle.isFinite else { return nil }
        self.init(start: angle, span: 2 * .pi)
    }

    /// The same sweep seen in a mirror about a vertical axis: it runs the other way round, so it starts where the
    /// mirrored end is and its stops are read backwards (`reversedLocation`).
    package var mirrored: AngularSweep { AngularSweep(start: .pi - start - span, span: span) }

    /// The location along the stops at `offset` radians clockwise past `start` (0 ..< one turn). Past the end, in
    /// the part a sweep of less than a turn leaves, SwiftUI paints the end's colour for the first half and the
    /// start's for the second.
    package func location(atOffset offset: Double) -> Double {
        if offset <= span { return offset / span }
        let missing = 2 * Double.pi - span
        return offset - span < missing / 2 ? 1 : 0
    }

    package var description: String { "\(start.compact)+\(span.compact)rad" }
}
