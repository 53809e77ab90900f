#if canImport(Glibc)
import Glibc
#endif

/// One entry of a directory as `readdir(3)` reports it.
struct DirectoryEntry: Equatable {
    var name: String
    /// True for real directories; symbolic links to directories are not followed, so they count as files.
    var isDirectory: Bool
}

/// Lists the entries of a directory, without `.` and `..`.
///
/// Returns an empty list when the directory vanished or became unreadable: the watcher lists directories while
/// they change, and a directory deleted right after its creation event is not an error.
func listDirectory(atPath path: String) throws(WatchError) -> [DirectoryEntry] {
    guard let stream = opendir(path) else {
        let code = errno
        if [ENOENT, ENOTDIR, EACCES].contains(code) { return [] }
        throw WatchError(.systemCallFailed, operation: "opendir", path: path, errno: code)
    }
    defer { closedir(stream) }
    var entries: [DirectoryEntry] = []
    while true {
        // readdir returns null both at the end and on error; only errno tells them apart.
        errno = 0
        guard let entry = readdir(stream) else {
            let code = errno
            if code == 0 || code == ENOENT { break }
            throw WatchError(.systemCallFailed, operation: "readdir", path: path, errno: code)
        }
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let isDirectory: Bool
        switch Int(entry.pointee.d_type) {
        case Int(DT_DIR): isDirectory = true
        // Some file systems leave d_type unset.
        case Int(DT_UNKNOWN): isDirectory = isRealDirectory(atPath: path + "/" + name)
        default: isDirectory = false
        }
        entries.append(DirectoryEntry(name: name, isDirectory: isDirectory))
    }
    return entries
}

/// True when `path` is a directory and not a symbolic link to one.
private func isRealDirectory(atPath path: String) -> Bool {
    var status = stat()
    guard (try? systemCall("lstat", path: path, { lstat(path, &status) })) != nil else { return false }
    return status.st_mode & S_IFMT == S_IFDIR
}
