/// Light or dark appearance.
package enum ColorScheme: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
    case light, dark
}

/// A colour with straight (not premultiplied) components in 0...1, in sRGB.
package struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit components, as design tools and Apple's documentation give them.
    package init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    package func withAlpha(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#rrggbb` or `#rrggbbaa` when not opaque.
    package var description: String {
        func hex(_ v: Double) -> String {
            let byte = Int((max(0, min(1, v)) * 255).rounded())
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}

/// SwiftUI's named system colours, which resolve differently in light and dark appearance.
package enum SystemColor: String, Equatable, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case black, white, clear
    case primary, secondary, accentColor
    /// The screen background behind a preview (`UIColor.systemBackground`).
    case background

    /// The sRGB value iOS uses in this appearance (UIKit's system colours, iOS 17).
    package func resolved(in scheme: ColorScheme) -> RGBA {
        let dark = scheme == .dark
        switch self {
        case .red: return dark ? RGBA(255, 69, 58) : RGBA(255, 59, 48)
        case .orange: return dark ? RGBA(255, 159, 10) : RGBA(255, 149, 0)
        case .yellow: return dark ? RGBA(255, 214, 10) : RGBA(255, 204, 0)
        case .green: return dark ? RGBA(48, 209, 88) : RGBA(52, 199, 89)
        case .mint: return dark ? RGBA(99, 230, 226) : RGBA(0, 199, 190)
        case .teal: return dark ? RGBA(64, 200, 224) : RGBA(48, 176, 199)
        case .cyan: return dark ? RGBA(100, 210, 255) : RGBA(50, 173, 230)
        case .blue, .accentColor: return dark ? RGBA(10, 132, 255) : RGBA(0, 122, 255)
        case .indigo: return dark ? RGBA(94, 92, 230) : RGBA(88, 86, 214)
        case .purple: return dark ? RGBA(191, 90, 242) : RGBA(175, 82, 222)
        case .pink: return dark ? RGBA(255, 55, 95) : RGBA(255, 45, 85)
        case .brown: return dark ? RGBA(172, 142, 104) : RGBA(162, 132, 94)
        case .gray: return RGBA(142, 142, 147)
        case .black: return RGBA(0, 0, 0)
        case .white: return RGBA(255, 255, 255)
        case .clear: return RGBA(0, 0, 0, alpha: 0)
        case .primary: return dark ? RGBA(255, 255, 255) : RGBA(0, 0, 0)
        case .secondary: return dark ? RGBA(235, 235, 245, alpha: 0.6) : RGBA(60, 60, 67, alpha: 0.6)
        case .background: return dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255)
        }
    }
}

/// A colour as the view code wrote it: named colours stay symbolic until a target's appearance is known.
package indirect enum ColorValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case system(SystemColor)
    case rgba(RGBA)
    /// `.opacity(x)` applied to another colour.
    case opacity(ColorValue, Double)
    /// An asset catalog colour with an appearance variant: `light` unless the scheme is dark.
    case adaptive(light: RGBA, dark: RGBA)

    package func resolved(in scheme: ColorScheme) -> RGBA {
        switch self {
        case .system(let color): return color.resolved(in: scheme)
        case .rgba(let value): return value
        case .opacity(let base, let factor): return base.resolved(in: scheme).withAlpha(factor)
        case .adaptive(let light, let dark): return scheme == .dark ? dark : light
        }
    }

    /// This colour with `accentColor` (iOS's blue) replaced by `accent`, the project's own.
    package func replacingAccentColor(with accent: ColorValue) -> ColorValue {
        switch self {
        case .system(.accentColor): return accent
        case .opacity(let base, let factor): return .opacity(base.replacingAccentColor(with: accent), factor)
        case .system, .rgba, .adaptive: return self
        }
    }

    package var description: String {
        switch self {
        case .system(let color): return color.rawValue
        case .rgba(let value): return value.description
        case .opacity(let base, let factor): return "\(base).opacity(\(factor.compact))"
        case .adaptive(let light, let dark): return "\(light)/\(dark)"
        }
    }
}
