import Foundation
import PreviewModel
import PreviewTestSupport
import Testing

/// The project model reads every file through `ProjectBoundary`: at start and for later changes alike.
struct ProjectBoundaryModelTests {
    private static let outsidePreview = "import SwiftUI\n#Preview(\"Outside\") { Text(\"outside\") }\n"

    @Test func aLinkThatAppearsLaterIsRefusedAsAtStart() throws {
        let outside = try ProjectFolder(["Outside.swift": Self.outsidePreview, "notes.txt": "TOP-SECRET ]]] {{{\n"])
        let folder = try ProjectFolder(["Card.swift": "import SwiftUI\n#Preview(\"Card\") { Text(\"card\") }\n"])
        var project = try folder.load()
        for (name, target) in [
            ("Leak.swift", "Outside.swift"), ("Notes.swift", "notes.txt"), ("Gone.swift", "nothing"),
        ] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.root.appendingPathComponent(name).path,
                withDestinationPath: outside.root.appendingPathComponent(target).path)
        }
        project.apply(changedPaths: ["Leak.swift", "Notes.swift", "Gone.swift"])
        let restarted = try folder.load()
        for model in [project, restarted] {
            #expect(model.previews.map(\.name) == ["Card"])
            #expect(model.files.keys.sorted() == ["Card.swift"])
            let messages = Set(model.diagnostics.map(\.message))
            #expect(messages.count == 1)
            #expect(messages.first?.hasPrefix("not a regular file inside the project") == true)
            #expect(model.diagnostics.map(\.file) == ["Gone.swift", "Leak.swift", "Notes.swift"])
            #expect(!model.diagnostics.contains { $0.message.contains("SECRET") })
        }
    }

    @Test func imageSetFileNamesCannotLeadOutOfTheProject() throws {
        let outside = try ProjectFolder()
        try outside.write("secret.png", pngHeader(width: 4, height: 4))
        let escaping = "../../../../../../../../.." + outside.root.path
        func imageSet(_ filename: String) -> String {
            #"{ "images" : [ { "filename" : "\#(filename)", "idiom" : "universal" } ] }"#
        }
        let folder = try ProjectFolder([
            "Assets.xcassets/Exists.imageset/Contents.json": imageSet(escaping + "/secret.png"),
            "Assets.xcassets/Absent.imageset/Contents.json": imageSet(escaping + "/absent.png"),
            "Assets.xcassets/Absolute.imageset/Contents.json": imageSet(outside.root.path + "/secret.png"),
        ])
        try folder.write("Assets.xcassets/Linked.imageset/Contents.json", imageSet("icon.png"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.root.appendingPathComponent("Assets.xcassets/Linked.imageset/icon.png").path,
            withDestinationPath: outside.root.appendingPathComponent("secret.png").path)
        let assets = try folder.load().assets
        #expect(assets.images.values.allSatisfy { $0.variants.isEmpty })
        let words = assets.diagnostics.map {
            $0.message.replacingOccurrences(of: #"'[^']*'"#, with: "_", options: .regularExpression)
        }
        #expect(assets.diagnostics.count == 4)
        #expect(Set(words).count == 1)
        #expect(words.first?.contains("not a regular file inside the project") == true)
    }

    @Test func previewdsOwnFoldersAreNotProjectContent() throws {
        let folder = try ProjectFolder([
            "Card.swift": "import SwiftUI\n#Preview(\"Card\") { Text(\"card\") }\n",
            "state/projects/Hello-1/clients.json": "{}",
            "state/Generated.swift": Self.outsidePreview,
        ])
        var project = try Project(root: folder.root, excluding: [folder.root.appendingPathComponent("state")])
        #expect(project.files.keys.sorted() == ["Card.swift"])
        #expect(project.resources.paths.isEmpty)
        let generation = project.generation
        try folder.write("state/projects/Hello-1/clients.json", "{\"clients\": {}}")
        let changed = project.apply(changedPaths: ["state/projects/Hello-1/clients.json", "state/Generated.swift"])
        #expect(!changed)
        #expect(project.generation == generation)
    }
}
