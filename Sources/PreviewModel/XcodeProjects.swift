package import PreviewFiles

/// The project's Xcode project files (`*.xcodeproj/project.pbxproj`), each read and parsed once for both readers of
/// them: `AppBundle` takes the app's build settings and development region from the one nearest the root, and
/// `PackageDependencies` the Swift packages every one of them names.
package struct XcodeProjects: Sendable {
    /// Nearest the root first: a workspace's own app before a sample project nested in a package.
    package let files: [PropertyListFile]

    /// Reads the project files among `paths` (relative, as the scanner lists them).
    package init(among paths: [String], from boundary: ProjectBoundary) {
        files = paths.filter(Self.isProjectFile).sorted { ProjectScanner.depth($0) < ProjectScanner.depth($1) }
            .map { PropertyListFile($0, from: boundary) }
    }

    package static func isProjectFile(_ path: String) -> Bool { path.hasSuffix(".xcodeproj/project.pbxproj") }
}
