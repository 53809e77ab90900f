import Foundation
import Synchronization

/// JSON documents parsed once per content, shared by every evaluation and thread.
///
/// Sample data decoded from a project's JSON resource (`load("landmarkData.json")`) is decoded by every preview
/// that makes its model, in every evaluation; parsing the bytes into a `JSONValue` was most of that. The key is
/// the bytes themselves, so an edited file is a new key and nothing can be stale. A `JSONValue` is an immutable
/// value, safe to share.
final class ParsedJSONCache: Sendable {
    static let shared = ParsedJSONCache()

    /// Documents kept before the cache is emptied: a project has a few sample-data files.
    static let capacity = 16

    private let documents = Mutex<[Data: JSONValue]>([:])

    /// The document `data` holds, parsed by `parse` the first time; a parse that throws is not kept.
    func json(for data: Data, parse: () throws -> JSONValue) rethrows -> JSONValue {
        if let known = documents.withLock({ $0[data] }) { return known }
        let json = try parse()
        documents.withLock { documents in
            if documents.count >= Self.capacity { documents.removeAll() }
            documents[data] = json
        }
        return json
    }
}
