import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// Text of styled runs (Markdown) under `.minimumScaleFactor` and `.lineLimit(_:reservesSpace:)`, set by Pango as a
/// plain text is: smaller until it fits its lines, and as tall as the lines it reserves.
@Suite struct StyledTextFittingTests {
    func pieces(_ body: String) throws -> [(text: String, rect: Rect, size: Double)] {
        let output = try FixedLayoutPreview.render(body, width: 300, height: 200)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return output.displayList.items.compactMap { item in
            guard case .text(let text, let rect, let font, _, _, _) = item else { return nil }
            return (text, rect, font.pointSize)
        }
    }

    @Test func runsShrinkTogetherUntilTheyFitOneLine() throws {
        let set = try pieces(
            #"Text("**Total** due this month, including tax").lineLimit(1).minimumScaleFactor(0.3).frame(width: 150)"#)
        try #require(set.count == 2, "\(set.map(\.text))")
        #expect(set.allSatisfy { $0.size < 17 && $0.size >= 17 * 0.3 }, "\(set.map(\.size))")
        #expect(set[0].size == set[1].size, "scaled alike: \(set.map(\.size))")
        #expect(set[0].rect.minY == set[1].rect.minY, "on one line: \(set.map(\.rect))")
        #expect(set.contains { $0.text.hasSuffix("tax") }, "nothing cut: \(set.map(\.text))")
        let left = set.map(\.rect.minX).min() ?? 0, right = set.map(\.rect.maxX).max() ?? 0
        #expect(right - left <= 150 + 2, "within the frame: \(left)…\(right)")
    }

    @Test func styledTextWithoutAFactorIsCutAtItsOwnSize() throws {
        let set = try pieces(#"Text("**Total** due this month, including tax").lineLimit(1).frame(width: 150)"#)
        #expect(set.allSatisfy { $0.size == 17 }, "\(set.map(\.size))")
        #expect(!set.contains { $0.text.hasSuffix("tax") }, "the rest is cut: \(set.map(\.text))")
    }

    @Test func styledTextReservesItsLines() throws {
        let output = try FixedLayoutPreview.render(
            #"Text("**Short**").lineLimit(3, reservesSpace: true).background(Color.red)"#, width: 300, height: 200)
        // The red background, the first fill after the canvas's.
        let fill = output.displayList.items.dropFirst().compactMap { item -> Rect? in
            guard case .fill(_, let rect, _) = item else { return nil }
            return rect
        }.first
        let text = try #require(output.displayList.items.compactMap { item -> Rect? in
            if case .text(_, let rect, _, _, _, _) = item { return rect }
            return nil
        }.first)
        let box = try #require(fill, "\(output.displayList.items.map(\.dumpLine))")
        #expect(box.height >= text.height * 3 - 1, "three lines: \(box) for a line of \(text)")
    }
}
