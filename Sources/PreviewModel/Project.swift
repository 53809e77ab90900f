package import Foundation
package import PreviewFiles
package import SwiftSyntax

/// The project model: every Swift file parsed once per content change, the declaration index, and the previews.
///
/// A file whose newest text has syntax errors keeps its last good version here, so its previews keep rendering
/// while the errors are reported. So does a file that cannot be read (too many open files, permissions, an I/O
/// error): only a file that is gone is a deletion. Every file is read through `boundary`.
package struct Project: Sendable {
    /// Files larger than this are reported and skipped: no hand-written view file comes close.
    package static let maximumFileSize = 2 << 20

    package let root: URL
    /// What belongs to the project, and how its files are read.
    package let boundary: ProjectBoundary
    /// The newest version of each file that parsed without errors, by relative path.
    package private(set) var files: [String: SourceFile] = [:]
    /// Problems with each file's newest text (syntax errors, unreadable files), by relative path.
    package private(set) var fileDiagnostics: [String: [Diagnostic]] = [:]
    package private(set) var index = DeclarationIndex(files: [])
    package private(set) var previews: [PreviewDeclaration] = []
    /// Colour and image sets of every `*.xcassets` folder, re-read when a path inside one changes.
    package internal(set) var assets = AssetCatalog()
    /// The JSON files a preview may load from its bundle (`Bundle.main.url(forResource:withExtension:)`), read
    /// here so that evaluation itself never touches the file system.
    package internal(set) var resources = ProjectResources()
    /// What `Bundle.main` answers (`infoDictionary`, localized strings), read from the project's Info.plist,
    /// Xcode project and strings tables.
    package internal(set) var bundle = AppBundle()
    /// The Swift packages the project names and which of them are not checked out where previewd reads them.
    package private(set) var packages = PackageDependencies()
    /// Grows by one whenever the model changes.
    package private(set) var generation = 0
    /// The newest text read for each path, parsed or not, so an unchanged save costs no parse.
    private var newestText: [String: String] = [:]
    /// What each file of `files` declares and which previews it holds, found when it was parsed: the index and
    /// the previews are rebuilt from these after every change, so an edit walks only the files it changed.
    private var outlines: [String: Outline] = [:]
    /// Files whose last read failed although they are there: read again with every change until one succeeds.
    private var unreadable: Set<String> = []
    /// The path of each file of `files`, by the identifier of its syntax tree's root.
    private var pathsByRoot: [SyntaxIdentifier: String] = [:]

    private struct Outline: Sendable {
        let declarations: FileDeclarations
        let previews: PreviewCandidates
    }

    /// Loads every Swift file below `root`; `excluded` folders (previewd's own state, runtime and log directories)
    /// are never project content, wherever they are.
    package init(root: URL, excluding excluded: [URL] = []) throws {
        self.root = root.standardizedFileURL
        boundary = ProjectBoundary(root: root, excluding: excluded)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: self.root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw ProjectError(.notADirectory, path: root.path) }
        _ = try reload()
    }

    package var name: String { root.lastPathComponent }

    /// Every file-level and asset catalog diagnostic, sorted by file and position.
    package var diagnostics: [Diagnostic] {
        (fileDiagnostics.values.flatMap { $0 } + assets.diagnostics + resources.diagnostics + bundle.diagnostics
            + packages.diagnostics)
            .sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    package func sourceFile(_ path: String) -> SourceFile? { files[path] }

    /// The file whose syntax tree has the root `root` (`Syntax(node).root.id`), if it is one of the project's:
    /// diagnostics and the semantic pass ask for the file of a node, and a project has thousands of files.
    package func sourceFile(rootedAt root: SyntaxIdentifier) -> SourceFile? { pathsByRoot[root].flatMap { files[$0] } }

    /// Rescans the whole tree. Returns whether the model changed.
    @discardableResult
    package mutating func reload() throws -> Bool {
        let scanner = ProjectScanner(boundary: boundary)
        let paths = try scanner.swiftFiles() + scanner.dependencySwiftFiles()
        // Files known only by a diagnostic (unreadable, not UTF-8) count too, so their diagnostics go with them.
        let gone = Set(newestText.keys).union(files.keys).union(fileDiagnostics.keys).subtracting(paths)
        return apply(
            changedPaths: Set(paths).union(gone), rereadingAssets: true, rereadingResources: true, rereadingBundle: true
        )
    }

    /// Re-reads `changedPaths` (relative; created, written or deleted). Returns whether the model changed.
    @discardableResult
    package mutating func apply(changedPaths: Set<String>) -> Bool {
        apply(
            changedPaths: changedPaths, rereadingAssets: changedPaths.contains(where: AssetCatalog.isInCatalog),
            rereadingResources: changedPaths.contains(where: ProjectResources.isResource),
            rereadingBundle: changedPaths.contains { AppBundle.isBundleFile($0) || PackageDependencies.isManifest($0) })
    }

    /// Parsing, folding and indexing recurse once per level of the syntax tree, so they run on a large stack: a
    /// generated 100,000-term expression must not overflow the caller's thread.
    private mutating func apply(
        changedPaths: Set<String>, rereadingAssets: Bool, rereadingResources: Bool, rereadingBundle: Bool
    ) -> Bool {
        var model = self
        let changed = LargeStackThread.run {
            var changed = model.applyOnThisThread(changedPaths: changedPaths, rereadingAssets: rereadingAssets)
            if rereadingResources, model.reloadResources() {
                model.generation += changed ? 0 : 1
                changed = true
            }
            if rereadingBundle, model.reloadBundle() {
                model.generation += changed ? 0 : 1
                changed = true
            }
            return (model, changed)
        }
        self = changed.0
        return changed.1
    }

    /// Reads the JSON resources again; returns whether any changed.
    private mutating func reloadResources() -> Bool {
        let reread = ProjectResources(boundary: boundary, previous: resources)
        guard reread != resources else { return false }
        resources = reread
        return true
    }

    /// Reads the Info.plist, Xcode project, package manifest and strings tables again; returns whether what they
    /// say changed.
    private mutating func reloadBundle() -> Bool {
        let files = (try? ProjectScanner(boundary: boundary).files(AppBundle.isBundleFile)) ?? []
        let projects = XcodeProjects(among: files, from: boundary)
        let reread = AppBundle(boundary: boundary, files: files, projects: projects)
        let rereadPackages = PackageDependencies(boundary: boundary, projects: projects)
        guard reread != bundle || rereadPackages != packages else { return false }
        bundle = reread
        packages = rereadPackages
        return true
    }

    private mutating func applyOnThisThread(changedPaths: Set<String>, rereadingAssets: Bool) -> Bool {
        var changed = rereadingAssets && reloadAssets()
        let paths = changedPaths.union(unreadable)
        var texts: [(path: String, text: String)] = []
        for path in paths.sorted()
        where path.hasSuffix(".swift") && !boundary.isExcluded(path)
            && (!ProjectScanner.isIgnored(path) || ProjectScanner.isDependencySource(path))
        {
            switch read(path) {
            case .unchanged: break
            case .reported: changed = true
            case .changed(let text): texts.append((path, text))
            }
        }
        // Files parse independently, so a cold start or a branch switch parses on every core.
        let parsed = LargeStackThread.map(texts, threads: ProcessInfo.processInfo.activeProcessorCount) { text in
            let file = SourceFile(path: text.path, text: text.text)
            guard !file.hasSyntaxErrors else { return (file, nil as Outline?) }
            return (file, Outline(declarations: FileDeclarations(file), previews: PreviewCandidates(file)))
        }
        for (file, outline) in parsed {
            if let outline {
                files[file.path] = file
                outlines[file.path] = outline
                fileDiagnostics[file.path] = nil
            } else {
                fileDiagnostics[file.path] = file.syntaxDiagnostics
            }
            changed = true
        }
        guard changed else { return false }
        pathsByRoot = Dictionary(uniqueKeysWithValues: files.map { ($0.value.tree.id, $0.key) })
        // A file and its outline are set together, so every file has one.
        let sorted = files.keys.sorted().compactMap { path -> (file: SourceFile, outline: Outline)? in
            guard let file = files[path], let outline = outlines[path] else { return nil }
            return (file, outline)
        }
        // The project's own declarations come first, so a name it declares wins over a package's of the same name
        // (its `ChordType` over a music package's), as a module's own names shadow the ones it imports.
        let own = sorted.filter { !ProjectScanner.isDependencySource($0.file.path) }
        let dependencies = sorted.filter { ProjectScanner.isDependencySource($0.file.path) }
        index = DeclarationIndex(declarations: (own + dependencies).map(\.outline.declarations))
        // A dependency's own previews belong to its package, not to this project.
        previews = PreviewDiscovery.previews(in: own.map { ($0.file, $0.outline.previews) })
        generation += 1
        return true
    }

    /// What reading one file found.
    private enum Read {
        /// The same text as last read, or a file that is still refused: nothing to do.
        case unchanged
        /// Gone, refused or not text: its entry and diagnostics are already updated.
        case reported
        /// New text to parse.
        case changed(String)
    }

    /// Reads one file; a file that is gone or cannot be used updates its entry here.
    private mutating func read(_ path: String) -> Read {
        func outcome(_ changed: Bool) -> Read { changed ? .reported : .unchanged }
        let data: Data
        switch boundary.read(path, maximumSize: Self.maximumFileSize) {
        case .success(let file):
            data = file.data
            unreadable.remove(path)
        case .failure(.missing):
            return outcome(forget(path))
        case .failure(.notInProject):
            // A link (or something else that is not a file of the project) where a file was: not project content.
            _ = forget(path)
            return outcome(report(path, "\(ProjectFileRefusal.notInProject)", severity: .warning))
        case .failure(.tooLarge):
            return outcome(report(path, "file is larger than \(Self.maximumFileSize >> 20) MiB; skipped"))
        case .failure(let refusal):
            // There but unreadable (EMFILE, ENFILE, EACCES, EIO): not a deletion. The last good version stays.
            unreadable.insert(path)
            let kept = files[path] == nil ? "" : "; its previews are from the last version read"
            return outcome(report(path, "file \(refusal)\(kept)", severity: .warning))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return outcome(report(path, "file is not valid UTF-8; skipped"))
        }
        if newestText[path] == text { return .unchanged }
        newestText[path] = text
        return .changed(text)
    }

    /// Drops a file that is gone; returns whether it was known.
    private mutating func forget(_ path: String) -> Bool {
        let existed = files[path] != nil || newestText[path] != nil || fileDiagnostics[path] != nil
        files[path] = nil
        outlines[path] = nil
        fileDiagnostics[path] = nil
        newestText[path] = nil
        unreadable.remove(path)
        return existed
    }

    private mutating func report(_ path: String, _ message: String, severity: Diagnostic.Severity = .error) -> Bool {
        let diagnostic = Diagnostic(file: path, line: 1, column: 1, severity: severity, message: message)
        newestText[path] = nil
        if fileDiagnostics[path] == [diagnostic] { return false }
        fileDiagnostics[path] = [diagnostic]
        return true
    }
}

/// A project that cannot be loaded at all (as opposed to problems inside it, which are diagnostics).
package struct ProjectError: Error, CustomStringConvertible, Equatable {
    package enum Code: Equatable, Sendable {
        case notADirectory
    }

    package var code: Code
    package var path: String

    package init(_ code: Code, path: String) {
        self.code = code
        self.path = path
    }

    package var description: String {
        switch code {
        case .notADirectory: return "'\(path)' is not a directory"
        }
    }
}
