import Foundation
import SwiftSyntax

/// `String` as the standard library defines it: a collection of `Character`s. The interpreter keeps a character
/// as a one-character string and a `String.Index` as the offset of a character, so `s[s.index(after: i)]`,
/// `s.firstIndex(of: " ")` and `s[i..<j]` mean what they mean in Swift (Swift never subscripts a string with an
/// `Int`, so the two cannot be confused). Every `Collection` method not written here is the array method applied
/// to the characters, and methods whose Swift result is a `String` or `Substring` give a string back.
enum StringCollection {
    static func property(_ name: String, of string: String) -> Value? {
        switch name {
        case "startIndex": return .int(0)
        case "endIndex": return .int(string.count)
        case "indices": return .range(0, string.count, closed: false)
        case "utf8": return .array(string.utf8.map { .int(Int($0)) })
        case "utf16": return .array(string.utf16.map { .int(Int($0)) })
        case "unicodeScalars": return .array(string.unicodeScalars.map { .string(String($0)) })
        case "characters": return .array(string.map { .string(String($0)) })
        case "lowercased", "uppercased": return nil
        default: return characterProperty(name, of: string)
        }
    }

    /// `Character` and `Unicode.Scalar` properties, on a one-character string.
    private static func characterProperty(_ name: String, of string: String) -> Value? {
        guard let character = string.first else {
            return ["isLetter", "isNumber", "isUppercase", "isLowercase", "isWhitespace", "isPunctuation"].contains(
                name)
                ? .bool(false) : nil
        }
        switch name {
        case "isLetter": return .bool(character.isLetter)
        case "isNumber": return .bool(character.isNumber)
        case "isUppercase": return .bool(character.isUppercase)
        case "isLowercase": return .bool(character.isLowercase)
        case "isCased": return .bool(character.isCased)
        case "isWhitespace": return .bool(character.isWhitespace)
        case "isNewline": return .bool(character.isNewline)
        case "isPunctuation": return .bool(character.isPunctuation)
        case "isSymbol": return .bool(character.isSymbol)
        case "isMathSymbol": return .bool(character.isMathSymbol)
        case "isCurrencySymbol": return .bool(character.isCurrencySymbol)
        case "isHexDigit": return .bool(character.isHexDigit)
        case "isASCII": return .bool(character.isASCII)
        case "asciiValue": return character.asciiValue.map { .int(Int($0)) } ?? .null
        case "wholeNumberValue": return character.wholeNumberValue.map(Value.int) ?? .null
        case "hexDigitValue": return character.hexDigitValue.map(Value.int) ?? .null
        // `Unicode.Scalar.value`, for a string that is one scalar (an element of `unicodeScalars`).
        case "value": return string.unicodeScalars.count == 1 ? .int(Int(string.unicodeScalars.first!.value)) : nil
        default: return nil
        }
    }

    /// The methods whose Swift result is a `String` or `Substring` (or a lazy view that `String(…)` turns back
    /// into one): given an array of characters by the array method, they return a string.
    private static let stringResults: Set<String> = [
        "prefix", "suffix", "dropFirst", "dropLast", "filter", "reversed", "shuffled",
    ]

