/// How iOS spaces the system font at each size, and which of its optical sizes it uses.
///
/// San Francisco is not set at its glyphs' bare advances: the system adds a tracking that depends on the point size
/// (looser below 12 pt, tighter from 13 pt up), and from 20 pt it uses the Display design, whose spacing is tighter
/// and tracked positively. Apple publishes both tables in the Human Interface Guidelines (typography, "Tracking
/// values"), in thousandths of an em. Inter, which stands in for San Francisco, has the same two designs (Inter and
/// Inter Display), so the text is set in the design iOS would use at that size, with the tracking iOS would add: at
/// 17 pt, "Checked" then measures what an iOS snapshot shows instead of about 3 points more.
package enum SystemFontDesignSize: Equatable, Hashable, Sendable {
    /// SF Pro Text: below 20 points.
    case text
    /// SF Pro Display: 20 points and up.
    case display

    /// The size from which iOS sets the system font in its Display design.
    package static let displayFromPointSize = 20.0

    package init(pointSize: Double) {
        self = pointSize >= Self.displayFromPointSize ? .display : .text
    }

    /// Tracking in thousandths of an em at `pointSize`; Apple's table lists whole points, so a fractional size takes
    /// the entry of the whole point below it, as the system does.
    func trackingPerMille(pointSize: Double) -> Int {
        guard pointSize.isFinite else { return 0 }
        let points = Int(pointSize.rounded(.down))
        switch self {
        case .text: return Self.textTracking(points: points)
        case .display: return Self.displayTracking(points: points)
        }
    }

    /// SF Pro Text, 6 to 19 points (smaller sizes keep the 6-point value).
    private static func textTracking(points: Int) -> Int {
        let table = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]  // 6 pt … 19 pt
        return table[min(max(points, 6), 19) - 6]
    }

    /// SF Pro Display, 20 points up: the table lists the size where each value starts; 80 points and up are untracked.
    private static func displayTracking(points: Int) -> Int {
        let starts: [(points: Int, perMille: Int)] = [
            (80, 0), (76, 1), (68, 2), (66, 3), (60, 4), (56, 5), (52, 6), (49, 7), (44, 8), (41, 9), (36, 10),
            (33, 11), (30, 12), (27, 13), (25, 14), (24, 15), (22, 16), (21, 17), (20, 19),
        ]
        return starts.first { points >= $0.points }?.perMille ?? 19
    }
}

extension ResolvedFont {
    /// The design of the system font iOS uses at this size (`.text` for the monospaced design, which has one).
    package var designSize: SystemFontDesignSize { monospaced ? .text : SystemFontDesignSize(pointSize: pointSize) }

    /// Points added between characters: as iOS tracks the system font at this size (not the monospaced design,
    /// which the system does not track), plus what `.tracking(_:)` or `.kerning(_:)` add.
    package var tracking: Double {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        let system = monospaced ? 0 : pointSize * Double(designSize.trackingPerMille(pointSize: pointSize)) / 1000
        return system + (addedTracking.isFinite ? addedTracking : 0)
    }
}
