import PreviewLayout
import PreviewViews
import Testing

@Suite struct ModifierLayoutTests {
    @Test func fixedFrameReplacesTheSizeAndAlignsTheContent() {
        // A 100×50 frame centred at (50, 25); the 20×25 text sits in its bottom-trailing corner.
        let list = layout(frame(width: 100, height: 50, alignment: .bottomTrailing, .text("ab")))
        #expect(list.textRect("ab") == Rect(x: 130, y: 50, width: 20, height: 25))

        // Only a height: 20 wide (from the text) × 50 tall, at (90, 25); the text is centred vertically inside.
        let tall = layout(frame(height: 50, .text("ab")).background(.color(.system(.blue))))
        #expect(tall.contentFills.map(\.rect) == [Rect(x: 90, y: 25, width: 20, height: 50)])
        #expect(tall.textRect("ab") == Rect(x: 90, y: 37.5, width: 20, height: 25))
    }

    @Test func paddingAddsInsetsAroundTheContent() {
        // 20×25 text + 16 on each side = 52×57, centred at (74, 21.5).
        let list = layout(ViewNode.padding(EdgeInsets(all: 16), .text("ab")).background(.color(.system(.yellow))))
        #expect(
            list.dump == """
                canvas 200×100
                fill Rectangle (0, 0, 200, 100) #ffffff
                fill Rectangle (74, 21.5, 52, 57) #ffcc00
                text "ab" (90, 37.5, 20, 25) 20pt/400 #000000 leading
                """)
    }

    @Test func paddingOffersTheContentWhatIsLeftInsideTheInsets() {
        // The 92-wide frame leaves 60 for the text, which wraps to two lines (50×50); padded it is 82×82,
        // centred in the 92×82 frame at (54, 9), so the text starts at (54 + 5 + 16, 9 + 16).
        let list = layout(frame(width: 92, .padding(EdgeInsets(all: 16), .text("aa bb cc"))))
        #expect(list.textRect("aa bb cc") == Rect(x: 75, y: 25, width: 50, height: 50))
    }

    /// Outside a list (which lays the row background out itself) `.listRowBackground` draws nothing.
    @Test func listRowBackgroundOutsideAListDrawsOnlyTheContent() {
        let list = layout(
            .decoration(.color(.system(.red)), placement: .listRow, alignment: .center, content: .text("abc")))
        #expect(list.contentFills.isEmpty)
        #expect(list.textRect("abc") == Rect(x: 85, y: 37.5, width: 30, height: 25))
    }

    @Test func backgroundIsSizedToItsContentAndDrawnBehindIt() {
        let list = layout(ViewNode.text("abc").background(.color(.system(.red))))
        let textRect = Rect(x: 85, y: 37.5, width: 30, height: 25)
        #expect(list.textRect("abc") == textRect)
        #expect(list.contentFills.map(\.rect) == [textRect])
        guard case .fill = list.items[1], case .text = list.items[2] else {
            Issue.record("expected the background before the text: \(list.dump)")
            return
        }

        // A background that chooses another size than offered is centred on the content.
        let small = layout(ViewNode.text("abc").background(frame(width: 10, height: 10, .color(.system(.red)))))
        #expect(small.contentFills.map(\.rect) == [Rect(x: 95, y: 45, width: 10, height: 10)])
    }

    @Test func overlayIsDrawnInFrontOfItsContent() {
        let list = layout(
            frame(width: 40, height: 40, .color(.system(.blue))).overlay(.shape(.circle, .fill(.color(.system(.red))))))
        #expect(
            list.dump == """
                canvas 200×100
                fill Rectangle (0, 0, 200, 100) #ffffff
                fill Rectangle (80, 30, 40, 40) #007aff
                fill Circle (80, 30, 40, 40) #ff3b30
                """)
    }
}

extension ViewNode {
    func background(_ background: ViewNode, alignment: Alignment = .center) -> ViewNode {
        .decoration(background, placement: .behind, alignment: alignment, content: self)
    }
    func overlay(_ overlay: ViewNode, alignment: Alignment = .center) -> ViewNode {
        .decoration(overlay, placement: .inFront, alignment: alignment, content: self)
    }
}
