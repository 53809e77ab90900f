import Foundation
import PreviewModel

/// A SwiftUI project folder for tests, in a fresh temporary directory, deleted when the last reference goes away.
package final class ProjectFolder {
    package let root: URL

    /// Creates the folder and writes `files` (relative path → contents) into it.
    package init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("previewd-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    package func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    /// Writes raw bytes, creating intermediate folders.
    package func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    package func remove(_ path: String) throws { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }

    /// Loads the folder as a project.
    package func load() throws -> Project { try Project(root: root) }
}
