import SwiftSyntax

/// A stored instance property: what a memberwise initialiser takes, in declaration order.
package struct StoredProperty: @unchecked Sendable {
    package var name: String
    package var type: TypeSyntax?
    /// The default value, if any (`var count = 0`, `@State private var on = true`).
    package var initializer: ExprSyntax?
    package var isLet: Bool
    /// The property wrapper's name without `@` (`State`, `Binding`, `Environment`), if any.
    package var wrapper: String?
    /// The wrapper attribute, for wrappers that take arguments (`@Environment(\.colorScheme)`).
    package var wrapperAttribute: AttributeSyntax?
    package var declaration: VariableDeclSyntax
}

/// A member found by name: a computed property, a static stored property or a function.
package enum MemberDeclaration: @unchecked Sendable {
    /// A computed property's getter statements.
    case computed(CodeBlockItemListSyntax, isStatic: Bool, declaration: VariableDeclSyntax)
    /// A static stored property with its initial value.
    case staticStored(ExprSyntax?, declaration: VariableDeclSyntax)
    case function(FunctionDeclSyntax, isStatic: Bool)
    /// An enum case (`case compact`), usable as a value.
    case enumCase(EnumCaseElementSyntax)
}

/// Everything the project declares under one type name, merged across the type and its extensions.
package struct TypeDeclaration: @unchecked Sendable {
    // @unchecked: holds immutable swift-syntax nodes only.
    package enum Kind: String, Sendable {
        case `struct`, `enum`, `class`, `actor`
    }

    package var name: String
    package var kind: Kind
    /// The file of the primary declaration.
    package var file: String
    /// Every file that declares part of the type (its declaration and extensions).
    package var files: Set<String>
    package var conformances: Set<String>
    package var storedProperties: [StoredProperty] = []
    package var members: [String: MemberDeclaration] = [:]
    package var initializers: [InitializerDeclSyntax] = []
    /// The initialisers' files, parallel to `initializers`.
    package var initializerFiles: [String] = []
    package var genericParameters: [String] = []
    /// Whether the primary declaration's own body declares an initialiser (initialisers in extensions do not count).
    package var declaresInitializerInBody = false

    package var isView: Bool { conformances.contains("View") || members["body"] != nil }
    package var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }
    /// Whether Swift synthesises a memberwise initialiser: structs keep it unless their own body declares an
    /// initialiser, so `extension Card { init(…) }` adds to it rather than replacing it.
    package var hasMemberwiseInitializer: Bool { kind == .struct && !declaresInitializerInBody }

    package func storedProperty(named name: String) -> StoredProperty? {
        storedProperties.first { $0.name == name }
    }
}
