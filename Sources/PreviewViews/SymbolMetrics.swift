/// `.imageScale(_:)`: how large a symbol is drawn relative to the font it follows.
package enum SymbolScale: String, Equatable, Hashable, Sendable {
    case small, medium, large

    /// The symbol's size relative to the medium scale. SF draws its small and large variants about four fifths
    /// and 1.3 times as large as the medium one, for the same font.
    package var factor: Double {
        switch self {
        case .small: return 0.78
        case .medium: return 1
        case .large: return 1.29
        }
    }
}

/// How large iOS draws an SF Symbol and the frame it lays it out in, for the icon-font glyphs `SymbolCatalog` maps
/// symbol names to.
///
/// SF sizes a symbol from its font: at the medium scale a circle symbol (`checkmark.circle.fill`) inks a disc as
/// wide as the font's point size (17 points of ink at 17 points in iOS renders), and other symbols keep their
/// proportions to it (`star.fill` 18 × 17.7, `square.and.arrow.up` 15 × 19 at 17 points). Material's icons are
/// drawn on a 24-unit em, circles 20 units wide and other icons a little smaller relative to them than SF's: an
/// icon em of 1.25 points per point of font brings the star and the share icon within a point of SF's (a bare
/// circle glyph comes out 0.7 points wider), and enclosures (`.circle`, `.square`) are drawn at exactly the point
/// size. The frame iOS lays a symbol out in is its ink and a hair either side horizontally (the text after a
/// symbol in an `HStack` starts the stack's spacing after the ink), and at least a line of its font tall, so a
/// symbol beside text or stacked above it takes the room a line of that text would.
package enum SymbolMetrics {
    /// The icon font's em per point of the symbol's font, at the medium scale.
    package static let emPerPoint = 1.25
    /// The side of an enclosure (`.circle`, `.square`), and of a symbol whose glyph is not measured (no fonts in
    /// tests, a placeholder), per point of font.
    package static let enclosurePerPoint = 1.0
    /// The frame's margin either side of the ink, relative to the ink's width (a third of a point at 17 points).
    package static let marginFraction = 0.02
    /// A line of the system font per point of its size (SF's ascender plus descender, about 1.2 em).
    package static let lineHeightPerPoint = 1.2

    /// The ink of the symbol `name` per point of its font at the medium scale: an enclosure's (circle, rounded
    /// square, cloud) where its glyph has one, otherwise the glyph's own, from `measuredInk` (the glyph's ink per
    /// em of its icon font; nil: the nominal square). A circled or squared symbol drawn with a glyph of its own
    /// (`checkmark.circle.fill` is Material's `check_circle`) is as large as SF's enclosures, whatever the glyph's
    /// own proportion to its em.
    package static func inkPerPoint(
        of name: String, glyph: SymbolCatalog.Glyph?, measuredInk: (SymbolCatalog.Source) -> Size?
    ) -> Size {
        let nominal = Size(width: enclosurePerPoint, height: enclosurePerPoint)
        guard let glyph else { return nominal }
        let source: SymbolCatalog.Source
        switch glyph.enclosure {
        case .circle, .circleFill, .square, .squareFill: return nominal
        case .cloud, .cloudFill: source = SymbolCatalog.cloud
        case .none: source = glyph.source
        }
        guard let perEm = measuredInk(source) else { return nominal }
        if glyph.enclosure == .none, isEnclosed(name), perEm.width > 0, perEm.height > 0 {
            let side = enclosurePerPoint / max(perEm.width, perEm.height)
            return Size(width: perEm.width * side, height: perEm.height * side)
        }
        return Size(width: perEm.width * emPerPoint, height: perEm.height * emPerPoint)
    }

    /// Whether SF draws `name` as a circle or rounded square enclosing its picture (`circle`, `xmark.circle`,
    /// `plus.square.fill`, `circle.slash`).
    static func isEnclosed(_ name: String) -> Bool {
        var base = name.hasSuffix(".fill") ? String(name.dropLast(".fill".count)) : name
        if base.hasSuffix(".slash") { base = String(base.dropLast(".slash".count)) }
        return base == "circle" || base == "square" || base.hasSuffix(".circle") || base.hasSuffix(".square")
    }

    /// The ink of a symbol with `inkPerPoint` for a font of `pointSize` at `scale`, in points.
    package static func ink(_ inkPerPoint: Size, pointSize: Double, scale: SymbolScale) -> Size {
        let size = max(0, pointSize) * scale.factor
        return Size(width: inkPerPoint.width * size, height: inkPerPoint.height * size)
    }

    /// The frame iOS gives a symbol whose ink is `ink` points, for a font of `pointSize`.
    package static func frame(ink: Size, pointSize: Double) -> Size {
        let margin = 1 + 2 * marginFraction
        return Size(
            width: ink.width * margin, height: max(ink.height * margin, max(0, pointSize) * lineHeightPerPoint))
    }

    /// Where the ink of a glyph with `inkPerPoint` goes in a frame of `frame`: as large as fits inside the frame's
    /// margins, centred. In a symbol's own frame this is its ink at its font's size; a resizable symbol stretched
    /// to another frame keeps its proportions.
    package static func inkRect(in frame: Rect, inkPerPoint: Size) -> Rect? {
        guard inkPerPoint.width > 0, inkPerPoint.height > 0, frame.width > 0, frame.height > 0 else { return nil }
        let margin = 1 + 2 * marginFraction
        let size = min(frame.width / (inkPerPoint.width * margin), frame.height / (inkPerPoint.height * margin))
        let ink = Size(width: inkPerPoint.width * size, height: inkPerPoint.height * size)
        return Rect(
            x: frame.minX + (frame.width - ink.width) / 2, y: frame.minY + (frame.height - ink.height) / 2,
            width: ink.width, height: ink.height)
    }
}
