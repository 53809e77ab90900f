import PreviewLayout
import PreviewViews
import Testing

@Suite struct ZStackLayoutTests {
    @Test func zstackIsAsLargeAsItsLargestChildAndAlignsTheOthers() {
        // 60×40 centred at (70, 30); the 10×25 text in its bottom-trailing corner; the colour drawn first.
        let root = ViewNode.zstack(
            alignment: .bottomTrailing, children: [frame(width: 60, height: 40, .color(.system(.blue))), .text("a")])
        let list = layout(root)
        #expect(
            list.dump == """
                canvas 200×100
                fill Rectangle (0, 0, 200, 100) #ffffff
                fill Rectangle (70, 30, 60, 40) #007aff
                text "a" (120, 45, 10, 25) 20pt/400 #000000 leading
                """)
    }

    @Test func zstackOffersEveryChildTheSameProposal() {
        // The colour takes the whole canvas, so the top-leading text lands in the canvas corner.
        let list = layout(.zstack(alignment: .topLeading, children: [.color(.system(.red)), .text("a")]))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 0, width: 200, height: 100)])
        #expect(list.textRect("a") == Rect(x: 0, y: 0, width: 10, height: 25))

        // Outside a stack a spacer also takes what it is offered, so the bottom-aligned text ends up at the bottom.
        let spaced = layout(.zstack(alignment: .bottom, children: [.spacer(minLength: nil), .text("a")]))
        #expect(spaced.textRect("a") == Rect(x: 95, y: 75, width: 10, height: 25))
    }

    @Test func aShapeBehindContentFillsTheStackInAScrollView() throws {
        // Offered no height, the rounded rectangle alone would be 10 points tall; placed with the stack's own size
        // (the padded text's 65 points), it is the card behind the text, as in SwiftUI.
        let card = ViewNode.zstack(
            alignment: .leading,
            children: [
                .shape(.roundedRectangle(cornerRadius: 12), .fill(.color(.system(.blue)))),
                .padding(EdgeInsets(all: 20), .text("a")),
            ])
        let list = layout(.scroll(axes: .vertical, content: card))
        let fill = try #require(list.contentFills.first { $0.shape == .roundedRectangle(cornerRadius: 12) })
        let text = try #require(list.textRect("a"))
        #expect(fill.rect.height == 65 && fill.rect.width == 200, "\(fill.rect)")
        #expect(fill.rect.minY == text.minY - 20, "\(fill.rect) \(text)")
    }
}

