import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The entries of one folder and what each is, read with `readdir`.
///
/// Foundation's `contentsOfDirectory(at:)` followed by `resourceValues(forKeys:)` costs about a tenth of a
/// millisecond per entry on Linux (an `NSURL` and a `stat` each), so listing a project whose asset catalogs hold a
/// few hundred files took a large share of a cold start; the kind `readdir` reports costs nothing.
package struct FolderEntry: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case folder, symbolicLink, other
    }

    package var name: String
    package var kind: Kind

    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The entries of `path` except `.` and `..`, in the order the file system gives them. Throws when the folder
    /// cannot be opened (it vanished, is not a folder, or is not readable), with the system's reason.
    package static func list(_ path: String) throws(FolderListingError) -> [FolderEntry] {
        guard let folder = opendir(path) else { throw FolderListingError(path: path, code: errno) }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append(FolderEntry(name: name, kind: kind(of: entry.pointee.d_type, name: name, in: path)))
        }
        return entries
    }

    /// `readdir`'s type, or `lstat`'s where the file system does not report one (`DT_UNKNOWN`).
    private static func kind(of type: UInt8, name: String, in folder: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN):
            var status = stat()
            guard lstat(folder + "/" + name, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return .folder
            case S_IFLNK: return .symbolicLink
            default: return .other
            }
        default: return .other
        }
    }
}

/// A folder that could not be listed, and why.
package struct FolderListingError: Error, CustomStringConvertible {
    package var path: String
    package var code: Int32

    package var description: String { "cannot list '\(path)': \(String(cString: strerror(code)))" }
}
