@testable import PreviewLayout
import PreviewTestSupport
import PreviewViews
import Testing

/// Flexible frames, `.fixedSize` and `.aspectRatio`, with the fake metrics of `LayoutTestSupport` (20 pt text:
/// 10 points a character, 25 a line) on a 200×100 canvas.
@Suite struct FrameLayoutTests {
    let red = ViewNode.color(.system(.red))

    @Test func maxWidthInfinityFillsTheWidthOfAVStack() {
        // The frame is offered 200 and takes it all; the text inside stays 20 wide, centred; "cccc" keeps 40.
        let list = layout(
            vstack(
                spacing: 0, ViewNode.frame(FrameSpec(maxWidth: .infinity), .text("ab")).background(red),
                .text("cccc")))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 25, width: 200, height: 25)])
        #expect(list.textRect("ab") == Rect(x: 90, y: 25, width: 20, height: 25))
        #expect(list.textRect("cccc") == Rect(x: 80, y: 50, width: 40, height: 25))

        // Alignment inside the wide frame.
        let leading = layout(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading), .text("ab")))
        #expect(leading.textRect("ab") == Rect(x: 0, y: 37.5, width: 20, height: 25))
    }

    @Test func minimumWidthWidensSmallContent() {
        let list = layout(ViewNode.frame(FrameSpec(minWidth: 100), .text("ab")).background(red))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 50, y: 37.5, width: 100, height: 25)])
        #expect(list.textRect("ab") == Rect(x: 90, y: 37.5, width: 20, height: 25))
    }

    @Test func maximumWidthClampsTheProposalSoTextWraps() {
        // Offered 200, the text gets 50: "aaa" / "bbb" / "ccc", 30×75; the frame is 50 wide (the clamped proposal
        // pulls it up from 30), centred at (75, 12.5).
        let list = layout(ViewNode.frame(FrameSpec(maxWidth: 50), .text("aaa bbb ccc")).background(red))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 75, y: 12.5, width: 50, height: 75)])
        #expect(list.textRect("aaa bbb ccc") == Rect(x: 85, y: 12.5, width: 30, height: 75))
    }

    @Test func minAndMaxTogetherAdoptTheClampedProposal() {
        // Offered 100 tall, clamped to 60; width unconstrained: the colour takes 200.
        let list = layout(.frame(FrameSpec(minHeight: 10, maxHeight: 60), red))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 20, width: 200, height: 60)])
        // Offered less than the minimum, the frame keeps its minimum and overflows evenly.
        let small = layout(.frame(FrameSpec(minHeight: 120, maxHeight: 150), red))
        #expect(small.contentFills.map(\.rect) == [Rect(x: 0, y: -10, width: 200, height: 120)])
    }

    @Test func placedContentIsOfferedTheLengthTheFrameTook() {
        // In a vertical scroll view nothing offers a height: the colour chooses 10 when measured, the frame takes
        // its minimum of 60, and placed, the colour is offered (and fills) those 60 points, as in SwiftUI.
        let stretching = ViewNode.frame(FrameSpec(minHeight: 60, maxHeight: .infinity), red)
        let list = layout(.scroll(axes: .vertical, content: stretching))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 0, width: 200, height: 60)])
        // A fixed axis keeps its length, and content that does not stretch keeps its own size, centred.
        let text = layout(.scroll(axes: .vertical, content: .frame(FrameSpec(minHeight: 60), .text("ab"))))
        #expect(text.textRect("ab") == Rect(x: 90, y: 17.5, width: 20, height: 25))
    }

    @Test func idealSizeIsUsedOnlyWhenNothingIsProposed() {
        let builder = ElementBuilder(measurer: FakeTextMeasurer())
        let node = ViewNode.frame(FrameSpec(idealWidth: 80, maxWidth: .infinity), red)
        let element = builder.element(for: node, environment: twentyPoint)
        #expect(element.sizeThatFits(.unspecified) == Size(width: 80, height: 10))
        #expect(element.sizeThatFits(ProposedSize(width: 150, height: 40)) == Size(width: 150, height: 40))

        // `.fixedSize()` asks for the ideal width: 80, while the height still follows the proposal.
        let list = layout(.fixedSize(horizontal: true, vertical: false, node))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 60, y: 0, width: 80, height: 100)])
    }

    @Test func contradictoryOrInvalidBoundsStayFinite() {
        let list = layout(.frame(FrameSpec(minWidth: .nan, idealWidth: .infinity, maxWidth: -5, minHeight: -10), red))
        #expect(list.allCoordinates.allSatisfy { $0.isFinite })
    }

    @Test func fixedSizeKeepsTextOnOneLineInANarrowFrame() {
        // Without it, "aaa bbb" wraps at 40 into two 30-wide lines; with it, the text is 70 wide and overflows
        // the 40-point frame evenly on both sides.
        let wrapped = layout(frame(width: 40, .text("aaa bbb")))
        #expect(wrapped.textRect("aaa bbb")?.size == Size(width: 30, height: 50))
        let fixed = layout(frame(width: 40, .fixedSize(horizontal: true, vertical: false, .text("aaa bbb"))))
        #expect(fixed.textRect("aaa bbb") == Rect(x: 65, y: 37.5, width: 70, height: 25))
    }

    @Test func fixedSizeContentFillsTheSizeItChose() {
        // A ZStack of a colour and two lines of text, fixed vertically: 50 tall, and the colour fills those 50
        // (offered no height, a colour alone would take its ideal 10).
        let list = layout(
            .fixedSize(
                horizontal: false, vertical: true,
                .zstack(alignment: .center, children: [red, vstack(spacing: 0, .text("ab"), .text("cd"))])))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 25, width: 200, height: 50)])
    }

    @Test func aspectRatioFitAndFill() {
        // A square in 200×100: fit gives 100×100, fill 200×200 (overflowing evenly).
        let fit = layout(.aspectRatio(1, .fit, red))
        #expect(fit.contentFills.map(\.rect) == [Rect(x: 50, y: 0, width: 100, height: 100)])
        let fill = layout(.aspectRatio(1, .fill, red))
        #expect(fill.contentFills.map(\.rect) == [Rect(x: 0, y: -50, width: 200, height: 200)])
        // 2:1 fits a 200×100 canvas exactly.
        let wide = layout(.aspectRatio(2, .fit, red))
        #expect(wide.contentFills.map(\.rect) == [Rect(x: 0, y: 0, width: 200, height: 100)])
    }

    @Test func aspectRatioWithoutARatioKeepsTheContentsOwn() {
        // A 40×20 resizable image scaled to fit a 200×200 canvas: 200×100, centred.
        let image = ViewNode.image(
            ImageSpec(
                source: .file(path: "/assets/logo.png", size: Size(width: 40, height: 20), stamp: "1"), resizable: true)
        )
        let list = layout(.aspectRatio(nil, .fit, image), canvas: Size(width: 200, height: 200))
        #expect(list.contentLines == ["bitmap logo.png (0, 50, 200, 100)"])
        // Without the modifier it stretches to the whole canvas.
        let stretched = layout(image, canvas: Size(width: 200, height: 200))
        #expect(stretched.contentLines == ["bitmap logo.png (0, 0, 200, 200)"])
    }

    @Test func aspectRatioDoesNotStretchText() {
        // The text is offered a square but chooses its own size, as in SwiftUI.
        let list = layout(.aspectRatio(1, .fit, .text("ab")))
        #expect(list.textRect("ab") == Rect(x: 90, y: 37.5, width: 20, height: 25))
    }
}
