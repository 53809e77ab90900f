import PreviewLayout
import PreviewTestSupport
import PreviewViews
import Testing

/// Symbols that are plain geometry (`capsule`, `rectangle.portrait.fill`) are drawn as shapes at SF's proportions,
/// laid out as a glyph's ink would be, the outline inside the ink and as heavy as the font's weight.
@Suite struct SymbolGeometryLayoutTests {
    private func items(_ name: String, font: FontSpec = FontSpec(size: .fixed(20)), scale: SymbolScale = .medium)
        -> [DisplayItem]
    {
        let node = ViewNode.environment(.imageScale(scale), .image(ImageSpec(source: .symbol(name))))
        return LayoutEngine(measurer: FakeTextMeasurer()).layout(
            node, canvas: Size(width: 200, height: 100), safeArea: .zero, environment: EnvironmentValues(font: font)
        ).items
    }

    private func stroke(_ items: [DisplayItem]) throws -> (shape: ShapePath, rect: Rect, line: Double) {
        for case .stroke(let shape, let rect, _, let style) in items { return (shape, rect, style.lineWidth) }
        throw StrokeMissing(items: items)
    }

    private struct StrokeMissing: Error { var items: [DisplayItem] }

    private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func aCapsuleIsStrokedInsideItsInkAtTheRegularWeight() throws {
        let drawn = items("capsule")
        #expect(!drawn.contains { if case .symbol = $0 { true } else { false } }, "\(drawn)")
        let (shape, rect, line) = try stroke(drawn)
        #expect(shape == .capsule)
        // 1.42 × 0.82 points per point of a 20-point font; the line (1.7 points) runs inside that ink.
        #expect(near(line, 20 * 0.085), "\(line)")
        #expect(near(rect.width, 1.42 * 20 - line) && near(rect.height, 0.82 * 20 - line), "\(rect)")
    }

    @Test func theFillVariantIsFilledAndThePortraitOneUpright() throws {
        let filled = items("capsule.portrait.fill")
        let shape = filled.compactMap { item -> (ShapePath, Rect)? in
            if case .fill(let shape, let rect, _) = item, shape == .capsule { return (shape, rect) }
            return nil
        }.first
        let rect = try #require(shape?.1, "\(filled)")
        #expect(near(rect.width, 0.82 * 20) && near(rect.height, 1.42 * 20), "\(rect)")
    }

    @Test func theOutlineFollowsTheFontsWeightAndTheSymbolsScale() throws {
        let regular = try stroke(items("rectangle")).line
        let bold = try stroke(items("rectangle", font: FontSpec(size: .fixed(20), weight: .bold))).line
        let light = try stroke(items("rectangle", font: FontSpec(size: .fixed(20), weight: .light))).line
        #expect(light < regular && regular < bold, "\(light) \(regular) \(bold)")
        let large = try stroke(items("rectangle", scale: .large)).line
        #expect(near(large, regular * SymbolScale.large.factor), "\(large)")
    }

    @Test func roundedShapesRoundTheirCornersByAFractionOfTheirSide() throws {
        let (shape, rect, _) = try stroke(items("square"))
        guard case .roundedRectangle(let radius) = shape else {
            Issue.record("\(shape)")
            return
        }
        #expect(near(radius, rect.width * 0.2), "\(radius) in \(rect)")
    }

    @Test func namesThatAreNotPlainGeometryStayGlyphs() {
        for name in ["circle.slash", "capsule.on.capsule", "square.portrait", "rectangle.stack", "app.badge"] {
            #expect(SymbolGeometry(name: name) == nil, "\(name)")
        }
        #expect(SymbolCatalog.draws("capsule") && SymbolCatalog.draws("oval.portrait.fill"))
    }
}
