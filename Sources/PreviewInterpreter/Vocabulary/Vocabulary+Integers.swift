import SwiftSyntax

/// The fixed-width integer types (`UInt`, `UInt8` … `Int64`). Their values are kept as `Int`s: conversions check
/// the type's range as Swift does (a value out of range stops evaluation, as Swift traps; `exactly:` gives nil,
/// `clamping:` and `truncatingIfNeeded:` give what Swift gives). Arithmetic is `Int` arithmetic, which agrees with
/// Swift's while results stay in the type's range; `UInt64` values above `Int.max` cannot be held and are refused.
extension Vocabulary {
    /// Each type's range, as far as an `Int` holds it.
    static let integerRanges: [String: ClosedRange<Int>] = [
        "Int8": Int(Int8.min)...Int(Int8.max), "Int16": Int(Int16.min)...Int(Int16.max),
        "Int32": Int(Int32.min)...Int(Int32.max), "Int64": Int.min...Int.max,
        "UInt8": 0...Int(UInt8.max), "UInt16": 0...Int(UInt16.max), "UInt32": 0...Int(UInt32.max),
        "UInt64": 0...Int.max, "UInt": 0...Int.max,
    ]

    /// The bit width and whether it is signed, for `truncatingIfNeeded:`.
    private static let integerLayouts: [String: (bits: Int, signed: Bool)] = [
        "Int8": (8, true), "Int16": (16, true), "Int32": (32, true), "Int64": (64, true),
        "UInt8": (8, false), "UInt16": (16, false), "UInt32": (32, false), "UInt64": (64, false), "UInt": (64, false),
    ]

    static let integerInitializers: [Construct] = integerRanges.keys.sorted().map { name in
        Construct(
            name,
            [
                "(_ value: Any)", "(_ value: Any, radix: Int)", "(exactly exact: Any)", "(clamping clamped: Any)",
                "(truncatingIfNeeded truncated: Any)",
            ]
        ) { call in
            try integer(name, call)
        }
    }

    /// `max`, `min`, `zero` and `bitWidth` of each type (not `max` of the 64-bit unsigned types, which an `Int`
    /// cannot hold).
    static let integerConstants: [String: [String: Value]] = Dictionary(
        uniqueKeysWithValues: integerRanges.map { name, range in
            var members: [String: Value] = [
                "min": .int(range.lowerBound), "zero": .int(0), "bitWidth": .int(integerLayouts[name]!.bits),
            ]
            if !(name == "UInt" || name == "UInt64") { members["max"] = .int(range.upperBound) }
            return (name, members)
        })

    private static func integer(_ type: String, _ call: Call) throws -> Value {
        let range = integerRanges[type]!
        let label = ["exact", "clamped", "truncated"].first(where: call.has) ?? "value"
        let whole: Int
        switch call[label] {
        case .int(let int):
            whole = int
        case .double(let double):
            if label == "exact" { guard double.rounded(.towardZero) == double else { return .null } }
            guard double.isFinite, abs(double) < 9.2e18 else {
                throw EvaluationError(
                    "\(double) cannot be converted to \(type): it is not finite or too large", at: call.node)
            }
            whole = Int(double)
        case .string(let text):
            let radix = Convert.clampedInt(try call.number("radix") ?? 10)
            guard (2...36).contains(radix), let parsed = Int(text, radix: radix), range.contains(parsed) else {
                return .null
            }
            return .int(parsed)
        case .bool(let bool):
            whole = bool ? 1 : 0
        case let other:
            if other.isNull { return .null }
            return .opaque(type)
        }
        if range.contains(whole) { return .int(whole) }
        switch label {
        case "exact": return .null
        case "clamped": return .int(min(max(whole, range.lowerBound), range.upperBound))
        case "truncated":
            let layout = integerLayouts[type]!
            guard layout.bits < 64 else { break }
            let mask = (1 << layout.bits) - 1
            let bits = whole & mask
            return .int(layout.signed && bits >= 1 << (layout.bits - 1) ? bits - (1 << layout.bits) : bits)
        default: break
        }
        throw EvaluationError(
            "\(whole) is out of range for \(type) (\(range.lowerBound)...\(range.upperBound))", at: call.node)
    }
}
