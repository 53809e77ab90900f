import PreviewModel
import SwiftSyntax

/// Ranges as Swift has them: `ClosedRange` and `Range` over integers and over any other `Comparable` bounds, with
/// `contains`, `~=`, `clamped(to:)` and `overlaps` deciding by the bounds as written.
extension Evaluator {
    /// `lower...upper` or `lower..<upper`; nil where the bounds are not values previewd orders.
    func makeRange(_ token: String, _ lower: Value, _ upper: Value, at node: some SyntaxProtocol) throws -> Value? {
        let closed = token == "..."
        let reversed = EvaluationError(
            "range '\(try describe(lower, at: node))\(token)\(try describe(upper, at: node))' has its bounds reversed",
            at: node)
        switch (lower, upper) {
        case (.int(let a), .int(let b)):
            guard a <= b, !closed || b < Int.max else { throw reversed }
            return .range(a, closed ? b + 1 : b, closed: closed)
        // `0...1.5`: an integer literal beside a floating-point bound is one too.
        case (.int(let a), .double): return try makeRange(token, .double(Double(a)), upper, at: node)
        case (.double, .int(let b)): return try makeRange(token, lower, .double(Double(b)), at: node)
        case (.double, .double), (.string, .string), (.native(.date), .native(.date)), (.instance, .instance),
            (.enumCase, .enumCase):
            guard try !less(upper, lower, at: node) else { throw reversed }
            return .comparableRange(ComparableRange(lower, upper, closed: closed))
        default: return nil
        }
    }

    /// A range's bounds as written (`0...10` has 10 as its upper bound, though it is stored as 0 and 11).
    static func writtenBounds(of range: Value) -> ComparableRange? {
        switch range {
        case .range(let lower, let upper, let closed):
            return ComparableRange(.int(lower), .int(closed ? upper - 1 : upper), closed: closed)
        case .comparableRange(let range): return range
        default: return nil
        }
    }

    /// Whether `range` holds `value` (nil: `range` is not a range, or `value` is not a value of its bounds' kind).
    func range(_ range: Value, contains value: Value, at node: some SyntaxProtocol) throws -> Bool? {
        switch (range, value) {
        case (.range(let lower, let upper, _), _):
            guard let number = Convert.number(value) else { return nil }
            return number >= Double(lower) && (upper == Int.max || number < Double(upper))
        case (.comparableRange(let range), _):
            var value = value
            if case .int(let int) = value, case .double = range.lower { value = .double(Double(int)) }
            guard Self.sameKind(value, range.lower) else { return nil }
            guard try !less(value, range.lower, at: node) else { return false }
            return range.isClosed ? try !less(range.upper, value, at: node) : try less(value, range.upper, at: node)
        default: return nil
        }
    }

    /// `range.contains(value)`, `range.clamped(to: other)`, `range.overlaps(other)`: nil for other methods, which
    /// an integer range answers as the collection of its elements.
    func rangeMethod(_ name: String, on base: Value, arguments: [Argument], at node: some SyntaxProtocol) throws
        -> Value?
    {
        guard arguments.count == 1, let range = Self.writtenBounds(of: base) else { return nil }
        let argument = arguments[0]
        switch (name, argument.label) {
        case ("contains", nil):
            if case .function = argument.value { return nil }
            return try self.range(base, contains: argument.value, at: node).map(Value.bool)
        case ("clamped", "to"):
            guard let limits = Self.writtenBounds(of: argument.value), limits.isClosed == range.isClosed else {
                return nil
            }
            // As the standard library clamps: each bound moved inside the limits.
            var lower = try less(range.lower, limits.lower, at: node) ? limits.lower : range.lower
            if try less(limits.upper, lower, at: node) { lower = limits.upper }
            var upper = try less(limits.upper, range.upper, at: node) ? limits.upper : range.upper
            if try less(upper, limits.lower, at: node) { upper = limits.lower }
            return try makeRange(range.separator, lower, upper, at: node)
        case ("overlaps", nil):
            guard let other = Self.writtenBounds(of: argument.value) else { return nil }
            return .bool(try overlap(range, other, at: node))
        default: return nil
        }
    }

    /// Whether two ranges share a value, by the standard library's rules for each pair of closed and half-open.
    private func overlap(_ a: ComparableRange, _ b: ComparableRange, at node: some SyntaxProtocol) throws -> Bool {
        func isEmpty(_ range: ComparableRange) throws -> Bool {
            try !range.isClosed && !less(range.lower, range.upper, at: node)
        }
        func halfOpen(_ open: ComparableRange, overlaps closed: ComparableRange) throws -> Bool {
            try !(less(closed.upper, open.lower, at: node) || !less(closed.lower, open.upper, at: node)
                || isEmpty(open))
        }
        switch (a.isClosed, b.isClosed) {
        case (true, true):
            return try !less(b.lower, a.lower, at: node) && !less(a.upper, b.lower, at: node)
                || !less(a.lower, b.lower, at: node) && !less(b.upper, a.lower, at: node)
        case (false, false):
            return try !(!less(a.lower, b.upper, at: node) || !less(b.lower, a.upper, at: node) || isEmpty(a)
                || isEmpty(b))
        case (false, true): return try halfOpen(a, overlaps: b)
        case (true, false): return try halfOpen(b, overlaps: a)
        }
    }

    /// `0...10`, `0.0..<1.0`, `a...z`: as `print` shows a range.
    func describeRange(_ range: ComparableRange, at node: some SyntaxProtocol) throws -> String {
        try describe(range.lower, at: node) + range.separator + describe(range.upper, at: node)
    }

    /// Whether two values are of one kind that orders (numbers with numbers, strings with strings, …).
    private static func sameKind(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int, .int), (.double, .double), (.string, .string), (.native(.date), .native(.date)): return true
        case (.instance(let x), .instance(let y)): return x.type.name == y.type.name
        case (.enumCase(let x), .enumCase(let y)): return x.typeName == y.typeName
        default: return false
        }
    }
}
