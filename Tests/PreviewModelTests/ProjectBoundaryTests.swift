import Foundation
import PreviewFiles
import PreviewTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The one rule for reading a project's files: a regular file inside the project, reached through real folders.
struct ProjectBoundaryTests {
    @Test func aRegularFileInsideIsRead() throws {
        let folder = try ProjectFolder(["Views/Card.swift": "struct Card {}\n"])
        let boundary = ProjectBoundary(root: folder.root)
        #expect(try boundary.read("Views/Card.swift", maximumSize: 1 << 20).get().data == Data("struct Card {}\n".utf8))
        #expect(boundary.read("Views/Gone.swift", maximumSize: 1 << 20) == .failure(.missing))
        #expect(boundary.read("Views/Card.swift", maximumSize: 4) == .failure(.tooLarge(4)))
    }

    @Test func linksAreRefusedAlikeWhetherTheirTargetExistsOrNot() throws {
        let outside = try ProjectFolder(["Secret.swift": "let secret = 1\n"])
        let folder = try ProjectFolder(["Card.swift": "struct Card {}\n"])
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(
            atPath: folder.root.appendingPathComponent("Leak.swift").path,
            withDestinationPath: outside.root.appendingPathComponent("Secret.swift").path)
        try fileManager.createSymbolicLink(
            atPath: folder.root.appendingPathComponent("Dangling.swift").path,
            withDestinationPath: outside.root.appendingPathComponent("Nothing.swift").path)
        try fileManager.createSymbolicLink(
            atPath: folder.root.appendingPathComponent("Linked").path, withDestinationPath: outside.root.path)
        try fileManager.createSymbolicLink(
            atPath: folder.root.appendingPathComponent("Inner.swift").path, withDestinationPath: "Card.swift")
        let boundary = ProjectBoundary(root: folder.root)
        for path in ["Leak.swift", "Dangling.swift", "Linked/Secret.swift", "Linked/Nothing.swift", "Inner.swift"] {
            #expect(boundary.read(path, maximumSize: 1 << 20) == .failure(.notInProject), "\(path)")
        }
    }

    @Test func namesThatLeadOutAreRefusedBeforeAnythingIsOpened() throws {
        let folder = try ProjectFolder(["Card.swift": "struct Card {}\n"])
        let boundary = ProjectBoundary(root: folder.root)
        let escaping = "../" + folder.root.lastPathComponent + "/Card.swift"
        for path in [
            escaping, "a/../Card.swift", "./Card.swift", folder.root.path + "/Card.swift", "", "Card.swift\0x",
        ] {
            #expect(boundary.read(path, maximumSize: 1 << 20) == .failure(.notInProject), "\(path)")
        }
        #expect(!ProjectBoundary.isPlainRelativePath("../../../../elsewhere/secret.png"))
        #expect(ProjectBoundary.isPlainRelativePath("icon@2x.png"))
    }

    @Test func aFifoIsRefusedWithoutBlocking() throws {
        let folder = try ProjectFolder()
        #expect(mkfifo(folder.root.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        #expect(ProjectBoundary(root: folder.root).read("Pipe.swift", maximumSize: 1 << 20) == .failure(.notInProject))
    }

    @Test func aFileThatCannotBeOpenedIsUnreadableNotMissing() {
        for code in [EMFILE, ENFILE, EACCES, EIO] {
            #expect(ProjectFileRefusal(errno: code) == .unreadable(errno: code))
        }
        #expect(ProjectFileRefusal(errno: ENOENT) == .missing)
        #expect(ProjectFileRefusal(errno: ELOOP) == .notInProject)
        #expect(ProjectFileRefusal(errno: ENOTDIR) == .notInProject)
    }

    @Test func previewdsOwnFoldersAreExcludedByTheirResolvedPath() throws {
        let folder = try ProjectFolder(["state/token": "x\n", "Card.swift": "struct Card {}\n"])
        let elsewhere = try ProjectFolder()
        let link = elsewhere.root.appendingPathComponent("state-link")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: folder.root.appendingPathComponent("state").path)
        let boundary = ProjectBoundary(
            root: folder.root, excluding: [link, folder.root.appendingPathComponent("run/./later"), elsewhere.root])
        #expect(boundary.excludedDirectories == ["state", "run/later"])
        #expect(boundary.read("state/token", maximumSize: 1 << 20) == .failure(.notInProject))
        #expect(boundary.isExcluded("run/later/daemon-1.json"))
    }
}
