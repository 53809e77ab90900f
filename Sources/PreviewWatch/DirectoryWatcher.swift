#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Recursive inotify watcher: one watch per directory, new directories picked up (watched first, then listed, so
/// files created before the watch was added are reported), ignored build folders skipped, bursts debounced into
/// one `ChangeSet`.
///
/// Thread safety (why `@unchecked Sendable` is sound): `tree` is not `Sendable` and is touched only by the one
/// thread inside `run` — `runningGuard` turns a second concurrent `run` into a precondition failure — and by
/// `init` before the watcher is shared. `stop()` touches only `wake`, which is `Sendable`. The other stored
/// properties are immutable values.
package final class DirectoryWatcher: @unchecked Sendable {
    /// The absolute or working-directory-relative path of the watched root, without a trailing slash.
    package let root: String
    package let configuration: Configuration
    private let tree: WatchedTree
    private let wake: WakeSignal
    private let runningGuard = Atomic<Bool>(false)

    /// Watches every directory under `root` from now on; events that happen before `run` is called are queued by
    /// the kernel and reported by the first `run`.
    ///
    /// Throws `WatchError` with code `.rootNotFound` or `.rootNotADirectory` for a bad root, `.limitReached`
    /// when the inotify limits are exhausted.
    package init(root: String, configuration: Configuration = .init()) throws {
        var trimmed = root
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.root = trimmed
        self.configuration = configuration
        try Self.checkIsDirectory(trimmed)
        wake = try WakeSignal()
        tree = try WatchedTree(root: trimmed, configuration: configuration)
    }

    /// The relative paths of the directories watched right now ("" is the root); for diagnostics and tests.
    /// Call it only while `run` is not running.
    var watchedDirectories: Set<String> { tree.watchedDirectories }

    /// Blocks the calling thread, calling `onChange` (on that thread) once per debounced burst, until `stop()` is
    /// called. Changes still waiting for their quiet period when `stop()` arrives are dropped.
    ///
    /// Must not be called from two threads at once. After `stop()` it returns immediately.
    package func run(onChange: (ChangeSet) -> Void) throws {
        let (entered, _) = runningGuard.compareExchange(expected: false, desired: true, ordering: .acquiring)
        precondition(entered, "DirectoryWatcher.run is already running on another thread")
        defer { runningGuard.store(false, ordering: .releasing) }

        let clock = ContinuousClock()
        var debouncer = Debouncer(quietPeriod: configuration.quietPeriod, maximumDelay: configuration.maximumDelay)
        let events = 0, stopSignal = 1
        var descriptors = [
            pollfd(fd: tree.inotify.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            var timeout = debouncer.pollTimeout(at: clock.now)
            // A deleted root has no watch to report its return: look for it twice a second.
            if tree.isRootGone {
                timeout = timeout < 0 ? Self.rootPollMilliseconds : min(timeout, Self.rootPollMilliseconds)
            }
            for index in descriptors.indices { descriptors[index].revents = 0 }
            _ = try systemCall("poll") { poll(&descriptors, nfds_t(descriptors.count), timeout) }

            if descriptors[stopSignal].revents != 0 { return }
            let eventsReady = descriptors[events].revents
            if eventsReady & Int16(POLLIN) != 0 {
                debouncer.record(try tree.readChanges(), at: clock.now)
            } else if eventsReady != 0 {
                // POLLERR/POLLNVAL on an inotify descriptor we own means it is broken; looping would spin.
                throw WatchError(.systemCallFailed, operation: "poll(inotify) revents \(eventsReady)", path: root)
            }
            if tree.isRootGone, try tree.rewatchIfRootReturned() {
                debouncer.record(ChangeSet(needsFullRescan: true), at: clock.now)
            }
            if let changes = debouncer.flush(at: clock.now) {
                onChange(changes)
            }
        }
    }

    /// How often a deleted root is looked for.
    static let rootPollMilliseconds: Int32 = 500

    /// Makes `run` return soon; callable from any thread, idempotent.
    package func stop() {
        wake.signal()
    }

    /// Throws a clear error unless `path` names a directory (following symbolic links: the root may be one).
    private static func checkIsDirectory(_ path: String) throws(WatchError) {
        var status = stat()
        do {
            _ = try systemCall("stat", path: path) { stat(path, &status) }
        } catch where error.errno == ENOENT {
            throw WatchError(.rootNotFound, operation: "stat", path: path, errno: ENOENT)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw WatchError(.rootNotADirectory, operation: "stat", path: path, errno: ENOTDIR)
        }
    }
}
