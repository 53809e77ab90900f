import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// `value[keys]` (with `setting`: `value[keys] = newValue`) through a `subscript` the project declares: in its
    /// own type (`grid[2, 3]`, `self` the instance) or in an extension of a standard library type
    /// (`codes[safe: 0]` on `extension Array { subscript(safe index: Index) -> Element? }`, `self` the value).
    /// The first subscript of `value`'s types whose parameters the arguments bind to runs; a parameter takes a
    /// label only where it is written with two names (`safe index`), as in Swift. The getter's result takes the
    /// declared element type. A setter changes an instance in place; on a value of a standard library type it
    /// changes `self`, which comes back as `updatedSelf` for the caller to store where the value is held. Nil when
    /// no subscript binds.
    func declaredSubscript(
        of value: Value, _ arguments: [Argument], setting newValue: Value? = nil, at node: some SyntaxProtocol
    ) throws -> (result: Value, updatedSelf: Value)? {
        for type in subscriptDeclaringTypes(of: value) {
            for declaration in type.subscripts {
                var signature = signature(
                    of: declaration.parameterClause, generics: declaration.genericParameterClause, in: type)
                for (index, parameter) in declaration.parameterClause.parameters.enumerated()
                where parameter.secondName == nil {
                    signature.parameters[index].label = nil
                }
                guard let bound = Binder.bind(arguments, to: signature, fits: fits),
                    let block = declaration.accessorBlock
                else { continue }
                touch(type)
                return try nested(node) {
                    let scope = Scope(selfValue: value, selfType: type)
                    try define(signature, bound, in: scope, at: node)
                    guard let newValue else {
                        let result = try runBody(block.getter ?? CodeBlockItemListSyntax([]), scope: scope)
                        return (try coerceIfPossible(result, to: declaration.returnClause.type, at: node), value)
                    }
                    guard case .accessors(let accessors) = block.accessors,
                        let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
                        let body = setter.body
                    else {
                        throw EvaluationError("the subscript of '\(type.name)' cannot be assigned to", at: node)
                    }
                    scope.define(setter.parameters?.name.bareName ?? "newValue", newValue)
                    _ = try runBody(body.statements, scope: scope)
                    return (.void, scope.selfValue ?? value)
                }
            }
        }
        return nil
    }

    /// The project types whose subscripts apply to `value`: an instance's own type, or the extended standard
    /// library types and protocols a built-in value is.
    private func subscriptDeclaringTypes(of value: Value) -> [TypeDeclaration] {
        if case .instance(let instance) = value { return [instance.type] }
        return Self.builtinTypeNames(of: value).compactMap { name in
            indexedType(name).flatMap { $0.subscripts.isEmpty ? nil : $0 }
        }
    }
}

extension Evaluator {
    /// Whether `base[…]`, its first argument labelled `firstLabel`, means a subscript the project declares: any
    /// on an instance of a project type but `[keyPath:]`; on a standard library value only a labelled one, as the
    /// library's own subscripts take no label (but `keyPath:` and `default:`).
    static func meansDeclaredSubscript(of base: Value, firstLabel: String?) -> Bool {
        if case .instance = base { return firstLabel != "keyPath" }
        guard let firstLabel else { return false }
        return firstLabel != "keyPath" && firstLabel != "default"
    }

    /// The arguments of `base[…]` with their labels, for binding to a declared subscript's parameters.
    func subscriptArguments(_ subscriptCall: SubscriptCallExprSyntax, _ keys: [Value]) -> [Argument] {
        zip(subscriptCall.arguments, keys).map { Argument(label: $0.label?.text, value: $1, node: $0.expression) }
    }
}
