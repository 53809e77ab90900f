import PreviewViews
import SwiftSyntax

extension Evaluator {
    /// Evaluates an expression to a value; throws `EvaluationError` for what it cannot evaluate.
    func evaluate(_ expression: ExprSyntax, scope: Scope) throws -> Value {
        try step(expression)
        switch expression.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            return .string(try string(literal, scope: scope))
        case .integerLiteralExpr(let literal):
            guard let value = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw EvaluationError("integer literal '\(literal.literal.text)' is not supported", at: literal)
            }
            return .int(value)
        case .floatLiteralExpr(let literal):
            guard let value = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw EvaluationError("float literal '\(literal.literal.text)' is not supported", at: literal)
            }
            return .double(value)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .null
        case .arrayExpr(let array):
            return .array(try array.elements.map { try evaluate($0.expression, scope: scope) })
        case .tupleExpr(let tuple) where tuple.elements.count == 1:
            return try evaluate(tuple.elements.first!.expression, scope: scope)
        case .declReferenceExpr(let reference):
            return try resolve(reference, scope: scope)
        case .memberAccessExpr(let member):
            return try memberAccess(member, scope: scope)
        case .functionCallExpr(let call):
            return try self.call(call, scope: scope)
        case .infixOperatorExpr(let infix):
            return try binaryOperation(infix, scope: scope)
        case .prefixOperatorExpr(let prefix):
            return try prefixOperation(prefix, scope: scope)
        case .ternaryExpr(let ternary):
            guard case .bool(let holds) = try evaluate(ternary.condition, scope: scope) else {
                throw EvaluationError("condition '\(ternary.condition.trimmedDescription)' is not a Bool", at: ternary.condition)
            }
            return try evaluate(holds ? ternary.thenExpression : ternary.elseExpression, scope: scope)
        case .closureExpr(let closure):
            return .closure(Closure(syntax: closure, scope: scope))
        case .keyPathExpr(let keyPath):
            return .keyPath(keyPath.components.trimmedDescription.trimmingPrefix(".").description)
        case .forceUnwrapExpr(let unwrap):
            return try evaluate(unwrap.expression, scope: scope)
        case .optionalChainingExpr(let chaining):
            return try evaluate(chaining.expression, scope: scope)
        case .subscriptCallExpr(let subscriptCall):
            return try subscriptValue(subscriptCall, scope: scope)
        case .ifExpr(let conditional):
            let branch = Scope(parent: scope)
            if try conditionsHold(conditional.conditions, scope: branch) {
                return try runBody(conditional.body.statements, scope: branch)
            }
            switch conditional.elseBody {
            case .ifExpr(let next): return try evaluate(ExprSyntax(next), scope: scope)
            case .codeBlock(let block): return try runBody(block.statements, scope: Scope(parent: scope))
            case nil: return .void
            }
        case .switchExpr(let switchExpression):
            return try evaluateSwitch(switchExpression, scope: scope)
        default:
            throw EvaluationError("expression '\(expression.trimmedDescription.prefix(40))' is not supported", at: expression)
        }
    }

    /// A string literal with its interpolations evaluated and its escapes decoded.
    func string(_ literal: StringLiteralExprSyntax, scope: Scope) throws -> String {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let plain):
                text += literal.openingPounds == nil ? Self.unescape(plain.content.text) : plain.content.text
            case .expressionSegment(let interpolation):
                guard let expression = interpolation.expressions.first?.expression else { continue }
                text += try describe(try evaluate(expression, scope: scope), at: expression)
            }
        }
        return text
    }

    /// The text `"\(value)"` interpolates.
    func describe(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        switch value {
        case .string(let string): return string
        case .int(let int): return String(int)
        case .double(let double): return String(double)
        case .bool(let bool): return String(bool)
        case .symbol(let name): return name
        case .null: return "nil"
        case .array(let values): return "[" + (try values.map { try describe($0, at: node) }).joined(separator: ", ") + "]"
        default: throw EvaluationError("cannot interpolate a value of type '\(value.kindName)'", at: node)
        }
    }

    private static func unescape(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var escaping = false
        for character in raw {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A name: a local variable, a property or member of `self`, a type, or a built-in constant.
    func resolve(_ reference: DeclReferenceExprSyntax, scope: Scope) throws -> Value {
        var name = reference.baseName.text
        if reference.baseName.tokenKind == .keyword(.self) {
            guard let value = scope.selfValue else { throw EvaluationError("'self' is not available here", at: reference) }
            return value
        }
        // `$binding` passes the binding; previews have no state changes, so its value stands in.
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) { name.removeFirst() }
        if let value = scope.lookup(name) { return value }
        if let instance = scope.selfInstance {
            if let value = instance.properties[name] { return value }
            if instance.type.members[name] != nil { return try member(name, of: instance, at: reference) }
        }
        // Inside a static member, other static members are in scope unqualified (`static let all = [sample]`).
        if case .type(let typeName)? = scope.selfValue, let type = project.index[type: typeName], type.members[name] != nil {
            return try staticMember(name, of: type, at: reference)
        }
        if project.index[type: name] != nil || BuiltinTypes.names.contains(name) { return .type(name) }
        throw EvaluationError("cannot find '\(name)' in scope", at: reference)
    }

    private func subscriptValue(_ subscriptCall: SubscriptCallExprSyntax, scope: Scope) throws -> Value {
        let base = try evaluate(subscriptCall.calledExpression, scope: scope)
        guard case .array(let values) = base, let indexExpression = subscriptCall.arguments.first?.expression,
            case .int(let index) = try evaluate(indexExpression, scope: scope)
        else {
            throw EvaluationError("subscript '\(subscriptCall.trimmedDescription.prefix(40))' is not supported", at: subscriptCall)
        }
        guard values.indices.contains(index) else {
            throw EvaluationError("index \(index) is out of range for an array of \(values.count) elements", at: subscriptCall)
        }
        return values[index]
    }
}
