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
    ]

    static func property(_ name: String, evaluator: Evaluator) -> Value? {
        let info = evaluator.project.bundle.infoDictionary
        switch name {
        case "bundleIdentifier": return info["CFBundleIdentifier"].map(value) ?? .null
        case "infoDictionary": return .dictionary(dictionary(info))
        case "developmentLocalization": return .string(evaluator.project.bundle.developmentLanguage)
        // Previews are drawn in the development language.
        case "preferredLocalizations", "localizations":
            return .array([.string(evaluator.project.bundle.developmentLanguage)])
        default: return nil
        }
    }

    static func method(_ name: String) -> NativeMethods.Method? {
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
                return .string(evaluator.project.bundle.localizedString(key, table: table) ?? fallback ?? key)
            }
        case "url", "path":
            return { _, arguments, evaluator, node in
                guard case .string(let resource)? = FoundationObjects.argument(arguments, "forResource") else {
                    throw EvaluationError("'Bundle.\(name)' needs a resource name", at: node)
                }
                var ext: String?
                if case .string(let string)? = arguments.first(where: {
                    $0.label == "withExtension" || $0.label == "ofType"
                })?.value {
                    ext = string
                }
                let url = evaluator.bundleResourceURL(resource, extension: ext)
                if name == "path", case .native(.url(let string)) = url { return .string(string) }
                return url
            }
        default:
            return nil
        }
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
