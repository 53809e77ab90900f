import Foundation
package import PreviewFiles

/// Finds the Swift sources of a project folder, skipping build output, version control and previewd's own folders,
/// and the sources of the Swift packages it depends on where they are checked out inside it.
///
/// Symbolic links are listed like files but never descended into: whoever reads a listed path reads it through
/// `ProjectBoundary`, which refuses a link, so a link is reported the same at start and when it appears later.
package struct ProjectScanner: Sendable {
    /// Directory names never descended into: build products, dependencies, editor state.
    package static let ignoredDirectoryNames: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "build", "node_modules", "Pods", ".idea", "xcuserdata",
        "SourcePackages",
    ]

    /// Where a project's package dependencies are checked out, relative to its root: SwiftPM's after `swift package
    /// resolve`, and Xcode's when it clones them into the project (`xcodebuild -resolvePackageDependencies
    /// -clonedSourcePackagesDirPath SourcePackages`). Each package's `Sources` folder is read for its declarations,
    /// so a view or helper from a package is evaluated like the project's own; its previews are not listed.
    package static let dependencyCheckouts = [".build/checkouts", "SourcePackages/checkouts"]

    package let boundary: ProjectBoundary

    package init(boundary: ProjectBoundary) {
        self.boundary = boundary
    }

    /// Whether a relative path lies in a folder the scanner never descends into, so changes reported there (by a
    /// watcher, or a caller) are ignored just like the scan ignores them.
    package static func isIgnored(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { isIgnoredDirectory(String($0)) }
    }

    /// The one rule for folders that are not part of a project, for scanning and (through the daemon) watching.
    package static func isIgnoredDirectory(_ name: String) -> Bool {
        ignoredDirectoryNames.contains(name) || name.hasPrefix(".build")
            || exportBundleExtensions.contains { name.hasSuffix($0) }
    }

    /// Bundles Xcode writes out of a project (a localisation export holds copies of its catalogs and strings, an
    /// archive or a test result copies of what was built): never part of what a target builds.
    private static let exportBundleExtensions = [".xcloc", ".xcarchive", ".xcresult"]

    /// How many folders deep a relative path lies, plus one: the nearest of several candidates is the smallest.
    package static func depth(_ path: String) -> Int { path.split(separator: "/").count }

    /// Relative paths of every `.swift` file below the root, sorted so results are stable.
    package func swiftFiles() throws -> [String] { try files { $0.hasSuffix(".swift") } }

    /// Whether a relative path is a Swift source of a checked-out dependency (`.build/checkouts/Kit/Sources/…`).
    package static func isDependencySource(_ path: String) -> Bool {
        path.hasSuffix(".swift") && isInDependency(path)
    }

    /// Whether a relative path lies in the `Sources` folder of a checked-out dependency.
    package static func isInDependency(_ path: String) -> Bool {
        dependencyCheckouts.contains { checkouts in
            guard path.hasPrefix(checkouts + "/") else { return false }
            let rest = path.dropFirst(checkouts.count + 1).split(separator: "/")
            return rest.count > 2 && rest[1] == "Sources"
        }
    }

    /// The `Sources` folder of every checked-out dependency, relative to the root, sorted.
    package func dependencySourceFolders() -> [String] {
        var folders: [String] = []
        for checkouts in Self.dependencyCheckouts where !boundary.isExcluded(checkouts) {
            guard let packages = try? FolderEntry.list(boundary.root + "/" + checkouts) else { continue }
            for package in packages where package.kind == .folder {
                let sources = checkouts + "/" + package.name + "/Sources"
                if (try? FolderEntry.list(boundary.root + "/" + sources)) != nil { folders.append(sources) }
            }
        }
        return folders.sorted()
    }

    /// Relative paths of the Swift sources of every checked-out dependency, sorted.
    package func dependencySwiftFiles() throws -> [String] {
        var found: [String] = []
        for sources in dependencySourceFolders() {
            try walk(
                boundary.root + "/" + sources, relative: sources, includes: { $0.hasSuffix(".swift") }, into: &found)
        }
        return found.sorted()
    }

    /// Relative paths of every file below the root whose relative path `includes` accepts, sorted.
    package func files(_ includes: (String) -> Bool) throws -> [String] {
        var found: [String] = []
        try walk(boundary.root, relative: "", includes: includes, into: &found)
        return found.sorted()
    }

    private func walk(
        _ directory: String, relative: String, includes: (String) -> Bool, into found: inout [String]
    ) throws {
        for entry in try FolderEntry.list(directory) {
            let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
            if entry.kind == .folder {
                if Self.isIgnoredDirectory(entry.name) || boundary.isExcluded(path) { continue }
                try walk(directory + "/" + entry.name, relative: path, includes: includes, into: &found)
            } else if includes(path) {
                found.append(path)
            }
        }
    }
}
