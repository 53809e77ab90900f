import PreviewWatch
import Testing

@testable import PreviewPipeline

/// The render thread's inbox merges what arrives while a render runs into one piece of work, and a stop ends it
/// whatever else waits.
@Suite struct RenderQueueTests {
    @Test func eventsThatArriveTogetherAreOneWork() {
        let inbox = RenderQueue()
        #expect(!inbox.hasWaitingWork)
        inbox.send(.filesChanged(ChangeSet(paths: ["A.swift"])))
        inbox.send(.filesChanged(ChangeSet(paths: ["B.swift"])))
        inbox.send(.tapped)
        #expect(inbox.hasWaitingWork)
        let work = inbox.next()
        #expect(work == RenderQueue.Work(changes: ChangeSet(paths: ["A.swift", "B.swift"]), tapped: true))
        #expect(!inbox.hasWaitingWork)
    }

    @Test func aReloadIsAFullRescanAndDemandIsKept() {
        let inbox = RenderQueue()
        inbox.send(.demandChanged)
        inbox.send(.reload)
        inbox.send(.filesChanged(ChangeSet(paths: ["A.swift"])))
        let work = inbox.next()
        #expect(work?.changes.needsFullRescan == true)
        #expect(work?.demandChanged == true)
        #expect(work?.tapped == false)
    }

    @Test func aStopEndsTheInboxEvenWithWorkWaiting() {
        let inbox = RenderQueue()
        inbox.send(.filesChanged(ChangeSet(paths: ["A.swift"])))
        inbox.send(.stop)
        #expect(inbox.hasWaitingWork)
        #expect(inbox.next() == nil)
    }
}
