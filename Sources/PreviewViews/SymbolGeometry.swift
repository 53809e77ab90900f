/// The SF Symbols that are plain geometry: a circle, an oval, a square, an app icon's rounded square, a rectangle
/// and a capsule, lying or upright (`.portrait`), outlined or `.fill`ed. They are drawn as shapes at SF's proportions,
/// the outline as heavy as the weight of the font the symbol follows, rather than as an icon font's glyph: Material
/// has no capsule or oval at all, and its squares and circles have its own proportions and one weight.
package struct SymbolGeometry: Equatable, Sendable {
    package enum Outline: Equatable, Sendable {
        case ellipse
        case capsule
        /// Corners rounded by this fraction of the shorter side.
        case roundedRectangle(cornerFraction: Double)
    }

    package let outline: Outline
    /// The ink per point of the font at the medium scale, as `SymbolMetrics.inkPerPoint` gives a glyph's: SF's
    /// circle is as wide as the point size, the lying shapes a little wider and less tall than it.
    package let inkPerPoint: Size
    package let filled: Bool

    /// SF's regular outline, relative to the point size the symbol is drawn at (1.45 points at 17 points).
    package static let regularLine = 0.085

    /// The shapes by name, lying; an upright `.portrait` shape is the same turned a quarter.
    private static let shapes: [String: (Outline, Size)] = [
        "circle": (.ellipse, Size(width: 1, height: 1)),
        "oval": (.ellipse, Size(width: 1.3, height: 0.9)),
        "square": (.roundedRectangle(cornerFraction: 0.2), Size(width: 1, height: 1)),
        "app": (.roundedRectangle(cornerFraction: 0.27), Size(width: 1, height: 1)),
        "rectangle": (.roundedRectangle(cornerFraction: 0.2), Size(width: 1.3, height: 0.94)),
        "capsule": (.capsule, Size(width: 1.42, height: 0.82)),
    ]

    /// The geometry `name` draws, nil for a symbol that is not plain geometry.
    package init?(name: String) {
        let filled = name.hasSuffix(".fill")
        var base = filled ? String(name.dropLast(".fill".count)) : name
        let portrait = base.hasSuffix(".portrait")
        if portrait { base = String(base.dropLast(".portrait".count)) }
        guard let shape = Self.shapes[base] else { return nil }
        let (outline, size) = shape
        // SF's square shapes have no upright variant.
        guard !(portrait && size.width == size.height) else { return nil }
        self.outline = outline
        self.inkPerPoint = portrait ? Size(width: size.height, height: size.width) : size
        self.filled = filled
    }

    /// The point size the symbol is drawn at when its ink is `ink` points: its font's size times its scale, or
    /// what a resizable symbol stretched to `ink` stands for.
    package func pointSize(ofInk ink: Size) -> Double {
        min(ink.width / inkPerPoint.width, ink.height / inkPerPoint.height)
    }

    /// The outline's line width for ink of `ink` points at `weight`.
    package func lineWidth(ink: Size, weight: FontWeight) -> Double {
        pointSize(ofInk: ink) * Self.regularLine * Self.weightFactor(weight)
    }

    /// The shape to fill or stroke in a rectangle of `size`.
    package func shape(in size: Size) -> ShapePath {
        switch outline {
        case .ellipse: return size.width == size.height ? .circle : .ellipse
        case .capsule: return .capsule
        case .roundedRectangle(let fraction):
            return .roundedRectangle(cornerRadius: min(size.width, size.height) * fraction)
        }
    }

    /// How much heavier than the regular one a weight's outline is: SF's weights follow SF Pro's stems, from a
    /// hairline at ultralight to more than twice as heavy at black.
    static func weightFactor(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: return 0.3
        case .thin: return 0.45
        case .light: return 0.7
        case .regular: return 1
        case .medium: return 1.15
        case .semibold: return 1.35
        case .bold: return 1.6
        case .heavy: return 1.9
        case .black: return 2.2
        }
    }
}
