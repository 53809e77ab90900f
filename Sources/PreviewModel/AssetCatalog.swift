#if canImport(Glibc)
import Glibc
#endif
import Foundation
package import PreviewFiles
package import PreviewViews

/// The asset catalogs (`*.xcassets`) of a project: colour sets, image sets and custom symbols (symbol sets) by name,
/// as `Color("Name")` and `Image("Name")` look them up.
///
/// Every catalog below the project root is read (build folders skipped, as `ProjectScanner` skips them), every
/// file through `ProjectBoundary`: a file name that leads out of the project, or a link, is refused in the same
/// words whatever lies outside. Names are
/// set folder names without extension, prefixed with `Group/` for each enclosing folder whose `Contents.json`
/// says `"provides-namespace": true`. Problems (malformed JSON, missing files) are diagnostics on the
/// `Contents.json` concerned; the set is skipped and the rest of the catalog still loads.
package struct AssetCatalog: Equatable, Sendable {
    package private(set) var colors: [String: ColorAsset] = [:]
    package private(set) var images: [String: ImageAsset] = [:]
    /// Custom symbols (`.symbolset`), which `Image("name")` finds as it finds image sets.
    package private(set) var symbols: [String: SymbolAsset] = [:]
    /// Symbol sets that are there but cannot be drawn (their diagnostics say why), to their `Contents.json`.
    package private(set) var undrawableSymbols: [String: String] = [:]
    package private(set) var diagnostics: [Diagnostic] = []

    /// No catalogs.
    package init() {}

    /// Reads every asset catalog of the project. A set or image file that is there but cannot be opened now
    /// (`EMFILE`, `EIO`, …) keeps its version in `previous`, with a warning: it is stale, not gone.
    package init(boundary: ProjectBoundary, previous: AssetCatalog = AssetCatalog()) {
        self.init(boundary: boundary, previous: previous, read: boundary.read)
    }

    /// A project file's contents by relative path and size limit.
    typealias FileReader = (String, Int) -> Result<ProjectFile, ProjectFileRefusal>

    /// Reads the catalogs with `read` for every file (tests give one that fails as a full descriptor table does).
    init(boundary: ProjectBoundary, previous: AssetCatalog, read: FileReader) {
        let root = URL(fileURLWithPath: boundary.root)
        var unlisted: [(folder: String, reason: String)] = []
        // The catalogs of checked-out packages (`Color.brand` from a design-system package's own catalog) come
        // after the project's: a set of the project's own of the same name is the one used.
        var catalogs = Self.catalogFolders(below: root, relative: "", boundary: boundary, unlisted: &unlisted)
        for sources in ProjectScanner(boundary: boundary).dependencySourceFolders() {
            catalogs += Self.catalogFolders(
                below: root.appendingPathComponent(sources), relative: sources, boundary: boundary, unlisted: &unlisted)
        }
        for catalog in catalogs {
            loadGroup(
                root.appendingPathComponent(catalog), file: catalog, namespace: "", boundary: boundary,
                previous: previous, read: read, unlisted: &unlisted)
        }
        if let (folder, reason) = unlisted.first {
            // A folder that is there but cannot be listed now would drop every set below it: keep them all.
            self = previous
            let name = folder.isEmpty ? "the project folder" : "'\(folder)'"
            report(
                folder.isEmpty ? "." : folder,
                "\(name) cannot be listed (\(reason)); the asset catalogs' last readable version is used", .warning)
        }
    }

    /// The colour set `name`; nil when no catalog has it.
    package func color(named name: String) -> ColorAsset? { colors[name] }

    /// The name of a set of `kind` that is `name` in other letter case, if exactly one is: iOS looks asset names up
    /// as written, so `Color("accent")` finds no `Accent` set, and the diagnostic names the set that was meant.
    package func name(differingInCaseFrom name: String, kind: AssetKind) -> String? {
        let lowered = name.lowercased()
        let names: [String] =
            switch kind {
            case .color: colors.keys.filter { $0.lowercased() == lowered }
            case .image: (Array(images.keys) + symbols.keys).filter { $0.lowercased() == lowered }
            }
        return names.count == 1 ? names[0] : nil
    }

    /// What a `name(differingInCaseFrom:kind:)` lookup searches.
    package enum AssetKind {
        case color, image
    }

    /// The app's accent colour, with its dark variant: the colour set Xcode names `AccentColor` (the default of
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`), which iOS makes the tint of controls and links and what
    /// `Color.accentColor` stands for. Nil when no catalog has it, or its template leaves it unset (iOS's blue).
    package var accentColor: ColorValue? {
        colors["AccentColor"].map { .adaptive(light: $0.light, dark: $0.dark ?? $0.light) }
    }

    /// The file of image set `name` that suits a screen of `scale` (1, 2 or 3) in `colorScheme`: an appearance
    /// variant when there is one, the iPhone or universal idiom, the exact scale, else the nearest larger one,
    /// else the largest. Nil when no catalog has the image or it has no PNG or JPEG file.
    package func image(named name: String, scale: Double, colorScheme: ColorScheme = .light) -> ImageFile? {
        guard let variants = images[name]?.variants, !variants.isEmpty else { return nil }
        let matching = variants.filter { $0.appearance == colorScheme }
        var candidates = matching.isEmpty ? variants.filter { $0.appearance == nil } : matching
        if candidates.isEmpty { candidates = variants }
        let bestIdiom = candidates.map { Idiom.rank($0.idiom) }.min()!
        candidates = candidates.filter { Idiom.rank($0.idiom) == bestIdiom }
        if let exact = candidates.first(where: { $0.scale == scale }) { return exact }
        let larger = candidates.filter { $0.scale > scale }.min { $0.scale < $1.scale }
        return larger ?? candidates.max { $0.scale < $1.scale }
    }

    // MARK: Reading

    /// Relative paths of the `*.xcassets` folders below `directory`, sorted; symbolic links are not followed.
    private static func catalogFolders(
        below directory: URL, relative: String, boundary: ProjectBoundary,
        unlisted: inout [(folder: String, reason: String)]
    ) -> [String] {
        var found: [String] = []
        for (entry, name) in subdirectories(of: directory, relative: relative, unlisted: &unlisted)
        where !ProjectScanner.isIgnoredDirectory(name) {
            let path = relative.isEmpty ? name : relative + "/" + name
            if boundary.isExcluded(path) { continue }
            if name.hasSuffix(".xcassets") {
                found.append(path)
            } else {
                found += catalogFolders(below: entry, relative: path, boundary: boundary, unlisted: &unlisted)
            }
        }
        return found
    }

    /// The folders directly inside `directory` with their names, sorted by name. A folder that is there but
    /// cannot be listed (`EMFILE`, `EACCES`) has none and is added to `unlisted`; a vanished one simply has none.
    private static func subdirectories(
        of directory: URL, relative: String, unlisted: inout [(folder: String, reason: String)]
    ) -> [(URL, String)] {
        let entries: [FolderEntry]
        do {
            entries = try FolderEntry.list(directory.path)
        } catch {
            if error.code != ENOENT { unlisted.append((relative, String(cString: strerror(error.code)))) }
            return []
        }
        return entries.filter { $0.kind == .folder }
            .map { (directory.appendingPathComponent($0.name, isDirectory: true), $0.name) }
            .sorted { $0.1 < $1.1 }
    }

    /// Reads the sets in a catalog or a group folder inside one (`file` is its path relative to the root).
    private mutating func loadGroup(
        _ folder: URL, file: String, namespace: String, boundary: ProjectBoundary, previous: AssetCatalog,
        read: FileReader, unlisted: inout [(folder: String, reason: String)]
    ) {
        for (entry, name) in Self.subdirectories(of: folder, relative: file, unlisted: &unlisted) {
            let path = file + "/" + name
            let setName = namespace + (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "colorset":
                let kept = previous.colors[setName].flatMap { $0.file == path + "/Contents.json" ? $0 : nil }
                switch readContents(file: path, kind: "colour set", name: setName, read: read, kept: kept != nil) {
                case .read(let contents):
                    add(color: contents.colorAsset(file: path + "/Contents.json", name: setName) { report($0, $1) })
                case .unreadable: add(color: kept)
                case .skipped: continue
                }
            case "imageset":
                let kept = previous.images[setName].flatMap { $0.file == path + "/Contents.json" ? $0 : nil }
                switch readContents(file: path, kind: "image set", name: setName, read: read, kept: kept != nil) {
                case .read(let contents):
                    add(
                        image: contents.imageAsset(
                            file: path, name: setName, boundary: boundary, read: read, previous: kept
                        ) {
                            report($0, $1, $2)
                        })
                case .unreadable: add(image: kept)
                case .skipped: continue
                }
            case "symbolset":
                let kept = previous.symbols[setName].flatMap { $0.file == path + "/Contents.json" ? $0 : nil }
                switch readContents(file: path, kind: "symbol set", name: setName, read: read, kept: kept != nil) {
                case .read(let contents):
                    let symbol = contents.symbolAsset(
                        file: path, name: setName, boundary: boundary, read: read, previous: kept
                    ) {
                        report($0, $1, $2)
                    }
                    if symbol == nil { undrawableSymbols[setName] = path + "/Contents.json" }
                    add(symbol: symbol)
                case .unreadable: add(symbol: kept)
                case .skipped: continue
                }
            case let ext where ext.hasSuffix("set") || ext.hasSuffix("stack"):
                continue  // App icons, data sets, image stacks: not looked up by Color or Image.
            default:
                // A group folder (or a sprite atlas); its Contents.json is optional.
                let contents = readContents(file: path, kind: "folder", name: setName, read: read, optional: true)
                let prefix = contents.read?.providesNamespace == true ? setName + "/" : namespace
                loadGroup(
                    entry, file: path, namespace: prefix, boundary: boundary, previous: previous, read: read,
                    unlisted: &unlisted)
            }
        }
    }

    /// A `Contents.json` read, or why not.
    private enum ContentsRead {
        case read(AssetContents)
        /// There, but it cannot be opened now: whoever kept its last version keeps it.
        case unreadable
        /// Missing, refused or malformed: the set is left out.
        case skipped

        var read: AssetContents? { if case .read(let contents) = self { contents } else { nil } }
    }

    /// The decoded `Contents.json` of a set or folder, or why it is not used, after reporting it (a missing one is
    /// not reported when `optional`; an unreadable one is a warning when its last version is `kept`).
    private mutating func readContents(
        file: String, kind: String, name: String, read: FileReader, optional: Bool = false, kept: Bool = false
    ) -> ContentsRead {
        let path = file + "/Contents.json"
        let file: ProjectFile
        switch read(path, AssetContents.maximumFileSize) {
        case .success(let read): file = read
        case .failure(.missing):
            if !optional { report(path, "\(kind) '\(name)' has no readable 'Contents.json'; skipped") }
            return .skipped
        case .failure(.notInProject):
            report(path, "\(kind) '\(name)' skipped: 'Contents.json' is \(ProjectFileRefusal.notInProject)")
            return .skipped
        case .failure(let refusal):
            if kept {
                report(
                    path, "\(kind) '\(name)': 'Contents.json' \(refusal); its last readable version is used", .warning)
                return .unreadable
            }
            report(path, "\(kind) '\(name)' has no readable 'Contents.json' (it \(refusal)); skipped")
            return .skipped
        }
        do {
            return .read(try AssetContents(data: file.data))
        } catch {
            report(path, "\(kind) '\(name)' skipped: \(AssetContents.describe(error))")
            return .skipped
        }
    }

    /// Whether a package's set at `file` gives way to the project's own at `existing` without a diagnostic.
    private static func shadowed(_ file: String, by existing: String) -> Bool {
        ProjectScanner.isInDependency(file) && !ProjectScanner.isInDependency(existing)
    }

    private mutating func add(color: ColorAsset?) {
        guard let color else { return }
        if let existing = colors[color.name] {
            // A package's set is in the package's own bundle: the project's of the same name is no mistake. Nor are
            // an app's and its extension's catalogs each holding the same colour (both with an `AccentColor`).
            if Self.shadowed(color.file, by: existing.file) { return }
            if existing.light == color.light, existing.dark == color.dark { return }
            report(
                color.file, "colour '\(color.name)' is also defined in '\(existing.file)'; that one is used", .warning)
        } else {
            colors[color.name] = color
        }
    }

    private mutating func add(image: ImageAsset?) {
        guard let image else { return }
        if let existing = images[image.name] {
            // A package's set is in the package's own bundle: the project's of the same name is no mistake.
            if Self.shadowed(image.file, by: existing.file) { return }
            report(
                image.file, "image '\(image.name)' is also defined in '\(existing.file)'; that one is used", .warning)
        } else {
            images[image.name] = image
        }
    }

    private mutating func add(symbol: SymbolAsset?) {
        guard let symbol else { return }
        if let existing = symbols[symbol.name] {
            // A package's set is in the package's own bundle: the project's of the same name is no mistake.
            if Self.shadowed(symbol.file, by: existing.file) { return }
            let message = "symbol '\(symbol.name)' is also defined in '\(existing.file)'; that one is used"
            report(symbol.file, message, .warning)
        } else {
            symbols[symbol.name] = symbol
        }
    }

    private mutating func report(_ file: String, _ message: String, _ severity: Diagnostic.Severity = .error) {
        diagnostics.append(Diagnostic(file: file, line: 1, column: 1, severity: severity, message: message))
    }
}

/// A colour set: its colour in light (or any) appearance and, when the set has one, in dark appearance.
package struct ColorAsset: Equatable, Sendable {
    package var name: String
    package var light: RGBA
    package var dark: RGBA?
    /// The set's `Contents.json`, relative to the project root.
    package var file: String

    package func resolved(in scheme: ColorScheme) -> RGBA { scheme == .dark ? dark ?? light : light }
}

/// An image set: every PNG, JPEG, SVG or PDF file it lists, with the scale, appearance and idiom each is for.
package struct ImageAsset: Equatable, Sendable {
    package var name: String
    /// The set's `Contents.json`, relative to the project root.
    package var file: String
    package var variants: [ImageFile]
    /// The set's rendering mode: true for `template` (drawn in the foreground colour), false for `original`, nil
    /// when the set leaves it to the code (`.renderingMode(_:)`).
    package var template: Bool? = nil
}

/// One file of an image set. Its size in points is its pixel size divided by `scale`.
package struct ImageFile: Equatable, Sendable {
    /// Absolute path, for reading the pixels.
    package var path: String
    /// Path relative to the project root, for diagnostics and dependencies.
    package var file: String
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// 1, 2 or 3; 1 for a single-scale image.
    package var scale: Double
    /// Nil for "any appearance".
    package var appearance: ColorScheme?
    /// `universal`, `iphone`, `ipad`, …
    package var idiom: String
    /// Changes when the file is rewritten (size and modification time), so replacing the pixels changes the model.
    package var stamp: String
}

/// How well an `idiom` suits the phones previews are drawn for: iPhone first, then universal, then the rest.
enum Idiom {
    static func rank(_ idiom: String?) -> Int {
        switch idiom ?? "universal" {
        case "iphone": return 0
        case "universal": return 1
        default: return 2
        }
    }
}
