package import Foundation

/// Parsed vector documents by file path and version stamp, shared by the asset catalogs that read them and the
/// renderers that draw them, so a document is parsed once per version of its file however many frames and
/// targets draw it. A new version of a file replaces the old one; past `capacity` documents the cache empties (a
/// project's catalogs hold far fewer). Thread-safe.
package final class VectorDocumentCache: @unchecked Sendable {
    package static let shared = VectorDocumentCache()

    package static let capacity = 512

    private var documents: [String: (stamp: String, result: Result<VectorDocument, VectorDocument.ParseError>)] = [:]
    private let lock = NSLock()

    package init() {}

    /// The document at `path` in version `stamp`, parsed from `data()` when this version is not cached.
    package func document(
        path: String, stamp: String, format: VectorDocument.Format, data: () -> Data?
    ) -> Result<VectorDocument, VectorDocument.ParseError>? {
        lock.lock()
        if let cached = documents[path], cached.stamp == stamp {
            lock.unlock()
            return cached.result
        }
        lock.unlock()
        guard let data = data() else { return nil }
        let result = Result { try VectorDocument(data: data, format: format) }
            .mapError { $0 as? VectorDocument.ParseError ?? VectorDocument.ParseError(description: "\($0)") }
        lock.lock()
        defer { lock.unlock() }
        if documents.count >= Self.capacity { documents.removeAll() }
        documents[path] = (stamp, result)
        return result
    }
}
