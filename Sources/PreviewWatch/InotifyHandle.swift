#if canImport(Glibc)
import Glibc
#endif

/// One inotify instance: the descriptor from `inotify_init1` plus the buffer its events are read into.
///
/// Not `Sendable`: owned by one `WatchedTree`, used by the thread inside `DirectoryWatcher.run`.
final class InotifyHandle {
    /// Events every directory watch asks for. `IN_ONLYDIR` makes the kernel refuse the watch if the path was
    /// replaced by a file between our `readdir` and `inotify_add_watch`; `IN_DONT_FOLLOW` keeps symbolic links
    /// (and the cycles they can form) out of the tree. `IN_ATTRIB`: a file made readable again (`chmod`) is read
    /// again at once.
    static let directoryMask = UInt32(bitPattern:
        IN_CREATE | IN_CLOSE_WRITE | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF
            | IN_ONLYDIR | IN_DONT_FOLLOW)

    /// Large enough for hundreds of events per read; `read` needs at least `16 + NAME_MAX + 1` or fails with
    /// `EINVAL`.
    private static let bufferSize = 64 * 1024

    let descriptor: Int32
    private let buffer: UnsafeMutableRawBufferPointer

    init() throws(WatchError) {
        // Non-blocking so a spurious wake-up from poll() cannot block the loop in read().
        descriptor = try systemCall("inotify_init1") { inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        buffer = .allocate(byteCount: Self.bufferSize, alignment: MemoryLayout<inotify_event>.alignment)
    }

    deinit {
        buffer.deallocate()
        close(descriptor)
    }

    /// Watches the directory at `path` and returns its watch descriptor, or nil when the directory vanished,
    /// was replaced by a file or cannot be read: all ordinary races while a tree changes under us.
    ///
    /// Watching a directory that is already watched returns its existing descriptor.
    func addWatch(directory path: String) throws(WatchError) -> Int32? {
        do {
            return try systemCall("inotify_add_watch", path: path) {
                inotify_add_watch(descriptor, path, Self.directoryMask)
            }
        } catch where [ENOENT, ENOTDIR, EACCES, ELOOP].contains(error.errno) {
            return nil
        }
    }

    /// Stops watching `watchDescriptor`; the kernel then queues `IN_IGNORED` for it.
    func removeWatch(_ watchDescriptor: Int32) throws(WatchError) {
        do {
            _ = try systemCall("inotify_rm_watch") { inotify_rm_watch(descriptor, watchDescriptor) }
        } catch where error.errno == EINVAL {
            // The watch is already gone (its directory was deleted and IN_IGNORED is on its way).
        }
    }

    /// Reads the events that are queued now; empty when there are none.
    func readEvents() throws(WatchError) -> [InotifyEvent] {
        let count: Int
        do {
            count = try systemCall("read(inotify)") { read(descriptor, buffer.baseAddress, buffer.count) }
        } catch where error.errno == EAGAIN {
            return []
        }
        return InotifyEventParser.parse(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
    }
}
