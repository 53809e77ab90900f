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
        if let group = repeatedGroupOfRepeats(in: pattern) {
            throw EvaluationError(
                "previewd does not run '\(pattern.prefix(40))': its group '\(group.prefix(30))' repeats something that "
                    + "itself repeats, which the standard library's engine may take exponential time to match "
                    + "(a render cannot be interrupted inside a match)", at: node)
        }
        do {
            return .native(.regex(Pattern(regex: try Regex(pattern), typedOutput: typedOutput)))
        } catch {
            throw EvaluationError(
                "'\(pattern.prefix(40))' is not a regular expression Swift accepts: \(error)", at: node)
        }
    }

    /// The first group that a repeating quantifier applies to and that itself holds an unbounded one (`(a+)+`,
    /// `(\w+\s?)*`, `(x*){2,}`): the shape on which a backtracking engine, the standard library's included, can
    /// take time exponential in the text's length (a 17-character text took 5 s, 25 characters minutes). Character
    /// classes and escapes are skipped; nil when there is none.
    static func repeatedGroupOfRepeats(in pattern: String) -> String? {
        let characters = Array(pattern)
        var openings: [(start: Int, holdsRepeat: Bool)] = []
        var index = 0
        /// The quantifier at `position`, if any: whether it repeats more than once and whether it is unbounded, and
        /// where the pattern goes on after it (a lazy or possessive mark included).
        func quantifier(at position: Int) -> (repeats: Bool, unbounded: Bool, end: Int)? {
            guard position < characters.count else { return nil }
            var end = position + 1
            let result: (repeats: Bool, unbounded: Bool)
            switch characters[position] {
            case "*", "+": result = (true, true)
            case "?": result = (false, false)
            case "{":
                guard let close = characters[position...].firstIndex(of: "}") else { return nil }
                let bounds = String(characters[(position + 1)..<close])
                    .split(separator: ",", omittingEmptySubsequences: false)
                guard let lower = bounds.first.flatMap({ Int($0) }) else { return nil }
                let upper = bounds.count == 1 ? lower : Int(bounds[1])
                result = (upper.map { $0 > 1 } ?? true, upper == nil)
                end = close + 1
            default: return nil
            }
            if end < characters.count, characters[end] == "?" || characters[end] == "+" { end += 1 }
            return (result.repeats, result.unbounded, end)
        }
        while index < characters.count {
            switch characters[index] {
            case "\\":
                index += 2
            case "[":
                // A character class is one atom: skip to its closing bracket (a leading `]` or `^]` is literal).
                var close = index + 1
                if close < characters.count, characters[close] == "^" { close += 1 }
                if close < characters.count, characters[close] == "]" { close += 1 }
                while close < characters.count, characters[close] != "]" {
                    close += characters[close] == "\\" ? 2 : 1
                }
                index = close + 1
            case "(":
                openings.append((index, false))
                index += 1
            case ")":
                guard let group = openings.popLast() else { return nil }
                let quantified = quantifier(at: index + 1)
                if let quantified, quantified.repeats, group.holdsRepeat {
                    return String(characters[group.start..<(quantified.end)])
                }
                if !openings.isEmpty, group.holdsRepeat || quantified?.unbounded == true {
                    openings[openings.count - 1].holdsRepeat = true
                }
                index = quantified?.end ?? index + 1
            default:
                if let quantified = quantifier(at: index), quantified.unbounded, !openings.isEmpty {
                    openings[openings.count - 1].holdsRepeat = true
                }
                index += 1
            }
        }
        return nil
    }

    static func pattern(_ value: Value) -> Pattern? {
        if case .native(.regex(let pattern)) = value { return pattern }
        return nil
    }

    private static func match(_ match: Regex<AnyRegexOutput>.Match, in text: String, typedOutput: Bool) -> Value {
        let output = match.output
        let captures = output.dropFirst().map { element in
            (name: element.name, text: element.substring.map(String.init))
        }
        let range = (
            lower: text.distance(from: text.startIndex, to: match.range.lowerBound),
            upper: text.distance(from: text.startIndex, to: match.range.upperBound)
        )
        return .native(
            .regexMatch(
                Match(whole: String(text[match.range]), captures: captures, range: range, typedOutput: typedOutput)))
    }

    private static func offsets(_ range: Range<String.Index>, in text: String) -> Value {
        .range(
            text.distance(from: text.startIndex, to: range.lowerBound),
            text.distance(from: text.startIndex, to: range.upperBound))
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
            return .array(text.matches(of: regex).map { match($0, in: text, typedOutput: pattern.typedOutput) })
        case "contains": return .bool(text.contains(regex))
        case "starts": return .bool(text.starts(with: regex))
        case "trimmingPrefix": return .string(String(text.trimmingPrefix(regex)))
        case "ranges": return .array(text.ranges(of: regex).map { offsets($0, in: text) })
        case "firstRange": return text.firstRange(of: regex).map { offsets($0, in: text) } ?? .null
        case "split":
            let omitting = flag(arguments.first { $0.label == "omittingEmptySubsequences" })
            let maxSplits =
                arguments.first { $0.label == "maxSplits" }.flatMap { Convert.number($0.value) }.map(Int.init) ?? .max
            return .array(
                text.split(separator: regex, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map {
                    .string(String($0))
                })
        case "replacing":
            guard let replacement = arguments.first(where: { $0.label == "with" || $0.isTrailingClosure }) else {
                throw EvaluationError("'replacing' takes (_:with:)", at: node)
            }
            if case .string(let string) = replacement.value { return .string(text.replacing(regex, with: string)) }
            // `replacing(regex) { match in … }`: the closure's text for each match.
            var result = ""
            var position = text.startIndex
            for found in text.matches(of: regex) {
                result += text[position..<found.range.lowerBound]
                let argumentValue = match(found, in: text, typedOutput: pattern.typedOutput)
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
        case "range": return .range(match.range.lower, match.range.upper)
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
