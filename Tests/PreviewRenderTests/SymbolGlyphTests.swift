import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Symbols drawn from the icon fonts: real glyphs, outline and filled variants that differ, a placeholder for a
/// name without one.
@Suite("Symbol glyphs")
struct SymbolGlyphTests {
    static let ink = RGBA(0, 0, 0)

    /// `name` drawn 40 points square at 2× in black: its ink in whole pixels (antialiased ones count in part).
    func inkedPixels(_ name: String) throws -> Int {
        let image = try renderDecoded(
            [.symbol(name, rect: Rect(x: 4, y: 4, width: 40, height: 40), color: Self.ink)], width: 48, height: 48,
            scale: 2)
        var darkness = 0
        for y in 0..<image.height {
            for x in 0..<image.width { darkness += 255 - Int(image.pixel(x: x, y: y).red) }
        }
        return darkness / 255
    }

    @Test(
        "a .fill variant covers more than its outline",
        arguments: ["heart", "camera", "bell", "icloud", "photo", "star"])
    func fillCoversMoreThanOutline(name: String) throws {
        let outline = try inkedPixels(name)
        let filled = try inkedPixels(name + ".fill")
        #expect(outline > 100)
        #expect(Double(filled) > Double(outline) * 1.2, "\(name): outline \(outline), filled \(filled)")
    }

    /// Each of `names` drawn at 32 points must be a picture of its own.
    func expectDistinctPictures(_ names: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        var pictures: [[RGBA8]] = []
        for name in names {
            let image = try renderDecoded(
                [.symbol(name, rect: Rect(x: 0, y: 0, width: 32, height: 32), color: Self.ink)], width: 32, height: 32)
            pictures.append((0..<32).flatMap { y in (0..<32).map { x in image.pixel(x: x, y: y) } })
        }
        for i in pictures.indices {
            for j in pictures.indices where j > i {
                let message: Comment = "\(names[i]) and \(names[j]) look the same"
                #expect(pictures[i] != pictures[j], message, sourceLocation: sourceLocation)
            }
        }
    }

    /// A font without the glyph would draw the same missing-glyph box for every name.
    @Test func distinctSymbolsDrawDistinctPictures() throws {
        let names = ["magnifyingglass", "mic.fill", "camera.fill", "square.and.pencil", "note.text", "camera.aperture",
                     "xmark.octagon.fill", "photo"]
        try expectDistinctPictures(names)
    }

    /// Symbols real projects use for maths keys, films and books, and an equals sign in a square.
    @Test func operatorFilmAndBookSymbolsDrawTheirPictures() throws {
        try expectDistinctPictures(
            ["equal.square", "plus.forwardslash.minus", "movieclapper", "book.pages", "no.such.symbol"])
    }

    /// Names composed by SF's rules rather than spelled out draw their own pictures, none of them the placeholder.
    @Test func composedNamesDrawTheirPictures() throws {
        let names = ["figure.yoga.circle.fill", "figure.basketball", "gear.badge", "document.on.document",
                     "person.fill.questionmark", "no.such.symbol"]
        try expectDistinctPictures(names)
        #expect(try inkedPixels("figure.flexibility") > 100)
    }

    /// `1.circle.fill` is a disc with the digit knocked out: different numbers are different pictures, and the
    /// number leaves a hole in the middle where the disc alone would be solid.
    @Test func numberedSymbolsKnockTheirNumberOutOfTheDisc() throws {
        let names = ["1.circle.fill", "2.circle.fill", "10.circle.fill", "a.circle.fill"]
        try expectDistinctPictures(names)
        let disc = try inkedPixels("circle.fill")
        let numbered = try inkedPixels("8.circle.fill")
        #expect(Double(numbered) < Double(disc) * 0.95, "disc \(disc), numbered \(numbered)")
        #expect(Double(numbered) > Double(disc) * 0.6, "disc \(disc), numbered \(numbered)")
    }

    @Test("a name without a glyph draws a dashed outline: ink along the edge, a gap in each side's dashes")
    func placeholderIsDashed() throws {
        let image = try renderDecoded(
            [.symbol("no.such.symbol", rect: Rect(x: 0, y: 0, width: 100, height: 100), color: Self.ink)],
            width: 100, height: 100)
        // The left side runs down x ≈ 12…20; along it, inked and blank stretches alternate.
        let column = (20..<80).map { y in (10..<22).contains { x in image.pixel(x: x, y: y) != white } }
        #expect(column.contains(true) && column.contains(false))
        #expect(image.pixel(x: 50, y: 50) == white)
    }
}
