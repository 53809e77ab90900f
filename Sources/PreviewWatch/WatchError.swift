#if canImport(Glibc)
import Glibc
#endif

/// A failure to set up or keep watching a directory tree.
///
/// Thrown for conditions outside previewd's control: a missing root, exhausted inotify limits, a system call
/// failing. Misusing the watcher (two threads in `run` at once) is a bug and hits a precondition instead.
package struct WatchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    package enum Code: String, Equatable, Sendable {
        /// The root directory does not exist.
        case rootNotFound
        /// The root exists but is not a directory.
        case rootNotADirectory
        /// `fs.inotify.max_user_watches` or `max_user_instances` is exhausted (`ENOSPC` / `EMFILE`).
        case limitReached
        /// Any other system call failure; `operation` and `errno` say which.
        case systemCallFailed
    }

    package var code: Code
    /// The system call or step that failed, such as `inotify_add_watch`.
    package var operation: String
    /// The absolute path involved, when there is one.
    package var path: String?
    /// The `errno` value reported by the failing call, or 0 when no call failed.
    package var errno: Int32

    package init(_ code: Code, operation: String, path: String? = nil, errno: Int32 = 0) {
        self.code = code
        self.operation = operation
        self.path = path
        self.errno = errno
    }

    package var description: String {
        var text = "\(code.rawValue): \(operation)"
        if let path { text += " '\(path)'" }
        if errno != 0 { text += ": \(String(cString: strerror(errno))) (errno \(errno))" }
        return text
    }
}
