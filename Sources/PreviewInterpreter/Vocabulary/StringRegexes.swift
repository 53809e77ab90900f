import PreviewLanguage
import SwiftSyntax

/// Swift's `Regex`, run by the standard library's own engine: literals (`/\d+/`, `#/a+b/#`), `Regex(_:)` from a
/// string, the `String` methods that take one (`firstMatch(of:)`, `wholeMatch(of:)`, `prefixMatch(of:)`,
/// `matches(of:)`, `contains(_:)`, `replacing(_:with:)`, `split(separator:)`, `ranges(of:)`, `firstRange(of:)`,
/// `trimmingPrefix(_:)`, `starts(with:)`) and the regex's own (`firstMatch(in:)`, `wholeMatch(in:)`,
/// `ignoresCase()`). String positions are character offsets, as elsewhere in previewd.
enum StringRegexes {
    /// A compiled regex and whether its matches have a typed output: a literal's captures are known to the compiler
    /// (`match.1`, `match.output` a substring), a regex made from a string at run time has `AnyRegexOutput`
    /// (`match.output[0].substring`).
    struct Pattern {
        var regex: Regex<AnyRegexOutput>
        var typedOutput: Bool
    }

    /// One match: the whole matched text, each capture (nil where it did not take part) with its name, and the
    /// match's range as character offsets.
    struct Match {
        var whole: String
        var captures: [(name: String?, text: String?)]
        var range: (lower: Int, upper: Int)
        var typedOutput: Bool

        /// `match.output`: a literal without captures gives the matched text, with captures a tuple of the text and
        /// each capture (named ones by name); a run-time regex gives its elements, each with a `substring`.
        var output: Value {
            if !typedOutput {
                return .array(
                    ([whole] + captures.map(\.text)).map { text in
                        .tuple([text.map(Value.string) ?? .null], labels: ["substring"])
                    })
            }
            guard !captures.isEmpty else { return .string(whole) }
            return .tuple(
                [.string(whole)] + captures.map { $0.text.map(Value.string) ?? .null },
                labels: [nil] + captures.map(\.name))
        }
    }

    static let initializers: [Construct] = [
        Construct("Regex", ["(_ pattern: String)"]) { call in
            try compile(try call.string("pattern") ?? "", typedOutput: false, at: Syntax(call.node))
        }
    ]

    /// A regex literal: its pattern between the delimiters, compiled as `Regex(_:)` compiles a string.
    static func literal(_ literal: RegexLiteralExprSyntax) throws -> Value {
        try compile(literal.regex.text, typedOutput: true, at: Syntax(literal))
    }

    private static func compile(_ pattern: String, typedOutput: Bool, at node: Syntax) throws -> Value {
        if let hazard = RegexHazards.exponentialGroup(in: pattern) {
            throw EvaluationError(
                "previewd does not run '\(pattern.prefix(40))': its group '\(hazard.group.prefix(30))' "
                    + "\(hazard.reason), which the standard library's engine may take exponential time to match "
                    + "(a render cannot be interrupted inside a match)", at: node)
        }
        do {
            return .native(.regex(Pattern(regex: try Regex(pattern), typedOutput: typedOutput)))
        } catch {
            throw EvaluationError(
                "'\(pattern.prefix(40))' is not a regular expression Swift accepts: \(error)", at: node)
        }
    }

    static func pattern(_ value: Value) -> Pattern? {
        if case .native(.regex(let pattern)) = value { return pattern }
        return nil
    }

    /// Character offsets of positions in one text, each counted from the position asked before it rather than
    /// from the start: a text's matches come in order, so their offsets cost one walk over the text instead of one
    /// per match (the 33,000 matches of an 88,000-character text took 17 s of a debug build's 5 s budget).
    private struct CharacterOffsets {
        let text: String
        private var index: String.Index
        private var offset = 0

        init(_ text: String) {
            self.text = text
            index = text.startIndex
        }

        mutating func callAsFunction(_ position: String.Index) -> Int {
            if position < index {
                index = text.startIndex
                offset = 0
            }
            offset += text.distance(from: index, to: position)
            index = position
            return offset
        }
    }

    private static func match(
        _ match: Regex<AnyRegexOutput>.Match, in text: String, typedOutput: Bool, offsets: inout CharacterOffsets
    ) -> Value {
        let output = match.output
        let captures = output.dropFirst().map { element in
            (name: element.name, text: element.substring.map(String.init))
        }
        let range = (lower: offsets(match.range.lowerBound), upper: offsets(match.range.upperBound))
        return .native(
            .regexMatch(
                Match(whole: String(text[match.range]), captures: captures, range: range, typedOutput: typedOutput)))
    }

    private static func match(_ found: Regex<AnyRegexOutput>.Match, in text: String, typedOutput: Bool) -> Value {
        var offsets = CharacterOffsets(text)
        return match(found, in: text, typedOutput: typedOutput, offsets: &offsets)
    }

    private static func range(_ range: Range<String.Index>, offsets: inout CharacterOffsets) -> Value {
        .range(offsets(range.lowerBound), offsets(range.upperBound), closed: false)
    }

    /// A `String` method called with a regex argument; nil when no argument is a regex (the string method then
    /// runs as usual).
    static func stringMethod(
        _ name: String, on text: String, arguments: [Argument], evaluator: Evaluator, at node: Syntax
    ) throws -> Value? {
        guard let argument = arguments.first(where: { pattern($0.value) != nil }), let pattern = pattern(argument.value)
        else {
            return nil
        }
        let value = try match(name, on: text, pattern: pattern, arguments: arguments, evaluator: evaluator, at: node)
        try evaluator.checkTime(at: node)
        return value
    }

