package import Foundation

/// What the daemon remembers about its clients across restarts (`clients.json` in the project's state folder):
/// each client's last preview and target, and the preview the dashboard last mirrored.
package struct ClientRecords: Codable, Equatable, Sendable {
    /// The most clients remembered; the one seen longest ago is forgotten first.
    package static let maximumClients = 256
    package static let currentVersion = 1

    /// One client's last view.
    package struct Record: Codable, Equatable, Sendable {
        package var preview: String?
        package var target: String?
        /// Seconds since 1970, for forgetting the oldest.
        package var lastSeen: Double

        package init(preview: String? = nil, target: String? = nil, lastSeen: Double) {
            self.preview = preview
            self.target = target
            self.lastSeen = lastSeen
        }
    }

    package var version = Self.currentVersion
    package var clients: [String: Record] = [:]
    /// The preview the dashboard (or `POST /api/v1/select`) selected last; following devices show it.
    package var mirror: String?
    /// Previews pinned on the dashboard, in the order they were pinned (optional: files from before pins).
    private var pinned: [String]?

    /// The most pins kept.
    package static let maximumPins = 64

    package var pins: [String] {
        get { pinned ?? [] }
        set { pinned = Array(newValue.suffix(Self.maximumPins)) }
    }

    package init() {}

    /// Why a stored file could not be read.
    package struct DecodingError: Error, Equatable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// Parses a stored file; a truncated, corrupt or foreign file is an error that says what is wrong.
    package static func decode(_ data: Data) throws(DecodingError) -> ClientRecords {
        let records: ClientRecords
        do {
            records = try JSONDecoder().decode(ClientRecords.self, from: data)
        } catch {
            throw DecodingError(message: "not a previewd client state file (\(Self.reason(error)))")
        }
        guard records.version == currentVersion else {
            throw DecodingError(
                message: "client state version \(records.version) is not supported (expected \(currentVersion))")
        }
        return records
    }

    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        // Strings, numbers and optionals only: encoding cannot fail.
        return try! encoder.encode(self)
    }

    /// Records what `client` shows now; ids and values are capped so a hostile client cannot grow the file.
    package mutating func remember(_ client: String, preview: String?, target: String?, at now: Double) {
        let client = String(client.prefix(64))
        var record = clients[client] ?? Record(lastSeen: now)
        if let preview { record.preview = String(preview.prefix(256)) }
        if let target { record.target = String(target.prefix(128)) }
        record.lastSeen = now
        clients[client] = record
        while clients.count > Self.maximumClients,
            let oldest = clients.min(by: { $0.value.lastSeen < $1.value.lastSeen })
        {
            clients[oldest.key] = nil
        }
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case Swift.DecodingError.dataCorrupted(let context): return context.debugDescription
        case Swift.DecodingError.keyNotFound(let key, _): return "missing '\(key.stringValue)'"
        case Swift.DecodingError.typeMismatch(_, let context), Swift.DecodingError.valueNotFound(_, let context):
            return "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        default: return "\(error)"
        }
    }
}
