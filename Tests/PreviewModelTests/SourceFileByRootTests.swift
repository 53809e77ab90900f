import Foundation
import PreviewModel
import PreviewTestSupport
import SwiftSyntax
import Testing

/// A node's file is found by its tree's root, as diagnostics and the semantic pass look it up.
struct SourceFileByRootTests {
    @Test func aFileIsFoundByItsTreeUntilItChangesOrGoes() throws {
        let folder = try ProjectFolder(["A.swift": "let a = 1\n", "B.swift": "let b = 2\n"])
        var project = try folder.load()
        let first = try #require(project.files["B.swift"])
        #expect(project.sourceFile(rootedAt: first.tree.id)?.path == "B.swift")
        #expect(project.sourceFile(rootedAt: try #require(project.files["A.swift"]).tree.id)?.path == "A.swift")

        try "let b = 3\n".write(to: folder.root.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        project.apply(changedPaths: ["B.swift"])
        let edited = try #require(project.files["B.swift"])
        #expect(project.sourceFile(rootedAt: edited.tree.id)?.text == "let b = 3\n")
        #expect(project.sourceFile(rootedAt: first.tree.id) == nil)

        try FileManager.default.removeItem(at: folder.root.appendingPathComponent("B.swift"))
        project.apply(changedPaths: ["B.swift"])
        #expect(project.sourceFile(rootedAt: edited.tree.id) == nil)
    }
}
