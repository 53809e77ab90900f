import Foundation
import Logging
import PreviewModel
import PreviewPipeline
import PreviewProtocol
import PreviewTestSupport
import PreviewWatch
import Synchronization
import Testing

@testable import PreviewDaemon

/// The render thread wakes the stream server once for each message it has for clients, never again for the same
/// news: every extra wake is a turn of the stream loop that scans every client for nothing.
@Suite struct RenderServiceWakeTests {
    static let source = """
        import SwiftUI

        #Preview("Badge") { Text("one").padding(8).background(Color.blue) }
        """

    /// What the stream server would find in the store when woken.
    struct Seen: Equatable {
        var generation: Int
        var latest: [FrameKey: UInt64]
        var early: [FrameKey: UInt64]

        init(_ store: FrameStore) {
            let (latest, early) = store.framesForClients()
            generation = store.catalog.generation
            self.latest = latest.mapValues(\.seq)
            self.early = early.mapValues(\.seq)
        }
    }

    final class Wakes: Sendable {
        let seen = Mutex<[Seen]>([])
        let rendered = DispatchSemaphore(value: 0)
    }

    @Test func anEditWakesTheStreamOnceForEachThingItPublishes() throws {
        let folder = try ProjectFolder(["Badge.swift": Self.source])
        let project = try folder.load()
        let store = FrameStore()
        let queue = RenderQueue()
        let wakes = Wakes()
        let service = RenderService(
            inbox: queue, taps: TapInbox(), activity: RenderActivity(), logger: Logger(label: "test"),
            makePipeline: { wake in
                try RenderPipeline(
                    project: project, targets: [DeviceCatalog.defaultTargets[0]], store: store,
                    logger: Logger(label: "test"), workers: 1, onPublish: wake)
            },
            wake: { wakes.seen.withLock { $0.append(Seen(store)) } },
            ready: { _ in }, previewsShown: { _ in }, matrixChanged: { _ in },
            framesPublished: { wakes.rendered.signal() }, deliver: { _, _, _ in })
        let finished = DispatchSemaphore(value: 0)
        Thread {
            try? service.run()
            finished.signal()
        }.start()
        #expect(wakes.rendered.wait(timeout: .now() + 60) == .success, "the first render did not finish")
        let before = wakes.seen.withLock { seen in
            defer { seen = [] }
            return seen.last
        }
        try folder.write("Badge.swift", Self.source.replacingOccurrences(of: "\"one\"", with: "\"uno\""))
        queue.send(.filesChanged(ChangeSet(paths: ["Badge.swift"])))
        #expect(wakes.rendered.wait(timeout: .now() + 60) == .success, "the edit was not rendered")
        queue.send(.stop)
        #expect(finished.wait(timeout: .now() + 60) == .success)

        let seen = wakes.seen.withLock { $0 }
        // The new frame (its damage first, then the whole of it) and the catalog of the new generation.
        #expect(seen.count >= 2)
        #expect(seen.last?.generation == (before?.generation ?? 0) + 1)
        var previous = before
        for (index, now) in seen.enumerated() {
            #expect(now != previous, "wake \(index + 1) of \(seen.count) brought nothing new")
            previous = now
        }
    }
}
