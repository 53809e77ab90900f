@testable import PreviewLayout
import PreviewTestSupport
import PreviewViews
import Testing

/// Stacks inside stacks whose children stretch (`maxWidth`/`maxHeight: .infinity`, spacers): a stack is as
/// flexible as its most flexible child, so its parent serves it after its rigid siblings, and a stack placed at the
/// size it chose takes that size again. Each fixture is the view (its SwiftUI in the comment), the proposal, and
/// the frame of every view, with the fake metrics of `LayoutTestSupport` (20 pt text: 10 points a character, 25 a
/// line; default spacing 8).
@Suite struct FlexibleStackLayoutTests {
    let red = ViewNode.color(.system(.red))
    let blue = ViewNode.color(.system(.blue))

    /// The size `root` chooses for `proposal`.
    private func measured(_ root: ViewNode, _ proposal: ProposedSize) -> Size {
        ElementBuilder(measurer: FakeTextMeasurer()).element(for: root, environment: twentyPoint)
            .sizeThatFits(proposal)
    }

    /// A preview that sizes to fit its view: the view is offered `device`, and the canvas takes the size it chose.
    private func fitted(_ root: ViewNode, device: Size) -> (canvas: Size, list: DisplayList) {
        let canvas = LayoutEngine(measurer: FakeTextMeasurer())
            .fittingSize(of: root, proposal: device, environment: twentyPoint)
        return (canvas, layout(root, canvas: canvas))
    }

    /// VStack(alignment: .trailing) {
    ///   VStack {
    ///     Text("Top"); Color.blue.frame(minHeight: 200, idealHeight: 500, maxHeight: .infinity); Text("Bottom")
    ///   }
    ///   Text("Footer")
    /// }
    private var columnAboveAFooter: ViewNode {
        vstack(
            alignment: .trailing,
            vstack(
                .text("Top"), .frame(FrameSpec(minHeight: 200, idealHeight: 500, maxHeight: .infinity), blue),
                .text("Bottom")),
            .text("Footer"))
    }

    @Test func fittedPreviewOfANestedFlexibleStackFillsItsCanvas() {
        // Offered a 393×852 screen, the footer (rigid) is served first and keeps 25; the inner stack (as flexible as
        // its colour) gets 852 − 8 − 25 = 819, of which the colour takes 819 − 2 × (25 + 8) = 753. Placed on the
        // 393×852 canvas it chose, every view is where it was measured: no band above or below.
        let (canvas, list) = fitted(columnAboveAFooter, device: Size(width: 393, height: 852))
        #expect(canvas == Size(width: 393, height: 852))
        #expect(list.textRect("Top") == Rect(x: 181.5, y: 0, width: 30, height: 25))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 33, width: 393, height: 753)])
        #expect(list.textRect("Bottom") == Rect(x: 166.5, y: 794, width: 60, height: 25))
        #expect(list.textRect("Footer") == Rect(x: 333, y: 827, width: 60, height: 25))
    }

    @Test func idealSizeOfANestedFlexibleStackIsWhereItIsPlaced() {
        // Ideal: 25 + 8 + 500 (the ideal height) + 8 + 25 = 566 for the inner stack, + 8 + 25 for the footer; as
        // wide as "Bottom" and "Footer". Proposed that size back, the colour gets its 500 again.
        let ideal = measured(columnAboveAFooter, .unspecified)
        #expect(ideal == Size(width: 60, height: 599))
        let list = layout(columnAboveAFooter, canvas: ideal)
        #expect(list.textRect("Top") == Rect(x: 15, y: 0, width: 30, height: 25))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 33, width: 60, height: 500)])
        #expect(list.textRect("Bottom") == Rect(x: 0, y: 541, width: 60, height: 25))
        #expect(list.textRect("Footer") == Rect(x: 0, y: 574, width: 60, height: 25))
    }

    @Test func maximumOfANestedFlexibleStackIsInfinite() {
        // Offered an unlimited height (how a parent stack measures its children's flexibility), the colour takes
        // it, so the stacks around it do too.
        #expect(measured(columnAboveAFooter, ProposedSize(width: 393, height: .infinity)).height.isInfinite)
    }

    /// HStack { HStack { Text("a"); Color.red.frame(maxWidth: .infinity) }; Text("bbbb") }
    private var nestedFlexibleRow: ViewNode {
        hstack(hstack(.text("a"), .frame(FrameSpec(maxWidth: .infinity), red)), .text("bbbb"))
    }

