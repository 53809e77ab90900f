import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// SF Symbols laid out with the renderer's own fonts and drawn: their ink is the size iOS draws at the same font
/// (measured on swift-snapshot-testing's and SnapshotTestingSwiftUI's recorded iOS snapshots at 17 points:
/// `checkmark.circle.fill` 17 × 17, `star.fill` 18 × 17.7, `square.and.arrow.up` 15 × 19), and their frame is the
/// ink and a hair.
@Suite struct SymbolSizeTests {
    private static let ink = RGBA(red: 0, green: 0, blue: 0)

    /// The symbol `name` laid out alone in `environment` and drawn at 4×: its frame and its ink, in points.
    private func symbol(
        _ name: String, _ environment: EnvironmentValues = EnvironmentValues()
    ) throws -> (frame: Rect, ink: Rect) {
        let renderer = try FrameRenderer()
        let canvas = Size(width: 100, height: 100)
        let list = LayoutEngine(measurer: renderer.textMeasurer)
            .layout(.image(ImageSpec(source: .symbol(name))), canvas: canvas, safeArea: .zero, environment: environment)
        let frame = try #require(list.items.compactMap { item -> Rect? in
            if case .symbol(_, let rect, _, _) = item { return rect }
            return nil
        }.first)
        let image = try decodePNG(renderer.render(list, scale: 4).png)
        let box = try #require(image.inkBounds())
        let ink = Rect(
            x: Double(box.minX) / 4, y: Double(box.minY) / 4, width: Double(box.maxX - box.minX) / 4,
            height: Double(box.maxY - box.minY) / 4)
        return (frame, ink)
    }

    @Test func circledSymbolInksTheFontsPointSize() throws {
        let (frame, ink) = try symbol("checkmark.circle.fill")
        #expect(abs(ink.width - 17) <= 0.5 && abs(ink.height - 17) <= 0.5, "\(ink)")
        // A third of a point either side of the ink; a line of the 17-point font tall.
        #expect(abs(frame.width - 17.7) <= 0.3 && abs(frame.height - 20.4) <= 0.01, "\(frame)")
    }

    @Test func symbolsKeepSFsProportionsToTheirFont() throws {
        let star = try symbol("star.fill").ink
        #expect(abs(star.width - 18) <= 1.2 && abs(star.height - 17.7) <= 1.5, "\(star)")
        let share = try symbol("square.and.arrow.up").ink
        #expect(abs(share.width - 15) <= 1.2 && abs(share.height - 19) <= 0.8, "\(share)")
    }

    @Test func imageScaleAndFontSizeScaleTheSymbol() throws {
        var large = EnvironmentValues()
        large.imageScale = .large
        let largeInk = try symbol("plus.circle", large).ink
        #expect(abs(largeInk.width - 17 * 1.29) <= 0.6, "\(largeInk)")
        var small = EnvironmentValues()
        small.imageScale = .small
        let smallInk = try symbol("plus.circle", small).ink
        #expect(abs(smallInk.width - 17 * 0.78) <= 0.6, "\(smallInk)")
        let big = try symbol("plus.circle", EnvironmentValues(font: FontSpec(size: .fixed(40)))).ink
        #expect(abs(big.width - 40) <= 0.6, "\(big)")
    }

    @Test func inkIsCentredInTheFrame() throws {
        let (frame, ink) = try symbol("square.and.arrow.up")
        let inkCentre = (x: ink.minX + ink.width / 2, y: ink.minY + ink.height / 2)
        let frameCentre = (x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        #expect(
            abs(inkCentre.x - frameCentre.x) <= 0.5 && abs(inkCentre.y - frameCentre.y) <= 0.5, "\(ink) in \(frame)")
    }
}
