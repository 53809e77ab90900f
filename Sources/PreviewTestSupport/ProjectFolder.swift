package import Foundation
package import PreviewModel

/// A SwiftUI project folder for tests, in a fresh temporary directory, deleted when the last reference goes away.
package final class ProjectFolder {
    private let folder: TemporaryFolder
    package var root: URL { folder.url }

    /// Creates the folder and writes `files` (relative path → contents) into it.
    package init(_ files: [String: String] = [:]) throws {
        folder = try TemporaryFolder("previewd-tests")
        for (path, text) in files { try write(path, text) }
    }

    package func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    /// Writes raw bytes, creating intermediate folders.
    package func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    package func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Loads the folder as a project.
    package func load() throws -> Project { try Project(root: root) }
}
