import Foundation

/// This process's resident memory, which the fuzz harnesses bound.
enum ResidentMemory {
    /// Resident bytes: the second field of /proc/self/statm, in pages. The page size comes from `getpagesize()`:
    /// Swift found `sysconf`'s `_SC_PAGESIZE` in one build and not in another of the same files, importing Glibc.
    static func bytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(getpagesize())
    }
}
