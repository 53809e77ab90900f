import PreviewLayout
import PreviewViews
import Testing

/// A list row's separator (`DecorationPlacement.rowSeparator`): a hairline along the row's top or bottom edge that
/// starts at the leftmost text drawn in the row, not under its icon nor at the row's edge.
@Suite struct RowSeparatorLayoutTests {
    func row(_ content: ViewNode, top: Bool = false) -> ViewNode {
        .decoration(
            frame(height: 0.5, .color(.system(.red))), placement: .rowSeparator(top: top, leading: 16),
            alignment: top ? .top : .bottom, content: frame(width: 200, height: 40, alignment: .leading, content))
    }

    func separator(_ list: DisplayList) -> Rect? {
        list.contentFills.first { $0.color == "#ff3b30" }?.rect
    }

    @Test func theLineStartsAtTheTextAfterAnIcon() throws {
        // A 30-point icon, 8 points of space, then the text at x = 38.
        let list = layout(row(hstack(spacing: 8, frame(width: 30, height: 30, .color(.system(.blue))), .text("ab"))))
        let text = try #require(list.textRect("ab"))
        #expect(text.minX == 38)
        #expect(separator(list) == Rect(x: 38, y: 69.5, width: 162, height: 0.5))
    }

    @Test func theLeftmostTextCountsWhateverIsDrawnFirst() throws {
        // "zz" is drawn first, at the trailing end; "ab" after it, 50 points in.
        let trailing = ViewNode.frame(FrameSpec(maxWidth: .infinity, alignment: .trailing), .text("zz"))
        let content = ViewNode.zstack(
            alignment: Alignment(horizontal: .leading, vertical: .center), children: [trailing, .text("ab")])
        let list = layout(row(hstack(spacing: 0, frame(width: 50, height: 10, .empty), content), top: true))
        #expect(list.textRect("ab")?.minX == 50)
        #expect(separator(list) == Rect(x: 50, y: 30, width: 150, height: 0.5))
    }

    @Test func aRowWithoutTextStartsTheLineAtItsLeadingInset() {
        let list = layout(row(frame(width: 30, height: 30, .color(.system(.blue)))))
        #expect(separator(list) == Rect(x: 16, y: 69.5, width: 184, height: 0.5))
    }
}
