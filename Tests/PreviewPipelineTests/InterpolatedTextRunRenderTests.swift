import PreviewLayout
import PreviewViews
import Testing

/// A `Text` key that interpolates a symbol and a styled text is drawn as iOS sets it: one line, the symbol, then
/// the bold words, then the rest, left to right on the same baseline.
@Suite struct InterpolatedTextRunRenderTests {
    @Test func aSymbolAndABoldTextInAKeyAreDrawnInOrderOnOneLine() throws {
        let list = try cleanDisplayList(#"Text("\(Image(systemName: "star.fill")) \(Text("4.5").bold()) of 5")"#)
        let symbols = list.items.compactMap { item -> Rect? in
            if case .symbol("star.fill", let rect, _, _) = item { return rect }
            return nil
        }
        let star = try #require(symbols.first, "no star in \(list.items)")
        let rating = try drawnText("4.5", in: list)
        let rest = try drawnText(" of 5", in: list)
        #expect(star.maxX <= rating.minX && rating.maxX <= rest.minX + 1, "\(star) \(rating) \(rest)")
        #expect(abs(rating.midY - rest.midY) < 1 && abs(star.midY - rating.midY) < rating.height / 2)
        let fonts = list.items.compactMap { item -> ResolvedFont? in
            if case .text("4.5", _, let font, _, _, _) = item { return font }
            return nil
        }
        #expect(fonts.first?.weight == .bold)
    }
}
