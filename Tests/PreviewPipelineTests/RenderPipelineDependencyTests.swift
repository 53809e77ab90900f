import Foundation
import Logging
import PreviewLayout
import PreviewModel
import PreviewProtocol
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// An edit re-renders only the previews whose evaluation touched the edited file.
@Suite struct RenderPipelineDependencyTests {
    static let files = [
        "Model.swift": """
            struct Profile {
                var name: String
                static let sample = Profile(name: "Ada")
            }
            """,
        "Badge.swift": """
            import SwiftUI

            struct Badge: View {
                var profile: Profile
                var body: some View { Text(profile.name).padding(8) }
            }

            #Preview("Badge") { Badge(profile: .sample) }
            """,
        "Banner.swift": """
            import SwiftUI

            struct Banner: View {
                var body: some View { Text("Banner").font(.title) }
            }

            #Preview("Banner") { Banner() }
            """,
    ]

    let folder: ProjectFolder
    let store = FrameStore()
    let pipeline: RenderPipeline

    init() throws {
        folder = try ProjectFolder(Self.files)
        pipeline = try RenderPipeline(
            project: folder.load(), targets: DeviceCatalog.defaultTargets, store: store, logger: Logger(label: "test"))
        pipeline.renderAll()
    }

    func frames(of preview: String) -> [Frame] {
        store.latestFrames().filter { $0.key.preview == preview }.sorted { $0.key < $1.key }.map(\.value)
    }

    @Test func editingAFileReRendersOnlyThePreviewsThatUseIt() throws {
        #expect(pipeline.framesRendered == 4)
        let badge = frames(of: "Badge.badge")
        try folder.write(
            "Banner.swift", Self.files["Banner.swift"]!.replacingOccurrences(of: "\"Banner\")", with: "\"Flag\")"))
        #expect(pipeline.update(changedPaths: ["Banner.swift"]))
        #expect(pipeline.framesRendered == 4 + 2, "only Banner's two targets")
        #expect(zip(frames(of: "Badge.badge"), badge).allSatisfy { $0 === $1 })
        #expect(store.catalog.generation == 2)
    }

    @Test func editingAModelReRendersTheViewsThatReadIt() throws {
        let badge = frames(of: "Badge.badge")
        let banner = frames(of: "Banner.banner")
        try folder.write(
            "Model.swift", Self.files["Model.swift"]!.replacingOccurrences(of: "\"Ada\"", with: "\"Grace\""))
        #expect(pipeline.update(changedPaths: ["Model.swift"]))
        #expect(pipeline.framesRendered == 4 + 2, "only Badge's two targets")
        #expect(zip(frames(of: "Badge.badge"), badge).allSatisfy { $0.hash != $1.hash })
        #expect(zip(frames(of: "Banner.banner"), banner).allSatisfy { $0 === $1 })
    }

    @Test func aNewFileReRendersEverything() throws {
        try folder.write("Extra.swift", "struct Unrelated {}\n")
        #expect(pipeline.update(changedPaths: ["Extra.swift"]))
        #expect(pipeline.framesRendered == 4 + 4)
    }

    @Test func aPreviewWithDiagnosticsIsReRenderedWhenAnotherFileChanges() throws {
        // Badge names a view no file declares yet: its evaluation cannot know which file will declare it.
        try folder.write(
            "Badge.swift", Self.files["Badge.swift"]!.replacingOccurrences(of: "Text(profile.name)", with: "Sticker()"))
        #expect(pipeline.update(changedPaths: ["Badge.swift"]))
        #expect(!pipeline.diagnostics.filter { $0.preview == "Badge.badge" }.isEmpty)
        let rendered = pipeline.framesRendered
        try folder.write(
            "Banner.swift",
            Self.files["Banner.swift"]! + "\nstruct Sticker: View { var body: some View { Text(\"Sticker\") } }\n")
        #expect(pipeline.update(changedPaths: ["Banner.swift"]))
        #expect(pipeline.framesRendered == rendered + 4)
        #expect(pipeline.diagnostics.filter { $0.preview == "Badge.badge" }.isEmpty)
    }

    @Test func aPreviewWithDiagnosticsIsNotReRenderedWhenAnotherFileDeclaresNothingNew() throws {
        try folder.write(
            "Badge.swift", Self.files["Badge.swift"]!.replacingOccurrences(of: "Text(profile.name)", with: "Sticker()"))
        #expect(pipeline.update(changedPaths: ["Badge.swift"]))
        let badge = frames(of: "Badge.badge")
        let rendered = pipeline.framesRendered
        // A literal and a modifier: Banner.swift declares what it did, so nothing Badge failed to find can appear.
        try folder.write(
            "Banner.swift",
            Self.files["Banner.swift"]!.replacingOccurrences(of: "\"Banner\").font(.title)", with: "\"Flag\").bold()"))
        #expect(pipeline.update(changedPaths: ["Banner.swift"]))
        #expect(pipeline.framesRendered == rendered + 2, "only Banner's two targets")
        #expect(zip(frames(of: "Badge.badge"), badge).allSatisfy { $0 === $1 })
        // A method's new parameter label is a declaration: Badge is tried again.
        try folder.write("Banner.swift", Self.files["Banner.swift"]! + "\nfunc helper(label: Int) {}\n")
        #expect(pipeline.update(changedPaths: ["Banner.swift"]))
        #expect(pipeline.framesRendered == rendered + 2 + 4)
    }

