package import SwiftSyntax

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
    /// `lazy var`: evaluated on first read rather than at initialisation.
    package var isLazy: Bool = false
}

/// A member found by name: a computed property, a static stored property, a function or an enum case.
package enum MemberDeclaration: @unchecked Sendable {
    /// A computed property's getter statements.
    case computed(CodeBlockItemListSyntax, isStatic: Bool, declaration: VariableDeclSyntax)
    /// A static stored property with its initial value.
    case staticStored(ExprSyntax?, declaration: VariableDeclSyntax)
    /// A method; overloads share a name and are told apart by their labels.
    case function(FunctionDeclSyntax, isStatic: Bool)
    /// An enum case (`case compact`, `case loaded(items: [Item])`), usable as a value.
    case enumCase(EnumCaseElementSyntax)

    package var isStatic: Bool {
        switch self {
        case .computed(_, let isStatic, _), .function(_, let isStatic): return isStatic
        case .staticStored, .enumCase: return true
        }
    }
}

/// Everything the project declares under one type name, merged across the type and its extensions.
package struct TypeDeclaration: @unchecked Sendable {
    // @unchecked: holds immutable swift-syntax nodes only.
    package enum Kind: String, Sendable {
        case `struct`, `enum`, `class`, `actor`, `protocol`
        /// Only extensions were seen: the type itself is SwiftUI's or Foundation's (`extension Color { … }`).
        case `extension`
    }

    package var name: String
    package var kind: Kind
    /// The file of the primary declaration.
    package var file: String
    /// Every file that declares part of the type (its declaration and extensions).
    package var files: Set<String>
    package var conformances: Set<String>
    package var storedProperties: [StoredProperty] = []
    /// Members by name; a function name maps to its first overload (all overloads are in `overloads`).
    package var members: [String: MemberDeclaration] = [:]
    /// Every method overload by name, in declaration order.
    package var overloads: [String: [FunctionDeclSyntax]] = [:]
    package var initializers: [InitializerDeclSyntax] = []
    /// `subscript(…)` declarations, in declaration order (overloads are told apart by their parameters).
    package var subscripts: [SubscriptDeclSyntax] = []
    /// The initialisers' files, parallel to `initializers`.
    package var initializerFiles: [String] = []
    package var genericParameters: [String] = []
    /// Enum cases in declaration order (`allCases`). Kept apart from `members`: a case with a payload may share its
    /// name with a property (`case title(String)` beside `var title: String`), and a call means the case.
    package var enumCases: [EnumCaseElementSyntax] = []
    package var caseNames: [String] { enumCases.map { $0.name.bareName } }
    /// `enum E: String`/`Int`: the raw value type's name.
    package var rawType: String?
    /// Whether the primary declaration's own body declares an initialiser (initialisers in extensions do not count).
    package var declaresInitializerInBody = false
    /// The enclosing type for a nested type (`Outer` of `Outer.Inner`).
    package var parent: String?

    package var isView: Bool {
        conformances.contains("View") || members["body"] != nil && kind != .extension
    }
    /// A view that wraps a UIKit or AppKit view or view controller: its pixels come from a framework previews
    /// cannot run. Matched by suffix, because multiplatform projects conform through their own typealias
    /// (`typealias ViewControllerRepresentable = UIViewControllerRepresentable` under `#if os(iOS)`).
    package var isPlatformViewRepresentable: Bool {
        conformances.contains { $0.hasSuffix("ViewRepresentable") || $0.hasSuffix("ViewControllerRepresentable") }
    }
    package var isClass: Bool { kind == .class || kind == .actor }
    /// Whether Swift synthesises a memberwise initialiser: structs keep it unless their own body declares an
    /// initialiser, so `extension Card { init(…) }` adds to it rather than replacing it.
    package var hasMemberwiseInitializer: Bool { kind == .struct && !declaresInitializerInBody }

    package func enumCase(named name: String) -> EnumCaseElementSyntax? {
        enumCases.first { $0.name.bareName == name }
    }

    package func storedProperty(named name: String) -> StoredProperty? {
        storedProperties.first { $0.name == name }
    }
}
