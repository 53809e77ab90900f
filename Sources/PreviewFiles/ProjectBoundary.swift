#if canImport(Glibc)
import Glibc
#endif
package import Foundation

/// What belongs to a project, and the one way previewd reads a file because of the project: the scanner at start,
/// the watcher's later changes, asset catalog file names, JSON resources, `previewd.toml` and the image pixels the
/// renderer draws all come through `read(_:maximumSize:)`.
///
/// A project may come from someone else (a `git pull` of a hostile branch creates symbolic links), so a name is
/// accepted only when it is relative, has no `.` or `..` component, and every component below the project folder
/// is a real directory and the last a regular file. Each component is opened with `O_NOFOLLOW` from the one
/// above it, so nothing is followed even when a file is swapped for a link between checking and reading, and a
/// refused name tells nothing about what lies outside: a link is refused without looking at its target.
package struct ProjectBoundary: Equatable, Sendable {
    /// The project folder with symbolic links in the path the user gave resolved (once, here).
    package let root: String
    /// Folders inside the project that are previewd's own (its state, runtime and log directories), relative to
    /// `root`: never project content, so writing there never looks like an edit.
    package let excludedDirectories: Set<String>

    package init(root: URL, excluding excluded: [URL] = []) {
        let root = Self.resolved(root.standardizedFileURL.path)
        self.root = root
        let relative = excluded.compactMap { Self.relative(Self.resolved($0.standardizedFileURL.path), to: root) }
        excludedDirectories = Set(relative.filter { !$0.isEmpty })
    }

    /// The absolute path of `relativePath` below the resolved root.
    package func absolutePath(_ relativePath: String) -> String {
        relativePath.isEmpty ? root : root + "/" + relativePath
    }

    /// The path of the file `url` relative to the project, nil when it lies outside. Links in the folders above it
    /// are resolved, a link at its own name is not: that is for `read` to refuse.
    package func relativePath(of url: URL) -> String? {
        let path = url.standardizedFileURL.path
        let folder = Self.resolved((path as NSString).deletingLastPathComponent)
        return Self.relative((folder == "/" ? "" : folder) + "/" + (path as NSString).lastPathComponent, to: root)
    }

    /// Whether `relativePath` is one of previewd's own folders or lies in one.
    package func isExcluded(_ relativePath: String) -> Bool {
        excludedDirectories.contains { relativePath == $0 || relativePath.hasPrefix($0 + "/") }
    }

    /// The contents of the regular file at `relativePath` inside the project, or why it is not read.
    package func read(_ relativePath: String, maximumSize: Int) -> Result<ProjectFile, ProjectFileRefusal> {
        guard let components = Self.plainComponents(relativePath), !isExcluded(relativePath) else {
            return .failure(.notInProject)
        }
        return Self.read(components, below: root, maximumSize: maximumSize)
    }

    /// The same rule for a path the model accepted earlier and handed on as absolute (an image the renderer draws):
    /// it must still lead to a regular file through real directories only, so a file swapped for a link since is
    /// refused.
    package static func readAccepted(
        atAbsolutePath path: String, maximumSize: Int
    ) -> Result<ProjectFile, ProjectFileRefusal> {
        guard path.hasPrefix("/"), let components = plainComponents(String(path.dropFirst())) else {
            return .failure(.notInProject)
        }
        return read(components, below: "/", maximumSize: maximumSize)
    }

    /// Whether `name` is relative, without `.` or `..` components and NUL bytes: what a name written in a
    /// project file (an asset catalog's `filename`) must be before it is joined to a folder of the project.
    package static func isPlainRelativePath(_ name: String) -> Bool { plainComponents(name) != nil }

    /// The components of a relative name, or nil for an absolute name, `.`/`..` or a NUL byte.
    static func plainComponents(_ relativePath: String) -> [String]? {
        guard !relativePath.hasPrefix("/"), !relativePath.contains("\0") else { return nil }
        let components = relativePath.split(separator: "/").map(String.init)
        guard !components.isEmpty, !components.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
        return components
    }

    private static func read(
        _ components: [String], below start: String, maximumSize: Int
    ) -> Result<ProjectFile, ProjectFileRefusal> {
        var descriptor = open(start, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(ProjectFileRefusal(errno: errno)) }
        for (index, name) in components.enumerated() {
            let isLast = index == components.count - 1
            // O_NONBLOCK: a FIFO must not stall the reader before fstat refuses it.
            let flags = O_RDONLY | O_CLOEXEC | O_NOFOLLOW | (isLast ? O_NONBLOCK | O_NOCTTY : O_DIRECTORY)
            let next = openat(descriptor, name, flags)
            let code = errno
            close(descriptor)
            guard next >= 0 else { return .failure(ProjectFileRefusal(errno: code)) }
            descriptor = next
        }
        defer { close(descriptor) }
        return ProjectFile.read(descriptor, maximumSize: maximumSize)
    }

    /// `path` with every symbolic link resolved; for a path that does not exist (yet), its deepest existing
    /// folder resolved and the rest appended.
    static func resolved(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, !parent.isEmpty else { return path }
        let resolvedParent = resolved(parent)
        return (resolvedParent == "/" ? "" : resolvedParent) + "/" + (path as NSString).lastPathComponent
    }

    private static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "" }
        let prefix = root == "/" ? "/" : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
