import Foundation
import Testing

@testable import PreviewWatch

/// previewd's own folders inside a project (its state directory) are never watched, so its writes there are
/// never reported as project changes.
struct ExcludedDirectoryTests {
    @Test func anExcludedDirectoryIsNotWatchedAtStartOrWhenItAppears() throws {
        let directory = try TemporaryDirectory()
        try directory.makeDirectories("Sources")
        try directory.makeDirectories("state/projects")
        let configuration = DirectoryWatcher.Configuration(excludedDirectories: ["state", "later"])
        let watcher = try DirectoryWatcher(root: directory.path, configuration: configuration)
        #expect(watcher.watchedDirectories == ["", "Sources"])
        let tree = try WatchedTree(root: directory.path, configuration: configuration)
        try directory.makeDirectories("later/inside")
        try directory.write("later/inside/Card.swift")
        try directory.write("state/projects/clients.json", "{}")
        #expect(try tree.readChanges().paths.isEmpty)
        #expect(tree.watchedDirectories == ["", "Sources"])
    }
}
