import SwiftSyntax

/// The fixed-width integer types (`UInt`, `UInt8` … `Int64`): conversions give a value of the type
/// (`IntegerType`) and check its range as Swift does (a value out of range stops evaluation, as Swift traps;
/// `exactly:` gives nil, `clamping:` and `truncatingIfNeeded:` give what Swift gives). `UInt64` values above
/// `Int.max` cannot be held and are refused.
extension Vocabulary {
    static let integerInitializers: [Construct] = IntegerType.all.sorted { $0.name < $1.name }.map { type in
        Construct(
            type.name,
            [
                "()", "(_ value: Any)", "(_ value: Any, radix: Int)", "(exactly exact: Any)", "(clamping clamped: Any)",
                "(truncatingIfNeeded truncated: Any)",
            ]
        ) { call in
            try integer(type, call)
        }
    }

    /// `max`, `min`, `zero` and `bitWidth` of each type (not `max` of the 64-bit unsigned types, which an `Int`
    /// cannot hold).
    static let integerConstants: [String: [String: Value]] = Dictionary(
        uniqueKeysWithValues: IntegerType.all.map { type in
            var members: [String: Value] = [
                "min": .fixedWidthInteger(type.range.lowerBound, type), "zero": .fixedWidthInteger(0, type),
                "bitWidth": .int(type.bits),
            ]
            if type.isSigned || type.bits < 64 { members["max"] = .fixedWidthInteger(type.range.upperBound, type) }
            return (type.name, members)
        })

    private static func integer(_ type: IntegerType, _ call: Call) throws -> Value {
        // `var rgb = UInt64()`: zero, as every integer type's empty initialiser gives.
        let label = ["value", "exact", "clamped", "truncated"].first(where: call.has)
        guard let label else { return .fixedWidthInteger(0, type) }
        let range = type.range
        let whole: Int
        switch call[label] {
        case .int(let int), .fixedWidthInteger(let int, _):
            whole = int
        case .double, .float:
            let double = Convert.number(call[label])!
            if label == "exact" { guard double.rounded(.towardZero) == double else { return .null } }
            guard double.isFinite, abs(double) < 9.2e18 else {
                throw EvaluationError(
                    "\(double) cannot be converted to \(type.name): it is not finite or too large", at: call.node)
            }
            whole = Int(double)
        case .string(let text):
            let radix = Convert.clampedInt(try call.number("radix") ?? 10)
            guard (2...36).contains(radix), let parsed = Int(text, radix: radix), range.contains(parsed) else {
                return .null
            }
            return .fixedWidthInteger(parsed, type)
        case .bool(let bool):
            whole = bool ? 1 : 0
        case let other:
            if other.isNull { return .null }
            return .opaque(type.name)
        }
        if range.contains(whole) { return .fixedWidthInteger(whole, type) }
        switch label {
        case "exact": return .null
        case "clamped": return .fixedWidthInteger(min(max(whole, range.lowerBound), range.upperBound), type)
        case "truncated":
            if let truncated = type.truncating(whole) { return .fixedWidthInteger(truncated, type) }
        default: break
        }
        throw EvaluationError(
            "\(whole) is out of range for \(type.name) (\(range.lowerBound)...\(range.upperBound))", at: call.node)
    }
}
