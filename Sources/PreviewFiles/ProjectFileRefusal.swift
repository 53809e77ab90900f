#if canImport(Glibc)
import Glibc
#endif

/// Why a file of the project was not read. The words never depend on anything outside the project: a link is
/// refused the same whether its target exists or not, and a name with `..` is refused before anything is opened.
package enum ProjectFileRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// A symbolic link (anywhere on the way), a special file, an absolute name, `..`, or one of previewd's own
    /// folders.
    case notInProject
    /// Nothing at that name inside the project: it was deleted (or never there).
    case missing
    case tooLarge(Int)
    /// The file is there but could not be opened or read (`EACCES`, `EMFILE`, `ENFILE`, `EIO`, …): not a
    /// deletion, so whoever keeps its last good version keeps it.
    case unreadable(errno: Int32)

    package init(errno code: Int32) {
        switch code {
        case ENOENT: self = .missing
        // O_NOFOLLOW on the last component gives ELOOP for a link; on a folder component (O_DIRECTORY) a link or a
        // file gives ENOTDIR. Both are refused alike.
        case ELOOP, ENOTDIR: self = .notInProject
        default: self = .unreadable(errno: code)
        }
    }

    package var description: String {
        switch self {
        case .notInProject:
            return "not a regular file inside the project (a symbolic link, a special file, or a name that leads "
                + "out of the project folder); previewd does not read it"
        case .missing: return "does not exist"
        case .tooLarge(let limit): return "is larger than \(limit >> 20) MiB"
        case .unreadable(let code): return "cannot be read (\(String(cString: strerror(code))))"
        }
    }
}
