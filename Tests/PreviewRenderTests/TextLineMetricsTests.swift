import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Where Pango sets the lines of a text and where the font puts its underline and strikethrough.
@Suite("Text line metrics")
struct TextLineMetricsTests {
    static let body = ResolvedFont(pointSize: 17)

    @Test func oneLineLiesOnTheBaselineOfTheMeasuredText() throws {
        let measurer = try FrameRenderer().textMeasurer
        let size = measurer.measure("Hello", font: Self.body, maxWidth: nil)
        let set = measurer.lines("Hello", font: Self.body, maxWidth: nil, lineLimit: nil)
        let line = try #require(set.lines.first)
        #expect(set.lines.count == 1)
        #expect(abs(line.width - size.width) < 0.01 && line.x == 0)
        #expect(line.baseline > size.height / 2 && line.baseline < size.height, "\(line) in \(size)")
        // The underline below the baseline, the strikethrough above it, each a thin line of the font.
        #expect(set.underlineOffset > 0 && set.underlineOffset < 4, "\(set)")
        #expect(set.strikethroughRise > 3 && set.strikethroughRise < 9, "\(set)")
        #expect(set.underlineThickness > 0.5 && set.underlineThickness < 2, "\(set)")
        #expect(set.strikethroughThickness > 0.5 && set.strikethroughThickness < 2, "\(set)")
    }

    @Test func wrappedTextHasALinePerSetLine() throws {
        let measurer = try FrameRenderer().textMeasurer
        let text = "The quick brown fox jumps over the lazy dog"
        let size = measurer.measure(text, font: Self.body, maxWidth: 120)
        let set = measurer.lines(text, font: Self.body, maxWidth: 120, lineLimit: nil)
        #expect(set.lines.count >= 3)
        #expect(set.lines.allSatisfy { $0.width <= 120 }, "\(set.lines)")
        let baselines = set.lines.map(\.baseline)
        #expect(zip(baselines, baselines.dropFirst()).allSatisfy { $0 < $1 } && baselines.last! < size.height)
        let cut = measurer.lines(text, font: Self.body, maxWidth: 120, lineLimit: 2)
        #expect(cut.lines.count == 2)
    }
}

/// Styled runs set as one paragraph by Pango: pieces where the paragraph put them.
@Suite("Styled text placement")
struct StyledTextPlacementTests {
    static let body = ResolvedFont(pointSize: 17)

    @Test func runsShareLinesAndWrapTogether() throws {
        let measurer = try FrameRenderer().textMeasurer
        let bold = ResolvedFont(pointSize: 17, weight: .bold)
        let runs = [
            FontRun("The quick ", font: Self.body), FontRun("brown fox", font: bold),
            FontRun(" jumps over the lazy dog", font: Self.body),
        ]
        let one = measurer.place(runs, maxWidth: nil)
        #expect(one.lineWidths.count == 1)
        // On one line the pieces follow each other and fill the paragraph's width.
        #expect(one.fragments.map(\.run) == [0, 1, 2])
        let joined = one.fragments.map(\.text).joined()
        #expect(joined == "The quick brown fox jumps over the lazy dog")
        for (a, b) in zip(one.fragments, one.fragments.dropFirst()) { #expect(abs(a.x + a.width - b.x) < 0.01) }
        #expect(abs(one.fragments.map(\.width).reduce(0, +) - one.size.width) < 0.01)
        // Wrapped at 120 points: several lines, the bold run's words on the same lines as their neighbours.
        let wrapped = measurer.place(runs, maxWidth: 120)
        #expect(wrapped.lineWidths.count >= 3 && wrapped.lineWidths.allSatisfy { $0 <= 120 }, "\(wrapped.lineWidths)")
        #expect(Set(wrapped.fragments.map(\.line)).count == wrapped.lineWidths.count)
        let pieces = Dictionary(grouping: wrapped.fragments, by: \.line).mapValues { Set($0.map(\.run)) }
        #expect(pieces.values.contains { $0.count >= 2 }, "\(wrapped.fragments)")
        // A bold piece is wider than the same words set regular.
        let boldWidth = one.fragments[1].width
        #expect(boldWidth > measurer.measure("brown fox", font: Self.body, maxWidth: nil).width)
    }

    /// An inline object (a symbol in a `Text`) takes its width in the line, sits on the baseline without making
    /// the line taller, and wraps with the words around it.
    @Test func anInlineObjectTakesItsWidthOnTheBaselineAndWrapsWithTheWords() throws {
        let measurer = try FrameRenderer().textMeasurer
        let words = "The quick brown fox jumps over the lazy dog"
        let runs = [
            FontRun("The quick brown ", font: Self.body), FontRun("", font: Self.body, inlineWidth: 20),
            FontRun(" fox jumps over the lazy dog", font: Self.body),
        ]
        let one = measurer.place(runs, maxWidth: nil)
        let object = try #require(one.fragments.first { $0.run == 1 })
        #expect(object.width == 20 && object.height == 0)
        let baseline = try #require(measurer.lines(words, font: Self.body, maxWidth: nil, lineLimit: nil).lines.first)
        #expect(abs(object.y - baseline.baseline) < 0.01, "\(object) on \(baseline)")
        let plain = measurer.measure("The quick brown  fox jumps over the lazy dog", font: Self.body, maxWidth: nil)
        #expect(abs(one.size.width - plain.width - 20) < 0.5 && one.size.height == plain.height)
        let wrapped = measurer.place(runs, maxWidth: 120)
        #expect(wrapped.lineWidths.count >= 3, "\(wrapped.lineWidths)")
        let line = try #require(wrapped.fragments.first { $0.run == 1 }).line
        #expect(wrapped.fragments.contains { $0.line == line && $0.run != 1 }, "\(wrapped.fragments)")
    }
}
