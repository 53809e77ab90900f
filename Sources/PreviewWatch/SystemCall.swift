#if canImport(Glibc)
import Glibc
#endif

/// Runs a system call that reports failure as -1 plus `errno`, retrying it while it is interrupted by a signal.
///
/// Every system call in this target goes through here, so `EINTR` handling and error reporting live in one place.
/// `ENOSPC` from `inotify_add_watch` and `EMFILE` from `inotify_init1` are the kernel's way of saying a per-user
/// inotify limit is exhausted, so they get their own code.
func systemCall<Result: BinaryInteger>(
    _ operation: String, path: String? = nil, _ call: () -> Result
) throws(WatchError) -> Result {
    while true {
        let result = call()
        if result != -1 { return result }
        let code = errno
        if code == EINTR { continue }
        let isLimit = (operation == "inotify_add_watch" && code == ENOSPC)
            || (operation == "inotify_init1" && code == EMFILE)
        throw WatchError(isLimit ? .limitReached : .systemCallFailed, operation: operation, path: path, errno: code)
    }
}
