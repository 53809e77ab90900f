import PreviewLayout
import PreviewTestSupport
import PreviewViews
import Testing

/// `.minimumScaleFactor` and `.lineLimit(_:reservesSpace:)` with fake metrics: at 20 points a character is 10 points
/// wide and a line 25 points tall, both in proportion to the size.
struct TextFittingTests {
    /// 21 characters: 210 points wide on one line at 20 points.
    static let title = "ABCDEFGHIJ KLMNOPQRST"

    func setText(_ node: ViewNode, width: Double) throws -> (rect: Rect, size: Double, lines: Int?) {
        let list = layout(frame(width: width, .environment(.lineLimit(1), node)), canvas: Size(width: 400, height: 300))
        for case .text(_, let rect, let font, _, _, let lines) in list.items { return (rect, font.pointSize, lines) }
        Issue.record("no text in \(list.items)")
        return (Rect(x: 0, y: 0, width: 0, height: 0), 0, nil)
    }

    /// Each row: the width offered, the minimum scale factor, the size the title is set at.
    @Test(arguments: [
        (140.0, 0.5, 20 * 140.0 / 210),  // shrinks until it fits
        (105, 0.5, 10),  // fits exactly at the minimum
        (60, 0.5, 10),  // does not fit even at the minimum: set there and cut
        (300, 0.5, 20),  // fits at its own size
        (140, 1, 20),  // no factor: cut at its own size
    ])
    func textThatWouldBeCutIsSetSmallerDownToTheMinimum(width: Double, factor: Double, size: Double) throws {
        let set = try setText(.environment(.minimumScaleFactor(factor), .text(Self.title)), width: width)
        #expect(set.size <= size + 1e-9 && set.size >= size - 0.2, "set at \(set.size) points")
        #expect(set.lines == 1)
        // One line of the smaller size, rounded up to whole pixels (of a 3× screen).
        #expect(set.rect.height <= 25 * set.size / 20 + 1.0 / 3, "\(set.rect)")
        if size * 10.5 <= width { #expect(set.rect.width <= width, "\(set.rect)") }
    }

    @Test func wrappedTextShrinksUntilItsLinesFitTheLimit() throws {
        // Two lines of 150 points hold the 21 characters at 20 points only if each line keeps 15 of them: "ABCDEFGHIJ"
        // and "KLMNOPQRST" are 100 points each, so they fit without shrinking; three words need a smaller size.
        let list = layout(
            frame(
                width: 100,
                .environment(
                    .minimumScaleFactor(0.5),
                    .environment(.lineLimit(2), .text("ABCDEFGHIJ KLMNOPQRST UVWXY")))),
            canvas: Size(width: 400, height: 300))
        let sizes = list.items.compactMap { item -> Double? in
            if case .text(_, _, let font, _, _, _) = item { return font.pointSize }
            return nil
        }
        // At 20 points the third word needs a third line; at 100 / 16 characters ≈ 12.5 points two lines hold them.
        let size = try #require(sizes.first)
        #expect(size < 20 && size >= 12.4, "\(size)")
    }

    @Test func reservedLinesMakeShortTextAsTallAsTheLimit() throws {
        let reserved = layout(.environment(.reservedLineLimit(3), .text("Hi")))
        #expect(reserved.textRect("Hi")?.height == 75)
        let plain = layout(.environment(.lineLimit(3), .text("Hi")))
        #expect(plain.textRect("Hi")?.height == 25)
        // A later plain limit ends the reservation.
        let replaced = layout(.environment(.reservedLineLimit(3), .environment(.lineLimit(2), .text("Hi"))))
        #expect(replaced.textRect("Hi")?.height == 25)
    }
}
