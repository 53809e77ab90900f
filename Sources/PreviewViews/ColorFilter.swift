import Foundation

/// A per-pixel colour effect SwiftUI applies to a view's rendered layer: `.grayscale`, `.saturation`,
/// `.brightness`, `.contrast`, `.hueRotation`, `.colorMultiply`, `.colorInvert` and `.luminanceToAlpha`.
package enum ColorFilter: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `.grayscale(amount)`: 0 leaves colours alone, 1 turns them grey.
    case grayscale(Double)
    /// `.saturation(amount)`: 0 is grey, 1 leaves colours alone, more is more saturated.
    case saturation(Double)
    /// `.brightness(amount)`: added to each colour component; 0 leaves colours alone, 1 is white.
    case brightness(Double)
    /// `.contrast(amount)`: each component moved away from (or towards) mid grey by this factor.
    case contrast(Double)
    /// `.hueRotation(angle)`, in radians.
    case hueRotation(Double)
    /// `.colorMultiply(color)`: each component multiplied by the colour's.
    case colorMultiply(ColorValue)
    case colorInvert
    /// `.luminanceToAlpha()`: black whose opacity is the colour's luminance.
    case luminanceToAlpha

    package var description: String {
        switch self {
        case .grayscale(let amount): return "grayscale \(amount.compact)"
        case .saturation(let amount): return "saturation \(amount.compact)"
        case .brightness(let amount): return "brightness \(amount.compact)"
        case .contrast(let amount): return "contrast \(amount.compact)"
        case .hueRotation(let radians): return "hueRotation \(radians.compact)rad"
        case .colorMultiply(let color): return "colorMultiply \(color)"
        case .colorInvert: return "colorInvert"
        case .luminanceToAlpha: return "luminanceToAlpha"
        }
    }

    /// The filter as a colour matrix, with `resolve` giving `.colorMultiply`'s colour in the target's appearance.
    package func matrix(resolving resolve: (ColorValue) -> RGBA) -> ColorMatrix {
        switch self {
        case .grayscale(let amount):
            return .saturation(1 - min(1, max(0, amount.finiteOr(0))))
        case .saturation(let amount):
            return .saturation(max(0, amount.finiteOr(1)))
        case .brightness(let amount):
            let offset = amount.finiteOr(0)
            return .scaled(red: 1, green: 1, blue: 1, alpha: 1, offset: offset)
        case .contrast(let amount):
            let factor = amount.finiteOr(1)
            return .scaled(red: factor, green: factor, blue: factor, alpha: 1, offset: 0.5 * (1 - factor))
        case .hueRotation(let radians):
            return .hueRotation(radians.finiteOr(0))
        case .colorMultiply(let color):
            let rgba = resolve(color)
            return .scaled(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha, offset: 0)
        case .colorInvert:
            return .scaled(red: -1, green: -1, blue: -1, alpha: 1, offset: 1)
        case .luminanceToAlpha:
            let (r, g, b) = ColorMatrix.luminance
            return ColorMatrix(rows: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, r, g, b, 0, 0])
        }
    }
}

/// A 4×5 matrix over straight (not premultiplied) RGBA components from 0 to 1, as SVG's `feColorMatrix`: row by
/// row red, green, blue and alpha out, each the sum of the four components in times a column plus the fifth
/// column; results are clamped to 0…1.
package struct ColorMatrix: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Twenty entries, row-major.
    package var rows: [Double]

    package init(rows: [Double]) {
        precondition(rows.count == 20, "a colour matrix has 4 rows of 5")
        self.rows = rows
    }

    /// The Rec. 709 luminance weights SVG's filters use.
    static let luminance = (0.2126, 0.7152, 0.0722)

    /// Each colour component times its factor plus `offset`; alpha times `alpha`.
    static func scaled(red: Double, green: Double, blue: Double, alpha: Double, offset: Double) -> ColorMatrix {
        ColorMatrix(rows: [red, 0, 0, 0, offset, 0, green, 0, 0, offset, 0, 0, blue, 0, offset, 0, 0, 0, alpha, 0])
    }

    /// SVG's `saturate`: mixes each colour with its luminance grey; 0 is grey, 1 the colour.
    static func saturation(_ s: Double) -> ColorMatrix {
        let (r, g, b) = luminance
        return ColorMatrix(rows: [
            r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
            r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
            r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// SVG's `hueRotate`: turns hues by `radians` while keeping the luminance.
    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(rows: [
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    package var description: String { "[" + rows.map(\.compact).joined(separator: " ") + "]" }
}

extension Double {
    fileprivate func finiteOr(_ fallback: Double) -> Double { isFinite ? self : fallback }
}
