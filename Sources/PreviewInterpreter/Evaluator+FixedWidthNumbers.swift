import SwiftSyntax

/// Arithmetic on the fixed-width integer types and `Float`, as Swift does it: an integer literal (or `Double`
/// literal) beside one takes its type, results stay in the type's range or trap, `&+`, `&-` and `&*` wrap, and
/// `Float` arithmetic rounds to single precision.
extension Evaluator {
    /// `token` applied where either operand is a fixed-width integer or a `Float`; nil where neither is, or the
    /// operator is not arithmetic, ordering or bitwise.
    func fixedWidthOperation(_ token: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws
        -> Value?
    {
        switch (left, right) {
        case (.fixedWidthInteger(let a, let type), .fixedWidthInteger(let b, let other)):
            guard type == other else {
                throw EvaluationError(
                    "operator '\(token)' takes two values of one type, not '\(type.name)' and '\(other.name)'",
                    at: node)
            }
            return try integerOperation(token, a, b, of: type, at: node)
        // `value &+ 100`, `mask >> 4`: the literal is of the other operand's type.
        case (.fixedWidthInteger(let a, let type), .int(let b)):
            return try integerOperation(token, a, b, of: type, at: node)
        case (.int(let a), .fixedWidthInteger(let b, let type)):
            return try integerOperation(token, a, b, of: type, at: node)
        case (.float(let a), _):
            guard let b = Convert.number(right) else { return nil }
            return floatOperation(token, a, Float(b))
        case (_, .float(let b)):
            guard let a = Convert.number(left) else { return nil }
            return floatOperation(token, Float(a), b)
        default: return nil
        }
    }

    /// `a.addingReportingOverflow(b)` and its kin on an `Int` (`type` nil) or a fixed-width integer: the result
    /// wrapped to the type and whether it overflowed, as Swift gives them (`(partialValue:overflow:)`); dividing by
    /// zero gives the dividend (or a zero remainder's dividend) and `true`. Nil for other names, and for the 64-bit
    /// unsigned types, whose wrapped results previews cannot hold.
    static func reportingOverflow(_ name: String, of type: IntegerType?) -> NativeMethods.Method? {
        guard type.map({ $0.bits < 64 || $0.isSigned }) ?? true else { return nil }
        let operation: (Int, Int) -> (Int, Bool)
        switch name {
        case "addingReportingOverflow": operation = { $0.addingReportingOverflow($1) }
        case "subtractingReportingOverflow": operation = { $0.subtractingReportingOverflow($1) }
        case "multipliedReportingOverflow": operation = { $0.multipliedReportingOverflow(by: $1) }
        case "dividedReportingOverflow": operation = { $0.dividedReportingOverflow(by: $1) }
        case "remainderReportingOverflow": operation = { $0.remainderReportingOverflow(dividingBy: $1) }
        default: return nil
        }
        return { value, arguments, _, node in
            guard case .int(let a) = value.asInt, arguments.count == 1, case .int(let b) = arguments[0].value.asInt
            else { throw EvaluationError("'\(name)' takes one integer of the receiver's type", at: node) }
            var (result, overflow) = operation(a, b)
            // The operation in 64 bits, then narrowed: the low bits are the type's wrapped result either way.
            let divides = name == "dividedReportingOverflow" || name == "remainderReportingOverflow"
            if let type, type.bits < 64, !(divides && b == 0) {
                overflow = overflow || !type.range.contains(result)
                result = type.truncating(result) ?? result
            }
            let partial: Value = type.map { .fixedWidthInteger(result, $0) } ?? .int(result)
            return .tuple([partial, .bool(overflow)], labels: ["partialValue", "overflow"])
        }
    }

    /// `&+`, `&-`, `&*` of two `Int`s: the result wrapped to 64 bits.
    static func wrappingOperation(_ token: String, _ a: Int, _ b: Int) -> Value? {
        switch token {
        case "&+": return .int(a &+ b)
        case "&-": return .int(a &- b)
        case "&*": return .int(a &* b)
        default: return nil
        }
    }

    private func integerOperation(
        _ token: String, _ a: Int, _ b: Int, of type: IntegerType, at node: some SyntaxProtocol
    ) throws -> Value? {
        let overflow = EvaluationError("arithmetic overflow in '\(a) \(token) \(b)' of type '\(type.name)'", at: node)
        func typed(_ result: Int) throws -> Value {
            guard type.range.contains(result) else { throw overflow }
            return .fixedWidthInteger(result, type)
        }
        func wrapped(_ result: Int) throws -> Value {
            guard let result = type.truncating(result) else {
                throw EvaluationError(
                    "'\(a) \(token) \(b)' wraps to a '\(type.name)' above \(Int.max), which previews cannot hold",
                    at: node)
            }
            return .fixedWidthInteger(result, type)
        }
        for operand in [a, b] where !type.range.contains(operand) && !["<<", ">>"].contains(token) {
            throw EvaluationError("\(operand) is out of range for '\(type.name)'", at: node)
        }
        switch token {
        case "+", "-", "*":
            let (result, overflowed) =
                token == "+"
                ? a.addingReportingOverflow(b)
                : token == "-" ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
            if overflowed { throw overflow }
            return try typed(result)
        case "&+": return try wrapped(a &+ b)
        case "&-": return try wrapped(a &- b)
        case "&*": return try wrapped(a &* b)
        case "/", "%":
            if b == 0 { throw EvaluationError("division by zero", at: node) }
            if a == .min && b == -1 { throw overflow }
            return try typed(token == "/" ? a / b : a % b)
        case "&": return .fixedWidthInteger(a & b, type)
        case "|": return .fixedWidthInteger(a | b, type)
        case "^": return .fixedWidthInteger(a ^ b, type)
        // Shifts past the width give 0 (or -1 for a negative signed value shifted right), as Swift's smart shifts.
        case "<<": return try wrapped(b >= 0 && b < type.bits ? a << b : 0)
        case ">>": return .fixedWidthInteger(b >= 0 && b < type.bits ? a >> b : a < 0 ? -1 : 0, type)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    private func floatOperation(_ token: String, _ a: Float, _ b: Float) -> Value? {
        switch token {
        case "+": return .float(a + b)
        case "-": return .float(a - b)
        case "*": return .float(a * b)
        case "/": return .float(a / b)
        case "%": return .float(a.truncatingRemainder(dividingBy: b))
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    /// `-x`, `~x` of a fixed-width integer or a `Float`.
    func fixedWidthPrefix(_ token: String, _ value: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch (token, value) {
        case ("-", .fixedWidthInteger(let a, let type)):
            guard type.isSigned, a != type.range.lowerBound else {
                throw EvaluationError("arithmetic overflow negating \(a) of type '\(type.name)'", at: node)
            }
            return .fixedWidthInteger(-a, type)
        case ("~", .fixedWidthInteger(let a, let type)):
            guard let inverted = type.truncating(~a) else {
                throw EvaluationError(
                    "'~\(a)' is a '\(type.name)' above \(Int.max), which previews cannot hold", at: node)
            }
            return .fixedWidthInteger(inverted, type)
        case ("-", .float(let a)): return .float(-a)
        case ("+", .fixedWidthInteger), ("+", .float): return value
        default: return nil
        }
    }

    /// `value` as the fixed-width integer type, `Float` or `Decimal` a declaration names (`let mask: UInt8 = 0x0F`,
    /// `var total: Decimal = 0`); nil where `name` is none of them or `value` is not a number.
    static func fixedWidth(_ value: Value, as name: String, at node: some SyntaxProtocol) throws -> Value? {
        if name == "Decimal" { return FoundationDecimals.decimal(value).map { .native(.decimal($0)) } }
        if name == "Float" || name == "Float32" {
            return Convert.number(value).map { .float(Float($0)) }
        }
        guard let type = IntegerType.named(name) else { return nil }
        switch value {
        case .int(let int), .fixedWidthInteger(let int, _):
            guard type.range.contains(int) else {
                throw EvaluationError("integer \(int) overflows when stored into '\(name)'", at: node)
            }
            return .fixedWidthInteger(int, type)
        default: return nil
        }
    }
}