    private static func match(
        _ name: String, on text: String, pattern: Pattern, arguments: [Argument], evaluator: Evaluator, at node: Syntax
    ) throws -> Value {
        let regex = pattern.regex
        switch name {
        case "firstMatch":
            return text.firstMatch(of: regex).map { match($0, in: text, typedOutput: pattern.typedOutput) } ?? .null
        case "wholeMatch":
            return text.wholeMatch(of: regex).map { match($0, in: text, typedOutput: pattern.typedOutput) } ?? .null
        case "prefixMatch":
            return text.prefixMatch(of: regex).map { match($0, in: text, typedOutput: pattern.typedOutput) }
                ?? .null
        case "matches":
            let found = text.matches(of: regex)
            try evaluator.checkSize(found.count, at: node)
            var offsets = CharacterOffsets(text)
            var matches: [Value] = []
            matches.reserveCapacity(found.count)
            for each in found {
                matches.append(match(each, in: text, typedOutput: pattern.typedOutput, offsets: &offsets))
            }
            return .array(matches)
        case "contains": return .bool(text.contains(regex))
        case "starts": return .bool(text.starts(with: regex))
        case "trimmingPrefix": return .string(String(text.trimmingPrefix(regex)))
        case "ranges":
            let found = text.ranges(of: regex)
            try evaluator.checkSize(found.count, at: node)
            var offsets = CharacterOffsets(text)
            return .array(found.map { range($0, offsets: &offsets) })
        case "firstRange":
            var offsets = CharacterOffsets(text)
            return text.firstRange(of: regex).map { range($0, offsets: &offsets) } ?? .null
        case "split":
            let omitting = flag(arguments.first { $0.label == "omittingEmptySubsequences" })
            let maxSplits =
                arguments.first { $0.label == "maxSplits" }.flatMap { Convert.number($0.value) }.map(Int.init) ?? .max
            let pieces = text.split(separator: regex, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            try evaluator.checkSize(pieces.count, at: node)
            return .array(pieces.map { .string(String($0)) })
        case "replacing":
            guard let replacement = arguments.first(where: { $0.label == "with" || $0.isTrailingClosure }) else {
                throw EvaluationError("'replacing' takes (_:with:)", at: node)
            }
            if case .string(let string) = replacement.value { return .string(text.replacing(regex, with: string)) }
            // `replacing(regex) { match in … }`: the closure's text for each match.
            var result = ""
            var position = text.startIndex
            var offsets = CharacterOffsets(text)
            let matches = text.matches(of: regex)
            try evaluator.checkSize(matches.count, at: node)
            for found in matches {
                result += text[position..<found.range.lowerBound]
                let argumentValue = match(found, in: text, typedOutput: pattern.typedOutput, offsets: &offsets)
                let produced = try evaluator.invoke(
                    replacement.value, arguments: [Argument(label: nil, value: argumentValue, node: replacement.node)],
                    at: node)
                guard case .string(let piece) = produced else {
                    throw EvaluationError("'replacing' needs text for each match", at: node)
                }
                result += piece
                position = found.range.upperBound
            }
            return .string(result + text[position...])
        default:
            throw EvaluationError("method '\(name)' of 'String' with a regex is not supported", at: node)
        }
    }

    /// The regex's own methods: matching a string, and the options that return a changed regex.
    static func method(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "firstMatch", "wholeMatch", "prefixMatch":
            return { value, arguments, evaluator, node in
                guard case .string(let text)? = arguments.first(where: { $0.label == "in" })?.value else {
                    throw EvaluationError("'\(name)' takes (in:) a string", at: node)
                }
                return try stringMethod(
                    name, on: text,
                    arguments: [Argument(label: nil, value: value, node: ExprSyntax(NilLiteralExprSyntax()))],
                    evaluator: evaluator, at: node) ?? .null
            }
        case "ignoresCase", "anchorsMatchLineEndings", "dotMatchesNewlines":
            return { value, arguments, _, _ in
                guard var pattern = pattern(value) else { return value }
                let on = flag(arguments.first)
                switch name {
                case "ignoresCase": pattern.regex = pattern.regex.ignoresCase(on)
                case "anchorsMatchLineEndings": pattern.regex = pattern.regex.anchorsMatchLineEndings(on)
                default: pattern.regex = pattern.regex.dotMatchesNewlines(on)
                }
                return .native(.regex(pattern))
            }
        default:
            return nil
        }
    }

    /// A Boolean argument that defaults to true when it is not given.
    private static func flag(_ argument: Argument?) -> Bool {
        guard case .bool(let value)? = argument?.value else { return true }
        return value
    }

    /// `match.output`, `match.range`, `match.1`, `match.year` (a named capture), as the match's dynamic members do.
    static func property(_ name: String, of match: Match) -> Value? {
        switch name {
        case "output": return match.output
        case "range": return .range(match.range.lower, match.range.upper, closed: false)
        case "0": return .string(match.whole)
        default:
            if let index = Int(name), index >= 1, index <= match.captures.count {
                return match.captures[index - 1].text.map(Value.string) ?? .null
            }
            if let capture = match.captures.first(where: { $0.name == name }) {
                return capture.text.map(Value.string) ?? .null
            }
            return nil
        }
    }
}
