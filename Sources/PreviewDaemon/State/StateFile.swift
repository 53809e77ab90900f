package import Foundation

/// Reads a file of the state directory only when it is what previewd wrote there: a regular file (not a link,
/// which `O_NOFOLLOW` refuses to open) owned by the user previewd runs as.
package enum StateFile {
    /// The file's bytes and permission bits; nil when there is no file.
    package static func read(_ url: URL) throws(DaemonError) -> (data: Data, mode: mode_t)? {
        let fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP {
                throw DaemonError(
                    .stateDirectory,
                    """
                    '\(url.path)' is a symbolic link; previewd keeps its state in plain files and does not follow it: \
                    remove it
                    """
                )
            }
            throw DaemonError(.stateDirectory, "cannot read '\(url.path)': \(String(cString: strerror(code)))")
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw DaemonError(.stateDirectory, "'\(url.path)' is not a regular file: remove it")
        }
        guard status.st_uid == geteuid() else {
            throw DaemonError(
                .stateDirectory,
                """
                '\(url.path)' belongs to uid \(status.st_uid), not to uid \(geteuid()) that previewd runs as; previewd \
                does not trust it: remove it
                """
            )
        }
        return (FileHandle(fileDescriptor: fd, closeOnDealloc: false).readDataToEndOfFile(), status.st_mode & 0o7777)
    }
}
