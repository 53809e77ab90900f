import Foundation

/// This process's resident memory: what the daemon's status reports and what the render fuzz harness bounds.
package enum ResidentMemory {
    /// Resident bytes: the second field of /proc/self/statm, in pages; nil where there is no such file. The page
    /// size comes from `getpagesize()`: Swift found `sysconf`'s `_SC_PAGESIZE` in one build and not in another of
    /// the same files, importing Glibc.
    package static func bytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(getpagesize())
    }
}
