import Foundation

/// Writes files so that a crash leaves either the old or the new content: temporary file, fsync, rename.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL, permissions: Int) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(permissions))
        guard fd >= 0 else { throw DaemonError(.stateDirectory, "cannot write '\(temporary.path)': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let written = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        guard written == data.count, fsync(fd) == 0 else {
            unlink(temporary.path)
            throw DaemonError(.stateDirectory, "cannot write '\(temporary.path)': \(String(cString: strerror(errno)))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw DaemonError(.stateDirectory, "cannot replace '\(url.path)': \(String(cString: strerror(errno)))")
        }
    }
}
