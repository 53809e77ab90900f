@testable import PreviewRender
import PreviewViews
import Testing

/// Long runs without a break opportunity get an invisible one every `UnbrokenRuns.longest` characters, so that
/// Pango's wrapping stays linear; everything else reaches Pango unchanged.
@Suite struct UnbrokenRunsTests {
    @Test func ordinaryTextIsUnchanged() {
        let paragraph = String(repeating: "A sentence of ordinary words, wrapped as usual. ", count: 200)
        #expect(UnbrokenRuns.bounded(paragraph) == paragraph)
        #expect(UnbrokenRuns.bounded("short") == "short")
        let url = "https://example.com/" + String(repeating: "a", count: 200)
        #expect(UnbrokenRuns.bounded(url) == url)
    }

    @Test func aLongRunGetsABreakOpportunityEveryLongestCharacters() {
        let run = String(repeating: "w", count: 1000)
        let bounded = UnbrokenRuns.bounded("x " + run)
        let pieces = bounded.dropFirst(2).split(separator: "\u{200B}")
        #expect(pieces.map(\.count) == [256, 256, 256, 232])
        #expect(bounded.filter { $0 != "\u{200B}" } == "x " + run, "only invisible characters are added")
    }

    @Test func aWrappedRunMeasuresAsOneCharacterPerLine() throws {
        let engine = try PangoTextEngine()
        let font = ResolvedFont(pointSize: 17)
        let one = engine.measure("w", font: font, maxWidth: 10)
        let unchanged = engine.measure(String(repeating: "w", count: UnbrokenRuns.longest), font: font, maxWidth: 10)
        let bounded = engine.measure(String(repeating: "w", count: 600), font: font, maxWidth: 10)
        #expect(bounded.width == unchanged.width, "the added breaks make no line wider")
        // Each w on its own line, and at most one line more per added break.
        let lines = (bounded.height / one.height).rounded()
        #expect(lines >= 600 && lines <= 600 + 2, "\(lines) lines")
    }
}
