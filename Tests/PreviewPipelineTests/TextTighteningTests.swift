import PreviewInterpreter
import PreviewLayout
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `.allowsTightening(true)`: a line up to 5% wider than its space is set with tighter spacing instead of being
/// cut with an ellipsis, as Apple's text system tightens before truncating; a longer one is cut as before.
@Suite struct TextTighteningTests {
    static let title = "Quarterly revenue summary"

    /// The title's width on one line, and how it is set in `width` points, tightened or not.
    func setting(width: Double, tightening: Bool) throws -> (natural: Double, font: ResolvedFont, rect: Rect) {
        let natural = try renderOnlyPreview("Text(\"\(Self.title)\").fixedSize()").displayList.items.compactMap {
            item -> Double? in
            if case .text(_, let rect, _, _, _, _) = item { return rect.width }
            return nil
        }.first
        let output = try renderOnlyPreview(
            """
            Text("\(Self.title)")
                .lineLimit(1)
                .allowsTightening(\(tightening))
                .frame(width: \(width))
            """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        for case .text(_, let rect, let font, _, _, _) in output.displayList.items {
            return (try #require(natural), font, rect)
        }
        throw TighteningTestError.noText
    }

    enum TighteningTestError: Error { case noText }

    @Test func aLineSlightlyTooWideIsTightenedToFit() throws {
        let natural = try setting(width: 1000, tightening: true).natural
        let width = (natural * 0.97).rounded(.down)
        let set = try setting(width: width, tightening: true)
        let characters = Double(Self.title.count)
        #expect(set.font.addedTracking < 0, "\(set.font)")
        // No more than the text's overflow spread over its characters, and at most 5% of an average advance.
        #expect(-set.font.addedTracking <= 0.05 * natural / characters + 0.01, "\(set.font.addedTracking)")
        #expect(set.rect.width <= width + 0.01, "\(set.rect)")
        let untightened = try setting(width: width, tightening: false)
        #expect(untightened.font.addedTracking == 0)
    }

    /// Markdown runs are tightened together, as one paragraph, when they would take more lines than their limit.
    @Test func markdownRunsAreTightenedToo() throws {
        let title = "**Quarterly** revenue summary"
        let natural = try renderOnlyPreview("Text(\"\(title)\").fixedSize()").displayList.items.compactMap {
            item -> Double? in
            if case .text(_, let rect, _, _, _, _) = item { return rect.maxX }
            return nil
        }.max()
        let left = try renderOnlyPreview("Text(\"\(title)\").fixedSize()").displayList.items.compactMap {
            item -> Double? in
            if case .text(_, let rect, _, _, _, _) = item { return rect.minX }
            return nil
        }.min()
        let width = ((try #require(natural) - (try #require(left))) * 0.97).rounded(.down)
        let output = try renderOnlyPreview(
            "Text(\"\(title)\").lineLimit(1).allowsTightening(true).frame(width: \(width))")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let fonts = output.displayList.items.compactMap { item -> (String, ResolvedFont)? in
            if case .text(let string, _, let font, _, _, _) = item { return (string, font) }
            return nil
        }
        #expect(fonts.contains { $0.0.contains("summary") }, "the whole title stays on its line: \(fonts)")
        #expect(!fonts.isEmpty && fonts.allSatisfy { $0.1.addedTracking < 0 }, "\(fonts)")
    }

    @Test func aLineFarTooWideIsCutUntightened() throws {
        let natural = try setting(width: 1000, tightening: true).natural
        let set = try setting(width: (natural * 0.8).rounded(.down), tightening: true)
        #expect(set.font.addedTracking == 0, "\(set.font)")
    }

    @Test func aLineThatFitsIsNotTightened() throws {
        let set = try setting(width: 1000, tightening: true)
        #expect(set.font.addedTracking == 0, "\(set.font)")
    }
}
