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
    /// for any other name, or where neither the instance's making nor its properties tell.
    func genericArgument(_ name: String, scope: Scope) -> Value? {
        guard let type = scope.selfType, type.genericParameters.contains(name), let instance = scope.selfInstance
        else { return nil }
        if let written = instance.genericArguments[name] { return .type(written) }
        for property in instance.type.storedProperties {
            guard let declared = property.type, let value = instance.properties[property.name],
                let bound = Self.boundType(name, declared: declared, holding: value)
            else { continue }
            return .type(bound)
        }
        return nil
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
