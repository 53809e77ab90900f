import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Text in a script with no installed font is drawn as boxes: the renderer names such texts, and the fonts previewd
/// installs cover Chinese, Japanese and Korean.
@Suite("Missing glyphs")
struct MissingGlyphsTests {
    static let body = ResolvedFont(pointSize: 17)
    static let black = RGBA(red: 0, green: 0, blue: 0)
    /// A code point of Supplementary Private Use Area-A, which no font previewd installs has.
    static let unfonted: Unicode.Scalar = "\u{F0000}"

    func list(_ texts: [String]) -> DisplayList {
        DisplayList(
            size: Size(width: 200, height: 40 * Double(texts.count)),
            items: texts.enumerated().map { index, text in
                .text(
                    text, rect: Rect(x: 0, y: 40 * Double(index), width: 200, height: 40), font: Self.body,
                    color: Self.black, alignment: .leading)
            })
    }

    @Test func textInAScriptNoFontHasIsNamedWithItsCharacters() throws {
        let renderer = try FrameRenderer()
        let found = renderer.textsWithMissingGlyphs(in: list(["Hello", "A \(Self.unfonted) B \u{378}", "Hello"]))
        #expect(
            found == [TextWithMissingGlyphs(text: "A \(Self.unfonted) B \u{378}", missing: [Self.unfonted, "\u{378}"])])
    }

    @Test("Chinese, Japanese and Korean have fonts", arguments: ["你好，世界", "こんにちは、カタカナ", "안녕하세요", "繁體中文"])
    func cjkHasGlyphs(text: String) throws {
        #expect(try FrameRenderer().textsWithMissingGlyphs(in: list([text])).isEmpty)
    }

    @Test func privateUseCharactersAreNamedEvenWhenAFontHasThem() throws {
        // Inter has a glyph at U+E000; it is not the glyph the project's own font would draw there.
        let found = try FrameRenderer().textsWithMissingGlyphs(in: list(["icon \u{E000}"]))
        #expect(found == [TextWithMissingGlyphs(text: "icon \u{E000}", missing: [], privateUse: ["\u{E000}"])])
    }

    @Test func ignoredTextsAreNotNamed() throws {
        let text = "badge \(Self.unfonted)"
        #expect(try FrameRenderer().textsWithMissingGlyphs(in: list([text]), ignoring: [text]).isEmpty)
    }

    /// How much of the border of the ink's bounding box is ink: Pango's box for a missing character is a closed
    /// frame around its code point (close to 1); a glyph touches its bounding box in a few places only.
    func boxiness(_ text: String) throws -> Double {
        let image = try renderDecoded(
            [
                .text(
                    text, rect: Rect(x: 10, y: 10, width: 60, height: 40), font: Self.body, color: Self.black,
                    alignment: .leading)
            ],
            width: 80, height: 60, scale: 3)
        let ink = try #require(image.inkBounds())
        var border = 0
        var inked = 0
        for y in ink.minY..<ink.maxY {
            for x in ink.minX..<ink.maxX where x == ink.minX || x == ink.maxX - 1 || y == ink.minY || y == ink.maxY - 1
            {
                border += 1
                if image.pixel(x: x, y: y) != white { inked += 1 }
            }
        }
        return Double(inked) / Double(border)
    }

    @Test("a CJK character is drawn as a glyph, not as the box of a missing one", arguments: ["你", "の", "한"])
    func cjkIsNotABox(character: String) throws {
        let box = try boxiness(String(Self.unfonted))
        #expect(box > 0.9, "the missing character's box is a closed frame")
        #expect(try boxiness(character) < 0.6)
    }
}
