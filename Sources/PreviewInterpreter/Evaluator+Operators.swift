import SwiftSyntax

extension Evaluator {
    /// `a + b`, `a == b`, `a && b`, `0..<n`, … on numbers, strings, booleans and symbols.
    func binaryOperation(_ infix: InfixOperatorExprSyntax, scope: Scope) throws -> Value {
        guard let operatorToken = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw EvaluationError("operator '\(infix.operator.trimmedDescription)' is not supported here", at: infix.operator)
        }
        // Short-circuit like Swift: the right side of && and || may not be evaluable when it is not needed.
        if operatorToken == "&&" || operatorToken == "||" {
            let left = try boolean(infix.leftOperand, scope: scope)
            if operatorToken == "&&" && !left { return .bool(false) }
            if operatorToken == "||" && left { return .bool(true) }
            return .bool(try boolean(infix.rightOperand, scope: scope))
        }
        if operatorToken == "??" {
            let left = try evaluate(infix.leftOperand, scope: scope)
            if case .null = left { return try evaluate(infix.rightOperand, scope: scope) }
            return left
        }
        let left = try evaluate(infix.leftOperand, scope: scope)
        let right = try evaluate(infix.rightOperand, scope: scope)
        switch (operatorToken, left, right) {
        case ("==", _, _): return .bool(try equal(left, right, at: infix))
        case ("!=", _, _): return .bool(!(try equal(left, right, at: infix)))
        case ("+", .string(let a), .string(let b)): return .string(a + b)
        case ("..<", .int(let a), .int(let b)):
            guard a <= b else { throw EvaluationError("range '\(a)..<\(b)' has its bounds reversed", at: infix) }
            return .range(a, b)
        case ("...", .int(let a), .int(let b)):
            guard a <= b else { throw EvaluationError("range '\(a)...\(b)' has its bounds reversed", at: infix) }
            return .range(a, b + 1)
        case (_, .int(let a), .int(let b)):
            if let result = try integerOperation(operatorToken, a, b, at: infix) { return result }
        default:
            if let a = number(left), let b = number(right), let result = doubleOperation(operatorToken, a, b) {
                return result
            }
        }
        throw EvaluationError(
            "operator '\(operatorToken)' is not supported for '\(left.kindName)' and '\(right.kindName)'", at: infix)
    }

    func prefixOperation(_ prefix: PrefixOperatorExprSyntax, scope: Scope) throws -> Value {
        let value = try evaluate(prefix.expression, scope: scope)
        switch (prefix.operator.text, value) {
        case ("!", .bool(let bool)): return .bool(!bool)
        case ("-", .int(let int)): return .int(-int)
        case ("-", .double(let double)): return .double(-double)
        default:
            throw EvaluationError("operator '\(prefix.operator.text)' is not supported for '\(value.kindName)'", at: prefix)
        }
    }

    func boolean(_ expression: ExprSyntax, scope: Scope) throws -> Bool {
        guard case .bool(let value) = try evaluate(expression, scope: scope) else {
            throw EvaluationError("'\(expression.trimmedDescription)' is not a Bool", at: expression)
        }
        return value
    }

    func number(_ value: Value) -> Double? {
        switch value {
        case .int(let int): return Double(int)
        case .double(let double): return double
        default: return nil
        }
    }

    private func integerOperation(_ token: String, _ a: Int, _ b: Int, at node: some SyntaxProtocol) throws -> Value? {
        switch token {
        case "+", "-", "*":
            let (result, overflow) =
                token == "+" ? a.addingReportingOverflow(b) : token == "-" ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
            if overflow { throw EvaluationError("arithmetic overflow in '\(a) \(token) \(b)'", at: node) }
            return .int(result)
        case "/", "%":
            if b == 0 { throw EvaluationError("division by zero", at: node) }
            if a == .min && b == -1 { throw EvaluationError("arithmetic overflow in '\(a) \(token) \(b)'", at: node) }
            return .int(token == "/" ? a / b : a % b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    private func doubleOperation(_ token: String, _ a: Double, _ b: Double) -> Value? {
        switch token {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    /// Equality for the value kinds that have it; symbols compare by case name (`scheme == .dark`).
    func equal(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.symbol(let a), .symbol(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        default:
            if let a = number(left), let b = number(right) { return a == b }
            throw EvaluationError("cannot compare '\(left.kindName)' with '\(right.kindName)'", at: node)
        }
    }
}
