package import Foundation
package import Logging
import Synchronization

/// The state directory a daemon serves from, checked and locked for as long as it runs.
///
/// Another user must not be able to read the token or plant files and links among the state files, so the
/// directory must belong to the user previewd runs as (else previewd refuses to start) and is made private
/// (0700) when it is open to others, with a warning: nothing in it is meant for anyone else. Two daemons on one
/// directory would overwrite each other's `clients.json` and token, so the first takes an advisory lock
/// (`flock` on `previewd.lock`, which holds its pid) and a second refuses to start, naming that pid. The CLI's
/// `status`, `open` and `pair` only read the token and never lock. A read-only directory can be neither repaired
/// nor locked, but nobody can write there either: previewd warns and serves without saving state.
package final class StateDirectory: Sendable {
    package static let lockFileName = "previewd.lock"

    package let url: URL
    private let lock: Mutex<Int32>

    /// Creates the directory (0700) if needed, checks or repairs it, and locks it.
    package init(_ url: URL, logger: Logger) throws(DaemonError) {
        self.url = url
        try Self.prepare(url, logger: logger)
        lock = Mutex(try Self.acquire(url, logger: logger))
    }

    deinit { release() }

    /// Lets another daemon use the directory (at shutdown; the kernel does the same when the process dies).
    package func release() {
        lock.withLock { fd in
            if fd >= 0 { close(fd) }
            fd = -1
        }
    }

    private static func prepare(_ url: URL, logger: Logger) throws(DaemonError) {
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DaemonError(
                .stateDirectory, "cannot create the state directory '\(url.path)': \(error.localizedDescription)")
        }
        var status = stat()
        guard stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw DaemonError(.stateDirectory, "the state directory '\(url.path)' is not a directory")
        }
        guard status.st_uid == geteuid() else {
            throw DaemonError(
                .stateDirectory,
                """
                the state directory '\(url.path)' belongs to uid \(status.st_uid), not to uid \(geteuid()) that \
                previewd runs as; its owner could read the pairing token and replace previewd's files. Give previewd a \
                directory of its own with --state-dir
                """
            )
        }
        let mode = status.st_mode & 0o777
        guard mode & 0o077 != 0 else { return }
        guard chmod(url.path, 0o700) == 0 else {
            let code = errno
            guard code == EROFS else {
                throw DaemonError(
                    .stateDirectory,
                    """
                    the state directory '\(url.path)' is open to other users (mode \(String(mode, radix: 8))) and \
                    cannot be made private: \(String(cString: strerror(code)))
                    """
                )
            }
            logger.warning(
                "the state directory is open to other users and read-only, so it cannot be made private",
                metadata: ["state.path": "\(url.path)", "mode": "\(String(mode, radix: 8))"])
            return
        }
        logger.warning(
            "the state directory was open to other users; made it private (0700)",
            metadata: ["state.path": "\(url.path)", "mode.before": "\(String(mode, radix: 8))"])
    }

    private static func acquire(_ url: URL, logger: Logger) throws(DaemonError) -> Int32 {
        let path = url.appendingPathComponent(lockFileName).path
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd < 0, errno == EROFS {
            logger.warning(
                "the state directory is read-only; serving without a lock on it", metadata: ["state.path": "\(path)"])
            return -1
        }
        guard fd >= 0 else {
            throw DaemonError(.stateDirectory, "cannot open '\(path)': \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid() else {
            close(fd)
            throw DaemonError(.stateDirectory, "'\(path)' is not a regular file of yours: remove it")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            let holder = String(
                decoding: FileHandle(fileDescriptor: fd, closeOnDealloc: false).readDataToEndOfFile(), as: UTF8.self
            )
            .trimmingCharacters(in: .whitespacesAndNewlines)
            close(fd)
            guard code == EWOULDBLOCK else {
                throw DaemonError(.stateDirectory, "cannot lock '\(path)': \(String(cString: strerror(code)))")
            }
            let who = Int32(holder).map { "another previewd (pid \($0))" } ?? "another previewd"
            throw DaemonError(
                .stateDirectory,
                """
                \(who) is already serving from the state directory '\(url.path)'; stop it first, or give this one a \
                state directory of its own with --state-dir
                """
            )
        }
        let pid = Data("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        return fd
    }
}
