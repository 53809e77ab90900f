import PreviewLayout
import PreviewViews
import Testing

/// Tap targets: where layout places them, what a tap at a point reaches, and that drawing is unchanged.
@Suite struct HitRegionTests {
    private func box(_ width: Double, _ height: Double) -> ViewNode {
        frame(width: width, height: height, .color(.system(.blue)))
    }

    @Test func aTapTargetIsWhereItsContentIsAndDrawsNothingExtra() {
        let tappable = layout(vstack(spacing: 0, .tapTarget(id: 7, box(40, 20)), box(40, 20)))
        let plain = layout(vstack(spacing: 0, box(40, 20), box(40, 20)))
        #expect(tappable.items == plain.items, "the rasteriser sees the same items")
        #expect(tappable.hitRegions == [HitRegion(id: 7, rect: Rect(x: 80, y: 30, width: 40, height: 20))])
        #expect(tappable.interaction(at: Point(x: 100, y: 40)) == 7)
        #expect(tappable.interaction(at: Point(x: 100, y: 60)) == nil, "the second box is not tappable")
        #expect(tappable.interaction(at: Point(x: 79, y: 40)) == nil)
    }

    @Test func theInnermostTargetWins() {
        let list = layout(.tapTarget(id: 0, .padding(EdgeInsets(all: 10), .tapTarget(id: 1, box(20, 20)))))
        #expect(list.interaction(at: Point(x: 100, y: 50)) == 1)
        #expect(list.interaction(at: Point(x: 82, y: 32)) == 0, "the padding belongs to the outer target")
    }

    @Test func offsetsAndScalesMoveTheRegion() {
        let moved = layout(.offset(x: 50, y: 0, .tapTarget(id: 3, box(20, 20))))
        #expect(moved.interaction(at: Point(x: 100, y: 50)) == nil)
        #expect(moved.interaction(at: Point(x: 150, y: 50)) == 3)
        let scaled = layout(.effect(.scale(x: 2, y: 2, anchor: .center), .tapTarget(id: 4, box(20, 20))))
        #expect(scaled.interaction(at: Point(x: 118, y: 50)) == 4, "scaled to 40 points wide around its centre")
    }

    @Test func aClipHidesWhatIsOutsideIt() {
        let clipped = layout(.clip(.rectangle, frame(width: 20, height: 20, .tapTarget(id: 5, box(60, 20)))))
        #expect(clipped.interaction(at: Point(x: 100, y: 50)) == 5)
        #expect(clipped.interaction(at: Point(x: 125, y: 50)) == nil, "outside the 20-point clip")
    }
}
