#if canImport(Glibc)
import Glibc
#endif

/// One event read from an inotify descriptor, decoded from the kernel's variable-length record.
struct InotifyEvent: Equatable, Sendable {
    /// The watch descriptor the event belongs to; -1 for `IN_Q_OVERFLOW`.
    var watchDescriptor: Int32
    /// The `IN_*` bits describing what happened.
    var mask: UInt32
    /// Pairs an `IN_MOVED_FROM` with its `IN_MOVED_TO`.
    var cookie: UInt32
    /// The entry's name inside the watched directory; empty for events about the directory itself.
    var name: String

    /// True when any of the `IN_*` bits in `flags` is set.
    func has(_ flags: Int32) -> Bool { mask & UInt32(bitPattern: flags) != 0 }

    /// True when the entry the event is about is a directory (`IN_ISDIR`).
    var isDirectory: Bool { has(IN_ISDIR) }
}

/// Decodes the records `read(2)` returns from an inotify descriptor.
enum InotifyEventParser {
    /// Size of the fixed header (`wd`, `mask`, `cookie`, `len`); the name follows it.
    ///
    /// `struct inotify_event` imports into Swift without its flexible `name` member, so its size is the header's.
    static let headerSize = MemoryLayout<inotify_event>.size

    /// Decodes every complete record in `bytes`.
    ///
    /// Each record is a 16-byte header followed by `len` bytes of NUL-padded name. The kernel never splits a
    /// record across reads, so a truncated tail means a bug in the caller and stops decoding.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        while offset + headerSize <= bytes.count {
            // Fields are read one by one with `loadUnaligned` so the parser also works on buffers built by tests.
            let watchDescriptor = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let cookie = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
            let nameLength = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameStart = offset + headerSize
            guard nameStart + nameLength <= bytes.count else {
                assertionFailure("truncated inotify record at offset \(offset)")
                break
            }
            let nameBytes = bytes[nameStart..<nameStart + nameLength].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            events.append(InotifyEvent(watchDescriptor: watchDescriptor, mask: mask, cookie: cookie, name: name))
            offset = nameStart + nameLength
        }
        return events
    }
}
