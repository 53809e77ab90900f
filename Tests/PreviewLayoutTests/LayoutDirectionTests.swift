@testable import PreviewLayout
import PreviewTestSupport
import PreviewViews
import Testing

/// Right-to-left layout, with the fake metrics of `LayoutTestSupport` (20 pt text: 10 points a character, 25 a
/// line) on a 200×100 canvas: positions mirror, text keeps its own direction.
@Suite struct LayoutDirectionTests {
    let red = ViewNode.color(.system(.red))

    @Test func anHStackRunsFromTheRightAndLeadingIsTheRightEdge() {
        let row = hstack(spacing: 0, frame(width: 20, height: 20, red), .text("ab"))
        let ltr = layout(row)
        let rtl = layout(.environment(.layoutDirection(.rightToLeft), row))
        // Left to right: the square at 80, "ab" after it at 100; right to left, the square last, on the right.
        #expect(ltr.contentFills.map(\.rect) == [Rect(x: 80, y: 40, width: 20, height: 20)])
        #expect(ltr.textRect("ab") == Rect(x: 100, y: 37.5, width: 20, height: 25))
        #expect(rtl.contentFills.map(\.rect) == [Rect(x: 100, y: 40, width: 20, height: 20)])
        #expect(rtl.textRect("ab") == Rect(x: 80, y: 37.5, width: 20, height: 25))

        let leading = layout(
            .environment(
                .layoutDirection(.rightToLeft), .frame(FrameSpec(maxWidth: .infinity, alignment: .leading), .text("ab"))
            ))
        #expect(leading.textRect("ab") == Rect(x: 180, y: 37.5, width: 20, height: 25))
    }

    @Test func leftToRightInsideRightToLeftIsMirroredBack() {
        let row = hstack(spacing: 0, frame(width: 20, height: 20, red), .text("ab"))
        let nested = layout(
            .environment(.layoutDirection(.rightToLeft), .environment(.layoutDirection(.leftToRight), row)))
        #expect(nested.contentFills.map(\.rect) == [Rect(x: 80, y: 40, width: 20, height: 20)])
    }
}
