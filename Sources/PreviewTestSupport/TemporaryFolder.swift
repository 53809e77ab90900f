package import Foundation

/// A fresh folder under the system's temporary directory, deleted with everything in it when the last reference
/// goes away: tests keep one in a local or a suite property so that nothing they write outlives them.
package final class TemporaryFolder {
    package let url: URL

    /// `label` starts the folder's name, so a folder left by a crashed test says which test made it.
    package init(_ label: String, create: Bool = true) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(label)-\(UUID().uuidString)", isDirectory: true)
        if create { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    package func appendingPathComponent(_ name: String) -> URL { url.appendingPathComponent(name) }
}
