import PreviewLayout
import PreviewViews
import Testing

/// `.underline()` and `.strikethrough()` as filled rectangles along each set line, with fake metrics (20 pt text:
/// 10 points a character, lines 25 points tall with the baseline at 20, lines 1 point thick, the underline 2
/// points below the baseline and the strikethrough 7.5 above it).
@Suite("Text lines")
struct TextLineLayoutTests {
    private func lined(_ kind: TextLineKind, _ style: TextLineStyle?, _ text: String = "abcd") -> ViewNode {
        .environment(.textLine(kind, style), .text(text))
    }

    @Test func anUnderlineRunsUnderTheTextInItsColour() throws {
        let list = layout(lined(.underline, TextLineStyle()))
        let text = try #require(list.textRect("abcd"))
        #expect(text == Rect(x: 80, y: 37.5, width: 40, height: 25))
        let fills = list.contentFills
        #expect(fills.count == 1)
        #expect(fills.first?.rect == Rect(x: 80, y: 37.5 + 20 + 2, width: 40, height: 1))
        let textColor = EnvironmentValues().foregroundRGBA
        #expect(fills.first?.color == ResolvedPaint.color(textColor).description)
    }

    @Test func aStrikethroughInItsOwnColourCrossesTheText() throws {
        let list = layout(lined(.strikethrough, TextLineStyle(color: .system(.red))))
        let fills = list.contentFills
        #expect(fills.map(\.rect) == [Rect(x: 80, y: 37.5 + 20 - 7.5, width: 40, height: 1)])
        let red = EnvironmentValues().resolve(.system(.red))
        #expect(fills.first?.color == ResolvedPaint.color(red).description)
    }

    @Test func aDashedLineIsCutIntoDashesOfItsThickness() {
        // Dashes 4 thick long with gaps 2 long, from the line's start: 0, 6, … 36 along 40 points.
        let fills = layout(lined(.underline, TextLineStyle(pattern: .dash))).contentFills
        #expect(fills.map(\.rect.minX) == [80, 86, 92, 98, 104, 110, 116])
        #expect(fills.map(\.rect.width) == [4, 4, 4, 4, 4, 4, 4])
    }

    @Test func everyWrappedLineHasItsLine() {
        // "aaaa bbbb" in 60 points wraps onto two lines: one underline each, a line (25 points) apart.
        let list = layout(frame(width: 60, lined(.underline, TextLineStyle(), "aaaa bbbb")))
        let ys = list.contentFills.map(\.rect.minY)
        #expect(ys.count == 2 && ys[1] - ys[0] == 25, "\(ys)")
    }

    @Test func anInactiveLineDrawsNothing() {
        #expect(layout(lined(.underline, nil)).contentFills.isEmpty)
        #expect(
            layout(.environment(.textLine(.underline, nil), lined(.underline, TextLineStyle()))).contentFills.count == 1
        )
        #expect(layout(lined(.underline, nil)).textRect("abcd") != nil)
    }
}

/// A text of styled runs (Markdown) with fake metrics: runs side by side in their own fonts and colours.
@Suite("Styled text")
struct StyledTextLayoutTests {
    @Test func runsSitSideBySideInTheirColoursWithTheirLines() throws {
        let list = layout(.styledText([TextRun("ab"), TextRun("cd", link: true), TextRun("ef", strikethrough: true)]))
        let texts = list.items.compactMap { item -> (String, Rect, String)? in
            guard case .text(let string, let rect, _, let color, _, _) = item else { return nil }
            return (string, rect, color.description)
        }
        // 60 points of text centred in 200: "ab" at 70, "cd" at 90, "ef" at 110, each 20 wide (a point of room).
        #expect(texts.map(\.0) == ["ab", "cd", "ef"])
        #expect(texts.map(\.1.minX) == [70, 90, 110], "\(texts)")
        let environment = EnvironmentValues()
        #expect(texts[0].2 == environment.foregroundRGBA.description)
        #expect(texts[1].2 == environment.resolve(.system(.accentColor)).description)
        // The struck run has its line, 7.5 points above its baseline (20 points down its 25-point line).
        #expect(list.contentFills.map(\.rect) == [Rect(x: 110, y: 37.5 + 20 - 7.5, width: 20, height: 1)])
    }

    @Test func aSymbolRunSitsInTheLineAtItsImageSizeCentredOnTheText() throws {
        let list = layout(.styledText([TextRun("ab"), TextRun("", symbol: "star.fill"), TextRun("cd")]))
        let texts = list.items.compactMap { item -> Rect? in
            guard case .text(_, let rect, _, _, _, _) = item else { return nil }
            return rect
        }
        let symbols = list.items.compactMap { item -> (String, Rect)? in
            guard case .symbol(let name, let rect, _, _) = item else { return nil }
            return (name, rect)
        }
        let alone = layout(.image(ImageSpec(source: .symbol("star.fill")))).items.compactMap { item -> Rect? in
            guard case .symbol(_, let rect, _, _) = item else { return nil }
            return rect
        }
        let symbol = try #require(symbols.first)
        #expect(texts.count == 2 && symbols.count == 1 && symbol.0 == "star.fill")
        #expect(symbol.1.size == alone.first?.size, "\(symbol.1) alone \(alone)")
        // "ab" is 20 points wide; the symbol follows it, and "cd" the symbol.
        #expect(symbol.1.minX == texts[0].minX + 20 && texts[1].minX == symbol.1.maxX, "\(texts) \(symbol.1)")
        let middle = { (rect: Rect) in rect.minY + rect.height / 2 }
        #expect(abs(middle(symbol.1) - middle(texts[0])) < 0.01, "\(texts) \(symbol.1)")
    }

    @Test func boldRunsAreSetBold() throws {
        let list = layout(.styledText([TextRun("ab", bold: true), TextRun("cd", italic: true, monospaced: true)]))
        let fonts = list.items.compactMap { item -> ResolvedFont? in
            guard case .text(_, _, let font, _, _, _) = item else { return nil }
            return font
        }
        #expect(fonts.map(\.weight) == [.bold, .regular])
        #expect(fonts.map(\.italic) == [false, true] && fonts.map(\.monospaced) == [false, true])
    }
}
