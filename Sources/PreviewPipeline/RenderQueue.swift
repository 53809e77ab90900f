import PreviewWatch
import Synchronization
import Foundation

/// Hands change sets from the watcher thread to the render thread, merging what arrives while a render runs;
/// also wakes the render thread when a device needs a frame for its own target (`demandChanged()`).
package final class RenderQueue: Sendable {
    private struct Pending {
        var changes = ChangeSet()
        var demandChanged = false
        var stopped = false
    }

    /// What the render thread has to do.
    package struct Work {
        package var changes: ChangeSet
        /// Devices switched preview or target: render what they now show.
        package var demandChanged: Bool
    }

    private let pending = Mutex(Pending())
    private let signal = DispatchSemaphore(value: 0)

    package init() {}

    /// Any thread.
    package func submit(_ changes: ChangeSet) {
        pending.withLock { $0.changes.formUnion(changes) }
        signal.signal()
    }

    /// Any thread: a device needs frames that may not exist yet.
    package func demandChanged() {
        pending.withLock { $0.demandChanged = true }
        signal.signal()
    }

    /// Any thread; makes `next()` return nil.
    package func stop() {
        pending.withLock { $0.stopped = true }
        signal.signal()
    }

    /// Any thread: whether a change set, a device's new demand or a stop waits for the render thread, which then
    /// leaves background work for later (`RenderPipeline.newerWorkWaits`).
    package var hasWaitingWork: Bool { pending.withLock { !$0.changes.isEmpty || $0.demandChanged || $0.stopped } }

    /// Blocks until there is work (everything submitted since the last call, merged) or the queue stopped.
    package func next() -> Work? {
        while true {
            signal.wait()
            let (work, stopped) = pending.withLock { pending -> (Work, Bool) in
                defer {
                    pending.changes = ChangeSet()
                    pending.demandChanged = false
                }
                return (Work(changes: pending.changes, demandChanged: pending.demandChanged), pending.stopped)
            }
            if stopped { return nil }
            if !work.changes.isEmpty || work.demandChanged { return work }
        }
    }
}
