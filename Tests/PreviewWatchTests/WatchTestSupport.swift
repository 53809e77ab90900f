import Foundation
import Synchronization
@testable import PreviewWatch

/// A fresh directory from `mkdtemp`, removed with everything in it when the value is released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/previewwatch-XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        path = String(cString: created)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The absolute path of `relativePath` inside the directory.
    func url(_ relativePath: String) -> String { path + "/" + relativePath }

    /// Creates the directory at `relativePath` and any missing parents, like `mkdir -p`, one `mkdir` at a time
    /// with nothing in between, so the watcher sees the same race as with the shell command.
    func makeDirectories(_ relativePath: String) throws {
        var current = path
        for component in relativePath.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
    }

    /// Writes `contents` with open/write/close in place (no temporary file), so the watcher sees `IN_CLOSE_WRITE`.
    func write(_ relativePath: String, _ contents: String = "// text\n") throws {
        let descriptor = open(url(relativePath), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        guard Glibc.write(descriptor, bytes, bytes.count) == bytes.count else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    func rename(_ from: String, to: String) throws {
        guard Glibc.rename(url(from), url(to)) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    func remove(_ relativePath: String) throws {
        guard unlink(url(relativePath)) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}

/// Runs a `DirectoryWatcher` on its own thread and records the change sets it emits; stops it when released.
final class WatchRecorder: Sendable {
    /// What the watcher thread reports; kept apart from the recorder so the thread does not keep it alive.
    private final class Log: Sendable {
        let changeSets = Mutex<[ChangeSet]>([])
        /// "returned" or "threw <error>" once `run` is over.
        let outcome = Mutex<String?>(nil)
    }

    let watcher: DirectoryWatcher
    private let log = Log()

    /// Watches `directory` with a test-friendly quiet period and, unless `startRunning` is false, starts `run`.
    init(
        _ directory: TemporaryDirectory,
        quietPeriod: Duration = .milliseconds(100),
        maximumDelay: Duration = .seconds(2),
        startRunning: Bool = true
    ) throws {
        // The daemon passes ProjectScanner's rule; these tests need only that a rule is applied.
        let configuration = DirectoryWatcher.Configuration(
            ignoresDirectory: { $0 == ".git" || $0.hasPrefix(".build") }, quietPeriod: quietPeriod,
            maximumDelay: maximumDelay)
        watcher = try DirectoryWatcher(root: directory.path, configuration: configuration)
        if startRunning { self.startRunning() }
    }

    /// Calls `run` on a new thread. Until then the kernel queues events for the watched directories.
    func startRunning() {
        let watcher = self.watcher, log = self.log
        Thread {
            let outcome: String
            do {
                try watcher.run { changes in log.changeSets.withLock { $0.append(changes) } }
                outcome = "returned"
            } catch {
                outcome = "threw \(error)"
            }
            log.outcome.withLock { $0 = outcome }
        }.start()
    }

    deinit { watcher.stop() }

    /// How `run` ended, or nil while it is still running.
    var runOutcome: String? { log.outcome.withLock { $0 } }

    /// Every change set emitted so far.
    var received: [ChangeSet] { log.changeSets.withLock { $0 } }

    /// The union of every change set emitted so far.
    var allChanges: ChangeSet {
        received.reduce(into: ChangeSet()) { $0.formUnion($1) }
    }

    /// Polls `condition` until it holds or `timeout` passes; generous by default because the machine is shared.
    @discardableResult
    func waitUntil(timeout: Duration = .seconds(5), _ condition: (WatchRecorder) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if condition(self) { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition(self)
    }

    /// Waits until the emitted changes include every path in `paths`.
    @discardableResult
    func waitForPaths(_ paths: Set<String>, timeout: Duration = .seconds(5)) -> Bool {
        waitUntil(timeout: timeout) { $0.allChanges.paths.isSuperset(of: paths) }
    }
}
