import Foundation
package import PreviewFiles

/// Where the sources of each Swift package a project depends on come from, and which revision of them it builds
/// with: what `previewd resolve` checks out into `SourcePackages/checkouts` so that previews can evaluate what the
/// packages declare.
///
/// A project's `Package.resolved` (Xcode keeps it in the project's or workspace's `xcshareddata/swiftpm`, SwiftPM
/// beside `Package.swift`) pins every package, those the packages themselves depend on included, to a revision;
/// a package the project names without a pin is taken at the newest tag its requirement allows, as SwiftPM would.
package struct PackageSources: Equatable, Sendable {
    /// One package's repository and the revision wanted.
    package struct Source: Equatable, Sendable {
        /// The folder it is checked out into: the repository's name, as Xcode and SwiftPM name it.
        package var name: String
        package var url: String
        package var selection: Selection
    }

    /// Which revision of a repository a project builds with.
    package enum Selection: Equatable, Sendable {
        /// An exact commit (`Package.resolved`'s pin, or a `revision` requirement).
        case revision(String)
        case branch(String)
        /// The newest tag from `lower` up to, not including, `upper`.
        case versions(from: SemanticVersion, below: SemanticVersion)
    }

    /// By name, sorted.
    package private(set) var sources: [Source] = []

    package init(sources: [Source]) { self.sources = sources }

    /// The packages the Xcode projects and the root manifest of `boundary` name, and the pins of their
    /// `Package.resolved` files.
    package init(boundary: ProjectBoundary, projects: XcodeProjects) {
        var byName: [String: Source] = [:]
        for project in projects.files {
            for reference in Self.references(in: project.value) where byName[reference.name] == nil {
                byName[reference.name] = reference
            }
        }
        if case .success(let file) = boundary.read("Package.swift", maximumSize: Project.maximumFileSize) {
            for reference in Self.references(inManifest: String(decoding: file.data, as: UTF8.self))
            where byName[reference.name] == nil {
                byName[reference.name] = reference
            }
        }
        // Pins come last and win: they are what the project was last built with, its packages' packages included.
        for path in Self.resolvedFiles(projects: projects, boundary: boundary) {
            guard case .success(let file) = boundary.read(path, maximumSize: Project.maximumFileSize) else { continue }
            for pin in Self.pins(inResolved: file.data) { byName[pin.name] = pin }
        }
        sources = byName.values.sorted { $0.name < $1.name }
    }

    /// The `Package.resolved` files Xcode and SwiftPM keep for the project, relative to its root.
    private static func resolvedFiles(projects: XcodeProjects, boundary: ProjectBoundary) -> [String] {
        var paths = ["Package.resolved"]
        for project in projects.files {
            let folder = (project.path as NSString).deletingLastPathComponent
            paths.append(folder + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
        }
        let rootEntries = (try? FolderEntry.list(boundary.root)) ?? []
        for entry in rootEntries where entry.kind == .folder && entry.name.hasSuffix(".xcworkspace") {
            paths.append(entry.name + "/xcshareddata/swiftpm/Package.resolved")
        }
        return paths
    }

    /// The `XCRemoteSwiftPackageReference`s of a parsed `project.pbxproj`, with their requirements.
    static func references(in project: PropertyListValue?) -> [Source] {
        guard let objects = project?["objects"]?.dictionary else { return [] }
        return objects.values.compactMap { object -> Source? in
            guard object["isa"]?.string == "XCRemoteSwiftPackageReference", let url = object["repositoryURL"]?.string
            else { return nil }
            let requirement = object["requirement"]?.dictionary ?? [:]
            return Source(
                name: PackageDependencies.repositoryName(url), url: url,
                selection: selection(of: requirement) ?? .versions(from: .zero, below: .infinite))
        }
        .sorted { $0.name < $1.name }
    }

    /// Xcode's requirement kinds: `upToNextMajorVersion`, `upToNextMinorVersion`, `exactVersion`, `versionRange`,
    /// `branch`, `revision`.
    private static func selection(of requirement: [String: PropertyListValue]) -> Selection? {
        let minimum = requirement["minimumVersion"]?.string.flatMap(SemanticVersion.init)
        switch requirement["kind"]?.string {
        case "upToNextMajorVersion":
            return minimum.map { .versions(from: $0, below: SemanticVersion($0.major + 1, 0, 0)) }
        case "upToNextMinorVersion":
            return minimum.map { .versions(from: $0, below: SemanticVersion($0.major, $0.minor + 1, 0)) }
        case "exactVersion":
            return requirement["version"]?.string.flatMap(SemanticVersion.init).map {
                .versions(from: $0, below: SemanticVersion($0.major, $0.minor, $0.patch + 1))
            }
        case "versionRange":
            guard let minimum, let maximum = requirement["maximumVersion"]?.string.flatMap(SemanticVersion.init)
            else { return nil }
            return .versions(from: minimum, below: maximum)
        case "branch":
            return requirement["branch"]?.string.map(Selection.branch)
        case "revision":
            return requirement["revision"]?.string.map(Selection.revision)
        default:
            return nil
        }
    }

    /// `.package(url: "…", from: "1.2.0")`, `exact:`, `branch:`, `revision:` and `"1.0.0"..<"2.0.0"` in a manifest.
    static func references(inManifest manifest: String) -> [Source] {
        // What follows the address is the requirement, if anything does.
        let pattern = #/\.package\s*\(\s*(?:name:\s*"[^"]*"\s*,\s*)?url:\s*"([^"]+)"(?:\s*,\s*([^)]*))?/#
        return manifest.matches(of: pattern).map { match in
            let url = String(match.output.1)
            let rest = match.output.2.map(String.init) ?? ""
            func quoted(after label: String) -> String? {
                guard let range = rest.range(of: label) else { return nil }
                let tail = rest[range.upperBound...].drop { $0 == " " || $0 == ":" }
                guard tail.first == "\"" else { return nil }
                return tail.dropFirst().prefix { $0 != "\"" }.description
            }
            var selection = Selection.versions(from: .zero, below: .infinite)
            if let version = quoted(after: "from").flatMap(SemanticVersion.init) {
                selection = .versions(from: version, below: SemanticVersion(version.major + 1, 0, 0))
            } else if let version = quoted(after: "exact").flatMap(SemanticVersion.init) {
                selection = .versions(
                    from: version, below: SemanticVersion(version.major, version.minor, version.patch + 1))
            } else if let branch = quoted(after: "branch") {
                selection = .branch(branch)
            } else if let revision = quoted(after: "revision") {
                selection = .revision(revision)
            } else if let range = rest.firstMatch(of: #/"([^"]+)"\s*\.\.<\s*"([^"]+)"/#),
                let lower = SemanticVersion(String(range.output.1)), let upper = SemanticVersion(String(range.output.2))
            {
                selection = .versions(from: lower, below: upper)
            }
            return Source(name: PackageDependencies.repositoryName(url), url: url, selection: selection)
        }
    }

    /// The remote pins of a `Package.resolved`, in its first form (`object.pins[].repositoryURL`) or its later ones
    /// (`pins[].location`); local packages (`kind: localSourceControl`, `fileSystem`) are the project's own.
    static func pins(inResolved data: Data) -> [Source] {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [] }
        let pins =
            (root["pins"] as? [[String: Any]]) ?? ((root["object"] as? [String: Any])?["pins"] as? [[String: Any]])
            ?? []
        return pins.compactMap { pin -> Source? in
            if let kind = pin["kind"] as? String, kind != "remoteSourceControl" { return nil }
            guard let url = (pin["location"] ?? pin["repositoryURL"]) as? String,
                let state = pin["state"] as? [String: Any], let revision = state["revision"] as? String,
                !revision.isEmpty
            else { return nil }
            return Source(name: PackageDependencies.repositoryName(url), url: url, selection: .revision(revision))
        }
    }
}

/// A `major.minor.patch` version, as package tags name them (`1.4.0`, `v2.0.1`; a missing part is 0).
package struct SemanticVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    package var major: Int
    package var minor: Int
    package var patch: Int

    package init(_ major: Int, _ minor: Int, _ patch: Int) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    /// Nil for anything but one to three dot-separated numbers after an optional `v` (pre-releases and build
    /// metadata are not chosen).
    package init?(_ text: String) {
        let digits = text.hasPrefix("v") ? text.dropFirst() : Substring(text)
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        let numbers = parts.compactMap { $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        guard numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    package static let zero = SemanticVersion(0, 0, 0)
    package static let infinite = SemanticVersion(.max, .max, .max)

    package static func < (a: Self, b: Self) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }

    package var description: String { "\(major).\(minor).\(patch)" }

    /// The newest of `tags` from `lower` up to, not including, `upper`.
    package static func newestTag(in tags: [String], from lower: Self, below upper: Self) -> String? {
        tags.compactMap { tag in SemanticVersion(tag).map { (tag, $0) } }
            .filter { $0.1 >= lower && $0.1 < upper }
            .max { $0.1 < $1.1 }?.0
    }
}
