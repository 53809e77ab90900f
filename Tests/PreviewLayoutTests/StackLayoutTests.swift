@testable import PreviewLayout
import PreviewTestSupport
import PreviewViews
import Testing

@Suite struct StackLayoutTests {
    @Test func vstackUsesDefaultSpacingAndCentresChildren() {
        // "a" 10×25 and "bbb" 30×25, 8 apart: the stack is 30×58 at ((200 − 30) / 2, (100 − 58) / 2) = (85, 21).
        let list = layout(vstack(.text("a"), .text("bbb")))
        #expect(list.textRect("a") == Rect(x: 95, y: 21, width: 10, height: 25))
        #expect(list.textRect("bbb") == Rect(x: 85, y: 54, width: 30, height: 25))
    }

    @Test(arguments: [(HorizontalAlignment.leading, 85.0), (.center, 95), (.trailing, 105)])
    func vstackAlignsChildrenAcross(alignment: HorizontalAlignment, expectedX: Double) {
        let list = layout(vstack(alignment: alignment, spacing: 0, .text("a"), .text("bbb")))
        #expect(list.textRect("a") == Rect(x: expectedX, y: 25, width: 10, height: 25))
        #expect(list.textRect("bbb")?.minY == 50)
    }

    @Test(arguments: [(VerticalAlignment.top, 30.0), (.center, 37.5), (.bottom, 45)])
    func hstackUsesExplicitSpacingAndAlignsChildrenAcross(alignment: VerticalAlignment, expectedY: Double) {
        // "ab" 20×25 and a 10×40 rectangle, 4 apart: 34×40 at (83, 30).
        let list = layout(
            hstack(alignment: alignment, spacing: 4, .text("ab"), frame(width: 10, height: 40, .color(.system(.blue)))))
        #expect(list.textRect("ab") == Rect(x: 83, y: expectedY, width: 20, height: 25))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 107, y: 30, width: 10, height: 40)])
    }

    @Test func spacerPushesSiblingsToTheEnds() {
        // The texts are offered their share first and keep 10 each; the spacer takes 200 − 20 − 2 × 8 = 164.
        let list = layout(hstack(.text("a"), .spacer(minLength: nil), .text("b")))
        #expect(list.textRect("a") == Rect(x: 0, y: 37.5, width: 10, height: 25))
        #expect(list.textRect("b") == Rect(x: 190, y: 37.5, width: 10, height: 25))
    }

    @Test func textBesideASpacerKeepsItsOneLineWidth() {
        // The spacer is served last: the text is offered 200 − 8 spacing − 8 spacer minimum = 184 and keeps its
        // 150-point single line (an equal share, 96, would have wrapped it).
        let list = layout(hstack(.text("aaaaaaaaaaaa bb"), .spacer(minLength: nil)))
        #expect(list.textRect("aaaaaaaaaaaa bb") == Rect(x: 0, y: 37.5, width: 150, height: 25))
    }

    @Test func spacersShareWhatTheOthersLeave() {
        // Text 20, spacing 2 × 8: the two zero-length spacers split 200 − 16 − 20 = 164, so the text sits at 82 + 8.
        let list = layout(hstack(.spacer(minLength: 0), .text("ab"), .spacer(minLength: 0)))
        #expect(list.textRect("ab") == Rect(x: 90, y: 37.5, width: 20, height: 25))
    }

    @Test func flexibleChildrenShareTheSpaceEqually() {
        // 200 − 8 spacing = 192, so 96 each; colours take the full proposed height.
        let list = layout(hstack(.color(.system(.red)), .color(.system(.blue))))
        #expect(list.contentFills.map(\.rect) == [
            Rect(x: 0, y: 0, width: 96, height: 100), Rect(x: 104, y: 0, width: 96, height: 100),
        ])
        #expect(list.contentFills.map(\.color) == ["#ff3b30", "#007aff"])
    }

    @Test func leastFlexibleChildIsServedFirstWhateverItsPosition() {
        // The text needs 30 and gets it although it comes second; the colour gets 200 − 8 − 30 = 162.
        let list = layout(hstack(.color(.system(.red)), .text("abc")))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 0, width: 162, height: 100)])
        #expect(list.textRect("abc") == Rect(x: 170, y: 37.5, width: 30, height: 25))
    }

    @Test func nestedStacksPlaceGrandchildren() {
        // The HStack "a"+"b" is 10 + 8 + 10 = 28×25, "cccc" is 40×25: a 40×58 VStack at (80, 21), leading.
        let list = layout(vstack(alignment: .leading, hstack(.text("a"), .text("b")), .text("cccc")))
        #expect(list.textRect("a") == Rect(x: 80, y: 21, width: 10, height: 25))
        #expect(list.textRect("b") == Rect(x: 98, y: 21, width: 10, height: 25))
        #expect(list.textRect("cccc") == Rect(x: 80, y: 54, width: 40, height: 25))
    }

    @Test func textWrapsWhenOfferedANarrowWidth() {
        // Offered 60: "aa bb" (50) fits, "aa bb cc" (80) does not, so two lines 50 wide, 50 tall, centred
        // in the 60×50 frame at (70, 25).
        let list = layout(frame(width: 60, .text("aa bb cc")))
        #expect(list.textRect("aa bb cc") == Rect(x: 75, y: 25, width: 50, height: 50))
    }

    @Test func unconstrainedStackTakesSpacerMinimumsAndIdealSizes() {
        let builder = ElementBuilder(measurer: FakeTextMeasurer())
        let stack = builder.element(
            for: hstack(.text("ab"), .spacer(minLength: nil), .spacer(minLength: 30)), environment: twentyPoint)
        // "ab" is 20 wide; spacers 8 and 30; two gaps of 8.
        #expect(stack.sizeThatFits(ProposedSize(width: nil, height: nil)) == Size(width: 74, height: 25))
        // Offered an unlimited width (how a parent stack measures its maximum), the spacers take it all.
        #expect(
            stack.sizeThatFits(ProposedSize(width: .infinity, height: .infinity)) == Size(width: .infinity, height: 25))

        // Asked for its ideal size, a stack asks its children for theirs: 10×10 for shapes.
        let shapes = builder.element(
            for: vstack(spacing: 0, .shape(.circle, .fill(.foreground)), .color(.system(.red))),
            environment: twentyPoint)
        #expect(shapes.sizeThatFits(.unspecified) == Size(width: 10, height: 20))
    }

    @Test func nestedFlexibleStacksNeverProduceNaNOrInfinity() {
        let root = vstack(
            hstack(hstack(.text("a"), .spacer(minLength: nil)), .color(.system(.red))),
            vstack(.spacer(minLength: nil), .shape(.capsule, .fill(.foreground))),
            .zstack(alignment: .center, children: [.spacer(minLength: nil), .color(.system(.blue))]))
        let coordinates = layout(root).allCoordinates
        #expect(!coordinates.isEmpty)
        #expect(coordinates.allSatisfy { $0.isFinite })
    }

    @Test func deeplyNestedStacksMeasureTextAFewTimesNotExponentially() {
        // Without remembering sizes each level multiplies the work by about three (minimum, maximum, final).
        var node = ViewNode.text("leaf")
        for level in 0..<12 {
            node = level.isMultiple(of: 2) ? vstack(node, .color(.system(.red))) : hstack(node, .text("x"))
        }
        let measurer = CountingTextMeasurer()
        let list = LayoutEngine(measurer: measurer)
            .layout(node, canvas: Size(width: 400, height: 800), safeArea: .zero, environment: twentyPoint)
        #expect(list.textRect("leaf") != nil)
        #expect(measurer.calls < 1_000)
    }
}
