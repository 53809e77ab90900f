import Foundation

/// Writes files so that a crash (even kill -9 or power loss) leaves either the old or the new content:
/// temporary file in the same directory, write all bytes, fsync, rename over the target, fsync the directory.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL, permissions: Int) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(permissions))
        guard fd >= 0 else { throw failure("cannot write", temporary) }
        defer { close(fd) }
        guard writeAll(data, to: fd), fsync(fd) == 0 else {
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
        try syncDirectory(directory)
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

    private static func failure(_ action: String, _ url: URL) -> DaemonError {
        DaemonError(.stateDirectory, "\(action) '\(url.path)': \(String(cString: strerror(errno)))")
    }
}
