import PreviewWatch
import Synchronization
import Foundation

/// Hands change sets from the watcher thread to the render thread, merging what arrives while a render runs.
final class RenderQueue: Sendable {
    private struct Pending {
        var changes = ChangeSet()
        var stopped = false
    }

    private let pending = Mutex(Pending())
    private let signal = DispatchSemaphore(value: 0)

    /// Any thread.
    func submit(_ changes: ChangeSet) {
        pending.withLock { $0.changes.formUnion(changes) }
        signal.signal()
    }

    /// Any thread; makes `next()` return nil.
    func stop() {
        pending.withLock { $0.stopped = true }
        signal.signal()
    }

    /// Blocks until there is work (everything submitted since the last call, merged) or the queue stopped.
    func next() -> ChangeSet? {
        while true {
            signal.wait()
            let work = pending.withLock { pending -> (ChangeSet, Bool) in
                defer { pending.changes = ChangeSet() }
                return (pending.changes, pending.stopped)
            }
            if work.1 { return nil }
            if !work.0.isEmpty { return work.0 }
        }
    }
}