    static func method(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "index":
            return { value, arguments, _, node in
                guard case .string(let string) = value else { return .null }
                return try index(in: string, arguments, at: node)
            }
        case "distance":
            return { _, arguments, _, node in
                guard case .int(let from)? = arguments.first(where: { $0.label == "from" })?.value,
                    case .int(let to)? = arguments.first(where: { $0.label == "to" })?.value
                else { throw EvaluationError("'distance' takes (from:to:) string indices", at: node) }
                let (distance, overflow) = to.subtractingReportingOverflow(from)
                guard !overflow else { throw EvaluationError("'distance' of \(from) and \(to) overflows", at: node) }
                return .int(distance)
            }
        case "starts":
            return { value, arguments, evaluator, node in
                guard case .string(let string) = value, let other = arguments.first else { return .bool(false) }
                if case .string(let prefix) = other.value { return .bool(string.hasPrefix(prefix)) }
                let prefix = try evaluator.elements(of: other.value, at: node)
                let characters = string.map { Value.string(String($0)) }
                guard prefix.count <= characters.count else { return .bool(false) }
                for (a, b) in zip(characters, prefix) where try !evaluator.equal(a, b, at: node) { return .bool(false) }
                return .bool(true)
            }
        case "range":
            return { value, arguments, _, node in
                guard case .string(let string) = value, let of = arguments.first(where: { $0.label == "of" }),
                    case .string(let needle) = of.value
                else { throw EvaluationError("'range' takes (of:) a string", at: node) }
                let options = try FoundationStringOptions.compareOptions(
                    arguments.first(where: { $0.label == "options" })?.value, at: node)
                // Foundation finds it; its bounds become character offsets, as every `String.Index` here is.
                guard let found = string.range(of: needle, options: options) else { return .null }
                return .range(
                    string.distance(from: string.startIndex, to: found.lowerBound),
                    string.distance(from: string.startIndex, to: found.upperBound), closed: false)
            }
        case "replaceSubrange":
            return { value, arguments, _, node in
                guard case .string(let string) = value, arguments.count == 2,
                    case .range(let lower, let upper, _) = arguments[0].value,
                    case .string(let replacement) = arguments[1].value
                else {
                    throw EvaluationError(
                        "'replaceSubrange' takes a range of the string's indices and a string", at: node)
                }
                var characters = Array(string)
                guard lower >= 0, lower <= upper, upper <= characters.count else {
                    let count = characters.count
                    throw EvaluationError(
                        "range \(lower)..<\(upper) is outside the string's \(count) characters", at: node)
                }
                characters.replaceSubrange(lower..<upper, with: Array(replacement))
                value = .string(String(characters))
                return .void
            }
        default:
            guard let method = NativeMethods.arrayMethod(name) else { return nil }
            return { value, arguments, evaluator, node in
                guard case .string(let string) = value else { return value }
                var characters = Value.array(string.map { .string(String($0)) })
                let result = try method(&characters, arguments, evaluator, node)
                // A mutating method (`removeFirst`, `insert`) changed the characters: they are the string now.
                if NativeMethods.mutating.contains(name), case .array(let changed) = characters {
                    value = joined(changed)
                }
                if stringResults.contains(name), case .array(let parts) = result { return joined(parts) }
                return result
            }
        }
    }

    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)` and `index(_:offsetBy:limitedBy:)`, which trap
    /// (here: stop with an error) past the ends as Swift does.
    private static func index(in string: String, _ arguments: [Argument], at node: Syntax) throws -> Value {
        let count = string.count
        func offset(_ label: String?) -> Int? {
            if case .int(let value)? = arguments.first(where: { $0.label == label })?.value { return value }
            return nil
        }
        // Index arithmetic reports overflow instead of trapping: the numbers come from the project's code.
        func sum(_ a: Int, _ b: Int) throws -> Int {
            let (value, overflow) = a.addingReportingOverflow(b)
            guard !overflow else { throw EvaluationError("string index \(a) offset by \(b) overflows", at: node) }
            return value
        }
        let result: Int
        if let after = offset("after") {
            result = try sum(after, 1)
        } else if let before = offset("before") {
            result = try sum(before, -1)
        } else if let start = offset(nil), let distance = offset("offsetBy") {
            result = try sum(start, distance)
            if let limit = offset("limitedBy"),
                distance >= 0 ? (start <= limit && result > limit) : (start >= limit && result < limit)
            {
                return .null
            }
        } else {
            throw EvaluationError("'index' takes (after:), (before:) or (_:offsetBy:) with string indices", at: node)
        }
        guard (0...count).contains(result) else {
            throw EvaluationError(
                "string index \(result) is out of bounds for a string of \(count) characters", at: node)
        }
        return .int(result)
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)` with a character or string separator, and
    /// `split(whereSeparator:)`, giving substrings as Swift does.
    static func split(_ string: String, _ arguments: [Argument], _ evaluator: Evaluator, at node: Syntax) throws
        -> Value
    {
        if let byPattern = try StringRegexes.stringMethod(
            "split", on: string, arguments: arguments, evaluator: evaluator, at: node)
        {
            return byPattern
        }
        let maxSplits =
            arguments.first { $0.label == "maxSplits" }.flatMap { Convert.number($0.value) }.map(Convert.clampedInt)
            ?? Int.max
        var omitting = true
        if case .bool(let value)? = arguments.first(where: { $0.label == "omittingEmptySubsequences" })?.value {
            omitting = value
        }
        let parts: [Substring]
        switch arguments.first {
        case let argument? where argument.label == "whereSeparator":
            parts = try string.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) { character in
                try evaluator.truth(
                    try evaluator.invoke(
                        argument.value,
                        arguments: [Argument(label: nil, value: .string(String(character)), node: argument.node)],
                        at: node),
                    at: node)
            }
        case let argument? where argument.label == "separator" || argument.label == nil:
            guard case .string(let separator) = argument.value, !separator.isEmpty else {
                throw EvaluationError("'split' takes a separator that is a character or a non-empty string", at: node)
            }
            if separator.count == 1 {
                parts = string.split(
                    separator: separator.first!, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            } else {
                parts = string.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            }
        default:
            throw EvaluationError("'split' takes (separator:) or (whereSeparator:)", at: node)
        }
        return .array(parts.map { .string(String($0)) })
    }

    static func joined(_ characters: [Value]) -> Value {
        .string(characters.map { if case .string(let character) = $0 { return character }; return "" }.joined())
    }
}
