import Foundation
import Logging
import PreviewModel
import PreviewProtocol
import PreviewTestSupport
import Synchronization
import Testing

@testable import PreviewPipeline

@Suite struct RenderPipelineTests {
    static let source = """
        import SwiftUI

        struct Badge: View {
            var label: String
            var body: some View { Text(label).padding(8).background(Color.blue) }
        }

        #Preview("First") { Badge(label: "one") }
        #Preview("Second") { Badge(label: "two") }
        """

    func pipeline(_ folder: ProjectFolder, store: FrameStore) throws -> RenderPipeline {
        try RenderPipeline(
            project: folder.load(), targets: DeviceCatalog.defaultTargets, store: store,
            logger: Logger(label: "test"))
    }

    @Test func publishesEveryFrameAndTheCatalog() throws {
        let folder = try ProjectFolder(["Badge.swift": Self.source])
        let store = FrameStore()
        try pipeline(folder, store: store).renderAll()
        let keys = Set(store.latestFrames().keys)
        #expect(keys.count == 4)
        #expect(keys.contains(FrameKey(preview: "Badge.first", target: "iphone-15-pro-dark")))
        let catalog = try JSONSerialization.jsonObject(with: Data(store.catalog.json.utf8)) as? [String: Any]
        #expect((catalog?["previews"] as? [Any])?.count == 2)
        #expect(store.catalog.generation == 1)
    }

    @Test func anEditRepublishesOnlyThePreviewWhosePixelsChanged() throws {
        let folder = try ProjectFolder(["Badge.swift": Self.source])
        let store = FrameStore()
        let pipeline = try pipeline(folder, store: store)
        pipeline.renderAll()
        let before = store.latestFrames()
        try folder.write("Badge.swift", Self.source.replacingOccurrences(of: "\"one\"", with: "\"uno\""))
        #expect(pipeline.update(changedPaths: ["Badge.swift"]))
        let after = store.latestFrames()
        for (key, frame) in after {
            if key.preview == "Badge.first" {
                #expect(frame.seq > before[key]!.seq)
                #expect(frame.hash != before[key]!.hash)
            } else {
                #expect(frame === before[key], "\(key) was re-encoded although its display list did not change")
            }
        }
        #expect(store.catalog.generation == 2)
    }

    @Test func anEditsDamageIsPublishedBeforeItsFullFrame() throws {
        let folder = try ProjectFolder(["Badge.swift": Self.source])
        let store = FrameStore()
        // What the stream server would see at each wake-up: the early frames and the latest full ones.
        final class Wakes: Sendable {
            let seen = Mutex<[(latest: [FrameKey: Frame], early: [FrameKey: Frame])]>([])
        }
        let wakes = Wakes()
        let pipeline = try RenderPipeline(
            project: folder.load(), targets: DeviceCatalog.defaultTargets, store: store, logger: Logger(label: "test"),
            onPublish: { wakes.seen.withLock { $0.append(store.framesForClients()) } })
        pipeline.renderAll()
        let before = store.latestFrames()
        wakes.seen.withLock { $0 = [] }
        try folder.write("Badge.swift", Self.source.replacingOccurrences(of: "\"one\"", with: "\"uno\""))
        #expect(pipeline.update(changedPaths: ["Badge.swift"]))
        let key = FrameKey(preview: "Badge.first", target: "iphone-15-pro-light")
        let final = try #require(store.frame(for: key))
        let seen = wakes.seen.withLock { $0 }
        let early = try #require(seen.first { $0.early[key] != nil }, "no early damage for \(key)")
        #expect(early.latest[key] === before[key], "the damage went out while the full frame was still the old one")
        #expect(early.early[key]?.seq == final.seq && early.early[key]?.hash == final.hash)
        #expect(early.early[key]?.damage?.baseSeq == before[key]?.seq)
        #expect(store.framesForClients().early.isEmpty, "the full frames replaced every early one")
    }

    @Test func aSyntaxErrorKeepsTheFramesAndReportsTheError() throws {
        let folder = try ProjectFolder(["Badge.swift": Self.source])
        let store = FrameStore()
        let pipeline = try pipeline(folder, store: store)
        pipeline.renderAll()
        let before = store.latestFrames()
        try folder.write("Badge.swift", Self.source.replacingOccurrences(of: "Color.blue) }", with: "Color.blue) "))
        #expect(pipeline.update(changedPaths: ["Badge.swift"]))
        #expect(store.latestFrames().mapValues(\.hash) == before.mapValues(\.hash))
        #expect(pipeline.diagnostics.contains { $0.severity == .error && $0.file == "Badge.swift" })
        #expect(store.catalog.json.contains("\"severity\":\"error\""))
    }

    @Test func unsupportedCodeIsDrawnIntoTheFrameAsABanner() throws {
        let folder = try ProjectFolder(["Badge.swift": Self.source])
        let store = FrameStore()
        let pipeline = try pipeline(folder, store: store)
        pipeline.renderAll()
        let clean = store.frame(for: FrameKey(preview: "Badge.second", target: "iphone-15-pro-light"))!
        // A modifier SwiftUI does not have, so it stays unsupported however the vocabulary grows.
        try folder.write(
            "Badge.swift",
            Self.source.replacingOccurrences(
                of: "Badge(label: \"two\")", with: "Badge(label: \"two\").holographicShimmer(radius: 2)"))
        pipeline.update(changedPaths: ["Badge.swift"])
        let degraded = store.frame(for: FrameKey(preview: "Badge.second", target: "iphone-15-pro-light"))!
        #expect(degraded.hash != clean.hash)
        #expect(
            pipeline.diagnostics.contains {
                $0.message == "modifier '.holographicShimmer' is not supported; drawn without it"
            })
    }
}
