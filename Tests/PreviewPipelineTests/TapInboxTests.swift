import PreviewProtocol
import PreviewViews
import Synchronization
import Testing

@testable import PreviewPipeline

@Suite struct TapInboxTests {
    private let key = FrameKey(preview: "p", target: "t")

    @Test func aFloodOfTapsIsCappedPerSessionAndWakesTheRendererPerAcceptedTap() {
        let wakes = Atomic<Int>(0)
        let inbox = TapInbox { wakes.add(1, ordering: .relaxed) }
        for index in 0..<10 { inbox.tap(session: 1, key: key, at: Point(x: Double(index), y: 0)) }
        #expect(inbox.tap(session: 2, key: key, at: Point(x: 0, y: 0)), "another session is not held back")
        inbox.reset(session: 1)
        let events = inbox.take()
        #expect(events.count == TapInbox.maximumWaitingTaps + 2)
        #expect(
            events.first == .tap(session: 1, key: key, point: Point(x: 0, y: 0)), "the first taps are kept, in order")
        #expect(events.last == .reset(session: 1))
        #expect(wakes.load(ordering: .relaxed) == TapInbox.maximumWaitingTaps + 2)
        #expect(inbox.take().isEmpty)
        #expect(inbox.tap(session: 1, key: key, at: Point(x: 0, y: 0)), "taken taps no longer count")
    }
}
