package import Foundation

/// A folder of Swift sources with their tests, as a Swift package lays them out: the code under test in `Sources`
/// (or, for exercise collections that keep a reference solution beside a stub, `.meta/Sources`), the tests in
/// `Tests`. Either may be missing; a folder without tests has nothing to run.
package struct TestFolder: Sendable {
    package let root: URL
    /// Relative paths (below `root`) of the code under test.
    package let sources: [String]
    /// Relative paths (below `root`) of the test files.
    package let tests: [String]

    package init(root: URL) throws {
        self.root = root.standardizedFileURL
        let reference = self.root.appendingPathComponent(".meta/Sources")
        let sourceFolder = FileManager.default.fileExists(atPath: reference.path) ? ".meta/Sources" : "Sources"
        sources = try Self.swiftFiles(in: self.root, below: sourceFolder)
        tests = try Self.swiftFiles(in: self.root, below: "Tests")
    }

    package var name: String { root.lastPathComponent }

    /// `.swift` files below `folder`, sorted; none when it does not exist. Links are not followed.
    private static func swiftFiles(in root: URL, below folder: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        else { return [] }
        var found: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values.isRegularFile == true, values.isSymbolicLink != true else { continue }
            found.append(
                folder + "/" + String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)))
        }
        return found.sorted()
    }
}