    @Test func nestedRowWithAnInfiniteMaxWidthChild() {
        // Finite, 200×100: "bbbb" is served first, (200 − 8) / 2 = 96 offered, 40 taken; the inner stack gets 152,
        // "a" 10 of it and the colour 152 − 8 − 10 = 134; the row fills the 200 points.
        let list = layout(nestedFlexibleRow)
        #expect(list.textRect("a") == Rect(x: 0, y: 37.5, width: 10, height: 25))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 18, y: 0, width: 134, height: 100)])
        #expect(list.textRect("bbbb") == Rect(x: 160, y: 37.5, width: 40, height: 25))
        // Ideal: the colour's 10, 10 + 8 + 10 + 8 + 40 = 76 wide, as tall as the text.
        #expect(measured(nestedFlexibleRow, .unspecified) == Size(width: 76, height: 25))
        // Infinite along the row: infinite; across, the colour takes the height offered.
        #expect(
            measured(nestedFlexibleRow, ProposedSize(width: .infinity, height: 100))
                == Size(width: .infinity, height: 100))
    }

    /// VStack { VStack { Text("a"); Color.red.frame(maxHeight: .infinity) }; Text("b") }
    private var nestedStretchingColumn: ViewNode {
        vstack(vstack(.text("a"), .frame(FrameSpec(maxHeight: .infinity), red)), .text("b"))
    }

    @Test func nestedColumnWithAnInfiniteMaxHeightChild() {
        // Finite, 200×100: "b" keeps 25, the inner stack gets 100 − 8 − 25 = 67: "a" 25 and the colour 34.
        let list = layout(nestedStretchingColumn)
        #expect(list.textRect("a") == Rect(x: 95, y: 0, width: 10, height: 25))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 33, width: 200, height: 34)])
        #expect(list.textRect("b") == Rect(x: 95, y: 75, width: 10, height: 25))
        // Ideal: 25 + 8 + 10 + 8 + 25 = 76 tall, 10 wide; proposed that size back, each view keeps its ideal size.
        let ideal = measured(nestedStretchingColumn, .unspecified)
        #expect(ideal == Size(width: 10, height: 76))
        let placed = layout(nestedStretchingColumn, canvas: ideal)
        #expect(placed.textRect("a") == Rect(x: 0, y: 0, width: 10, height: 25))
        #expect(placed.contentFills.map(\.rect) == [Rect(x: 0, y: 33, width: 10, height: 10)])
        #expect(placed.textRect("b") == Rect(x: 0, y: 51, width: 10, height: 25))
        // Infinite along the column: infinite; across, as wide as offered.
        #expect(
            measured(nestedStretchingColumn, ProposedSize(width: 200, height: .infinity))
                == Size(width: 200, height: .infinity))
    }

    @Test func spacerInANestedRowPushesTheRowToTheFullWidth() {
        // HStack { HStack { Text("a"); Spacer() }; Text("bbbb") }: the inner stack is as flexible as its spacer,
        // so "bbbb" is served first and the spacer takes 152 − 8 − 10 = 134.
        let list = layout(hstack(hstack(.text("a"), .spacer(minLength: nil)), .text("bbbb")))
        #expect(list.textRect("a") == Rect(x: 0, y: 37.5, width: 10, height: 25))
        #expect(list.textRect("bbbb") == Rect(x: 160, y: 37.5, width: 40, height: 25))
    }

    @Test func spacerInANestedColumnPushesTheColumnToTheFullHeight() {
        // VStack { VStack { Text("a"); Spacer() }; Text("b") }: "b" keeps 25, the spacer takes 67 − 8 − 25 = 34.
        let list = layout(vstack(vstack(.text("a"), .spacer(minLength: nil)), .text("b")))
        #expect(list.textRect("a") == Rect(x: 95, y: 0, width: 10, height: 25))
        #expect(list.textRect("b") == Rect(x: 95, y: 75, width: 10, height: 25))
    }

    /// VStack { VStack { Text("a"); Color.red.frame(minHeight: 20, idealHeight: 30, maxHeight: 40) }; Color.blue }
    private var boundedFrameBesideAColour: ViewNode {
        vstack(
            vstack(.text("a"), .frame(FrameSpec(minHeight: 20, idealHeight: 30, maxHeight: 40), red)), blue)
    }

    @Test func boundedFrameInANestedStackBesideAColour() {
        // Finite, 200×100: the inner stack (53…73 tall) is less flexible than the colour and is served first with
        // (100 − 8) / 2 = 46: "a" keeps 25, the frame its minimum of 20, so 53; the colour gets 92 − 53 = 39.
        let list = layout(boundedFrameBesideAColour)
        #expect(list.textRect("a") == Rect(x: 95, y: 0, width: 10, height: 25))
        #expect(
            list.contentFills.map(\.rect) == [
                Rect(x: 0, y: 33, width: 200, height: 20), Rect(x: 0, y: 61, width: 200, height: 39),
            ])
        // Ideal: 25 + 8 + 30 (the ideal height) + 8 + 10 = 81.
        #expect(measured(boundedFrameBesideAColour, .unspecified) == Size(width: 10, height: 81))
        // Infinite: the bounded frame stops at 40, the colour does not.
        #expect(
            measured(boundedFrameBesideAColour, ProposedSize(width: 200, height: .infinity))
                == Size(width: 200, height: .infinity))
        #expect(
            measured(
                vstack(.text("a"), .frame(FrameSpec(minHeight: 20, idealHeight: 30, maxHeight: 40), red)),
                ProposedSize(width: 200, height: .infinity)) == Size(width: 200, height: 73))
    }
}
