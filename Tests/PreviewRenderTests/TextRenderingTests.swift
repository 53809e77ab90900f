import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

@Suite("Text")
struct TextRenderingTests {
    static let body = ResolvedFont(pointSize: 17)
    static let paragraph =
        "The quick brown fox jumps over the lazy dog while previews redraw themselves on every save, "
        + "so this sentence needs several lines at a narrow width."
    static let black = RGBA(red: 0, green: 0, blue: 0)

    @Test("drawn text has ink inside its measured rect and none outside it", arguments: [1.0, 2.0, 3.0])
    func helloStaysInItsRect(scale: Double) throws {
        let renderer = try FrameRenderer()
        let size = renderer.textMeasurer.measure("Hello", font: Self.body, maxWidth: nil)
        let rect = Rect(x: 20, y: 15, width: size.width, height: size.height)
        let image = try renderDecoded(
            [.text("Hello", rect: rect, font: Self.body, color: Self.black, alignment: .leading)],
            width: 120, height: 60, scale: scale, renderer: renderer)
        let ink = try #require(image.inkBounds())
        let outer = pixelBox(rect, scale: scale)
        #expect(ink.minX >= outer.minX && ink.minY >= outer.minY, "ink \(ink) starts outside \(outer)")
        #expect(ink.maxX <= outer.maxX && ink.maxY <= outer.maxY, "ink \(ink) ends outside \(outer)")
        // "Hello" really was drawn: ink spans most of the measured width.
        #expect(Double(ink.maxX - ink.minX) > size.width * scale * 0.8)
    }

    @Test("a longer string measures wider")
    func longerIsWider() throws {
        let measurer = try FrameRenderer().textMeasurer
        let short = measurer.measure("Hello", font: Self.body, maxWidth: nil)
        let long = measurer.measure("Hello, world", font: Self.body, maxWidth: nil)
        #expect(long.width > short.width)
        #expect(long.height == short.height)
        #expect(short.width > 0 && short.height > 0)
    }

    @Test("the size follows the point size")
    func biggerFontIsBigger() throws {
        let measurer = try FrameRenderer().textMeasurer
        // Two sizes of one design (Display, from 20 points) and a single letter, which the size's tracking does
        // not space: unhinted outlines scale linearly, so doubling the size doubles the width (up to Pango's
        // 1/1024 units).
        let body = measurer.measure("W", font: ResolvedFont(pointSize: 20), maxWidth: nil)
        let title = measurer.measure("W", font: ResolvedFont(pointSize: 40), maxWidth: nil)
        #expect(abs(title.width - 2 * body.width) < 0.05)
        #expect(title.height > 1.9 * body.height)
    }

    @Test("wrapping at a narrow width gives more lines, none wider than the width")
    func wrapping() throws {
        let measurer = try FrameRenderer().textMeasurer
        let oneLine = measurer.measure(Self.paragraph, font: Self.body, maxWidth: nil)
        let wrapped = measurer.measure(Self.paragraph, font: Self.body, maxWidth: 120)
        #expect(wrapped.height > 3 * oneLine.height)
        #expect(wrapped.width <= 120)
        #expect(oneLine.width > 120)
    }

    @Test("a bold font is wider than regular, and a thin one narrower")
    func weights() throws {
        let measurer = try FrameRenderer().textMeasurer
        let regular = measurer.measure("Settings", font: Self.body, maxWidth: nil)
        let bold = measurer.measure("Settings", font: ResolvedFont(pointSize: 17, weight: .bold), maxWidth: nil)
        let thin = measurer.measure("Settings", font: ResolvedFont(pointSize: 17, weight: .thin), maxWidth: nil)
        #expect(bold.width > regular.width)
        #expect(thin.width < regular.width)
    }

    @Test("italic text is slanted")
    func italic() throws {
        let renderer = try FrameRenderer()
        // An upright "I" is one vertical stem; slanting it widens its ink box by the slant over the cap height.
        func inkWidth(_ font: ResolvedFont) throws -> Int {
            let size = renderer.textMeasurer.measure("I", font: font, maxWidth: nil)
            let image = try renderDecoded(
                [.text("I", rect: Rect(x: 10, y: 10, width: size.width, height: size.height), font: font,
                       color: Self.black, alignment: .leading)],
                width: size.width + 20, height: size.height + 20, renderer: renderer)
            let ink = try #require(image.inkBounds())
            return ink.maxX - ink.minX
        }
        let upright = try inkWidth(ResolvedFont(pointSize: 60))
        let slanted = try inkWidth(ResolvedFont(pointSize: 60, italic: true))
        #expect(slanted > upright + 5, "upright \(upright) px, italic \(slanted) px")
    }

    @Test("with no width limit text stays on one line; explicit newlines still break")
    func noWrapping() throws {
        let measurer = try FrameRenderer().textMeasurer
        let line = measurer.measure("A", font: Self.body, maxWidth: nil)
        let long = measurer.measure(Self.paragraph, font: Self.body, maxWidth: nil)
        #expect(long.height == line.height)
        let twoLines = measurer.measure("first\nsecond", font: Self.body, maxWidth: nil)
        #expect(abs(twoLines.height - 2 * line.height) < 0.01)
    }

