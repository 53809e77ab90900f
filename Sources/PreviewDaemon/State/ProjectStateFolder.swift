package import Foundation

/// Where one project's state lives in the state directory: `projects/<name>-<hash of its absolute path>/`, so
/// two projects with the same folder name never share pins, clients or frames.
package enum ProjectStateFolder {
    package static func url(for project: URL, in stateDirectory: URL) -> URL {
        let path = project.standardizedFileURL.path
        // FNV-1a: stable across runs and machines (Swift's Hasher is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let name = project.standardizedFileURL.lastPathComponent.filter {
            $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_"
        }
        return stateDirectory.appendingPathComponent("projects")
            .appendingPathComponent("\(name.prefix(40))-\(String(hash, radix: 16))")
    }
}
