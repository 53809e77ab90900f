import Foundation
import Logging
import PreviewModel
import PreviewProtocol
import PreviewTestSupport
import Synchronization
import Testing

@testable import PreviewPipeline

/// An edit renders what the user looks at first (the edited file's previews, then those devices show), and, when
/// it renders more than a few frames, the rest in the background, which a newer edit interrupts: what was left is
/// rendered by the next render.
@Suite struct RenderSchedulingTests {
    /// Cards that read the model: with the badge, more frames than a render sends damage-first.
    static let cards = 8
    static let files = Dictionary(uniqueKeysWithValues: (0..<cards).map { number in
        ("Card\(number).swift", """
            import SwiftUI

            #Preview("Card") { Text("Card \(number) of \\(Profile.sample.name)") }
            """)
    }).merging(common) { $1 }
    static let common = [
        "Model.swift": """
            struct Profile {
                var name: String
                static let sample = Profile(name: "Ada")
            }
            """,
        "Badge.swift": """
            import SwiftUI

            #Preview("Badge") { Text(Profile.sample.name).padding(8) }
            """,
        "Banner.swift": """
            import SwiftUI

            #Preview("Banner") { Text("Banner").font(.title) }
            """,
    ]

    let folder: ProjectFolder
    let store = FrameStore()
    let pipeline: RenderPipeline
    /// What the pipeline is told when it asks whether newer work waits.
    let newerWorkWaits = WaitingWork()

    init() throws {
        folder = try ProjectFolder(Self.files)
        pipeline = try RenderPipeline(
            project: folder.load(), targets: DeviceCatalog.defaultTargets, store: store, logger: Logger(label: "test"),
            newerWorkWaits: { [newerWorkWaits] in newerWorkWaits.flag.load(ordering: .relaxed) })
        pipeline.renderAll()
    }

    func hashes(of preview: String) -> [String] {
        store.latestFrames().filter { $0.key.preview == preview }.sorted { $0.key < $1.key }.map(\.value.hash)
    }

    /// Every card's frames.
    func cardHashes() -> [String] { (0..<Self.cards).flatMap { hashes(of: "Card\($0).card") } }

    var cardKeys: Set<FrameKey> {
        Set((0..<Self.cards).flatMap { number in
            DeviceCatalog.defaultTargets.map { FrameKey(preview: "Card\(number).card", target: $0.id) }
        })
    }

    /// Edits the model's name and the badge's file in one save.
    func editModelAndBadge() throws {
        try folder.write(
            "Model.swift", Self.files["Model.swift"]!.replacingOccurrences(of: "\"Ada\"", with: "\"Grace\""))
        try folder.write(
            "Badge.swift", Self.files["Badge.swift"]!.replacingOccurrences(of: "padding(8)", with: "padding(9)"))
    }

    @Test func anEditWaitingLeavesBackgroundWorkForTheNextRender() throws {
        let targets = DeviceCatalog.defaultTargets.count
        let card = cardHashes()
        let badge = hashes(of: "Badge.badge")
        let rendered = pipeline.framesRendered
        try editModelAndBadge()
        newerWorkWaits.flag.store(true, ordering: .relaxed)
        #expect(pipeline.update(changedPaths: ["Model.swift", "Badge.swift"]))
        // The edited file's previews are never left; the cards, which only read the model, are.
        #expect(pipeline.framesRendered == rendered + targets)
        #expect(hashes(of: "Badge.badge") != badge)
        #expect(cardHashes() == card)
        #expect(pipeline.abandonedKeys == cardKeys)

        // The next render, for an edit that does not concern the card, renders it too.
        newerWorkWaits.flag.store(false, ordering: .relaxed)
        try folder.write(
            "Banner.swift", Self.files["Banner.swift"]!.replacingOccurrences(of: ".title", with: ".largeTitle"))
        #expect(pipeline.update(changedPaths: ["Banner.swift"]))
        #expect(pipeline.framesRendered == rendered + (2 + Self.cards) * targets)
        #expect(zip(cardHashes(), card).allSatisfy { $0 != $1 })
        #expect(pipeline.abandonedKeys.isEmpty)
    }

    @Test func whatWasLeftIsRenderedEvenWhenTheNextChangeChangesNothing() throws {
        let card = cardHashes()
        try editModelAndBadge()
        newerWorkWaits.flag.store(true, ordering: .relaxed)
        #expect(pipeline.update(changedPaths: ["Model.swift", "Badge.swift"]))
        #expect(!pipeline.abandonedKeys.isEmpty)
        newerWorkWaits.flag.store(false, ordering: .relaxed)
        // A save that wrote the same bytes: the model did not change, but the card is still due.
        #expect(!pipeline.update(changedPaths: ["Banner.swift"]))
        #expect(zip(cardHashes(), card).allSatisfy { $0 != $1 })
        #expect(pipeline.abandonedKeys.isEmpty)
    }

    @Test func previewsDevicesShowComeRightAfterTheEditedFilesAndTheRestIsBackground() throws {
        let project = try folder.load()
        let plan = RenderPlan(
            previews: project.previews, targets: DeviceCatalog.defaultTargets, records: [:],
            scope: .files(["Badge.swift"]),
            visible: ["Card3.card"])
        let targets = DeviceCatalog.defaultTargets.count
        #expect(plan.jobs.prefix(2 * targets).map(\.preview.id)
            == Array(repeating: "Badge.badge", count: targets) + Array(repeating: "Card3.card", count: targets))
        #expect(plan.jobs.count == (2 + Self.cards) * targets)
        #expect(
            plan.jobs.map(\.isBackground)
                == Array(repeating: false, count: 2 * targets)
                + Array(repeating: true, count: plan.jobs.count - 2 * targets))
    }
}

/// A switch the test flips to tell the pipeline that newer work waits, or not.
final class WaitingWork: Sendable {
    let flag = Atomic(false)
}
