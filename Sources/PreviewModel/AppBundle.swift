import Foundation
package import PreviewFiles

/// What `Bundle.main` holds for the app being previewed: its Info.plist entries and its strings tables in the
/// development language, read with the rest of the project model so evaluation never touches the file system.
///
/// The Info.plist is the file the app target's `INFOPLIST_FILE` names, or the project's `Info.plist` when there
/// is no Xcode project. Build settings fill in what Xcode generates (`PRODUCT_BUNDLE_IDENTIFIER`,
/// `MARKETING_VERSION`, `CURRENT_PROJECT_VERSION`, `INFOPLIST_KEY_*`) and resolve the file's `$(…)` references. A
/// key nobody defines is absent, as it is on iOS.
package struct AppBundle: Equatable, Sendable {
    /// A project file larger than this is reported and left out: a pbxproj of thousands of files is a few MiB.
    package static let maximumFileSize = 8 << 20

    package private(set) var infoDictionary: [String: PropertyListValue] = [:]
    /// The language the app's strings are written in (`DEVELOPMENT_LANGUAGE`, `developmentRegion`).
    package private(set) var developmentLanguage = "en"
    /// Strings by table (`Localizable`) and key, in the development language.
    package private(set) var strings: [String: [String: String]] = [:]
    /// Every `.lproj` folder's strings by language (the folder's name without `.lproj`), table and key: what
    /// `Bundle(path: Bundle.main.path(forResource: "fr", ofType: "lproj")!)` reads.
    package private(set) var languageStrings: [String: [String: [String: String]]] = [:]
    /// The symbols Xcode generates for string catalog keys (`Text(.alertLogoutMessage)` for the key
    /// "Alert.Logout.message"), to the key and its table; the first catalog by path wins a symbol two keys make.
    package private(set) var catalogSymbols: [String: CatalogKey] = [:]
    /// The `one` form of catalog strings that vary by plural, by table and key; `strings` holds the `other` form.
    package private(set) var singularForms: [String: [String: String]] = [:]
    package private(set) var diagnostics: [Diagnostic] = []

    /// A key of a string catalog and the table (the catalog's file name) it is in.
    package struct CatalogKey: Equatable, Sendable {
        package var key: String
        package var table: String
    }

    package init() {}

    /// Reads `files` (what `isBundleFile` accepts, as the scanner lists them); `projects` are the Xcode project
    /// files among them.
    package init(boundary: ProjectBoundary, files: [String], projects: XcodeProjects) {
        var settings: XcodeBuildSettings?
        var projectLanguage: String?
        if let project = projects.files.first, let pbxproj = take(project) {
            let folder = project.path.split(separator: "/").dropLast(2).joined(separator: "/")
            settings = XcodeBuildSettings(pbxproj: pbxproj, sourceRoot: folder)
            if let objects = pbxproj["objects"]?.dictionary, let root = pbxproj["rootObject"]?.string {
                projectLanguage = objects[root]?["developmentRegion"]?.string
            }
        }
        var info: [String: PropertyListValue] = [:]
        let plistPath: String?
        if let settings {
            plistPath = settings.resolved("INFOPLIST_FILE").flatMap {
                $0.isEmpty ? nil : Self.join(settings.sourceRoot, $0)
            }
        } else {
            plistPath =
                files.filter { $0.hasSuffix("/Info.plist") || $0 == "Info.plist" }.sorted {
                    ProjectScanner.depth($0) < ProjectScanner.depth($1)
                }.first
        }
        if let plistPath, let plist = read(plistPath, from: boundary) {
            let resolve = settings.map { settings in { settings.resolve($0) } } ?? { $0 }
            info = plist.mapStrings(resolve).dictionary ?? [:]
        }
        if let settings, settings.resolved("GENERATE_INFOPLIST_FILE") == "YES" || plistPath == nil {
            for (key, value) in Self.generatedKeys(settings) where info[key] == nil { info[key] = value }
        }
        infoDictionary = info
        developmentLanguage =
            settings?.resolved("DEVELOPMENT_LANGUAGE").flatMap { $0.isEmpty ? nil : $0 }
            ?? projectLanguage ?? info["CFBundleDevelopmentRegion"]?.string ?? "en"
        readStrings(files, from: boundary)
    }

    /// Keys Xcode writes into a generated Info.plist from build settings.
    private static func generatedKeys(_ settings: XcodeBuildSettings) -> [String: PropertyListValue] {
        var keys: [String: PropertyListValue] = [
            "CFBundleName": .string(settings.resolved("PRODUCT_NAME") ?? settings.targetName),
            "CFBundleExecutable": .string(settings.resolved("EXECUTABLE_NAME") ?? settings.targetName),
            "CFBundleDevelopmentRegion": .string(settings.resolved("DEVELOPMENT_LANGUAGE") ?? "en"),
            "CFBundleInfoDictionaryVersion": .string("6.0"),
            "CFBundlePackageType": .string("APPL"),
        ]
        for (setting, key) in [
            ("PRODUCT_BUNDLE_IDENTIFIER", "CFBundleIdentifier"), ("MARKETING_VERSION", "CFBundleShortVersionString"),
            ("CURRENT_PROJECT_VERSION", "CFBundleVersion"),
        ] {
            if let value = settings.resolved(setting) { keys[key] = .string(value) }
        }
        for name in settings.values.keys where name.hasPrefix("INFOPLIST_KEY_") {
            let value = settings.resolved(name) ?? ""
            // Xcode writes YES and NO of a generated key as the plist's booleans.
            keys[String(name.dropFirst("INFOPLIST_KEY_".count))] =
                value == "YES" ? .boolean(true) : value == "NO" ? .boolean(false) : .string(value)
        }
        return keys
    }

    /// Strings tables of the development language (`en.lproj/Localizable.strings`, then `Base.lproj`) and string
    /// catalogs (`Localizable.xcstrings`); the first file by path wins where two give the same key.
    private mutating func readStrings(_ files: [String], from boundary: ProjectBoundary) {
        for path in files.sorted() where path.hasSuffix(".strings") {
            guard let folder = path.split(separator: "/").dropLast().last, folder.hasSuffix(".lproj") else { continue }
            guard let table = read(path, from: boundary)?.dictionary?.compactMapValues(\.string) else { continue }
            let language = String(folder.dropLast(".lproj".count))
            languageStrings[language, default: [:]][Self.tableName(path), default: [:]].merge(table) { first, _ in
                first
            }
        }
        for language in [developmentLanguage, "Base"] {
            for (name, table) in languageStrings[language] ?? [:] { add(table, to: name) }
        }
        for path in files.sorted() where path.hasSuffix(".xcstrings") {
            guard let catalog = read(path, from: boundary, json: true) else { continue }
            let language = catalog["sourceLanguage"]?.string ?? developmentLanguage
            let name = Self.tableName(path)
            var table: [String: String] = [:]
            for (key, entry) in catalog["strings"]?.dictionary ?? [:] {
                // A plural or device variation shows its general form (`other`), as a count previewd cannot
                // choose for would; an entry with no value of its language is its key.
                let unit = entry["localizations"]?[language]
                let plural = unit?["variations"]?["plural"]
                if let value = unit?["stringUnit"]?["value"]?.string {
                    table[key] = value
                } else if let value = plural?["other"]?["stringUnit"]?["value"]?.string {
                    table[key] = value
                    if let one = plural?["one"]?["stringUnit"]?["value"]?.string {
                        singularForms[name, default: [:]][key] = singularForms[name]?[key] ?? one
                    }
                }
                if let symbol = Self.catalogSymbol(key), catalogSymbols[symbol] == nil {
                    catalogSymbols[symbol] = CatalogKey(key: key, table: name)
                }
            }
            add(table, to: name)
        }
    }

    /// The symbol Xcode generates for a catalog key: its words (runs of letters and digits; format specifiers
    /// such as `%@` and `%lld` left out) in lower camel case, so "Alert.Logout.message" is `alertLogoutMessage`
    /// and "Photo.Delete %@" `photoDelete`. Nil for a key that makes no identifier.
    package static func catalogSymbol(_ key: String) -> String? {
        var words: [String] = []
        var word = ""
        var rest = Substring(key)
        while let character = rest.first {
            if character == "%" {
                // `%`, an optional `1$`, flags, width and precision, length modifiers, then the conversion.
                rest = rest.dropFirst().drop { $0.isNumber || "$-+ #.lhqzjtL".contains($0) }.dropFirst()
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            rest = rest.dropFirst()
            if character.isLetter || character.isNumber, character.isASCII {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first, first.first?.isLetter == true else { return nil }
        return first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The `one` plural form of `key` in `table`, where the catalog has one.
    package func singularForm(_ key: String, table: String) -> String? { singularForms[table]?[key] }

    private mutating func add(_ table: [String: String], to name: String) {
        strings[name, default: [:]].merge(table) { first, _ in first }
    }

    /// The string `key` has in `table` (`Localizable` when nil), or nil when no table of the project gives one.
    package func localizedString(_ key: String, table: String?) -> String? {
        strings[table ?? "Localizable"]?[key]
    }

    /// The string `key` has in `table` (`Localizable` when nil) of the `language.lproj` folder, or nil.
    package func localizedString(_ key: String, table: String?, language: String) -> String? {
        languageStrings[language]?[table ?? "Localizable"]?[key]
    }

    /// The languages the app has `.lproj` folders for (`Base` among them), as `Bundle.localizations` lists them;
    /// the development language alone when the app has none.
    package var localizations: [String] {
        languageStrings.isEmpty ? [developmentLanguage] : languageStrings.keys.sorted()
    }

    /// Files that change what `Bundle.main` answers: project files, property lists, strings tables and catalogs.
    package static func isBundleFile(_ path: String) -> Bool {
        guard !ProjectScanner.isIgnored(path) else { return false }
        return XcodeProjects.isProjectFile(path)
            || (path.hasSuffix(".plist") && !path.contains(".xcodeproj/"))
            || path.hasSuffix(".strings") || path.hasSuffix(".xcstrings")
    }

    private static func tableName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return String(file.prefix { $0 != "." })
    }

    private static func join(_ folder: String, _ path: String) -> String {
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return folder.isEmpty ? trimmed : folder + "/" + trimmed
    }

    /// A property list (or, with `json`, a string catalog) of the project; a file that is there but cannot be
    /// read or parsed is reported and left out.
    private mutating func read(_ path: String, from boundary: ProjectBoundary, json: Bool = false) -> PropertyListValue?
    {
        take(PropertyListFile(path, from: boundary, json: json))
    }

    /// `file`'s value, reporting why it was left out if it was.
    private mutating func take(_ file: PropertyListFile) -> PropertyListValue? {
        if let problem = file.problem { warn(file.path, problem) }
        return file.value
    }

    private mutating func warn(_ path: String, _ message: String) {
        diagnostics.append(Diagnostic(file: path, line: 1, column: 1, severity: .warning, message: message))
    }
}
