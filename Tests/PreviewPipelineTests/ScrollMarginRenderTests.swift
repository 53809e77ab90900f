import PreviewLayout
import PreviewModel
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `.contentMargins` and `.safeAreaPadding`: a scroll view keeps the room inside its frame, before its content, and
/// any other view is padded by `.safeAreaPadding`.
@Suite struct ScrollMarginRenderTests {
    /// The rectangles of the fills of `Color.red` in the frame of `body`.
    func redFills(_ body: String) throws -> (rects: [Rect], messages: [String]) {
        let output = try FixedLayoutPreview.render(body, width: 200, height: 200)
        let red = SystemColor.red.resolved(in: .light)
        let rects = output.displayList.items.compactMap { item -> Rect? in
            guard case .fill(_, let rect, .color(let color)) = item, color == red else { return nil }
            return rect
        }
        return (rects, output.diagnostics.map(\.message))
    }

    @Test func contentMarginsPadAScrollViewsContentInsideItsFrame() throws {
        let (rects, messages) = try redFills(
            """
            ScrollView(.horizontal) { Color.red.frame(width: 300, height: 50) }
                .contentMargins(.horizontal, 20, for: .scrollContent)
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(rects.map(\.minX) == [20])
    }

    @Test func contentMarginsReachScrollViewsBelowAndTheInnermostEdgeCounts() throws {
        let (rects, messages) = try redFills(
            """
            VStack {
                ScrollView { Color.red.frame(width: 100, height: 50) }.contentMargins(.top, 8)
            }
            .contentMargins(30)
            .frame(width: 200, height: 200, alignment: .top)
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(rects.map(\.minY) == [8])
    }

    @Test func marginsOfTheScrollIndicatorsChangeNothingDrawn() throws {
        let (rects, messages) = try redFills(
            """
            ScrollView(.horizontal) { Color.red.frame(width: 300, height: 50) }
                .contentMargins(.horizontal, 20, for: .scrollIndicators)
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(rects.map(\.minX) == [0])
    }

    @Test func contentMarginsOfAListAreReported() throws {
        let (_, messages) = try redFills(#"List { Text("Row") }.contentMargins(.horizontal, 0)"#)
        #expect(messages == ["'.contentMargins' of a list is not drawn yet; drawn with the list style's own margins"])
    }

    @Test func safeAreaPaddingOfAScrollViewPadsItsContent() throws {
        let (rects, messages) = try redFills(
            """
            ScrollView { Color.red.frame(height: 50) }
                .safeAreaPadding(.top, 30)
                .background(Color.blue)
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(rects.map(\.minY) == [30])
    }

    @Test func safeAreaPaddingOfAnyOtherViewIsPadding() throws {
        let (rects, messages) = try redFills("Color.red.safeAreaPadding().frame(width: 100, height: 100)")
        #expect(messages.isEmpty, "\(messages)")
        #expect(rects == [Rect(x: 66, y: 66, width: 68, height: 68)])
    }
}
