import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// `left token right` by a static operator function of either operand's type (`static func + (lhs: Vector,
    /// rhs: Vector)`), or by one Swift derives from it: `>`, `<=` and `>=` from `Comparable`'s `<`, `!=` from
    /// `==`. Nil when neither operand's type declares one.
    func userOperator(_ token: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value? {
        for type in [operatorType(of: left), operatorType(of: right)].compactMap({ $0 }) {
            if let result = try callOperator(token, in: type, [left, right], at: node) { return result }
            switch token {
            case ">":
                if let result = try callOperator("<", in: type, [right, left], at: node) { return result }
            case "<=":
                if let result = try callOperator("<", in: type, [right, left], at: node) { return .bool(!(try truth(result, at: node))) }
            case ">=":
                if let result = try callOperator("<", in: type, [left, right], at: node) { return .bool(!(try truth(result, at: node))) }
            case "!=":
                if let result = try callOperator("==", in: type, [left, right], at: node) { return .bool(!(try truth(result, at: node))) }
            default:
                break
            }
        }
        return nil
    }

    /// `token operand` by a static prefix operator function of the operand's type (`static prefix func -`).
    func userPrefixOperator(_ token: String, _ operand: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let type = operatorType(of: operand) else { return nil }
        return try callOperator(token, in: type, [operand], at: node)
    }

    /// The project type whose operators apply to `value`.
    private func operatorType(of value: Value) -> TypeDeclaration? {
        switch value {
        case .instance(let instance): return instance.type
        case .enumCase(let value): return userType(value.typeName)
        default: return nil
        }
    }

    private func callOperator(_ token: String, in type: TypeDeclaration, _ operands: [Value], at node: some SyntaxProtocol) throws -> Value? {
        let overloads = findOverloads(token, in: type).filter { function in
            function.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                && function.signature.parameterClause.parameters.count == operands.count
        }
        guard !overloads.isEmpty else { return nil }
        let expression = Syntax(node).as(ExprSyntax.self) ?? ExprSyntax(NilLiteralExprSyntax())
        let arguments = operands.map { Argument(label: nil, value: $0, node: expression) }
        for function in overloads {
            if let result = try invokeIfBinds(
                function, selfValue: .type(type.name), type: type, arguments: arguments, at: node, ignoringLabels: true)
            {
                return result
            }
        }
        return nil
    }
}
