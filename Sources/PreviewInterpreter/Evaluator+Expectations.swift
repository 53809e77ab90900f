import PreviewModel
import SwiftSyntax

/// Swift Testing's `#expect` and `#require`, evaluated as the testing library defines them: a failed expectation
/// is recorded and evaluation goes on; a failed requirement is recorded and throws. Previews never use them; a
/// project's tests do, and running those tests through the interpreter (`swift-conformance`) holds the interpreter
/// to what the tests expect of the language.
extension Evaluator {
    /// The most failed expectations kept per evaluation.
    static let maximumFailedExpectations = 100

    func expectation(_ macro: MacroExpansionExprSyntax, scope: Scope) throws -> Value {
        let isRequirement = macro.macroName.text == "require"
        let arguments = Array(macro.arguments)
        guard let first = arguments.first else {
            throw EvaluationError("'#\(macro.macroName.text)' needs a condition", at: macro)
        }
        if first.label?.text == "throws" {
            try expectThrow(
                first.expression, macro: macro, arguments: arguments, isRequirement: isRequirement, scope: scope)
            return .void
        }
        let comment = try arguments.dropFirst().first { $0.label == nil }.map {
            try evaluate($0.expression, scope: scope)
        }
        let outcome = try evaluateExpected(first.expression, scope: scope)
        switch outcome.value {
        case .bool(true): return .void
        case .bool(false): break
        case .null: break
        default:
            // `#require(optional)` unwraps; any other value passes an expectation only when it is `true`.
            if isRequirement { return outcome.value }
            throw EvaluationError("'#expect' needs a Bool, not '\(outcome.value.kindName)'", at: first.expression)
        }
        var message = "Expectation failed: \(first.expression.trimmedDescription)"
        if let detail = outcome.detail { message += " → \(detail)" }
        if let comment { message += " — \(describeQuietly(comment))" }
        recordFailedExpectation(message, at: macro)
        if isRequirement { throw ThrownValue(value: .opaque("ExpectationFailedError"), node: Syntax(macro)) }
        return .void
    }

    /// The condition's value and, for a comparison, both sides as the testing library prints them (`3 == 4`).
    private func evaluateExpected(_ condition: ExprSyntax, scope: Scope) throws -> (value: Value, detail: String?) {
        guard let infix = condition.as(InfixOperatorExprSyntax.self),
            let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            ["==", "!=", "<", ">", "<=", ">=", "===", "!=="].contains(token)
        else { return (try evaluate(condition, scope: scope), nil) }
        let left = try evaluate(infix.leftOperand, scope: scope)
        let right = try evaluate(infix.rightOperand, scope: scope)
        let value = try arithmetic(token, left, right, at: infix)
        return (value, "\(describeQuietly(left)) \(token) \(describeQuietly(right))")
    }

    /// `#expect(throws: Never.self) { … }`: nothing thrown; `#expect(throws: SomeError.self)`: an error of that
    /// type (`(any Error).self`: any error); `#expect(throws: SomeError.reason)`: an error equal to that one.
    private func expectThrow(
        _ expected: ExprSyntax, macro: MacroExpansionExprSyntax, arguments: [LabeledExprSyntax], isRequirement: Bool,
        scope: Scope
    ) throws {
        let bodyExpression = macro.trailingClosure.map(ExprSyntax.init)
            ?? arguments.first { $0.label?.text == "performing" }?.expression
        guard let bodyExpression else {
            throw EvaluationError("'#\(macro.macroName.text)(throws:)' needs a closure", at: macro)
        }
        let body = try evaluate(bodyExpression, scope: scope)
        var thrown: Value?
        do {
            _ = try invoke(body, arguments: [], at: bodyExpression)
        } catch let error as ThrownValue {
            thrown = error.value
        }
        let failure: String?
        switch (Self.expectedErrorType(expected), thrown) {
        case ("Never"?, nil): failure = nil
        case ("Never"?, let error?): failure = "an error was thrown when none was expected: \(describeQuietly(error))"
        case (_, nil): failure = "expected an error to be thrown, but none was"
        case (let type?, let error?):
            let matches = ["Error", "any Error"].contains(type) || error.kindName == type
            failure = matches ? nil : "expected an error of type \(type), but \(describeQuietly(error)) was thrown"
        case (nil, let error?):
            let value = try evaluate(expected, scope: scope)
            failure = try equal(value, error, at: expected) ? nil
                : "expected \(describeQuietly(value)) to be thrown, but \(describeQuietly(error)) was"
        }
        guard let failure else { return }
        recordFailedExpectation("Expectation failed: \(failure)", at: macro)
        if isRequirement { throw ThrownValue(value: .opaque("ExpectationFailedError"), node: Syntax(macro)) }
    }

    /// The type named by `Name.self` or `(any Error).self`; nil for an error value.
    private static func expectedErrorType(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base
        else { return nil }
        var text = base.trimmedDescription
        while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return text
    }

    func recordFailedExpectation(_ message: String, at node: some SyntaxProtocol) {
        let line = sourceFile(of: Syntax(node))?.location(of: Syntax(node)).line ?? 0
        guard failedExpectations.count < Self.maximumFailedExpectations else { return }
        failedExpectations.append(line > 0 ? "line \(line): \(message)" : message)
    }
}
