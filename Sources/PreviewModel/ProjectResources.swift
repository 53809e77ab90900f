package import Foundation
package import PreviewFiles

/// The project's JSON resource files, by file name, as a preview's code finds them in its bundle
/// (`Bundle.main.url(forResource: "landmarkData.json", withExtension: nil)`).
///
/// Sample data loaded from JSON is how many real projects feed their previews. The files are read with the rest of
/// the project model, so evaluation stays a pure function of the model and a saved JSON file re-renders like a
/// saved Swift file.
package struct ProjectResources: Equatable, Sendable {
    /// No sample-data file comes close; a larger one is reported and left out.
    package static let maximumFileSize = 4 << 20
    /// Bounds the memory all resources take together.
    package static let maximumTotalSize = 32 << 20

    /// Contents by file name (`hikeData.json`); the first by path wins when two folders hold the same name.
    package private(set) var contents: [String: Data] = [:]
    /// Where each file was found, relative to the project root.
    package private(set) var paths: [String: String] = [:]
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    /// Reads every resource of the project; one that is there but cannot be read keeps its contents from
    /// `previous`, with a warning, rather than vanishing.
    package init(boundary: ProjectBoundary, previous: ProjectResources = ProjectResources()) {
        var total = 0
        for path in (try? ProjectScanner(boundary: boundary).files(Self.isResource)) ?? [] {
            let name = String(path.split(separator: "/").last ?? "")
            guard contents[name] == nil else { continue }
            let data: Data
            switch boundary.read(path, maximumSize: Self.maximumFileSize) {
            case .success(let file):
                data = file.data
            case .failure(.missing):
                continue  // Deleted since the scan.
            case .failure(.tooLarge):
                warn(path, Self.tooLarge)
                continue
            case .failure(.notInProject):
                warn(path, "\(ProjectFileRefusal.notInProject)")
                continue
            case .failure(let refusal):
                guard previous.paths[name] == path, let kept = previous.contents[name] else {
                    warn(path, "resource \(refusal); left out")
                    continue
                }
                warn(path, "resource \(refusal); previews use the last version read")
                data = kept
            }
            guard total + data.count <= Self.maximumTotalSize else {
                warn(path, Self.tooLarge)
                continue
            }
            total += data.count
            contents[name] = data
            paths[name] = path
        }
    }

    private static let tooLarge =
        """
        resource is larger than previews load (\(maximumFileSize >> 20) MiB each, \(maximumTotalSize >> 20) MiB in \
        all); left out
        """

    private mutating func warn(_ path: String, _ message: String) {
        diagnostics.append(Diagnostic(file: path, line: 1, column: 1, severity: .warning, message: message))
    }

    /// A JSON file outside asset catalogs (whose `Contents.json` files describe the catalog) and outside build and
    /// tool folders.
    package static func isResource(_ path: String) -> Bool {
        path.hasSuffix(".json") && !ProjectScanner.isIgnored(path) && !AssetCatalog.isInCatalog(path)
            && !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// The file a bundle lookup names: `name` with `ext` appended unless empty or already there.
    package func lookup(_ name: String, extension ext: String?) -> (path: String, data: Data)? {
        var fileName = name
        if let ext, !ext.isEmpty, !name.hasSuffix("." + ext) { fileName += "." + ext }
        guard let data = contents[fileName], let path = paths[fileName] else { return nil }
        return (path, data)
    }
}
