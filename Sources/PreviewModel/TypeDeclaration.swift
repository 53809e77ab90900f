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

    /// Whether a memberwise initialiser leaves this property out: SwiftUI's wrappers that make their own value
    /// (`@EnvironmentObject var model: Model`, `@FocusState var focus: Field?`) are never passed by callers, and
    /// neither is a property the wrapper attribute's own arguments make (`@Clamped(1...10) var level: Int`,
    /// `@UserDefault("key") var name: String`), which Swift's memberwise initialiser takes only as an optional
    /// argument of the wrapper's type.
    package var isLeftOutOfMemberwiseInitializer: Bool {
        if let wrapper, Self.selfInitializingWrappers.contains(wrapper) { return true }
        return wrapperAttribute?.arguments != nil && initializer == nil
    }

    /// Whether the memberwise initialiser still takes the property, as its wrapper (`Bar(isFocused: _isFocused)`):
    /// a wrapper that makes itself with `init()` and has no `init(wrappedValue:)` is a defaulted parameter of the
    /// wrapper's type. Nothing has focus in a still frame and a namespace is only an identity, so previews keep
    /// the property's own value whatever is passed.
    package var takesItsWrapperInMemberwiseInitializer: Bool {
        guard let wrapper, wrapperAttribute?.arguments == nil, initializer == nil else { return false }
        return wrapper == "FocusState" || wrapper == "AccessibilityFocusState" || wrapper == "Namespace"
    }

    private static let selfInitializingWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState", "AppStorage", "SceneStorage",
        "Query", "FetchRequest",
    ]

    /// Whether the property's value comes from a wrapper attribute with arguments that is neither SwiftUI's nor
    /// Observation's (`@ObservedResults(Book.self) var books` from a database library): previews cannot make it.
    /// A project's own wrappers are told apart by the caller, which knows the project's types.
    package var isMadeByLibraryWrapper: Bool {
        guard let wrapper, wrapperAttribute?.arguments != nil, initializer == nil else { return false }
        return !Self.swiftUIWrappers.contains(wrapper)
    }

    /// SwiftUI's and Observation's property wrappers and attributes, which previewd evaluates.
    private static let swiftUIWrappers: Set<String> = selfInitializingWrappers.union([
        "State", "StateObject", "ObservedObject", "Binding", "Bindable", "Published", "ScaledMetric",
        "FocusedValue", "FocusedBinding", "FocusedObject", "AccessibilityFocusState", "UIApplicationDelegateAdaptor",
        "Entry", "ViewBuilder",
    ])
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

    /// Of two members declared with one name, the one a type's `members` keeps: the first, but never an enum case
    /// over a property or method, which a case with a payload may be named like (`case error(Error)` beside
    /// `var error: Error?`): `state.error` means the property, and a call of the case finds it in `enumCases`.
    package static func kept(_ first: MemberDeclaration, _ second: MemberDeclaration) -> MemberDeclaration {
        if case .enumCase = first { return second }
        return first
    }
}

