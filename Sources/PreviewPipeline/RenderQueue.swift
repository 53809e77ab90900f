import Foundation
package import PreviewWatch
import Synchronization

/// The render thread's one inbox: what the watcher, SIGHUP, the stream thread's devices and shutdown ask of it,
/// merged while a render runs, so that the render thread takes everything that arrived as one piece of work.
package final class RenderQueue: Sendable {
    /// What can be asked of the render thread.
    package enum Event: Equatable, Sendable {
        /// Files of the project changed (the watcher thread).
        case filesChanged(ChangeSet)
        /// `systemctl reload` (SIGHUP): read the configuration and the project again, as if every file had changed.
        case reload
        /// A device switched preview or target: render what it now shows (the stream thread, `TargetDemand`).
        case demandChanged
        /// A device tapped a preview in interactive mode; `TapInbox` holds the taps (the stream thread).
        case tapped
        /// Shutdown: `next()` returns nil from now on.
        case stop
    }

    /// What the render thread has to do: every event since it last asked, merged.
    package struct Work: Equatable, Sendable {
        /// The files that changed; a full rescan after a reload.
        package var changes = ChangeSet()
        /// Devices switched preview or target.
        package var demandChanged = false
        /// Devices tapped.
        package var tapped = false

        var isEmpty: Bool { changes.isEmpty && !demandChanged && !tapped }
    }

    private struct Pending {
        var work = Work()
        var stopped = false
    }

    private let pending = Mutex(Pending())
    private let signal = DispatchSemaphore(value: 0)

    package init() {}

    /// Any thread.
    package func send(_ event: Event) {
        pending.withLock { pending in
            switch event {
            case .filesChanged(let changes): pending.work.changes.formUnion(changes)
            case .reload: pending.work.changes.formUnion(ChangeSet(needsFullRescan: true))
            case .demandChanged: pending.work.demandChanged = true
            case .tapped: pending.work.tapped = true
            case .stop: pending.stopped = true
            }
        }
        signal.signal()
    }

    /// Any thread: whether work or a stop waits for the render thread, which then leaves background work for later
    /// (`RenderPipeline.newerWorkWaits`).
    package var hasWaitingWork: Bool { pending.withLock { !$0.work.isEmpty || $0.stopped } }

    /// Blocks until there is work (everything sent since the last call, merged) or the queue stopped.
    package func next() -> Work? {
        while true {
            signal.wait()
            let (work, stopped) = pending.withLock { pending -> (Work, Bool) in
                defer { pending.work = Work() }
                return (pending.work, pending.stopped)
            }
            if stopped { return nil }
            if !work.isEmpty { return work }
        }
    }
}
