import Foundation
import PreviewLanguage
import SwiftSyntax

/// Foundation's `NSRegularExpression` and `NSRange`, run for real: each `NSRegularExpression(pattern:options:)` is
/// swift-corelibs-foundation's (ICU's engine, as on iOS), and its matches are Foundation's `NSTextCheckingResult`s.
/// View models use it to validate emails and phone numbers and to find markup in text. An `NSRange` counts UTF-16
/// code units as Foundation's does; `NSRange(range, in: text)` and `Range(nsRange, in: text)` convert between it and
/// previewd's string positions (character offsets) through Foundation's own conversions.
enum FoundationRegularExpressions {
    static let constructs: [Construct] = [
        Construct("NSRegularExpression", "(pattern: String, options: NSRegularExpression.Options = [])") { call in
            let pattern = try call.string("pattern") ?? ""
            return try compile(pattern, options: try options(call["options"], at: call.node), at: call.node)
        },
        Construct("NSRange", "(location: Int, length: Int)") { call in
            .native(.nsRange(NSRange(location: try integer(call, "location"), length: try integer(call, "length"))))
        },
        Construct("NSRange", "(_ range: Any, in string: String)") { call in
            let text = try call.string("string") ?? ""
            guard let range = stringRange(call["range"], in: text) else {
                throw EvaluationError("'NSRange(_:in:)' takes a range of the string's positions", at: call.node)
            }
            return .native(.nsRange(NSRange(range, in: text)))
        },
        // `NSRange(0..<text.utf16.count)`: integer bounds taken as UTF-16 offsets.
        Construct("NSRange", "(_ range: Range<Int>)") { call in
            // A closed range is held by its half-open bounds already.
            guard case .range(let lower, let upper, _) = call["range"], lower >= 0, upper != Int.max else {
                throw EvaluationError("'NSRange(_:)' takes a range of integers from 0", at: call.node)
            }
            return .native(.nsRange(NSRange(location: lower, length: upper - lower)))
        },
        Construct("Range", "(_ range: NSRange, in string: String)") { call in
            guard case .native(.nsRange(let range)) = call["range"] else {
                throw EvaluationError("'Range(_:in:)' takes an NSRange", at: call.node)
            }
            let text = try call.string("string") ?? ""
            guard let bounds = Range(range, in: text) else { return .null }
            return .range(
                text.distance(from: text.startIndex, to: bounds.lowerBound),
                text.distance(from: text.startIndex, to: bounds.upperBound), closed: false)
        },
        // `Range<Int>(nsRange)`: the range's UTF-16 offsets as integers; nil when its location is `NSNotFound`.
        Construct("Range", "(_ range: NSRange)") { call in
            guard case .native(.nsRange(let range)) = call["range"] else {
                throw EvaluationError("'Range(_:)' takes an NSRange here", at: call.node)
            }
            guard let bounds = Range(range) else { return .null }
            return .range(bounds.lowerBound, bounds.upperBound, closed: false)
        },
        Construct("NSRegularExpression.MatchingOptions", "(rawValue: UInt)") { call in
            .int(try integer(call, "rawValue"))
        },
        Construct("NSRegularExpression.Options", "(rawValue: UInt)") { call in .int(try integer(call, "rawValue")) },
    ]

    static let staticFunctions: [Construct] = [
        Construct("NSRegularExpression.escapedPattern", "(for string: String)") { call in
            .string(NSRegularExpression.escapedPattern(for: try call.string("string") ?? ""))
        },
        Construct("NSRegularExpression.escapedTemplate", "(for string: String)") { call in
            .string(NSRegularExpression.escapedTemplate(for: try call.string("string") ?? ""))
        },
    ]

    static let functions: [Construct] = [
        Construct("NSMakeRange", "(_ location: Int, _ length: Int)") { call in
            .native(.nsRange(NSMakeRange(try integer(call, "location"), try integer(call, "length"))))
        }
    ]

    static let constants: [String: Value] = ["NSNotFound": .int(NSNotFound)]

