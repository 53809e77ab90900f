import PreviewViews
import Testing

/// SwiftUI's rules for an angular gradient's start and end angles.
struct AngularSweepTests {
    @Test func equalAnglesAreOneTurnFromThem() throws {
        let sweep = try #require(AngularSweep(startAngle: 1, endAngle: 1))
        #expect(sweep.start == 1 && sweep.span == 2 * .pi)
    }

    @Test func moreThanATurnDrawsTheLastTurn() throws {
        let sweep = try #require(AngularSweep(startAngle: 0, endAngle: 5 * .pi))
        #expect(sweep.start == .pi && sweep.span == 2 * .pi)  // the start kept within a turn
    }

    @Test func pastTheEndTheEndColourThenTheStartColourEachForHalfTheRest() throws {
        let sweep = try #require(AngularSweep(startAngle: 0, endAngle: .pi))
        #expect(sweep.location(atOffset: .pi / 2) == 0.5)
        #expect(sweep.location(atOffset: 1.4 * .pi) == 1)
        #expect(sweep.location(atOffset: 1.6 * .pi) == 0)
    }

    @Test func anEndBeforeTheStartOrAnAngleNotFiniteIsNoSweep() {
        #expect(AngularSweep(startAngle: 1, endAngle: 0) == nil)
        #expect(AngularSweep(startAngle: .nan, endAngle: 0) == nil)
        #expect(AngularSweep(fullTurnFrom: .infinity) == nil)
    }

    @Test func aMirroredSweepStartsAtTheMirroredEnd() throws {
        let sweep = try #require(AngularSweep(startAngle: 0, endAngle: .pi / 2))
        #expect(sweep.mirrored.start == .pi / 2 && sweep.mirrored.span == .pi / 2)
    }
}
