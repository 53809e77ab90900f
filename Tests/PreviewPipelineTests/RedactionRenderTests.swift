import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `.redacted(reason: .placeholder)`: each line of text a faint rounded bar of the line's width, images faint boxes,
/// and `.unredacted()` exempting what is below it.
@Suite struct RedactionRenderTests {
    func render(_ body: String) throws -> PreviewFrameRenderer.Output {
        try FixedLayoutPreview.render(body)
    }

    func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            guard case .text(let string, _, _, _, _, _) = item else { return nil }
            return string
        }
    }

    /// The rounded fills, as (rect, colour).
    func bars(_ list: DisplayList) -> [(Rect, ResolvedPaint)] {
        list.items.compactMap { item in
            guard case .fill(.roundedRectangle, let rect, let paint) = item else { return nil }
            return (rect, paint)
        }
    }

    @Test func textBecomesABarPerLineAsWideAsTheLine() throws {
        let output = try render(
            #"""
            VStack(alignment: .leading) {
                Text("Short")
                Text("A much longer line of text")
            }
            .redacted(reason: .placeholder)
            """#)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(texts(output.displayList).isEmpty)
        let found = bars(output.displayList)
        #expect(found.count == 2)
        guard found.count == 2 else { return }
        #expect(found[0].0.width < found[1].0.width)
        // The primary label colour, faint.
        #expect(found[0].1 == .color(RGBA(0, 0, 0, alpha: 0.16)), "\(found[0].1)")
    }

    @Test func wrappedTextHasABarForEachLine() throws {
        let output = try render(
            #"""
            Text("One two three four five six seven eight nine ten eleven twelve").frame(width: 120)
                .redacted(reason: .placeholder)
            """#)
        #expect(bars(output.displayList).count >= 3, "\(output.displayList.items)")
    }

    @Test func imagesBecomeBoxesAndUnredactedContentIsDrawn() throws {
        let output = try render(
            #"""
            HStack {
                Image(systemName: "star")
                Text("Hidden")
                Text("Shown").unredacted()
            }
            .redacted(reason: .placeholder)
            """#)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(texts(output.displayList) == ["Shown"])
        #expect(!output.displayList.items.contains { if case .symbol = $0 { true } else { false } })
        #expect(bars(output.displayList).count == 2)
    }

    @Test func noReasonDrawsTheContentAndOtherReasonsAreReported() throws {
        let none = try render(#"Text("a").redacted(reason: [])"#)
        #expect(none.diagnostics.isEmpty && texts(none.displayList) == ["a"])
        let privacy = try render(#"Text("a").redacted(reason: .privacy)"#)
        #expect(
            privacy.diagnostics.map(\.message) == ["'.redacted' for this reason is not drawn yet; drawn unredacted"])
    }
}
