/// A line drawn under or through text: `.underline(pattern:color:)`, `.strikethrough(pattern:color:)`.
package struct TextLineStyle: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI's `Text.LineStyle.Pattern`.
    package enum Pattern: String, Equatable, Hashable, Sendable, CaseIterable {
        case solid, dot, dash, dashDot, dashDotDot

        /// Lengths of the drawn and skipped parts, in multiples of the line's thickness, repeated along the line;
        /// empty for a solid line. iOS draws these patterns from the same dots and dashes.
        package var segments: [Double] {
            switch self {
            case .solid: return []
            case .dot: return [1, 2]
            case .dash: return [4, 2]
            case .dashDot: return [4, 2, 1, 2]
            case .dashDotDot: return [4, 2, 1, 2, 1, 2]
            }
        }
    }

    package var pattern: Pattern
    /// nil: the text's own colour.
    package var color: ColorValue?

    package init(pattern: Pattern = .solid, color: ColorValue? = nil) {
        self.pattern = pattern
        self.color = color
    }

    package var description: String { pattern.rawValue + (color.map { " \($0)" } ?? "") }
}

/// Which line a `TextLineStyle` is.
package enum TextLineKind: String, Equatable, Hashable, Sendable {
    case underline, strikethrough
}
