package import SwiftSyntax

/// What the built-in library declares, asked without depending on it: the language core knows Swift, and a
/// library such as SwiftUI is described to it by these answers.
package struct BuiltinLibrary: Sendable {
    /// The protocol whose extension methods apply to any value a chain of calls builds (SwiftUI's `View`):
    /// its methods are the library's modifiers, it has no static members of its own, and any value of it may
    /// be passed where it is taken.
    package var modifierProtocol: String
    /// Whether `name` is a type the interpreter knows (`Color`, `Date`, `Double`).
    package var isType: @Sendable (String) -> Bool
    /// The type of a built-in static member (`Double.pi`: `Double`), if there is one.
    package var staticMemberType: @Sendable (_ type: String, _ member: String) -> StaticType?
    /// The parameter lists of a built-in type's initialisers (`Text(_ date: Date, style: Text.DateStyle)`).
    package var initializers: @Sendable (_ type: String) -> [FunctionParameterClauseSyntax]
    /// The parameter lists of a view modifier (`font(_ font: Font?)`).
    package var modifiers: @Sendable (_ name: String) -> [FunctionParameterClauseSyntax]
    /// The type of one of the library's environment values (`horizontalSizeClass`: `UserInterfaceSizeClass?`),
    /// which an `@Environment(\.key)` property written without a type has.
    package var environmentValueType: @Sendable (_ key: String) -> StaticType?

    package init(
        modifierProtocol: String, isType: @escaping @Sendable (String) -> Bool,
        staticMemberType: @escaping @Sendable (_ type: String, _ member: String) -> StaticType?,
        initializers: @escaping @Sendable (_ type: String) -> [FunctionParameterClauseSyntax],
        modifiers: @escaping @Sendable (_ name: String) -> [FunctionParameterClauseSyntax],
        environmentValueType: @escaping @Sendable (_ key: String) -> StaticType? = { _ in nil }
    ) {
        self.modifierProtocol = modifierProtocol
        self.isType = isType
        self.staticMemberType = staticMemberType
        self.initializers = initializers
        self.modifiers = modifiers
        self.environmentValueType = environmentValueType
    }
}
