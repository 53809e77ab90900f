import PreviewLanguage
import PreviewModel
import SwiftSyntax

/// The types a call binds a generic function's parameters to, as Swift infers them: from an argument written for a
/// parameter of that type (`to: String.self` for `T.Type`, `value` for `T`, `[value]` for `[T]`) or from the type the
/// call's result is stored as (`let first: Int? = first(of: values)` for a result `T?`). Inside the body the
/// parameter's name is that type, so `value as? T` and `value is T` hold only for values of it.
extension Evaluator {
    /// Evaluates `expression` whose value is stored as `type` (an annotated variable or property): a generic
    /// function it calls binds its result's type parameters to that type.
    func evaluate(_ expression: ExprSyntax, scope: Scope, storedAs type: TypeSyntax?) throws -> Value {
        guard let type else { return try evaluate(expression, scope: scope) }
        // `try load()`, `await fetch()`: the call inside is what the result type binds.
        var call = expression
        while true {
            if let inner = call.as(TryExprSyntax.self)?.expression ?? call.as(AwaitExprSyntax.self)?.expression {
                call = inner
            } else {
                break
            }
        }
        let outer = resultTypeContext
        resultTypeContext = (call.id, type)
        defer { resultTypeContext = outer }
        return try evaluate(expression, scope: scope)
    }

    /// Each of `function`'s generic parameters that the call (`node`, its bound arguments and the type its result
    /// is stored as) fixes, by name.
    func genericBindings(
        of function: FunctionDeclSyntax, _ bound: [BoundArgument], at node: some SyntaxProtocol
    ) -> [String: String] {
        let generics = Signature.genericNames(function.genericParameterClause)
        guard !generics.isEmpty else { return [:] }
        var bindings: [String: String] = [:]
        for (parameter, binding) in zip(function.signature.parameterClause.parameters, bound) {
            guard case .value(let argument) = binding else { continue }
            Self.bind(parameter.type, to: argument.value, generics: generics, into: &bindings)
        }
        guard let result = function.signature.returnClause?.type else { return bindings }
        if let context = resultTypeContext, context.expression == Syntax(node).id {
            Self.bind(result, toType: context.type, generics: generics, into: &bindings)
        } else if let context = semantics.contextualType(of: node) {
            // Where the result goes otherwise: a property or variable assigned, a typed parameter, a `return`.
            Self.bind(result, toStatic: context, generics: generics, into: &bindings)
        }
        return bindings
    }

    /// Binds the generic parameters `written` mentions from an argument's value.
    private static func bind(
        _ written: TypeSyntax, to value: Value, generics: Set<String>, into bindings: inout [String: String]
    ) {
        if let attributed = written.as(AttributedTypeSyntax.self) {
            return bind(attributed.baseType, to: value, generics: generics, into: &bindings)
        }
        // `_ type: T.Type? = nil`, `_ value: T?`: a value given binds what the optional wraps.
        if let optional = written.as(OptionalTypeSyntax.self) {
            if case .null = value { return }
            return bind(optional.wrappedType, to: value, generics: generics, into: &bindings)
        }
        if let metatype = written.as(MetatypeTypeSyntax.self), let name = genericName(metatype.baseType, generics),
            let bound = metatypeName(value), !generics.contains(bound)
        {
            bindings[name] = bindings[name] ?? bound
        } else if let name = genericName(written, generics), let bound = typeName(of: value) {
            bindings[name] = bindings[name] ?? bound
        } else if let array = written.as(ArrayTypeSyntax.self), let name = genericName(array.element, generics),
            case .array(let elements) = value, let first = elements.first, let bound = typeName(of: first)
        {
            bindings[name] = bindings[name] ?? bound
        }
    }

