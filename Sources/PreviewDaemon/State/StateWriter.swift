package import Foundation
package import Logging
import PreviewFiles
import Synchronization

/// Writes state files (atomically, mode 0600) on a thread of its own, so the stream and render threads never
/// wait for a disk. Several writes of one file before the writer gets to it become one write of the newest data.
package final class StateWriter: Sendable {
    private let queue = DispatchQueue(label: "previewd.state-writer")
    private let pending = Mutex<[URL: Data]>([:])
    private let pendingWork = Mutex<[String: @Sendable () -> Void]>([:])
    private let logger: Logger
    /// While writes fail (a full disk, a read-only state directory): the newest failure, and every failure
    /// logged since the last successful write.
    private let failures = Mutex<(newest: String?, logged: Set<String>)>((nil, []))

    package init(logger: Logger) {
        self.logger = logger
    }

    /// Any thread.
    package func write(_ data: Data, to url: URL) {
        let scheduled = pending.withLock { pending -> Bool in
            defer { pending[url] = data }
            return pending[url] != nil
        }
        if scheduled { return }
        queue.async { [self] in
            guard let data = pending.withLock({ $0.removeValue(forKey: url) }) else { return }
            do {
                try AtomicFile.write(data, to: url, permissions: 0o600)
                recordSuccess()
            } catch {
                recordFailure(error, writing: url)
            }
        }
    }

    /// Why the newest write failed, for `previewd status`; nil while writes succeed.
    package var failure: String? { failures.withLock { $0.newest } }

    /// Writer thread: a write failed. Logged once per kind of failure (folder and reason) until a write
    /// succeeds, not once per file: a full disk or a read-only folder fails every write, in whatever order the
    /// writes of the project's folder and its frames folder come, and previews keep being served regardless.
    package func recordFailure(_ error: any Error, writing url: URL) {
        let reason = Self.reason(error)
        let message = "cannot write \(url.deletingLastPathComponent().path): \(reason)"
        let isNew = failures.withLock { failures -> Bool in
            failures.newest = message
            return failures.logged.insert(message).inserted
        }
        guard isNew else { return }
        logger.error(
            """
            cannot save state; previews are still served, but pins, each phone's last preview and the last frames will \
            not survive a restart until the state directory is writable again (free disk space, fix its permissions, \
            or choose another with --state-dir)
            """,
            metadata: ["state.path": "\(url.deletingLastPathComponent().path)", "error": "\(reason)"])
    }

    /// Writer thread: a write succeeded, so an earlier failure is over.
    package func recordSuccess() {
        let recovered = failures.withLock { failures -> Bool in
            defer { failures = (nil, []) }
            return failures.newest != nil
        }
        if recovered { logger.notice("the state directory is writable again") }
    }

    /// The operating system's words for a failed write (`No space left on device`, `Read-only file system`),
    /// without the file's name, so that one full disk is one failure however many files it refuses.
    private static func reason(_ error: any Error) -> String {
        if let error = error as? AtomicFile.Failure { return error.reason }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError ?? (error as NSError)
        if underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return "\(error)"
    }

    /// Runs `work` on the writer's thread (for work that touches several files). Work queued under the same
    /// `key` before the writer got to it is replaced: only the newest runs, so a burst of renders costs one save.
    package func perform(coalescing key: String, _ work: @escaping @Sendable () -> Void) {
        let scheduled = pendingWork.withLock { pending -> Bool in
            defer { pending[key] = work }
            return pending[key] != nil
        }
        if scheduled { return }
        queue.async { [self] in pendingWork.withLock { $0.removeValue(forKey: key) }?() }
    }

    /// Waits until everything queued so far is on disk (at shutdown).
    package func flush() { queue.sync {} }
}
