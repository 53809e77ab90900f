import Foundation
import PreviewModel
import SwiftSyntax

/// Localized strings as a preview in the development language shows them: looked up in the project's strings
/// tables and string catalogs (`AppBundle`), else the default value given, else the key itself, as iOS answers for
/// a key no table has. Formats (`String(format:)`, `localizedStringWithFormat`) are filled by `StringFormat`.
///
/// A key written with interpolation (`String(localized: "Hello \(name)")`) is looked up as the text it makes; a
/// table that translates its `%@` form is not consulted.
enum FoundationLocalization {
    static let constructs: [Construct] = [
        Construct("String.LocalizationValue", ["(_ value: String)", "(stringLiteral value: String)"]) { call in
            .string(try call.string("value") ?? "")
        },
        Construct(
            "LocalizedStringResource",
            [
                """
                (_ key: String, table: String? = nil, locale: Locale? = nil, bundle: Any? = nil, comment: String? = \
                nil)
                """,
                """
                (_ key: String, defaultValue: String, table: String? = nil, locale: Locale? = nil, bundle: Any? = nil, \
                comment: String? = nil)
                """,
                "(stringLiteral key: String)",
            ]
        ) { call in
            .string(
                localized(
                    try call.string("key") ?? "", table: try call.string("table"),
                    defaultValue: try call.string("defaultValue"), call.evaluator))
        },
    ]

    static let staticFunctions: [Construct] = [
        Construct("String.localizedStringWithFormat", "(_ format: String, _ arguments: Any...)") { call in
            guard case .array(let arguments) = call["arguments"] else {
                return .string(try call.string("format") ?? "")
            }
            return .string(
                StringFormat.format(try call.string("format") ?? "", arguments) {
                    call.evaluator.report($0, at: call.node)
                })
        }
    ]

    static let functions: [Construct] = [
        Construct(
            "NSLocalizedString",
            "(_ key: String, tableName: String? = nil, bundle: Bundle? = nil, value: String = \"\", comment: String)"
        ) { call in
            let value = try call.string("value") ?? ""
            let key = try call.string("key") ?? ""
            // A language folder's bundle (`Bundle(path:)` of `fr.lproj`) reads that language's tables.
            if case .native(.languageBundle(let language)) = call["bundle"] {
                let found = FoundationBundle.localizedString(
                    key, table: try call.string("tableName"), language: language, call.evaluator)
                return .string(found ?? (value.isEmpty ? key : value))
            }
            return .string(
                localized(
                    key, table: try call.string("tableName"), defaultValue: value.isEmpty ? nil : value, call.evaluator)
            )
        }
    ]

    /// What `key` reads in the development language: the project's table, else `defaultValue`, else the key.
    static func localized(_ key: String, table: String?, defaultValue: String?, _ evaluator: Evaluator) -> String {
        evaluator.project.bundle.localizedString(key, table: table) ?? defaultValue ?? key
    }

    /// The text of a symbol Xcode generates for a string catalog key (`Text(.alertLogoutMessage)`,
    /// `String(localized: .minSec(2, 30))`): the key's string with the arguments put in its format specifiers; a
    /// string that varies by plural takes its `one` form for a first argument of 1. Nil when no catalog key makes
    /// the symbol, or when `arguments` is given for a string without format specifiers.
    static func catalogText(
        _ symbol: String, arguments: [Value]?, _ evaluator: Evaluator, at node: some SyntaxProtocol
    ) -> String? {
        let bundle = evaluator.project.bundle
        guard let entry = bundle.catalogSymbols[symbol] else { return nil }
        let text = bundle.localizedString(entry.key, table: entry.table) ?? entry.key
        // A key with format specifiers ("%lld percent") makes a function of its arguments: `.percent` written
        // without a call is not that symbol (`.percent.precision(…)` is the format style).
        let takesArguments = (entry.key + text).replacingOccurrences(of: "%%", with: "").contains("%")
        guard let arguments else { return takesArguments ? nil : text }
        guard !arguments.isEmpty, text.contains("%") else { return nil }
        var format = text
        if case .int(1)? = arguments.first, let one = bundle.singularForm(entry.key, table: entry.table) {
            format = one
        }
        return StringFormat.format(withoutArgumentNames(format), arguments) {
            evaluator.report("the catalog's string for '\(entry.key)': \($0)", at: node)
        }
    }

    /// A catalog format with its arguments' names (`Day %1$(number)lld`, `%(count)lld left`, which name the
    /// generated function's labels) taken out, as `String(format:)` reads it.
    static func withoutArgumentNames(_ format: String) -> String {
        format.replacing(/%(\d+\$)?\([A-Za-z_][A-Za-z0-9_]*\)/) { match in "%" + (match.output.1 ?? "") }
    }
}
