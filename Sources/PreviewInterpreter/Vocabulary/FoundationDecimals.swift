import Foundation

/// Foundation's `Decimal`, run for real: prices and totals keep their decimal digits (`Decimal(string: "0.1")! +
/// Decimal(string: "0.2")!` is 0.3, `Decimal(10.5) * 2` prints 21), as in the app. An integer or floating-point
/// literal beside a decimal, or where the type is `Decimal`, becomes one as Swift's literal initialisers make it
/// (a floating-point literal through `Double`, as `Decimal(floatLiteral:)` does).
enum FoundationDecimals {
    static let constructs: [Construct] = [
        Construct(
            "Decimal", ["()", "(_ value: Any)", "(string: String)", "(sign: Any, exponent: Int, significand: Any)"]
        ) { call in
            if call.has("string") {
                return (try call.string("string")).flatMap { Decimal(string: $0) }.map { .native(.decimal($0)) }
                    ?? .null
            }
            if call.has("significand") {
                guard let significand = decimal(call["significand"]), let exponent = try call.number("exponent") else {
                    throw EvaluationError("'Decimal(sign:exponent:significand:)' takes numbers", at: call.node)
                }
                var sign = FloatingPointSign.plus
                if case .symbol("minus") = call["sign"] { sign = .minus }
                return .native(
                    .decimal(Decimal(sign: sign, exponent: Convert.clampedInt(exponent), significand: significand)))
            }
            guard call.has("value") else { return .native(.decimal(0)) }
            guard let value = decimal(call["value"]) else {
                throw EvaluationError("'Decimal(_:)' takes a number, not '\(call["value"].kindName)'", at: call.node)
            }
            return .native(.decimal(value))
        },
        // `NSDecimalNumber(decimal:)` is read for its `doubleValue`, `intValue` or `stringValue`: the decimal
        // itself answers those.
        Construct("NSDecimalNumber", ["(decimal: Any)", "(string: String)", "(value: Any)"]) { call in
            let value =
                call.has("string")
                ? (try call.string("string")).flatMap { Decimal(string: $0) }
                : decimal(call[call.has("decimal") ? "decimal" : "value"])
            guard let value else {
                throw EvaluationError("'NSDecimalNumber' takes a decimal, a number or a string", at: call.node)
            }
            return .native(.decimal(value))
        },
        // `Double(truncating: NSDecimalNumber(decimal: price))`: an `NSNumber` is a decimal or a number here.
        Construct("Double", "(truncating number: Any)") { call in
            guard let number = Convert.number(call["number"]) else {
                throw EvaluationError("'Double(truncating:)' takes an NSNumber", at: call.node)
            }
            return .double(number)
        },
        Construct("Int", "(truncating number: Any)") { call in
            if case .native(.decimal(let decimal)) = call["number"] {
                return .int(NSDecimalNumber(decimal: decimal).intValue)
            }
            guard let number = Convert.number(call["number"]) else {
                throw EvaluationError("'Int(truncating:)' takes an NSNumber", at: call.node)
            }
            return .int(Convert.clampedInt(number))
        },
    ]

    static let typeConstants: [String: [String: Value]] = [
        "Decimal": ["zero": .native(.decimal(.zero)), "pi": .native(.decimal(.pi))]
    ]

    /// A number as the decimal Swift's literal or numeric initialiser makes of it; nil for anything else.
    static func decimal(_ value: Value) -> Decimal? {
        switch value {
        case .native(.decimal(let decimal)): return decimal
        case .int(let int), .fixedWidthInteger(let int, _): return Decimal(int)
        case .double(let double): return Decimal(double)
        case .float(let float): return Decimal(Double(float))
        default: return nil
        }
    }

    /// `a + b`, `a - b`, `a * b`, `a / b` and comparisons where one side is a decimal; nil for other operands.
    static func arithmetic(_ token: String, _ left: Value, _ right: Value) -> Value? {
        guard let a = decimal(left), let b = decimal(right) else { return nil }
        switch token {
        case "+": return .native(.decimal(a + b))
        case "-": return .native(.decimal(a - b))
        case "*": return .native(.decimal(a * b))
        case "/": return .native(.decimal(a / b))
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        default: return nil
        }
    }

    static func property(_ name: String, of decimal: Decimal) -> Value? {
        switch name {
        case "description", "stringValue": return .string(decimal.description)
        case "doubleValue": return .double(NSDecimalNumber(decimal: decimal).doubleValue)
        case "intValue": return .int(NSDecimalNumber(decimal: decimal).intValue)
        case "boolValue": return .bool(NSDecimalNumber(decimal: decimal).boolValue)
        case "decimalValue", "magnitude": return .native(.decimal(name == "magnitude" ? decimal.magnitude : decimal))
        case "isZero": return .bool(decimal.isZero)
        case "isNaN": return .bool(decimal.isNaN)
        case "isFinite": return .bool(decimal.isFinite)
        case "exponent": return .int(decimal.exponent)
        case "significand": return .native(.decimal(decimal.significand))
        case "sign": return .symbol(decimal.sign == .minus ? "minus" : "plus")
        default: return nil
        }
    }

    static func method(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "formatted":
            return { value, arguments, _, node in
                try FoundationFormatStyles.formatted(value, arguments, defaultStyle: "number", at: node)
            }
        case "isEqual":
            return { value, arguments, _, _ in
                .bool(decimal(value) != nil && decimal(value) == arguments.first.flatMap { decimal($0.value) })
            }
        default: return nil
        }
    }
}
