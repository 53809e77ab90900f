import Foundation
import PreviewModel
import SwiftSyntax

/// `Bundle.main` answering for the app being previewed: its Info.plist (`infoDictionary`, `bundleIdentifier`,
/// `object(forInfoDictionaryKey:)`) and strings tables as the project model read them (`AppBundle`), and its
/// resources (`url(forResource:withExtension:)`, `JSONDecoding`). A key the project does not define is nil, as on
/// iOS.
enum FoundationBundle {
    /// `Bundle(for: SomeClass.self)`: a class the project declares lives in the app being previewed, whose bundle is
    /// `Bundle.main` here (previews draw one app). `Bundle(identifier:)` finds it by its identifier, and nothing
    /// else: previewd loads no other bundle.
    static let constructs: [Construct] = [
        Construct("Bundle", "(for aClass: Any)") { _ in .native(.bundle) },
        Construct("Bundle", "(identifier: String)") { call in
            let identifier = try call.string("identifier")
            let own = call.evaluator.project.bundle.infoDictionary["CFBundleIdentifier"]
            guard case .string(let bundleIdentifier)? = own, identifier == bundleIdentifier else { return .null }
            return .native(.bundle)
        },
        // The app's language folders are the only bundles besides the app a preview can open; any other path
        // is no bundle, as on a device where it does not exist.
        Construct("Bundle", "(path: String)") { call in
            try languageBundle(at: try call.string("path") ?? "", call)
        },
        Construct("Bundle", "(url: URL)") { call in
            guard case .native(.url(let url)) = call["url"] else {
                throw EvaluationError("'Bundle(url:)' takes a URL", at: call.node)
            }
            return try languageBundle(at: url, call)
        },
    ]

    /// Where `Bundle.main.path(forResource: "fr", ofType: "lproj")` says the app's `fr.lproj` folder is.
    static func languageFolderPath(_ language: String) -> String {
        Evaluator.bundleURLPrefix + language + ".lproj"
    }

    private static func languageBundle(at path: String, _ call: Call) throws -> Value {
        let bundle = call.evaluator.project.bundle
        if path == Evaluator.bundleURLPrefix || path + "/" == Evaluator.bundleURLPrefix { return .native(.bundle) }
        if let language = bundle.languageStrings.keys.first(where: { languageFolderPath($0) == path }) {
            return .native(.languageBundle(language))
        }
        call.evaluator.report(
            "previews open no bundle but the app and its language folders; '\(path)' is nil", at: call.node)
        return .null
    }

    static func property(_ name: String, evaluator: Evaluator) -> Value? {
        let info = evaluator.project.bundle.infoDictionary
        switch name {
        case "bundleIdentifier": return info["CFBundleIdentifier"].map(value) ?? .null
        case "infoDictionary": return .dictionary(dictionary(info))
        case "developmentLocalization": return .string(evaluator.project.bundle.developmentLanguage)
        case "bundlePath", "resourcePath": return .string(String(Evaluator.bundleURLPrefix.dropLast()))
        case "localizations": return .array(evaluator.project.bundle.localizations.map(Value.string))
        // Previews are drawn in the development language.
        case "preferredLocalizations": return .array([.string(evaluator.project.bundle.developmentLanguage)])
        default: return nil
        }
    }

    /// A language folder's bundle: its own path and language; its Info.plist is the app's.
    static func languageProperty(_ name: String, language: String, evaluator: Evaluator) -> Value? {
        switch name {
        case "bundlePath", "resourcePath": return .string(languageFolderPath(language))
        case "localizations", "preferredLocalizations": return .array([.string(language)])
        default: return property(name, evaluator: evaluator)
        }
    }

    /// Methods of `Bundle.main` (`language` nil) or of one of its language folders, whose strings it reads.
    static func method(_ name: String, language: String?) -> NativeMethods.Method? {
        switch name {
        case "object":
            return { _, arguments, evaluator, node in
                guard case .string(let key)? = FoundationObjects.argument(arguments, "forInfoDictionaryKey") else {
                    throw EvaluationError("'Bundle.object' takes (forInfoDictionaryKey:) a string", at: node)
                }
                return evaluator.project.bundle.infoDictionary[key].map(value) ?? .null
            }
        case "localizedString":
            return { _, arguments, evaluator, node in
                guard case .string(let key)? = FoundationObjects.argument(arguments, "forKey") else {
                    throw EvaluationError("'Bundle.localizedString' takes (forKey:value:table:) a string key", at: node)
                }
                var table: String?
                if case .string(let name)? = FoundationObjects.argument(arguments, "table") { table = name }
                var fallback: String?
                if case .string(let given)? = FoundationObjects.argument(arguments, "value"), !given.isEmpty {
                    fallback = given
                }
                return .string(localizedString(key, table: table, language: language, evaluator) ?? fallback ?? key)
            }
        case "url", "path":
            return { _, arguments, evaluator, node in
                let given = FoundationObjects.argument(arguments, "forResource")
                guard case .string(let resource)? = given else {
                    // Naming what was given instead points at the value that went wrong upstream.
                    throw EvaluationError(
                        "'Bundle.\(name)' needs a resource name, not '\(given?.kindName ?? "nothing")'", at: node)
                }
                var ext: String?
                if case .string(let string)? = arguments.first(where: {
                    $0.label == "withExtension" || $0.label == "ofType"
                })?.value {
                    ext = string
                }
                if ext == "lproj" {
                    // A language folder of the app, which `Bundle(path:)` opens.
                    guard evaluator.project.bundle.languageStrings[resource] != nil else { return .null }
                    let path = languageFolderPath(resource)
                    return name == "path" ? .string(path) : .native(.url(path))
                }
                let url = evaluator.bundleResourceURL(resource, extension: ext)
                if name == "path", case .native(.url(let string)) = url { return .string(string) }
                return url
            }
        default:
            return nil
        }
    }

    /// What `key` reads in `table` of the app's `language.lproj` folder, or of the development language's tables and
    /// catalogs when `language` is nil (`Bundle.main`); nil when no table gives it.
    static func localizedString(_ key: String, table: String?, language: String?, _ evaluator: Evaluator) -> String? {
        let bundle = evaluator.project.bundle
        guard let language else { return bundle.localizedString(key, table: table) }
        return bundle.localizedString(key, table: table, language: language)
    }

    /// A property list value as Swift code sees it through `[String: Any]`.
    static func value(_ plist: PropertyListValue) -> Value {
        switch plist {
        case .string(let string): return .string(string)
        case .integer(let int): return .int(int)
        case .real(let double): return .double(double)
        case .boolean(let bool): return .bool(bool)
        case .date(let date): return .native(.date(date.timeIntervalSinceReferenceDate))
        case .data(let data): return .native(.data(data))
        case .array(let array): return .array(array.map(value))
        case .dictionary(let entries): return .dictionary(dictionary(entries))
        }
    }

    private static func dictionary(_ entries: [String: PropertyListValue]) -> DictionaryValue {
        DictionaryValue(entries.sorted { $0.key < $1.key }.map { (.string($0.key), value($0.value)) })
    }
}