    /// Binds the generic parameters of a result type `written` from the type `stored` its value is stored as.
    private static func bind(
        _ written: TypeSyntax, toType stored: TypeSyntax, generics: Set<String>, into bindings: inout [String: String]
    ) {
        if let name = genericName(written, generics) {
            if let bound = Signature.nominalName(of: stored), !generics.contains(bound) {
                bindings[name] = bindings[name] ?? bound
            } else if let array = stored.as(ArrayTypeSyntax.self),
                let element = Signature.nominalName(of: array.element), !generics.contains(element)
            {
                // `let items: [Item] = decode(json)` for a result `T`: T is the array type.
                bindings[name] = bindings[name] ?? "[" + element + "]"
            }
        } else if let optional = written.as(OptionalTypeSyntax.self) {
            let wrapped = stored.as(OptionalTypeSyntax.self)?.wrappedType ?? stored
            bind(optional.wrappedType, toType: wrapped, generics: generics, into: &bindings)
        } else if let array = written.as(ArrayTypeSyntax.self), let storedArray = stored.as(ArrayTypeSyntax.self) {
            bind(array.element, toType: storedArray.element, generics: generics, into: &bindings)
        }
    }

    /// Binds the generic parameters of a result type `written` from the static type `given` its context gives it.
    private static func bind(
        _ written: TypeSyntax, toStatic given: StaticType, generics: Set<String>, into bindings: inout [String: String]
    ) {
        if let name = genericName(written, generics) {
            switch given {
            case .nominal(let bound, _) where !generics.contains(bound): bindings[name] = bindings[name] ?? bound
            // `items = decode(json)` for a result `T`, `items` an `[Item]`: T is the array type.
            case .array(.nominal(let element, _)) where !generics.contains(element):
                bindings[name] = bindings[name] ?? "[" + element + "]"
            default: break
            }
        } else if let optional = written.as(OptionalTypeSyntax.self) {
            bind(optional.wrappedType, toStatic: given.unwrapped, generics: generics, into: &bindings)
        } else if let array = written.as(ArrayTypeSyntax.self), case .array(let element) = given.unwrapped {
            bind(array.element, toStatic: element, generics: generics, into: &bindings)
        }
    }

    /// The generic parameter `type` names by itself (`T`, not `T?` or `[T]`).
    private static func genericName(_ type: TypeSyntax, _ generics: Set<String>) -> String? {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
            generics.contains(identifier.name.bareName)
        else { return nil }
        return identifier.name.bareName
    }

    /// The type a metatype value names: `Item.self`'s, or the array type of `[Item].self`, which evaluates to the
    /// one-element literal of its element's metatype.
    static func metatypeName(_ value: Value) -> String? {
        switch value {
        case .type(let name): return name
        case .array(let elements) where elements.count == 1: return metatypeName(elements[0]).map { "[" + $0 + "]" }
        default: return nil
        }
    }

    /// The type of a value an argument passes, where it is known exactly: an array's is its elements' when they
    /// all agree (`[Double]` for `[1.5]`).
    static func typeName(of value: Value) -> String? {
        switch value {
        case .array(let elements):
            guard let first = elements.first.flatMap(typeName(of:)),
                elements.allSatisfy({ typeName(of: $0) == first })
            else { return nil }
            return "[" + first + "]"
        case .int: return "Int"
        case .double: return "Double"
        case .fixedWidthInteger(_, let type): return type.name
        case .float: return "Float"
        case .string: return "String"
        case .bool: return "Bool"
        case .instance(let instance): return instance.type.name
        case .enumCase(let value): return value.typeName
        default: return nil
        }
    }

    /// The value a generic parameter bound to `type` holds: the type, or for an array type (`[Item]`) the one-element
    /// literal of its element that `[Item].self` evaluates to.
    static func metatype(_ type: String) -> Value {
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return .type(type) }
        return .array([metatype(String(type.dropFirst().dropLast()))])
    }

    /// The type a cast's written type stands for where it is evaluated: a bound generic parameter is its type.
    func castType(_ type: TypeSyntax, scope: Scope) -> TypeSyntax {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
            case .type(let bound)? = scope.lookup(identifier.name.bareName), bound != identifier.name.bareName
        else { return type }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(bound)))
    }
}
