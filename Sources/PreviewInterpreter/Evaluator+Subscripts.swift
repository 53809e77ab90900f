import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// `instance[key]` (with `setting`: `instance[key] = value`) through a `subscript` the instance's type
    /// declares: the first whose parameters the keys bind to, run with `self` the instance, its getter's result
    /// taking the declared element type. Nil when no subscript binds.
    func userSubscript(
        of instance: Instance, _ keys: [Value], setting newValue: Value? = nil, at node: some SyntaxProtocol
    ) throws -> Value? {
        for declaration in instance.type.subscripts {
            var signature = signature(
                of: declaration.parameterClause, generics: declaration.genericParameterClause, in: instance.type)
            // Subscript parameters have no argument labels unless they name one; keys bind by position.
            for index in signature.parameters.indices { signature.parameters[index].label = nil }
            let arguments = keys.map { Argument(label: nil, value: $0, node: ExprSyntax(NilLiteralExprSyntax())) }
            guard let bound = Binder.bind(arguments, to: signature, fits: fits), let block = declaration.accessorBlock
            else { continue }
            touch(instance.type)
            return try nested(node) {
                let scope = Scope(selfValue: .instance(instance), selfType: instance.type)
                try define(signature, bound, in: scope, at: node)
                guard let newValue else {
                    let result = try runBody(block.getter ?? CodeBlockItemListSyntax([]), scope: scope)
                    return try coerceIfPossible(result, to: declaration.returnClause.type, at: node)
                }
                guard case .accessors(let accessors) = block.accessors,
                    let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
                    let body = setter.body
                else {
                    throw EvaluationError("the subscript of '\(instance.type.name)' cannot be assigned to", at: node)
                }
                scope.define(setter.parameters?.name.bareName ?? "newValue", newValue)
                _ = try runBody(body.statements, scope: scope)
                return .void
            }
        }
        return nil
    }

    /// `codes[safe: 0]`: a labelled subscript a project's extension gives a standard library type (`extension
    /// Array { subscript(safe index: Index) -> Element? }`), run with `self` the value. The standard library's own
    /// subscripts take no label (but `keyPath:` and `default:`), so a label says the project's is meant. Nil when
    /// no extension subscript binds.
    func extensionSubscript(of base: Value, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        for typeName in Self.builtinTypeNames(of: base) {
            guard let type = indexedType(typeName), !type.subscripts.isEmpty else { continue }
            for declaration in type.subscripts {
                var signature = signature(
                    of: declaration.parameterClause, generics: declaration.genericParameterClause, in: type)
                // A subscript's parameter has a label only where it is written with two names (`safe index`).
                for (index, parameter) in declaration.parameterClause.parameters.enumerated()
                where parameter.secondName == nil {
                    signature.parameters[index].label = nil
                }
                guard let bound = Binder.bind(arguments, to: signature, fits: fits),
                    let block = declaration.accessorBlock
                else { continue }
                touch(type)
                return try nested(node) {
                    let scope = Scope(selfValue: base, selfType: type)
                    try define(signature, bound, in: scope, at: node)
                    let result = try runBody(block.getter ?? CodeBlockItemListSyntax([]), scope: scope)
                    return try coerceIfPossible(result, to: declaration.returnClause.type, at: node)
                }
            }
        }
        return nil
    }
}
