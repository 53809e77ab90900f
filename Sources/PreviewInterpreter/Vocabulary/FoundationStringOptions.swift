import Foundation
import SwiftSyntax

/// Foundation's `String.CompareOptions`, for the string methods that take them (`folding(options:locale:)`),
/// written as an option set literal (`[.caseInsensitive, .diacriticInsensitive]`) or one implicit member.
enum FoundationStringOptions {
    static let named: [String: String.CompareOptions] = [
        "caseInsensitive": .caseInsensitive, "diacriticInsensitive": .diacriticInsensitive,
        "widthInsensitive": .widthInsensitive, "literal": .literal, "backwards": .backwards, "anchored": .anchored,
        "numeric": .numeric, "forcedOrdering": .forcedOrdering, "regularExpression": .regularExpression,
    ]

    static func compareOptions(_ value: Value?, at node: Syntax) throws -> String.CompareOptions {
        switch value {
        case nil, .null?: return []
        case .symbol(let name)?:
            guard let option = named[name] else {
                throw EvaluationError("'.\(name)' is not a String.CompareOptions", at: node)
            }
            return option
        case .array(let members)?:
            return try members.reduce(into: []) { options, member in
                options.formUnion(try compareOptions(member, at: node))
            }
        case let other?:
            throw EvaluationError("String.CompareOptions cannot be '\(other.kindName)'", at: node)
        }
    }
}
