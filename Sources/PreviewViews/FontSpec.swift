/// SwiftUI's semantic text styles.
package enum TextStyle: String, Equatable, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// Point size at the default Dynamic Type size (`.large`), from Apple's Human Interface Guidelines.
    package var baseSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        }
    }

    package var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}

/// Font weights in CSS/OpenType numbering, which is what Pango takes.
package enum FontWeight: Int, Equatable, Hashable, Sendable, CaseIterable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900

    package init?(name: String) {
        switch name {
        case "ultraLight": self = .ultraLight
        case "thin": self = .thin
        case "light": self = .light
        case "regular": self = .regular
        case "medium": self = .medium
        case "semibold": self = .semibold
        case "bold": self = .bold
        case "heavy": self = .heavy
        case "black": self = .black
        default: return nil
        }
    }
}

/// Dynamic Type sizes, smallest to largest.
package enum DynamicTypeSize: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// How much this size scales body text relative to `.large` (iOS's body sizes 14…53 pt over 17 pt).
    package var scale: Double {
        switch self {
        case .xSmall: return 14.0 / 17
        case .small: return 15.0 / 17
        case .medium: return 16.0 / 17
        case .large: return 1
        case .xLarge: return 19.0 / 17
        case .xxLarge: return 21.0 / 17
        case .xxxLarge: return 23.0 / 17
        case .accessibility1: return 28.0 / 17
        case .accessibility2: return 33.0 / 17
        case .accessibility3: return 40.0 / 17
        case .accessibility4: return 47.0 / 17
        case .accessibility5: return 53.0 / 17
        }
    }
}

/// A font as the view code wrote it (`.title`, `.system(size: 20, weight: .bold)`, `.body.bold()`).
package struct FontSpec: Equatable, Hashable, Sendable, CustomStringConvertible {
    package enum Size: Equatable, Hashable, Sendable {
        /// Scales with Dynamic Type.
        case style(TextStyle)
        /// A fixed point size (`.system(size:)`), which does not scale.
        case fixed(Double)
    }

    package var size: Size
    /// nil: the style's default weight.
    package var weight: FontWeight?
    package var italic: Bool
    /// `.monospaced()`, `design: .monospaced`.
    package var monospaced: Bool
    /// `.monospacedDigit()`.
    package var monospacedDigits: Bool

    package init(
        size: Size, weight: FontWeight? = nil, italic: Bool = false, monospaced: Bool = false,
        monospacedDigits: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospaced = monospaced
        self.monospacedDigits = monospacedDigits
    }

    package static let body = FontSpec(size: .style(.body))

    package func resolved(dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        switch size {
        case .style(let style):
            let points = (style.baseSize * dynamicTypeSize.scale).rounded()
            return ResolvedFont(
                pointSize: points, weight: weight ?? style.defaultWeight, italic: italic, monospaced: monospaced,
                monospacedDigits: monospacedDigits)
        case .fixed(let points):
            return ResolvedFont(
                pointSize: points, weight: weight ?? .regular, italic: italic, monospaced: monospaced,
                monospacedDigits: monospacedDigits)
        }
    }

    package var description: String {
        var text: String
        switch size {
        case .style(let style): text = "." + style.rawValue
        case .fixed(let points): text = ".system(size: \(points.compact))"
        }
        if let weight { text += ".weight(\(weight))" }
        if italic { text += ".italic()" }
        if monospaced { text += ".monospaced()" }
        if monospacedDigits { text += ".monospacedDigit()" }
        return text
    }
}

/// A concrete font: what text measurement and the rasteriser use. The family is the system font (Inter standing
/// in for SF Pro), or its monospaced design (`monospaced`).
package struct ResolvedFont: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var pointSize: Double
    package var weight: FontWeight
    package var italic: Bool
    /// `.monospaced()`, `.system(…, design: .monospaced)`: every character the same width (SF Mono on iOS).
    package var monospaced: Bool
    /// `.monospacedDigit()`: digits of equal width (tabular figures), so numbers that change keep their width.
    package var monospacedDigits: Bool
    /// `.tracking(_:)`, `.kerning(_:)`: points added between characters, on top of the system's own tracking.
    package var addedTracking = 0.0
    /// `.lineSpacing(_:)`: points between one line's descent and the next one's ascent, on top of the font's own
    /// leading. iOS sets no less than the font's leading: a negative amount counts as zero (`paragraphLineSpacing`).
    package var lineSpacing = 0.0

    package init(
        pointSize: Double, weight: FontWeight = .regular, italic: Bool = false, monospaced: Bool = false,
        monospacedDigits: Bool = false
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.italic = italic
        self.monospaced = monospaced
        self.monospacedDigits = monospacedDigits
    }

    /// The points added between lines when this text is set: `lineSpacing` where it is positive and finite.
    package var paragraphLineSpacing: Double { lineSpacing.isFinite ? max(0, lineSpacing) : 0 }

    package var description: String {
        "\(pointSize.compact)pt/\(weight.rawValue)\(italic ? "/italic" : "")\(monospaced ? "/monospaced" : "")"
            + (monospacedDigits ? "/monospacedDigit" : "")
            + (addedTracking != 0 ? "/tracking \(addedTracking.compact)" : "")
            + (lineSpacing != 0 ? "/lineSpacing \(lineSpacing.compact)" : "")
    }
}
