import Foundation
import Logging
import PreviewModel
import PreviewProtocol
import Synchronization
import Testing

@testable import PreviewPipeline

/// Edits of the bundled examples: frames drawn only where their display lists changed must be the frames a full
/// render draws, or `finish` has to correct them with a new full frame (which these tests treat as a failure).
@Suite("Frames drawn in part: an edit's damage equals the whole frame's")
struct PartialRasterTests {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples", isDirectory: true)

    final class EarlyFrames: Sendable {
        let seen = Mutex<[FrameKey: Frame]>([:])
    }

    @Test(arguments: [
        (
            "Hello", "Hello/ContentView.swift", "watch every screen update.",
            ["watch every screen update!", "see it", "Changed"]
        ),
        (
            "Notes", "Notes/Views/EmptyNotesView.swift", "No Notes Yet",
            ["No Notes Yet 1", "No Notes Yet 22", "Changed"]
        ),
        // A colour used by rows of lists in several previews, and a font that moves everything below it.
        (
            "Notes", "Notes/Views/NoteRow.swift", ".foregroundStyle(.orange)",
            [".foregroundStyle(.red)", ".foregroundStyle(.green)"]
        ),
        ("Notes", "Notes/Views/NoteRow.swift", ".font(.headline)", [".font(.title)", ".font(.caption)"]),
        // Avatars clipped to circles, with overlapping strokes.
        ("PhotoCollage", "PhotoCollage/Views/CollaboratorStrip.swift", "editing now", ["editing now!", "here"]),
        (
            "PhotoCollage", "PhotoCollage/Views/CollaboratorStrip.swift", "size: 32, showsStatus",
            ["size: 30, showsStatus"]
        ),
    ])
    func editsOfAnExampleAreDrawnInPartAndMatchAFullRender(example: String, file: String, text: String, edits: [String])
        throws
    {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("partial-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.examples.appendingPathComponent(example), to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let store = FrameStore()
        let early = EarlyFrames()
        let pipeline = try RenderPipeline(
            project: Project(root: root), targets: DeviceCatalog.defaultTargets, store: store,
            logger: Logger(label: "test"),
            onPublish: { early.seen.withLock { $0.merge(store.framesForClients().early) { _, new in new } } })
        pipeline.renderAll()
        let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        #expect(source.contains(text))
        for edit in edits {
            early.seen.withLock { $0 = [:] }
            let before = store.latestFrames()
            try source.replacingOccurrences(of: text, with: edit).write(
                to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
            #expect(pipeline.update(changedPaths: [file]))
            let after = store.latestFrames()
            let changed = after.filter { before[$0.key]?.hash != $0.value.hash }
            #expect(!changed.isEmpty, "\(edit) changed no frame")
            let sentEarly = early.seen.withLock { $0 }
            for (key, frame) in changed {
                // A frame corrected by `finish` would carry a newer seq than its damage did.
                if let damage = sentEarly[key] {
                    #expect(damage.seq == frame.seq && damage.hash == frame.hash, "\(key)")
                }
            }
            // The same project rendered from scratch draws the same pixels.
            let fresh = FrameStore()
            try RenderPipeline(
                project: Project(root: root), targets: DeviceCatalog.defaultTargets, store: fresh,
                logger: Logger(label: "test")
            ).renderAll()
            #expect(fresh.latestFrames().mapValues(\.hash) == after.mapValues(\.hash))
        }
        #expect(pipeline.renderers.map(\.framesDrawnInPart).reduce(0, +) > 0)
    }
}