    private static let patternOptions: [String: NSRegularExpression.Options] = [
        "caseInsensitive": .caseInsensitive, "allowCommentsAndWhitespace": .allowCommentsAndWhitespace,
        "ignoreMetacharacters": .ignoreMetacharacters, "dotMatchesLineSeparators": .dotMatchesLineSeparators,
        "anchorsMatchLines": .anchorsMatchLines, "useUnixLineSeparators": .useUnixLineSeparators,
        "useUnicodeWordBoundaries": .useUnicodeWordBoundaries,
    ]

    private static let matchingOptions: [String: NSRegularExpression.MatchingOptions] = [
        "reportProgress": .reportProgress, "reportCompletion": .reportCompletion, "anchored": .anchored,
        "withTransparentBounds": .withTransparentBounds, "withoutAnchoringBounds": .withoutAnchoringBounds,
    ]

    /// The regex, refused (as `Regex` is) where ICU's backtracking engine may take exponential time on it; a pattern
    /// ICU does not accept throws, as Foundation's initialiser does, so `try?` gives nil.
    private static func compile(_ pattern: String, options: NSRegularExpression.Options, at node: Syntax) throws
        -> Value
    {
        if let hazard = RegexHazards.exponentialGroup(in: pattern) {
            throw EvaluationError(
                "previewd does not run '\(pattern.prefix(40))': its group '\(hazard.group.prefix(30))' "
                    + "\(hazard.reason), which ICU's engine may take exponential time to match "
                    + "(a render cannot be interrupted inside a match)", at: node)
        }
        do {
            let regex = try NSRegularExpression(pattern: pattern, options: options)
            return FoundationObject("NSRegularExpression", .regularExpression(regex)).value
        } catch {
            throw ThrownValue(
                value: .opaque("NSError: '\(pattern.prefix(40))' is not a regular expression ICU accepts"), node: node)
        }
    }

    static func method(_ name: String, of regex: NSRegularExpression) -> NativeMethods.Method? {
        switch name {
        case "firstMatch", "matches", "numberOfMatches", "rangeOfFirstMatch", "stringByReplacingMatches":
            return { _, arguments, _, node in
                let text = try string(arguments, "in", at: node)
                let range = try searchRange(arguments, in: text, at: node)
                let options = try matching(FoundationObjects.argument(arguments, "options"), at: node)
                switch name {
                case "firstMatch":
                    return regex.firstMatch(in: text, options: options, range: range).map(result) ?? .null
                case "matches":
                    return .array(regex.matches(in: text, options: options, range: range).map(result))
                case "numberOfMatches":
                    return .int(regex.numberOfMatches(in: text, options: options, range: range))
                case "rangeOfFirstMatch":
                    return .native(.nsRange(regex.rangeOfFirstMatch(in: text, options: options, range: range)))
                default:
                    let template = try string(arguments, "withTemplate", at: node)
                    return .string(
                        regex.stringByReplacingMatches(
                            in: text, options: options, range: range, withTemplate: template))
                }
            }
        default:
            return nil
        }
    }

    static func property(_ name: String, of regex: NSRegularExpression) -> Value? {
        switch name {
        case "pattern": return .string(regex.pattern)
        case "numberOfCaptureGroups": return .int(regex.numberOfCaptureGroups)
        default: return nil
        }
    }

    static func resultMethod(_ name: String, of match: NSTextCheckingResult) -> NativeMethods.Method? {
        switch name {
        case "range":
            return { _, arguments, evaluator, node in
                switch arguments.first {
                case let argument? where argument.label == "at":
                    let index = try int(argument.value, at: node)
                    guard index >= 0, index < match.numberOfRanges else {
                        throw EvaluationError(
                            "capture \(index) is out of range for a match of \(match.numberOfRanges) ranges", at: node)
                    }
                    return .native(.nsRange(match.range(at: index)))
                case let argument? where argument.label == "withName":
                    let group = try evaluator.describe(argument.value, at: node)
                    return .native(.nsRange(match.range(withName: group)))
                default:
                    throw EvaluationError("'range' of a match takes (at:) or (withName:)", at: node)
                }
            }
        default:
            return nil
        }
    }

