import Foundation
import PreviewModel

/// A project folder in a fresh temporary directory, deleted when the last reference goes away.
final class ProjectFolder {
    let root: URL

    /// Creates the folder and writes `files` (relative path → contents) into it.
    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("previewd-interpreter-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    /// Writes raw bytes, creating intermediate folders.
    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func remove(_ path: String) throws { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }

    /// Loads the folder as a project.
    func load() throws -> Project { try Project(root: root) }
}