    @Test func aFrameWithTheSamePixelsIsNotSentAgain() throws {
        // The text changes, so the display list does; drawn in a clear colour, it leaves no pixels, so the frame does
        // not.
        let hidden = Self.files["Banner.swift"]!.replacingOccurrences(
            of: "Text(\"Banner\").font(.title)",
            with: "ZStack { Text(\"Banner\").font(.title); Text(\"one\").foregroundStyle(Color.clear) }")
        try folder.write("Banner.swift", hidden)
        #expect(pipeline.update(changedPaths: ["Banner.swift"]))
        let before = frames(of: "Banner.banner")
        let rendered = pipeline.framesRendered
        try folder.write("Banner.swift", hidden.replacingOccurrences(of: "\"one\"", with: "\"two\""))
        #expect(pipeline.update(changedPaths: ["Banner.swift"]))
        #expect(pipeline.framesRendered == rendered + 2, "evaluated again")
        #expect(zip(frames(of: "Banner.banner"), before).allSatisfy { $0 === $1 }, "but not published again")
    }

    @Test func previewsOfTheEditedFileAreRenderedFirst() throws {
        let project = try folder.load()
        #expect(project.previews.count == 2)
        let plan = RenderPlan(
            previews: project.previews, targets: DeviceCatalog.defaultTargets, records: [:],
            scope: .files(["Banner.swift"]))
        #expect(plan.jobs.prefix(2).allSatisfy { $0.preview.id == "Banner.banner" })
        #expect(plan.jobs.count == 4, "without records every pair is rendered")
        #expect(plan.keys.count == 4)
    }

    @Test func theScopeNarrowsOnlyForEditsOfExistingSwiftFiles() {
        let files: Set<String> = ["A.swift", "B.swift"]
        #expect(
            RenderPlan.scope(changedPaths: ["A.swift"], filesBefore: files, filesAfter: files) == .files(["A.swift"]))
        #expect(RenderPlan.scope(changedPaths: nil, filesBefore: files, filesAfter: files) == .everything)
        #expect(
            RenderPlan.scope(changedPaths: ["C.swift"], filesBefore: files, filesAfter: files.union(["C.swift"]))
                == .everything)
        #expect(
            RenderPlan.scope(
                changedPaths: ["Assets.xcassets/Brand.colorset/Contents.json"], filesBefore: files, filesAfter: files)
                == .everything)
    }
}

/// An image file rewritten in place keeps its path, so without its version the preview's display list would
/// compare equal to the last one and the frame would not be drawn again.
@Suite struct ImageRewrittenInPlaceTests {
    static let imageSet = "Assets.xcassets/Logo.imageset"

    /// A `side`×`side` PNG in one colour, made by previewd's own renderer.
    static func png(side: Double, _ color: RGBA) throws -> Data {
        let list = DisplayList(
            size: Size(width: side, height: side),
            items: [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: side, height: side), color: color)])
        return Data(try FrameRenderer().render(list, scale: 1).png)
    }

    @Test func anImageRewrittenWithTheSameSizeIsDrawnAgain() throws {
        let folder = try ProjectFolder([
            "Logo.swift": """
                import SwiftUI

                struct Logo: View {
                    var body: some View { Image("Logo") }
                }

                #Preview("Logo") { Logo() }
                """,
            "Assets.xcassets/Contents.json": "{}",
            "\(Self.imageSet)/Contents.json": #"{"images": [{"filename": "logo.png", "idiom": "universal"}]}"#,
        ])
        let image = "\(Self.imageSet)/logo.png"
        try folder.write(image, Self.png(side: 30, RGBA(red: 1, green: 0, blue: 0)))
        let store = FrameStore()
        let target = DeviceCatalog.defaultTargets[0]
        let pipeline = try RenderPipeline(
            project: folder.load(), targets: [target], store: store, logger: Logger(label: "test"))
        pipeline.renderAll()
        let key = FrameKey(preview: "Logo.logo", target: target.id)
        let red = try #require(store.latestFrames()[key])
        let redPixel = try decodePNG(red.png).pixel(x: red.pixelWidth / 2, y: red.pixelHeight / 2)

        // The same pixel size, another colour; dated a second later, as a real edit would be (file times on Linux
        // advance by a clock tick, so two writes in a row could otherwise carry the same time).
        try folder.write(image, Self.png(side: 30, RGBA(red: 0, green: 0, blue: 1)))
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(1)],
            ofItemAtPath: folder.root.appendingPathComponent(image).path)
        #expect(pipeline.update(changedPaths: [image]))
        let blue = try #require(store.latestFrames()[key])
        #expect(blue.seq > red.seq, "a new frame was published")
        let bluePixel = try decodePNG(blue.png).pixel(x: blue.pixelWidth / 2, y: blue.pixelHeight / 2)
        #expect(bluePixel != redPixel)
        #expect(bluePixel.blue > 200 && bluePixel.red < 50, "the new picture is drawn: \(bluePixel)")
    }
}