/// Everything the project declares under one type name, merged across the type and its extensions.
///
/// A value, kept behind one reference that is copied when written (`Storage`): the interpreter holds a type in
/// every scope and instance it makes and passes types around by value, and a copy of sixteen fields retained and
/// released a dozen references each time.
package struct TypeDeclaration: @unchecked Sendable {
    // @unchecked: holds immutable swift-syntax nodes only.
    package enum Kind: String, Sendable {
        case `struct`, `enum`, `class`, `actor`, `protocol`
        /// Only extensions were seen: the type itself is SwiftUI's or Foundation's (`extension Color { … }`).
        case `extension`
    }

    /// The fields, shared by copies until one of them is written.
    private final class Storage {
        var name: String
        var kind: Kind
        var file: String
        var files: Set<String>
        var conformances: Set<String>
        var storedProperties: [StoredProperty] = []
        var members: [String: MemberDeclaration] = [:]
        var overloads: [String: [FunctionDeclSyntax]] = [:]
        var initializers: [InitializerDeclSyntax] = []
        var subscripts: [SubscriptDeclSyntax] = []
        var initializerFiles: [String] = []
        var genericParameters: [String] = []
        var enumCases: [EnumCaseElementSyntax] = []
        var rawType: String?
        var declaresInitializerInBody: Bool = false
        var parent: String?

        init(name: String, kind: Kind, file: String, files: Set<String>, conformances: Set<String>) {
            self.name = name
            self.kind = kind
            self.file = file
            self.files = files
            self.conformances = conformances
        }

        func copy() -> Storage {
            let copy = Storage(name: name, kind: kind, file: file, files: files, conformances: conformances)
            copy.storedProperties = storedProperties
            copy.members = members
            copy.overloads = overloads
            copy.initializers = initializers
            copy.subscripts = subscripts
            copy.initializerFiles = initializerFiles
            copy.genericParameters = genericParameters
            copy.enumCases = enumCases
            copy.rawType = rawType
            copy.declaresInitializerInBody = declaresInitializerInBody
            copy.parent = parent
            return copy
        }
    }

    private var storage: Storage

    package init(name: String, kind: Kind, file: String, files: Set<String>, conformances: Set<String>) {
        storage = Storage(name: name, kind: kind, file: file, files: files, conformances: conformances)
    }

    /// Which declaration this is, as long as it is not written: copies share it, so a cache of what was found in a
    /// type for the length of an evaluation (while the project does not change) can be keyed by it.
    package var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// Copies the storage first if another value shares it: it is about to be written.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    package var name: String {
        _read { yield storage.name }
        _modify {
            makeUnique()
            yield &storage.name
        }
    }

    package var kind: Kind {
        _read { yield storage.kind }
        _modify {
            makeUnique()
            yield &storage.kind
        }
    }

    /// The file of the primary declaration.
    package var file: String {
        _read { yield storage.file }
        _modify {
            makeUnique()
            yield &storage.file
        }
    }

    /// Every file that declares part of the type (its declaration and extensions).
    package var files: Set<String> {
        _read { yield storage.files }
        _modify {
            makeUnique()
            yield &storage.files
        }
    }

    package var conformances: Set<String> {
        _read { yield storage.conformances }
        _modify {
            makeUnique()
            yield &storage.conformances
        }
    }

    package var storedProperties: [StoredProperty] {
        _read { yield storage.storedProperties }
        _modify {
            makeUnique()
            yield &storage.storedProperties
        }
    }

    /// Members by name; a function name maps to its first overload (all overloads are in `overloads`).
    package var members: [String: MemberDeclaration] {
        _read { yield storage.members }
        _modify {
            makeUnique()
            yield &storage.members
        }
    }

    /// Every method overload by name, in declaration order.
    package var overloads: [String: [FunctionDeclSyntax]] {
        _read { yield storage.overloads }
        _modify {
            makeUnique()
            yield &storage.overloads
        }
    }

    package var initializers: [InitializerDeclSyntax] {
        _read { yield storage.initializers }
        _modify {
            makeUnique()
            yield &storage.initializers
        }
    }

    /// `subscript(…)` declarations, in declaration order (overloads are told apart by their parameters).
    package var subscripts: [SubscriptDeclSyntax] {
        _read { yield storage.subscripts }
        _modify {
            makeUnique()
            yield &storage.subscripts
        }
    }

    /// The initialisers' files, parallel to `initializers`.
    package var initializerFiles: [String] {
        _read { yield storage.initializerFiles }
        _modify {
            makeUnique()
            yield &storage.initializerFiles
        }
    }

    package var genericParameters: [String] {
        _read { yield storage.genericParameters }
        _modify {
            makeUnique()
            yield &storage.genericParameters
        }
    }

    /// Enum cases in declaration order (`allCases`). Kept apart from `members`: a case with a payload may share its
    /// name with a property (`case title(String)` beside `var title: String`), and a call means the case.
    package var enumCases: [EnumCaseElementSyntax] {
        _read { yield storage.enumCases }
        _modify {
            makeUnique()
            yield &storage.enumCases
        }
    }

    package var caseNames: [String] { enumCases.map { $0.name.bareName } }

    /// `enum E: String`/`Int`: the raw value type's name.
    package var rawType: String? {
        _read { yield storage.rawType }
        _modify {
            makeUnique()
            yield &storage.rawType
        }
    }

    /// Whether the primary declaration's own body declares an initialiser (initialisers in extensions do not count).
    package var declaresInitializerInBody: Bool {
        _read { yield storage.declaresInitializerInBody }
        _modify {
            makeUnique()
            yield &storage.declaresInitializerInBody
        }
    }

    /// The enclosing type for a nested type (`Outer` of `Outer.Inner`).
    package var parent: String? {
        _read { yield storage.parent }
        _modify {
            makeUnique()
            yield &storage.parent
        }
    }

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
