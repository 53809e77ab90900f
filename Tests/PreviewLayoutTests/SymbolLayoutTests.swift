import PreviewLayout
import PreviewTestSupport
import PreviewViews
import Testing

/// A symbol's frame follows its glyph's ink at the size of its font, as SF's does: fake text metrics, and glyph
/// inks given per em of the icon font.
@Suite struct SymbolLayoutTests {
    /// `FakeTextMeasurer` that also knows some glyphs' ink.
    private struct InkMeasurer: TextMeasurer {
        var inks: [String: Size]
        let text = FakeTextMeasurer()

        func measure(_ string: String, font: ResolvedFont, maxWidth: Double?) -> Size {
            text.measure(string, font: font, maxWidth: maxWidth)
        }

        func measure(_ string: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size {
            text.measure(string, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        }

        func lines(_ string: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> TextLines {
            text.lines(string, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        }

        func place(_ runs: [FontRun], maxWidth: Double?) -> PlacedText { text.place(runs, maxWidth: maxWidth) }

        func symbolInk(_ source: SymbolCatalog.Source) -> Size? { inks[source.name] }
    }

    /// Material's `star` (20 × 19 of 24 units), `check_circle` (20 × 20) and `ios_share` (16 × 22).
    private static let measurer = InkMeasurer(inks: [
        "star": Size(width: 20.0 / 24, height: 19.0 / 24), "check_circle": Size(width: 20.0 / 24, height: 20.0 / 24),
        "ios_share": Size(width: 16.0 / 24, height: 22.0 / 24),
    ])

    private func frame(_ node: ViewNode, _ name: String, font: Double = 20) throws -> Rect {
        let list = LayoutEngine(measurer: Self.measurer).layout(
            node, canvas: Size(width: 200, height: 100), safeArea: .zero,
            environment: EnvironmentValues(font: FontSpec(size: .fixed(font))))
        return try #require(list.symbolRect(name))
    }

    private func symbol(_ name: String) -> ViewNode { .image(ImageSpec(source: .symbol(name))) }

    private func expectSize(
        _ rect: Rect, _ width: Double, _ height: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(rect.width - width) < 1e-9 && abs(rect.height - height) < 1e-9, "\(rect.size)",
            sourceLocation: sourceLocation)
    }

    @Test func aGlyphsInkAtAnEmOfOneAndAQuarterPointsPerPointIsTheFramesWidth() throws {
        // star.fill at 20 pt: an em of 25 points inks 20.83 × 19.79; the frame is 2 % wider either side, and a
        // line of the font (24) tall.
        expectSize(try frame(symbol("star.fill"), "star.fill"), 20.0 / 24 * 25 * 1.04, 24)
        // square.and.arrow.up is narrower: 16 of 24 units. Its 22 units of height with their margins (23.8 points)
        // still fit the line; a large scale outgrows it (`imageScaleScalesTheInk`).
        expectSize(try frame(symbol("square.and.arrow.up"), "square.and.arrow.up"), 16.0 / 24 * 25 * 1.04, 24)
    }

    @Test func aCircledSymbolIsAsWideAsTheFontsPointSize() throws {
        // checkmark.circle.fill is drawn with Material's check_circle, whose disc is 20 of 24 units: SF's disc is
        // the point size, whatever the glyph's proportion to its em.
        expectSize(try frame(symbol("checkmark.circle.fill"), "checkmark.circle.fill"), 20 * 1.04, 24)
        // An enclosure drawn around a base glyph is the same size.
        expectSize(try frame(symbol("star.circle"), "star.circle"), 20 * 1.04, 24)
    }

    @Test func imageScaleScalesTheInk() throws {
        let large = ViewNode.environment(.imageScale(.large), symbol("checkmark.circle"))
        expectSize(try frame(large, "checkmark.circle"), 20 * 1.29 * 1.04, 20 * 1.29 * 1.04)
        let small = ViewNode.environment(.imageScale(.small), symbol("checkmark.circle"))
        expectSize(try frame(small, "checkmark.circle"), 20 * 0.78 * 1.04, 24)
    }

    @Test func textBesideASymbolStartsTheSpacingAfterItsInk() throws {
        let list = LayoutEngine(measurer: Self.measurer).layout(
            hstack(symbol("checkmark.circle.fill"), .text("Checked")), canvas: Size(width: 200, height: 100),
            safeArea: .zero, environment: EnvironmentValues(font: FontSpec(size: .fixed(20))))
        let icon = try #require(list.symbolRect("checkmark.circle.fill"))
        let title = try #require(list.textRect("Checked"))
        #expect(abs(title.minX - (icon.maxX + 8)) < 1e-9, "\(icon) then \(title)")
        // Both centred on the row: the line-tall frame and the text's line share their middle.
        #expect(abs((icon.minY + icon.height / 2) - (title.minY + title.height / 2)) < 1e-9)
    }
}