    static func resultProperty(_ name: String, of match: NSTextCheckingResult) -> Value? {
        switch name {
        case "range": return .native(.nsRange(match.range))
        case "numberOfRanges": return .int(match.numberOfRanges)
        default: return nil
        }
    }

    static func rangeProperty(_ name: String, of range: NSRange) -> Value? {
        switch name {
        case "location", "lowerBound": return .int(range.location)
        case "length": return .int(range.length)
        case "upperBound": return .int(range.upperBound)
        case "description": return .string(range.description)
        default: return nil
        }
    }

    static func setRangeProperty(_ name: String, of range: inout NSRange, to value: Value) -> Bool {
        guard case .int(let number) = value else { return false }
        switch name {
        case "location": range.location = number
        case "length": range.length = number
        default: return false
        }
        return true
    }

    private static func result(_ match: NSTextCheckingResult) -> Value {
        FoundationObject("NSTextCheckingResult", .textCheckingResult(match)).value
    }

    /// The `range:` of a search: an `NSRange` within the text, as Foundation requires (it raises otherwise).
    private static func searchRange(_ arguments: [Argument], in text: String, at node: Syntax) throws -> NSRange {
        guard case .native(.nsRange(let range))? = FoundationObjects.argument(arguments, "range") else {
            throw EvaluationError("a search of NSRegularExpression takes 'range:' as an NSRange", at: node)
        }
        guard range.location >= 0, range.length >= 0, range.upperBound <= text.utf16.count else {
            throw EvaluationError(
                "the range \(range) is out of bounds for a text of \(text.utf16.count) UTF-16 units", at: node)
        }
        return range
    }

    /// A range of a string's positions (character offsets, `text.startIndex...` running to its end) as
    /// `Range<String.Index>`; nil when it is not one within the text.
    private static func stringRange(_ value: Value, in text: String) -> Range<String.Index>? {
        guard case .range(let lower, let upper, _) = value else { return nil }
        let count = text.count
        let from = lower == Int.min / 2 ? 0 : lower
        let to = upper == Int.max ? count : upper
        guard from >= 0, from <= to, to <= count else { return nil }
        return text.index(text.startIndex, offsetBy: from)..<text.index(text.startIndex, offsetBy: to)
    }

    private static func options(_ value: Value, at node: Syntax) throws -> NSRegularExpression.Options {
        try optionSet(value, patternOptions, NSRegularExpression.Options.init(rawValue:), "a regex option", at: node)
    }

    private static func matching(_ value: Value?, at node: Syntax) throws -> NSRegularExpression.MatchingOptions {
        guard let value else { return [] }
        return try optionSet(
            value, matchingOptions, NSRegularExpression.MatchingOptions.init(rawValue:), "a matching option", at: node)
    }

    /// An option set written as one member (`.caseInsensitive`), an array of them, or a raw value.
    private static func optionSet<Options: OptionSet>(
        _ value: Value, _ table: [String: Options], _ make: (UInt) -> Options, _ what: String, at node: Syntax
    ) throws -> Options where Options.RawValue == UInt, Options.Element == Options {
        if case .int(let raw) = value, raw >= 0 { return make(UInt(raw)) }
        let members: [Value]
        if case .array(let values) = value { members = values } else { members = [value] }
        var options: Options = []
        for member in members {
            guard let name = FoundationFormatStyles.memberName(member), let option = table[name] else {
                throw EvaluationError("'\(member.kindName)' is not \(what) previewd knows", at: node)
            }
            options.insert(option)
        }
        return options
    }

    private static func int(_ value: Value, at node: Syntax) throws -> Int {
        guard let number = Convert.number(value), let int = Int(exactly: number) else {
            throw EvaluationError("expected an integer, got \(value.kindName)", at: node)
        }
        return int
    }

    private static func integer(_ call: Call, _ name: String) throws -> Int {
        try int(call[name], at: call.node)
    }

    private static func string(_ arguments: [Argument], _ label: String, at node: Syntax) throws -> String {
        guard case .string(let text)? = FoundationObjects.argument(arguments, label) else {
            throw EvaluationError("'\(label):' takes a string", at: node)
        }
        return text
    }
}
