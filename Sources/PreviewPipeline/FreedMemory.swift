import Foundation

/// Gives the pages of memory that renders freed back to the system.
///
/// Renders run on threads of their own, and glibc gives each thread's allocations an arena that keeps what was freed
/// for later allocations instead of returning it: after a whole-project render of a real app about a sixth of the
/// daemon's resident memory was such free space, counted against it by `top`, systemd's `MemoryMax` and the user.
/// `malloc_trim` hands whole free pages back; it takes a few milliseconds, so the render thread calls it only when
/// it has nothing left to do.
package enum FreedMemory {
    /// glibc's `malloc_trim`, which Swift's Glibc module does not declare; nil with another C library.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        // RTLD_DEFAULT: search every loaded object.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()

    /// Returns freed pages to the system; false when the C library cannot.
    @discardableResult
    package static func returnToSystem() -> Bool {
        guard let trim else { return false }
        _ = trim(0)
        return true
    }
}
