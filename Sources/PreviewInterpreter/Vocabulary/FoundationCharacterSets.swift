import Foundation
import SwiftSyntax

/// Foundation's `CharacterSet`, run for real: the named sets, `CharacterSet(charactersIn:)`, set algebra, and the
/// `String` methods that take one (`trimmingCharacters(in:)`, `components(separatedBy:)`,
/// `rangeOfCharacter(from:)`). An implicit member (`.whitespaces`) passed where a set is taken is the named set.
enum FoundationCharacterSets {
    static let named: [String: CharacterSet] = [
        "letters": .letters, "lowercaseLetters": .lowercaseLetters, "uppercaseLetters": .uppercaseLetters,
        "capitalizedLetters": .capitalizedLetters, "decimalDigits": .decimalDigits, "alphanumerics": .alphanumerics,
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "punctuationCharacters": .punctuationCharacters, "symbols": .symbols, "controlCharacters": .controlCharacters,
        "illegalCharacters": .illegalCharacters, "nonBaseCharacters": .nonBaseCharacters,
    ]

    static var constants: [String: Value] { named.mapValues { .native(.characterSet($0)) } }

    static let initializers: [Construct] = [
        Construct("CharacterSet", ["()", "(charactersIn string: String)"]) { call in
            .native(.characterSet(CharacterSet(charactersIn: try call.string("string") ?? "")))
        },
    ]

    /// The set a value stands for: a `CharacterSet`, or the name of one written as an implicit member.
    static func characterSet(_ value: Value) -> CharacterSet? {
        switch value {
        case .native(.characterSet(let set)): return set
        case .symbol(let name): return named[name]
        default: return nil
        }
    }

    static func property(_ name: String, of set: CharacterSet) -> Value? {
        switch name {
        case "inverted": return .native(.characterSet(set.inverted))
        case "isEmpty": return .bool(set.isEmpty)
        default: return nil
        }
    }

    static func method(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "contains":
            return { value, arguments, _, node in
                guard case .native(.characterSet(let set)) = value, case .string(let text)? = arguments.first?.value,
                    let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1
                else { throw EvaluationError("'contains' takes one Unicode scalar", at: node) }
                return .bool(set.contains(scalar))
            }
        case "union", "intersection", "subtracting", "symmetricDifference", "isSuperset", "isSubset", "formUnion",
            "insert", "remove":
            return { value, arguments, _, node in
                guard case .native(.characterSet(var set)) = value, let argument = arguments.first else {
                    throw EvaluationError("'\(name)' takes a CharacterSet", at: node)
                }
                if name == "insert" || name == "remove", case .string(let text) = argument.value {
                    if name == "insert" { set.insert(charactersIn: text) } else { set.remove(charactersIn: text) }
                    value = .native(.characterSet(set))
                    return .void
                }
                guard let other = characterSet(argument.value) else {
                    throw EvaluationError("'\(name)' takes a CharacterSet", at: node)
                }
                switch name {
                case "union": return .native(.characterSet(set.union(other)))
                case "intersection": return .native(.characterSet(set.intersection(other)))
                case "subtracting": return .native(.characterSet(set.subtracting(other)))
                case "symmetricDifference": return .native(.characterSet(set.symmetricDifference(other)))
                case "isSuperset": return .bool(set.isSuperset(of: other))
                case "isSubset": return .bool(set.isSubset(of: other))
                default:
                    value = .native(.characterSet(set.union(other)))
                    return .void
                }
            }
        default: return nil
        }
    }

    /// `trimmingCharacters(in:)`, `components(separatedBy:)` and `rangeOfCharacter(from:)` with a set; nil when
    /// the argument is not a set (a string separator is the string method's).
    static func stringMethod(_ name: String, _ string: String, _ arguments: [Argument]) -> Value? {
        guard let set = arguments.first.flatMap({ characterSet($0.value) }) else { return nil }
        switch name {
        case "trimmingCharacters": return .string(string.trimmingCharacters(in: set))
        case "components": return .array(string.components(separatedBy: set).map(Value.string))
        case "rangeOfCharacter":
            // The range of the first character in the set, as character offsets (string indices here).
            guard let index = string.firstIndex(where: { $0.unicodeScalars.contains(where: set.contains) }) else {
                return .null
            }
            let offset = string.distance(from: string.startIndex, to: index)
            return .range(offset, offset + 1, closed: false)
        default: return nil
        }
    }
}
