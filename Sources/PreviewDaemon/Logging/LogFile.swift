package import Foundation
package import Logging
import Synchronization

/// `previewd.log` in `$LOGS_DIRECTORY` (systemd's `LogsDirectory=`): the lines standard error gets, each with a
/// UTC timestamp, for machines whose journal is volatile or not readable by the developer. At 4 MiB the file
/// becomes `previewd.log.1` (replacing the one before), so the two never hold more than 8 MiB. Logging must not
/// stop the daemon: a write that fails (full disk, read-only folder) is dropped, and said once on standard error.
package final class LogFile: Sendable {
    package static let name = "previewd.log"
    /// The size at which the file is rotated: 4 MiB (smaller in tests).
    private let rotationBytes: Int

    private struct Open {
        var descriptor: Int32
        var size: Int
        var failed = false
    }

    package let url: URL
    private let state: Mutex<Open>

    /// Opens (appending) or creates the file with mode 0640; nil, after saying why, when it cannot.
    package init?(directory: URL, rotationBytes: Int = 4 << 20) {
        url = directory.appendingPathComponent(Self.name)
        self.rotationBytes = rotationBytes
        let descriptor = Self.open(url)
        guard descriptor >= 0 else {
            Self.complain(
                "cannot open \(url.path): \(String(cString: strerror(errno))); logging to standard error only")
            return nil
        }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        state = Mutex(Open(descriptor: descriptor, size: size))
    }

    deinit { _ = state.withLock { close($0.descriptor) } }

    /// `$LOGS_DIRECTORY`'s first entry, when systemd set it.
    package static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        environment["LOGS_DIRECTORY"].flatMap { $0.split(separator: ":").first }.map {
            URL(fileURLWithPath: String($0))
        }
    }

    package func append(_ line: String) {
        let bytes = Array(line.utf8)
        state.withLock { file in
            if file.size + bytes.count > rotationBytes { rotate(&file) }
            let written = bytes.withUnsafeBytes { write(file.descriptor, $0.baseAddress, $0.count) }
            if written == bytes.count {
                file.size += bytes.count
            } else if !file.failed {
                file.failed = true
                Self.complain(
                    """
                    cannot write \(url.path): \(String(cString: strerror(errno))); its lines are dropped until it \
                    works again
                    """
                )
            }
        }
    }

    /// Renames the full file to `.1` and starts an empty one; if that fails, keeps appending to the old file.
    private func rotate(_ file: inout Open) {
        guard rename(url.path, url.path + ".1") == 0 else { return }
        let fresh = Self.open(url)
        guard fresh >= 0 else { return }
        close(file.descriptor)
        file = Open(descriptor: fresh, size: 0)
    }

    /// A link planted at the log's name is not followed (`ELOOP`), so lines never land in the file it points to;
    /// anything but a regular file of the user's is refused the same way.
    private static func open(_ url: URL) -> Int32 {
        let descriptor = Glibc.open(
            url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o640)
        guard descriptor >= 0 else { return descriptor }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid() else {
            close(descriptor)
            errno = EPERM
            return -1
        }
        return descriptor
    }

    private static func complain(_ text: String) {
        FileHandle.standardError.write(Data("previewd: \(text)\n".utf8))
    }
}

/// Writes every log event to a `LogFile`.
package struct LogFileHandler: LogHandler {
    let file: LogFile
    package var logLevel: Logger.Level
    package var metadata: Logger.Metadata = [:]

    package init(file: LogFile, logLevel: Logger.Level) {
        self.file = file
        self.logLevel = logLevel
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    package func log(event: LogEvent) {
        let time = Date().formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        file.append("\(time) \(event.level) " + Self.body(of: event, metadata: metadata) + "\n")
    }

    /// The message, then `key=value` fields in key order, then the source module: what every log line carries,
    /// in the file and in the journal.
    package static func body(of event: LogEvent, metadata: Logger.Metadata) -> String {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let fields = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return "\(event.message)" + (fields.isEmpty ? "" : " " + fields) + " [\(event.source)]"
    }
}
