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
