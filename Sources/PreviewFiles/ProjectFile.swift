#if canImport(Glibc)
import Glibc
#endif
package import Foundation

/// A regular file of the project as read through `ProjectBoundary`: its bytes and what identifies this version.
package struct ProjectFile: Equatable, Sendable {
    package var data: Data
    /// Size and modification time when it was opened: changes when the file is rewritten.
    package var stamp: String

    /// Reads an open descriptor that must be a regular file of at most `maximumSize` bytes.
    static func read(_ descriptor: Int32, maximumSize: Int) -> Result<ProjectFile, ProjectFileRefusal> {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(ProjectFileRefusal(errno: errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notInProject) }
        guard Int(status.st_size) <= maximumSize else { return .failure(.tooLarge(maximumSize)) }
        // The file may grow while it is read: reading stops once it passes the limit.
        var data = Data(capacity: Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while data.count <= maximumSize {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(ProjectFileRefusal(errno: errno))
            }
            if got == 0 { break }
            data.append(contentsOf: chunk[0..<got])
        }
        guard data.count <= maximumSize else { return .failure(.tooLarge(maximumSize)) }
        let stamp = "\(data.count)@\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        return .success(ProjectFile(data: data, stamp: stamp))
    }
}