    @Test(
        "drawn line breaks match the measured ones",
        arguments: [(120.0, 3.0), (120.0, 1.0), (80.0, 2.0), (200.0, 3.0), (157.5, 2.625)])
    func measuredLinesMatchDrawnLines(width: Double, scale: Double) throws {
        let renderer = try FrameRenderer()
        let measurer = renderer.textMeasurer
        let lineHeight = measurer.measure("A", font: Self.body, maxWidth: nil).height
        let size = measurer.measure(Self.paragraph, font: Self.body, maxWidth: width)
        let lines = Int((size.height / lineHeight).rounded())
        #expect(lines >= 3)
        let rect = Rect(x: 10, y: 10, width: size.width, height: size.height)
        let image = try renderDecoded(
            [.text(Self.paragraph, rect: rect, font: Self.body, color: Self.black, alignment: .leading)],
            width: width + 40, height: size.height + 60, scale: scale, renderer: renderer)
        let ink = try #require(image.inkBounds())
        let outer = pixelBox(rect, scale: scale)
        // Glyphs may overhang their advance a little ("j" reaches left of its origin), hence one point of slack
        // sideways. A word wrapped differently would stick out by a whole word, or add a line below.
        let slack = Int(scale.rounded(.up))
        #expect(ink.minX >= outer.minX - slack && ink.maxX <= outer.maxX + slack, "ink \(ink) wider than \(outer)")
        #expect(ink.minY >= outer.minY && ink.maxY <= outer.maxY, "ink \(ink) taller than measured \(outer)")
        // Every measured line holds ink around its middle (x-height), so no line went missing either.
        for line in 0..<lines {
            let middle = (rect.minY + (Double(line) + 0.55) * lineHeight) * scale
            let rows = Int(middle - 0.1 * lineHeight * scale)..<Int(middle + 0.1 * lineHeight * scale)
            let hasInk = rows.contains { y in (0..<image.width).contains { image.pixel(x: $0, y: y) != white } }
            #expect(hasInk, "line \(line + 1) of \(lines) is empty")
        }
    }

    @Test("alignment places short lines at the leading edge, the centre or the trailing edge")
    func alignment() throws {
        let renderer = try FrameRenderer()
        let text = "first\nsecond line"
        let size = renderer.textMeasurer.measure(text, font: Self.body, maxWidth: nil)
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var firstLineStart: [HorizontalAlignment: Int] = [:]
        for alignment in [HorizontalAlignment.leading, .center, .trailing] {
            let image = try renderDecoded(
                [.text(text, rect: rect, font: Self.body, color: Self.black, alignment: alignment)],
                width: size.width + 10, height: size.height + 10, scale: 2, renderer: renderer)
            let ink = try #require(image.inkBounds())
            // The long second line sets the width, so the whole block stays inside the rect whatever the alignment.
            #expect(ink.maxX <= Int((size.width * 2).rounded(.up)), "\(alignment): ink \(ink)")
            // The first line's glyphs lie in the upper half of the two-line block.
            let firstLineRows = 0..<Int(size.height)
            firstLineStart[alignment] = (0..<image.width).first { x in
                firstLineRows.contains { image.pixel(x: x, y: $0) != white }
            }
        }
        let leading = try #require(firstLineStart[.leading])
        let center = try #require(firstLineStart[.center])
        let trailing = try #require(firstLineStart[.trailing])
        #expect(leading < center && center < trailing)
        // Centred text sits halfway: the gap before it is half the gap trailing alignment leaves (±1 px).
        #expect(abs(2 * (center - leading) - (trailing - leading)) <= 2)
    }

    @Test("unchanged text is shaped once, however often it is measured or drawn")
    func caching() throws {
        let renderer = try FrameRenderer()
        let measurer = renderer.textMeasurer
        let first = measurer.measure("Cached", font: Self.body, maxWidth: 100)
        #expect(measurer.measure("Cached", font: Self.body, maxWidth: 100) == first)
        #expect(renderer.textStatistics.measurementsShaped == 1)
        let list = DisplayList(
            size: Size(width: 100, height: 40),
            items: [.text("Cached", rect: Rect(x: 0, y: 0, width: first.width, height: first.height),
                          font: Self.body, color: Self.black, alignment: .leading)])
        let a = try renderer.render(list, scale: 2)
        let b = try renderer.render(list, scale: 2)
        #expect(renderer.textStatistics.layoutsCreated == 1)
        #expect(a == b)
    }

    @Test("colour emoji render in colour")
    func emoji() throws {
        let renderer = try FrameRenderer()
        let size = renderer.textMeasurer.measure("🍎", font: Self.body, maxWidth: nil)
        #expect(size.width > 0)
        let image = try renderDecoded(
            [.text("🍎", rect: Rect(x: 0, y: 0, width: size.width, height: size.height), font: Self.body,
                   color: Self.black, alignment: .leading)],
            width: 40, height: 40, scale: 2, renderer: renderer)
        let colourful = stride(from: 0, to: image.rgba.count, by: 4).contains { i in
            let (r, g, b) = (Int(image.rgba[i]), Int(image.rgba[i + 1]), Int(image.rgba[i + 2]))
            return max(r, g, b) - min(r, g, b) > 80
        }
        #expect(colourful, "the emoji was drawn without colour (black text colour, or a missing emoji font)")
    }

    /// `rect` in pixels at `scale`, rounded outwards.
    private func pixelBox(_ rect: Rect, scale: Double) -> PixelBox {
        PixelBox(
            minX: Int((rect.minX * scale).rounded(.down)), minY: Int((rect.minY * scale).rounded(.down)),
            maxX: Int((rect.maxX * scale).rounded(.up)), maxY: Int((rect.maxY * scale).rounded(.up)))
    }
}
