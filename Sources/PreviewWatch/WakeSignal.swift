#if canImport(Glibc)
import Glibc
#endif

/// A pipe that `DirectoryWatcher.stop()` writes to, waking the thread blocked in `poll()` on its read end.
///
/// A pipe rather than an `eventfd` because Glibc's Swift module exports neither `<sys/eventfd.h>` nor `pipe2`
/// (it needs `_GNU_SOURCE`); the flags are set with `fcntl` right after `pipe`.
/// `Sendable` because its only state is two immutable descriptors, and a one-byte `write(2)` to a pipe is atomic:
/// any number of threads may signal at once. The pipe is never drained, so once signalled its read end stays
/// readable and every later `poll()` returns at once, which is what makes `stop()` stick.
final class WakeSignal: Sendable {
    /// The end to poll for `POLLIN`.
    let descriptor: Int32
    private let writeDescriptor: Int32

    init() throws(WatchError) {
        var ends: [Int32] = [-1, -1]
        _ = try systemCall("pipe") { pipe(&ends) }
        descriptor = ends[0]
        writeDescriptor = ends[1]
        for end in ends {
            do {
                _ = try systemCall("fcntl(F_SETFD)") { fcntl(end, F_SETFD, FD_CLOEXEC) }
                let flags = try systemCall("fcntl(F_GETFL)") { fcntl(end, F_GETFL) }
                _ = try systemCall("fcntl(F_SETFL)") { fcntl(end, F_SETFL, flags | O_NONBLOCK) }
            } catch {
                close(ends[0])
                close(ends[1])
                throw error
            }
        }
    }

    deinit {
        close(descriptor)
        close(writeDescriptor)
    }

    /// Makes `descriptor` readable; safe to call from any thread, any number of times.
    func signal() {
        var byte: UInt8 = 1
        do {
            _ = try systemCall("write(wake pipe)") { write(writeDescriptor, &byte, 1) }
        } catch {
            // EAGAIN means the pipe is full of earlier signals, so it is readable anyway. Anything else (EBADF)
            // means a descriptor was closed under us, which cannot happen while `self` is alive.
            precondition(error.errno == EAGAIN, "cannot signal the watcher's wake pipe: \(error)")
        }
    }
}
