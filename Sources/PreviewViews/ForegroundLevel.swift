/// A level of SwiftUI's hierarchical foreground style (`.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.quinary` written as a `ShapeStyle`): relative to the foreground style set above. Under the default style it
/// is iOS's label colour of that level; under a colour set with `.foregroundStyle`/`.foregroundColor` (or a
/// control's tint) it is that colour at the level's opacity, not grey.
package enum ForegroundLevel: String, Equatable, Hashable, Sendable, CaseIterable {
    case primary, secondary, tertiary, quaternary, quinary

    /// The opacity each level takes, as iOS's label colours carry relative to the primary one.
    package var opacity: Double {
        switch self {
        case .primary: return 1
        case .secondary: return 0.6
        case .tertiary: return 0.3
        case .quaternary: return 0.18
        case .quinary: return 0.1
        }
    }

    /// The colour of this level under the foreground `above` (nil for the default style).
    package func color(over above: ColorValue?) -> ColorValue {
        guard let base = above.flatMap(Self.customBase) else { return defaultColor }
        return self == .primary ? base : .opacity(base, opacity)
    }

    /// iOS's label colours: the levels of the default style.
    private var defaultColor: ColorValue {
        switch self {
        case .primary: return .system(.primary)
        case .secondary: return .system(.secondary)
        default: return .opacity(.system(.primary), opacity)
        }
    }

    /// The colour the levels are taken from: the one set above unless it is the default style or one of its levels
    /// (a level of a level is a level of the style, not a fainter one).
    private static func customBase(_ color: ColorValue) -> ColorValue? {
        switch color {
        case .system(.primary), .system(.secondary), .opacity(.system(.primary), _): return nil
        case .opacity(let base, _): return customBase(base)
        default: return color
        }
    }
}
