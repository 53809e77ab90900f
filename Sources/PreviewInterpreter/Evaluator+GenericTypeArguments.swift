import PreviewModel
import SwiftSyntax

/// Inside a generic type's members, each of its generic parameters is the type the value was made with (`T.self` in
/// `Box<Int>().describe()` is `Int`): the type written where it was made, else the one its stored properties show
/// (`Box(items: [2.5])` holds a `[T]` of doubles). A generic function's own parameters are bound per call
/// (Evaluator+GenericBindings).
extension Evaluator {
    /// Keeps the generic arguments a call wrote (`Box<Int>()`) on the instance it made.
    func recordGenericArguments(_ clause: GenericArgumentClauseSyntax, of value: Value) {
        guard case .instance(let instance) = value, instance.genericArguments.isEmpty,
            instance.type.genericParameters.count == clause.arguments.count
        else { return }
        for (parameter, argument) in zip(instance.type.genericParameters, clause.arguments) {
            instance.genericArguments[parameter] = argument.argument.trimmedDescription
        }
    }

    /// The type `name` stands for where it is a generic parameter of the type whose member runs in `scope`; nil
    /// for any other name, or where neither the instance's making, its properties nor the written type of a static
    /// member's access tell.
    func genericArgument(_ name: String, scope: Scope) -> Value? {
        guard let type = scope.selfType, type.genericParameters.contains(name) else { return nil }
        guard let instance = scope.selfInstance else {
            guard let context = staticGenericArguments, context.type == type.name,
                let written = context.arguments[name]
            else { return nil }
            return Self.metatype(written)
        }
        if let written = instance.genericArguments[name] { return Self.metatype(written) }
        for property in instance.type.storedProperties {
            guard let declared = property.type, let value = instance.properties[property.name],
                let bound = Self.boundType(name, declared: declared, holding: value)
            else { continue }
            return Self.metatype(bound)
        }
        return nil
    }

    /// `type`'s name with the generic arguments its static member is being read through, where it is
    /// (`Box<String>`); else its name alone.
    func specializedName(of type: TypeDeclaration) -> String {
        guard let context = staticGenericArguments, context.type == type.name else { return type.name }
        let arguments = type.genericParameters.map { context.arguments[$0] ?? $0 }
        return type.name + "<" + arguments.joined(separator: ", ") + ">"
    }

    /// Evaluates `body`, a static member of the type `base` names, with the generic arguments `expression` writes
    /// on it (`Box<String>.kind`) standing for the type's generic parameters.
    func withStaticGenericArguments<Result>(
        of expression: ExprSyntax, naming base: Value, _ body: () throws -> Result
    ) rethrows -> Result {
        guard let specialized = expression.as(GenericSpecializationExprSyntax.self), case .type(let name) = base,
            let type = userType(name),
            type.genericParameters.count == specialized.genericArgumentClause.arguments.count
        else { return try body() }
        let written = specialized.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
        let outer = staticGenericArguments
        staticGenericArguments = (type.name, Dictionary(zip(type.genericParameters, written)) { first, _ in first })
        defer { staticGenericArguments = outer }
        return try body()
    }

    /// The type a value stored as `declared` gives the generic parameter `name`: a `T`'s own type, a `[T]`'s first
    /// element's, a `T?`'s wrapped value's.
    private static func boundType(_ name: String, declared: TypeSyntax, holding value: Value) -> String? {
        if let identifier = declared.as(IdentifierTypeSyntax.self), identifier.name.bareName == name,
            identifier.genericArgumentClause == nil
        {
            return typeName(of: value)
        }
        if let optional = declared.as(OptionalTypeSyntax.self) {
            if case .null = value { return nil }
            return boundType(name, declared: optional.wrappedType, holding: value)
        }
        if let array = declared.as(ArrayTypeSyntax.self), case .array(let elements) = value, let first = elements.first
        {
            return boundType(name, declared: array.element, holding: first)
        }
        return nil
    }
}
