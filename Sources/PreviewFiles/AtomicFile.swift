package import Foundation

/// Writes files so that a crash (even kill -9 or power loss) leaves either the old or the new content:
/// temporary file in the same directory, write all bytes, fsync, rename over the target, fsync the directory.
///
/// The temporary file has a random name and is created with `O_CREAT | O_EXCL | O_NOFOLLOW`, so a file or link
/// planted in the directory is never opened (a predictable name with plain `O_CREAT` wrote through a planted
/// link to its target); its mode is set on the open descriptor, whatever the umask. The rename replaces a link
/// at the target's name, never what it points to.
package enum AtomicFile {
    /// `durable: false` leaves out both fsyncs: a crash or kill of previewd still leaves the old or the new content
    /// (the rename is atomic and the kernel keeps what was written), only a power loss may keep the old file. For
    /// progress written many times over, where the last write is the durable one.
    package static func write(_ data: Data, to url: URL, permissions: Int, durable: Bool = true) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let (fd, temporary) = try createTemporary(besides: url)
        defer { close(fd) }
        guard fchmod(fd, mode_t(permissions)) == 0, writeAll(data, to: fd), !durable || fsync(fd) == 0 else {
            let error = failure("cannot write", temporary)
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let error = failure("cannot replace", url)
            unlink(temporary.path)
            throw error
        }
        // Without this the rename itself may be lost on power failure, leaving the old file after we reported success.
        if durable { try syncDirectory(directory) }
    }

    /// A new file `.<name>.<random>.tmp` next to `url`, open for writing, readable by nobody else yet. A name that
    /// is taken (by a planted file or link, or a leftover) is skipped, not opened.
    private static func createTemporary(besides url: URL) throws -> (Int32, URL) {
        let directory = url.deletingLastPathComponent()
        for _ in 0..<8 {
            let suffix = String(UInt64.random(in: .min ... .max), radix: 36)
            let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(suffix).tmp")
            let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { return (fd, temporary) }
            if errno != EEXIST { throw failure("cannot write", temporary) }
        }
        throw failure("cannot create a temporary file for", url)
    }

    /// write(2) may stop short (signals, full disk); keep going until every byte is written or it fails.
    private static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    private static func syncDirectory(_ directory: URL) throws {
        let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw failure("cannot open", directory) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw failure("cannot sync", directory) }
    }

    /// A write that failed: what was being done to which file, and the operating system's words for why
    /// (`No space left on device`), which callers report once for many files.
    package struct Failure: Error, CustomStringConvertible {
        package let action: String
        package let path: String
        package let reason: String

        package var description: String { "\(action) '\(path)': \(reason)" }
    }

    private static func failure(_ action: String, _ url: URL) -> Failure {
        Failure(action: action, path: url.path, reason: String(cString: strerror(errno)))
    }
}
