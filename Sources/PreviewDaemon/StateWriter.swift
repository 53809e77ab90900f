import Foundation
import Logging
import Synchronization

/// Writes state files (atomically, mode 0600) on a thread of its own, so the stream and render threads never
/// wait for a disk. Several writes of one file before the writer gets to it become one write of the newest data.
package final class StateWriter: Sendable {
    private let queue = DispatchQueue(label: "previewd.state-writer")
    private let pending = Mutex<[URL: Data]>([:])
    private let pendingWork = Mutex<[String: @Sendable () -> Void]>([:])
    private let logger: Logger

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
            } catch {
                logger.error("cannot save state", metadata: ["error": "\(error)"])
            }
        }
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
