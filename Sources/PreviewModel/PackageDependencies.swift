import Foundation
package import PreviewFiles

/// The Swift packages a project depends on, as its Xcode project (`XCRemoteSwiftPackageReference`) or its root
/// `Package.swift` (`.package(url: …)`) names them, and which of them previewd cannot read because their sources
/// are not checked out inside the project (`ProjectScanner.dependencyCheckouts`).
///
/// What such a package declares is drawn as a placeholder, one diagnostic per name; the project-level diagnostic
/// here says once why, and what makes those names evaluate.
package struct PackageDependencies: Equatable, Sendable {
    /// Packages named by the project whose sources are not checked out, by repository name, sorted.
    package private(set) var missing: [String] = []
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    /// The packages `projects` and the root `Package.swift` of `boundary` name.
    package init(boundary: ProjectBoundary, projects: XcodeProjects) {
        var named: [(manifest: String, package: String)] = []
        for project in projects.files {
            named += PackageSources.references(in: project.value).map { (project.path, $0.name) }
        }
        if case .success(let file) = boundary.read("Package.swift", maximumSize: Project.maximumFileSize) {
            let manifest = String(decoding: file.data, as: UTF8.self)
            named += PackageSources.references(inManifest: manifest).map { ("Package.swift", $0.name) }
        }
        let checkedOut = Set(
            ProjectScanner.dependencyCheckouts.flatMap { folder in
                ((try? FolderEntry.list(boundary.root + "/" + folder)) ?? []).filter { $0.kind == .folder }
                    .map { $0.name.lowercased() }
            })
        let missingByManifest = Dictionary(grouping: named.filter { !checkedOut.contains($0.package.lowercased()) }) {
            $0.manifest
        }
        missing = Set(missingByManifest.values.flatMap { $0.map(\.package) }).sorted()
        for (manifest, packages) in missingByManifest.sorted(by: { $0.key < $1.key }) {
            let names = Set(packages.map(\.package)).sorted()
            let list = names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", …" : "")
            diagnostics.append(
                Diagnostic(
                    file: manifest, line: 1, column: 1, severity: .warning,
                    message: """
                        the sources of \(names.count) Swift package\(names.count == 1 ? "" : "s") this project \
                        depends on are not checked out (\(list)), so what they declare is drawn as a placeholder; \
                        check them out into the project folder with `previewd resolve`, which has a running \
                        previewd read them (after `swift package resolve`, reload or restart previewd)
                        """))
        }
    }

    /// Whether a change to `path` can change what the project depends on.
    package static func isManifest(_ path: String) -> Bool {
        path == "Package.swift" || (XcodeProjects.isProjectFile(path) && !ProjectScanner.isIgnored(path))
    }

    /// The folder SwiftPM and Xcode check a package out into: the repository's last path component without `.git`.
    static func repositoryName(_ url: String) -> String {
        let path = url.split(separator: "?").first.map(String.init) ?? url
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }
}
