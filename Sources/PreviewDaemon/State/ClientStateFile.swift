package import Foundation
package import Logging
import Synchronization

/// The clients' records in memory, saved to `clients.json` in the project's state folder after every change.
/// Any thread.
package final class ClientStateFile: Sendable {
    package let url: URL?
    private let records: Mutex<ClientRecords>
    private let writer: StateWriter?

    /// Reads `url` (nil: remember in memory only). A corrupt file is moved aside to `clients.json.corrupt`, with
    /// a warning, and previewd starts with no records rather than refusing to start.
    package init(url: URL?, writer: StateWriter?, logger: Logger) {
        self.url = url
        self.writer = writer
        var loaded = ClientRecords()
        if let url {
            do {
                if let saved = try StateFile.read(url) { loaded = try ClientRecords.decode(saved.data) }
            } catch let error as DaemonError {
                // A link or another user's file: not previewd's, so not read; the next save replaces it.
                logger.warning(
                    "ignoring the saved client state", metadata: ["file": "\(url.path)", "error": "\(error)"])
            } catch {
                let aside = url.appendingPathExtension("corrupt")
                try? FileManager.default.removeItem(at: aside)
                try? FileManager.default.moveItem(at: url, to: aside)
                logger.warning(
                    "ignoring the saved client state",
                    metadata: ["file": "\(url.path)", "error": "\(error)", "moved.to": "\(aside.path)"])
            }
        }
        records = Mutex(loaded)
    }

    package func record(of client: String) -> ClientRecords.Record? { records.withLock { $0.clients[client] } }

    package var mirror: String? { records.withLock { $0.mirror } }

    package func remember(_ client: String, preview: String? = nil, target: String? = nil) {
        let now = Date().timeIntervalSince1970
        save { $0.remember(client, preview: preview, target: target, at: now) }
    }

    package func setMirror(_ preview: String) { save { $0.mirror = String(preview.prefix(256)) } }

    package var pins: [String] { records.withLock { $0.pins } }

    /// Pins or unpins `preview`; returns the pins afterwards.
    @discardableResult
    package func setPinned(_ preview: String, _ isPinned: Bool) -> [String] {
        let preview = String(preview.prefix(256))
        save { records in
            records.pins.removeAll { $0 == preview }
            if isPinned { records.pins.append(preview) }
        }
        return pins
    }

    private func save(_ change: (inout ClientRecords) -> Void) {
        let data = records.withLock { records -> Data in
            change(&records)
            return records.encoded()
        }
        if let url, let writer { writer.write(data, to: url) }
    }
}
