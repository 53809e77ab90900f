/// How a stroke's line is drawn, as SwiftUI's `StrokeStyle`: lengths in points, so they scale with the frame as the
/// width does.
package struct StrokeStyle: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// How an open line ends (`CGLineCap`).
    package enum Cap: String, Sendable { case butt, round, square }
    /// How two segments meet (`CGLineJoin`).
    package enum Join: String, Sendable { case miter, round, bevel }

    package var lineWidth: Double
    package var lineCap: Cap
    package var lineJoin: Join
    package var miterLimit: Double
    /// Alternating lengths drawn and skipped; empty for a solid line.
    package var dash: [Double]
    /// How far into the dash pattern the line starts.
    package var dashPhase: Double

    package init(
        lineWidth: Double = 1, lineCap: Cap = .butt, lineJoin: Join = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The dash pattern a rasteriser can draw: nil for a solid line, and for a pattern that is not one (a negative
    /// or non-finite length, or only zeros), which is drawn solid rather than failing the frame.
    package var drawableDash: [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) else {
            return nil
        }
        return dash
    }

    /// `width=2`, then only what differs from a plain line: `cap=round`, `join=bevel`, `miter=4`, `dash=[4,2]@1`.
    package var description: String {
        var parts = ["width=\(lineWidth.compact)"]
        if lineCap != .butt { parts.append("cap=\(lineCap.rawValue)") }
        if lineJoin != .miter { parts.append("join=\(lineJoin.rawValue)") }
        if miterLimit != 10 { parts.append("miter=\(miterLimit.compact)") }
        if !dash.isEmpty {
            let phase = dashPhase != 0 ? "@\(dashPhase.compact)" : ""
            parts.append("dash=[\(dash.map(\.compact).joined(separator: ","))]" + phase)
        }
        return parts.joined(separator: " ")
    }
}
