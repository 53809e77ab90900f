import Foundation
import PreviewModel
import PreviewTestSupport
import Testing

/// Loading a project folder and keeping the model current as files change.
struct ProjectTests {
    private static let card = """
        import SwiftUI

        struct Card: View {
            var body: some View { Text("card") }
        }

        #Preview("Card") { Card() }
        """

    @Test func loadsEverySwiftFileAndItsTypes() throws {
        let folder = try ProjectFolder([
            "Card.swift": Self.card,
            "Models/Profile.swift": "struct Profile { var name: String }\n",
            "README.md": "#Preview(\"Not Swift\") { }\n",
        ])
        let project = try folder.load()
        #expect(project.files.keys.sorted() == ["Card.swift", "Models/Profile.swift"])
        #expect(project.index[type: "Profile"]?.file == "Models/Profile.swift")
        #expect(project.index[type: "Card"]?.isView == true)
        #expect(project.previews.map(\.id) == ["Card.card"])
        #expect(project.generation == 1)
    }

    @Test func buildGitAndXcodeExportFoldersAreIgnored() throws {
        let folder = try ProjectFolder([
            "Card.swift": Self.card,
            ".build/debug/Generated.swift": "#Preview(\"Generated\") { Text(\"x\") }\n",
            "Export/de.xcloc/Source Contents/App/Card.swift": Self.card,
            "Archives/App.xcarchive/Sources/Old.swift": "#Preview(\"Old\") { Text(\"x\") }\n",
            ".build/checkouts/Dependency/Tests/ThingTests.swift": "#Preview(\"Test\") { Text(\"x\") }\n",
            ".build/checkouts/Dependency/Package.swift": "let name = \"Dependency\"\n",
            ".git/hooks/Hook.swift": "#Preview(\"Hook\") { Text(\"x\") }\n",
        ])
        var project = try folder.load()
        var changed: Bool
        #expect(project.files.keys.sorted() == ["Card.swift"])
        #expect(project.previews.map(\.id) == ["Card.card"])
        // A change reported inside an ignored folder must not pull the file in either.
        changed = project.apply(changedPaths: [".build/debug/Generated.swift"])
        #expect(!changed)
        #expect(project.files.keys.sorted() == ["Card.swift"])
    }

    /// A package the project depends on, checked out by SwiftPM or cloned by Xcode into the project folder, is read
    /// for its declarations, so its views and helpers are evaluated like the project's own; its previews stay its
    /// own, and its tests and manifest are not read.
    @Test func checkedOutDependenciesAreReadForTheirDeclarationsOnly() throws {
        let badge = ".build/checkouts/Kit/Sources/Kit/Badge.swift"
        let folder = try ProjectFolder([
            "Card.swift": Self.card,
            badge: "public struct Badge: View {\n    public var body: some View { Text(\"new\") }\n}\n"
                + "#Preview(\"Badge\") { Badge() }\n",
            ".build/checkouts/Kit/Package.swift": "let name = \"Kit\"\n",
            "SourcePackages/checkouts/Tokens/Sources/Tokens/Palette.swift": "public enum Palette { case ink }\n",
            "SourcePackages/checkouts/Tokens/Tests/TokensTests/PaletteTests.swift": "struct PaletteTests {}\n",
        ])
        var project = try folder.load()
        #expect(
            project.files.keys.sorted() == [
                badge, "Card.swift", "SourcePackages/checkouts/Tokens/Sources/Tokens/Palette.swift",
            ])
        #expect(project.index[type: "Badge"]?.isView == true)
        #expect(project.index[type: "Palette"] != nil)
        #expect(project.previews.map(\.id) == ["Card.card"])
        // A dependency updated in place (`swift package update`) is read again when its file is reported changed.
        try folder.write(badge, "public struct Chip: View {\n    public var body: some View { Text(\"chip\") }\n}\n")
        let changed = project.apply(changedPaths: [badge])
        #expect(changed)
        #expect(project.index[type: "Chip"] != nil)
        #expect(project.index[type: "Badge"] == nil)
    }

    /// A package the project names but has not checked out is reported once, by name, with what to run; the
    /// report goes when the package is checked out.
    @Test func packagesThatAreNotCheckedOutAreNamedWithWhatToRun() throws {
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    A1 /* XCRemoteSwiftPackageReference "DesignKit" */ = {
                        isa = XCRemoteSwiftPackageReference;
                        repositoryURL = "https://github.com/example/DesignKit.git";
                    };
                    A2 /* XCRemoteSwiftPackageReference "swift-algorithms" */ = {
                        isa = XCRemoteSwiftPackageReference;
                        repositoryURL = "https://github.com/apple/swift-algorithms?tab=readme";
                    };
                };
                rootObject = A0;
            }
            """
        let folder = try ProjectFolder([
            "Card.swift": Self.card,
            "App.xcodeproj/project.pbxproj": pbxproj,
            "SourcePackages/checkouts/swift-algorithms/Sources/Algorithms/Chunked.swift": "struct Chunked {}\n",
        ])
        var project = try folder.load()
        #expect(project.packages.missing == ["DesignKit"])
        let reported = project.diagnostics.filter { $0.message.contains("Swift package") }
        #expect(reported.map(\.file) == ["App.xcodeproj/project.pbxproj"])
        #expect(reported.first?.message.contains("(DesignKit)") == true)
        #expect(reported.first?.message.contains("`previewd resolve`") == true)

        try folder.write("SourcePackages/checkouts/DesignKit/Sources/DesignKit/Tokens.swift", "enum Tokens {}\n")
        try folder.write("Package.swift", """
            let package = Package(name: "App", dependencies: [
                .package(url: "https://github.com/example/Networking.git", from: "1.0.0"),
                .package(name: "Charts", url: "git@example.com:team/Charts", branch: "main"),
            ])
            """)
        try project.reload()
        #expect(project.packages.missing == ["Charts", "Networking"])
        #expect(project.diagnostics.filter { $0.message.contains("Swift package") }.map(\.file) == ["Package.swift"])
    }

    @Test func missingRootThrows() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("previewd-missing-\(UUID())")
        #expect(throws: ProjectError(.notADirectory, path: missing.path)) { try Project(root: missing) }
    }

    @Test func aFileAsRootThrows() throws {
        let folder = try ProjectFolder(["Card.swift": Self.card])
        #expect(throws: ProjectError.self) { try Project(root: folder.root.appendingPathComponent("Card.swift")) }
    }

    @Test func unchangedFileIsNotReparsed() throws {
        let folder = try ProjectFolder(["Card.swift": Self.card])
        var project = try folder.load()
        var changed: Bool
        let generation = project.generation
        changed = project.apply(changedPaths: ["Card.swift"])
        #expect(!changed)
        #expect(project.generation == generation)
        changed = project.apply(changedPaths: ["Notes.txt"])
        #expect(!changed)
        changed = try project.reload()
        #expect(!changed)
        #expect(project.generation == generation)
    }

    @Test func editedFileUpdatesPreviewsAndGeneration() throws {
        let folder = try ProjectFolder(["Card.swift": Self.card])
        var project = try folder.load()
        var changed: Bool
        try folder.write("Card.swift", Self.card + "\n#Preview(\"Second\") { Card() }\n")
        changed = project.apply(changedPaths: ["Card.swift"])
        #expect(changed)
        #expect(project.generation == 2)
        #expect(project.previews.map(\.id) == ["Card.card", "Card.second"])
    }

    @Test func syntaxErrorKeepsTheLastGoodVersionAndIsReported() throws {
        let folder = try ProjectFolder(["Card.swift": Self.card])
        var project = try folder.load()
        var changed: Bool
        let broken = MarkedSource(
            """
            import SwiftUI

            struct Card: View {
                var body: some View { Text("card"1️⃣ }
            }

            #Preview("Card") { Card() }
            #Preview("Added while broken") { Card() }
            """)
        try folder.write("Card.swift", broken.text)
        changed = project.apply(changedPaths: ["Card.swift"])
        #expect(changed)
        #expect(project.previews.map(\.id) == ["Card.card"])
        #expect(project.files["Card.swift"]?.text == Self.card)
        let diagnostic = try #require(project.diagnostics.first)
        #expect(diagnostic.file == "Card.swift")
        #expect(diagnostic.severity == .error)
        #expect(MarkedSource.Position(line: diagnostic.line, column: diagnostic.column) == broken["1️⃣"])
        #expect(diagnostic.message.contains("')'"), "\(diagnostic)")
        #expect(diagnostic.preview == nil)

        // Saving the same broken text again changes nothing.
        changed = project.apply(changedPaths: ["Card.swift"])
        #expect(!changed)

        try folder.write("Card.swift", broken.text.replacingOccurrences(of: "\"card\" }", with: "\"card\") }"))
        changed = project.apply(changedPaths: ["Card.swift"])
        #expect(changed)
        #expect(project.diagnostics.isEmpty)
        #expect(project.previews.map(\.id) == ["Card.card", "Card.added-while-broken"])
    }

    @Test func newFileWithSyntaxErrorsHasNoPreviewsButADiagnostic() throws {
        let folder = try ProjectFolder(["Card.swift": Self.card])
        var project = try folder.load()
        var changed: Bool
        try folder.write("Broken.swift", "#Preview(\"Broken\") { Text(\"x\"\n")
        changed = project.apply(changedPaths: ["Broken.swift"])
        #expect(changed)
        #expect(project.previews.map(\.id) == ["Card.card"])
        #expect(project.diagnostics.map(\.file).allSatisfy { $0 == "Broken.swift" })
        #expect(!project.diagnostics.isEmpty)
    }

    @Test func deletingAFileRemovesItsPreviews() throws {
        let folder = try ProjectFolder([
            "Card.swift": Self.card,
            "Other.swift": "#Preview(\"Other\") { Text(\"other\") }\n",
        ])
        var project = try folder.load()
        var changed: Bool
        #expect(project.previews.map(\.id) == ["Card.card", "Other.other"])
        try folder.remove("Other.swift")
        changed = project.apply(changedPaths: ["Other.swift"])
        #expect(changed)
        #expect(project.previews.map(\.id) == ["Card.card"])
        #expect(project.files["Other.swift"] == nil)
    }

    @Test func deletedFilesAreNoticedByReload() throws {
        let folder = try ProjectFolder(["Card.swift": Self.card, "Other.swift": "#Preview { Text(\"x\") }\n"])
        var project = try folder.load()
        var changed: Bool
        try folder.remove("Other.swift")
        changed = try project.reload()
        #expect(changed)
        #expect(project.previews.map(\.id) == ["Card.card"])
    }

    @Test func fileThatIsNotUTF8IsReported() throws {
        let folder = try ProjectFolder(["Card.swift": Self.card])
        // "// café" in Latin-1.
        try folder.write("Latin1.swift", Data([0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]))
        var project = try folder.load()
        var changed: Bool
        #expect(
            project.diagnostics == [
                Diagnostic(
                    file: "Latin1.swift", line: 1, column: 1, severity: .error,
                    message: "file is not valid UTF-8; skipped")
            ])
        #expect(project.files["Latin1.swift"] == nil)
        #expect(project.previews.map(\.id) == ["Card.card"])

        // Deleting the file clears its diagnostic, whether the deletion is reported or found by a rescan.
        try folder.remove("Latin1.swift")
        changed = project.apply(changedPaths: ["Latin1.swift"])
        #expect(changed)
        #expect(project.diagnostics.isEmpty)

        try folder.write("Latin1.swift", Data([0xE9]))
        changed = try project.reload()
        #expect(changed)
        #expect(project.diagnostics.count == 1)
        try folder.remove("Latin1.swift")
        changed = try project.reload()
        #expect(changed)
        #expect(project.diagnostics.isEmpty)
    }

    @Test func typesMergeAcrossExtensionsInOtherFiles() throws {
        let folder = try ProjectFolder([
            "Views/Card+Style.swift": "extension Card {\n    var accent: Color { .blue }\n}\n",
            "Views/Card.swift":
                "struct Card: View {\n    var title: String\n    var body: some View { Text(title) }\n}\n",
        ])
        let project = try folder.load()
        let card = try #require(project.index[type: "Card"])
        #expect(card.kind == .struct)
        #expect(card.file == "Views/Card.swift")
        #expect(card.files == ["Views/Card.swift", "Views/Card+Style.swift"])
        #expect(card.storedProperties.map(\.name) == ["title"])
        #expect(card.members["accent"] != nil)
        #expect(card.isView)
    }

    /// The project keeps what each file declares and which previews it holds from when the file was parsed, and
    /// rebuilds the index and the previews from those after an edit: after every edit below, the model must be the
    /// one a fresh load of the same folder builds.
    @Test func editsUpdateTheIndexAndPreviewsAsAFreshLoadWould() throws {
        let folder = try ProjectFolder([
            "Views/Card.swift": Self.card,
            "Views/Card+Style.swift": "extension Card {\n    var accent: Color { .blue }\n}\n",
            "Model.swift":
                "struct Note { var title: String }\nlet sample = Note(title: \"a\")\nfunc make() -> Note { sample }\n",
        ])
        var project = try folder.load()
        func summary(_ project: Project) -> [String] {
            let types = project.index.variants.keys.sorted().flatMap { name in
                project.index.variants[name]!.map { type in
                    """
                    \(name) \(type.kind) \(type.file) \(type.files.sorted()) \(type.members.keys.sorted()) \
                    \(type.storedProperties.map(\.name))
                    """
                }
            }
            let functions = project.index.functions.keys.sorted().map {
                "func \($0) ×\(project.index.functions[$0]!.count)"
            }
            let globals = project.index.globals.keys.sorted().map { "let \($0) in \(project.index.globals[$0]!.file)" }
            return types + functions + globals + project.previews.map { "preview \($0.id) \($0.file):\($0.line)" }
        }
        let edits: [(String, String?)] = [
            (
                "Views/Card+Style.swift",
                "extension Card {\n    var tint: Color { .red }\n    func badge() -> Int { 1 }\n}\n"
            ),
            (
                "Model.swift",
                """
                struct Note { var title: String; var body: String }\nfunc make() -> Note { Note(title: \"\", body: \
                \"\") }\nfunc make(_ title: String) -> Note { Note(title: title, body: \"\") }\n
                """
            ),
            (
                "Views/Other.swift",
                "struct Other: View {\n    var body: some View { Text(\"o\") }\n}\n#Preview { Other() }\n"
            ),
            (
                "Views/Card.swift",
                Self.card.replacingOccurrences(of: "#Preview(\"Card\")", with: "#Preview(\"Renamed\")")
            ),
            ("Views/Card+Style.swift", nil),
        ]
        for (path, text) in edits {
            if let text { try folder.write(path, text) } else { try folder.remove(path) }
            let changed = project.apply(changedPaths: [path])
            #expect(changed)
            let fresh = try folder.load()
            #expect(summary(project) == summary(fresh), "after editing \(path)")
        }
        #expect(summary(project).contains("preview Card.renamed Views/Card.swift:7"))
        #expect(summary(project).contains("func make ×2"))
    }
}

/// Source the parser cannot handle safely is reported, not parsed; deep trees load on a large stack.
struct HostileSourceTests {
    @Test func deeplyNestedBracketsAreRefusedWithADiagnostic() throws {
        let text = "let a = " + String(repeating: "[", count: 30) + "\n// [[[[[[[[[[[[[[[[ in a comment\n"
        let file = SourceFile(path: "A.swift", text: text)
        #expect(file.hasSyntaxErrors)
        #expect(
            file.syntaxDiagnostics.map(\.message) == [
                "brackets nested more than 12 deep; the file is not parsed (a limit of the Swift parser previewd uses)"
            ])
        #expect(file.syntaxDiagnostics.first?.line == 1)
    }

    @Test func bracketsInStringsAndCommentsDoNotCount() {
        let text = #"let a = "[[[[[[[[[[[[[[[[[[[[" // [[[[[[[[[[[[[[[[[[[["# + "\nlet b = [[1], [2]]\n"
        #expect(SourceGuard.problem(in: text) == nil)
    }

    /// 50,000 terms would fold into a chain of 50,000 syntax arenas whose release overflows the stack
    /// (Tests/PreviewFuzzTests/Findings/deep-syntax-tree-operator-chain-release.swift): the file is refused.
    @Test func aVeryLongOperatorChainIsRefusedWithADiagnostic() throws {
        let terms = Array(repeating: "1", count: 50_000).joined(separator: " + ")
        let folder = try ProjectFolder([
            "Deep.swift": "import SwiftUI\nlet total = \(terms)\n#Preview { Text(\"deep\") }\n"
        ])
        let project = try folder.load()
        #expect(project.previews.isEmpty)
        #expect(
            project.diagnostics.map(\.message) == [
                "an expression with more than 2000 operators; the file is not evaluated"
            ])
        #expect(project.diagnostics.first?.line == 2)
    }

    /// A 20,000-modifier chain is one deep tree in one arena: it loads on the large stack, and evaluation ends
    /// it with the depth budget.
    @Test func aVeryDeepModifierChainLoads() throws {
        let chain = String(repeating: ".padding(1)", count: 20_000)
        let folder = try ProjectFolder(["Deep.swift": "import SwiftUI\n#Preview { Text(\"deep\")\(chain) }\n"])
        let project = try folder.load()
        #expect(project.previews.count == 1)
        #expect(project.diagnostics.isEmpty)
    }
}
