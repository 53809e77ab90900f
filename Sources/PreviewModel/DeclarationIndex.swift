import SwiftIfConfig
package import SwiftSyntax

/// An index of what the project declares across all files, in the active `#if` branches of an iOS debug build:
/// types (top-level ones by their names, nested ones by their qualified names only), extensions, top-level
/// functions and top-level variables.
///
/// One folder often holds several targets (an iOS app, its macOS and watchOS siblings) that declare the same type
/// names. Each such declaration is kept as a *variant*; `type(_:near:)` picks the one whose file is closest to
/// the file asking (the preview's target), so a macOS preview of `ContentView` gets the macOS `ContentView`.
package struct DeclarationIndex: @unchecked Sendable {
    /// Every variant of each type name, in the order first seen.
    package private(set) var variants: [String: [TypeDeclaration]] = [:]
    /// Top-level functions by name, every overload.
    package private(set) var functions: [String: [(FunctionDeclSyntax, file: String)]] = [:]
    /// Top-level `let`/`var` by name: their initial value (or getter) and file.
    package private(set) var globals: [String: GlobalVariable] = [:]
    /// `typealias` targets by name (nested ones by qualified name), without generic arguments:
    /// `KeyWidth` → `KeyConstants.Width`, `Money` → `Double`.
    package private(set) var aliases: [String: String] = [:]
    /// The simple names of the `typealias`es nested in types (`Width` of `KeyConstants.Width`): a name no nested
    /// alias has needs no walk through the types enclosing the code that writes it.
    package private(set) var nestedAliasNames: Set<String> = []
    /// The simple names of the types nested in other types (`URLImage` of `Message.Image.URLImage`). A nested type is
    /// indexed only by its qualified names: its simple name finds it only where Swift sees it, in its parent's
    /// declarations and extensions (`lexicalNestedType(_:writtenAt:near:)`), never from other code.
    package private(set) var nestedTypeNames: Set<String> = []
    /// Names of `typealias`es of function types (nested ones by qualified name): `typealias Action = () -> Void`
    /// makes `action: Action?` a parameter a trailing closure is passed to.
    package private(set) var functionAliases: Set<String> = []
    /// `typealias`es of array and dictionary types, with the type as written: `Properties` → `[Key: Any]`, so
    /// `Properties()` makes an empty dictionary (nested ones by qualified name).
    package private(set) var collectionAliases: [String: String] = [:]
    /// The name of every member and method any type or extension declares (`TypeDeclaration.members` and
    /// `overloads`): a name none declares is no type's member, whatever type is asked, so a question that would
    /// look through every type for one is answered without the walk.
    package private(set) var memberNames: Set<String> = []

    package init(files: some Sequence<SourceFile>) {
        self.init(declarations: files.map(FileDeclarations.init))
    }

    /// The index of files whose declarations were already collected, in the order given (which decides the
    /// order of variants and overloads, so pass them sorted by path).
    package init(declarations: some Sequence<FileDeclarations>) {
        for file in declarations {
            for (partial, isExtension) in file.types {
                if partial.parent != nil && !partial.name.contains(".") {
                    nestedTypeNames.insert(partial.name)
                } else {
                    merge(partial, isExtension: isExtension)
                }
            }
            for (name, function) in file.functions { functions[name, default: []].append((function, file.path)) }
            for global in file.globals where globals[global.name] == nil { globals[global.name] = global }
            for (name, target) in file.aliases where aliases[name] == nil {
                aliases[name] = target
                if let dot = name.lastIndex(of: ".") {
                    nestedAliasNames.insert(String(name[name.index(after: dot)...]))
                }
            }
            functionAliases.formUnion(file.functionAliases)
            for (name, target) in file.collectionAliases where collectionAliases[name] == nil {
                collectionAliases[name] = target
            }
        }
        resolveNestedConformances()
        for type in variants.values.joined() {
            memberNames.formUnion(type.members.keys)
            memberNames.formUnion(type.overloads.keys)
        }
    }

    /// The first variant of a type name (the only one in a single-target project).
    package subscript(type name: String) -> TypeDeclaration? { variants[canonicalName(name)]?.first }

    /// The name a type is declared under: `name` itself, or what the project's `typealias`es make of it (followed a
    /// few levels, so a cycle of aliases ends).
    package func canonicalName(_ name: String) -> String {
        var current = name
        for _ in 0..<8 {
            guard variants[current] == nil, let target = aliases[current] else { return current }
            current = target
        }
        return current
    }

    /// Every type, one variant per name.
    package var types: [String: TypeDeclaration] { variants.compactMapValues(\.first) }

    /// The variant of `name` declared closest to `file`: the most leading folders in common; among equals, an
    /// iOS target's over a macOS, watchOS or tvOS one (previews are evaluated as an iOS build).
    package func type(_ name: String, near file: String) -> TypeDeclaration? {
        let name = canonicalName(name)
        guard let candidates = variants[name], candidates.count > 1 else { return variants[name]?.first }
        return candidates.max { Self.closeness($0.file, to: file) < Self.closeness($1.file, to: file) }
    }

    /// Types declared by the project itself, not only extended (`extension Color` alone is not a declaration).
    package func declaredType(_ name: String, near file: String? = nil) -> TypeDeclaration? {
        guard let type = file.map({ self.type(name, near: $0) }) ?? self[type: name], type.kind != .extension else {
            return nil
        }
        return type
    }

    private static func closeness(_ path: String, to file: String) -> (Int, Int) {
        let a = path.split(separator: "/").dropLast(), b = file.split(separator: "/").dropLast()
        let shared = zip(a, b).prefix { $0 == $1 }.count
        let lowered = path.lowercased()
        let otherPlatform = ["mac", "watch", "tvos", "vision"].contains { lowered.contains($0) }
        return (shared, otherPlatform ? 0 : 1)
    }

    /// A nested type's inheritance clause names its siblings by their simple names (`class Row: Cell` inside
    /// `Table`, for `Table.Cell`): each such name is replaced by the qualified one it means there, the innermost.
    private mutating func resolveNestedConformances() {
        for (name, types) in variants where name.contains(".") {
            let enclosing = name.split(separator: ".").dropLast().map(String.init)
            func resolve(_ written: String) -> String {
                guard nestedTypeNames.contains(written) else { return written }
                for depth in stride(from: enclosing.count, to: 0, by: -1) {
                    let qualified = enclosing.prefix(depth).joined(separator: ".") + "." + written
                    if variants[qualified] != nil { return qualified }
                }
                return written
            }
            guard types.contains(where: { $0.conformances.contains(where: nestedTypeNames.contains) }) else { continue }
            var resolved = types
            for index in resolved.indices {
                resolved[index].conformances = Set(resolved[index].conformances.map(resolve))
            }
            variants[name] = resolved
        }
    }

    private mutating func merge(_ partial: TypeDeclaration, isExtension: Bool) {
        var partial = partial
        if isExtension { partial.kind = .extension }
        guard var existing = variants[partial.name], !existing.isEmpty else {
            variants[partial.name] = [partial]
            return
        }
        // An extension joins the variant closest to it; a declaration joins an extension-only entry (the
        // extension was seen first), and otherwise is another target's variant.
        let index: Int
        if isExtension {
            index = existing.indices.max {
                Self.closeness(existing[$0].file, to: partial.file)
                    < Self.closeness(existing[$1].file, to: partial.file)
            }!
        } else if let extensionOnly = existing.firstIndex(where: { $0.kind == .extension }) {
            index = extensionOnly
        } else {
            existing.append(partial)
            variants[partial.name] = existing
            return
        }
        var merged = existing[index]
        if !isExtension && merged.kind == .extension {
            merged.kind = partial.kind
            merged.file = partial.file
            merged.genericParameters = partial.genericParameters
            merged.declaresInitializerInBody = partial.declaresInitializerInBody
            merged.rawType = partial.rawType
            merged.parent = partial.parent
            merged.enumCases = partial.enumCases + merged.enumCases
        } else {
            merged.enumCases += partial.enumCases
        }
        merged.files.formUnion(partial.files)
        merged.conformances.formUnion(partial.conformances)
        merged.storedProperties += partial.storedProperties
        merged.members.merge(partial.members, uniquingKeysWith: MemberDeclaration.kept)
        merged.overloads.merge(partial.overloads) { $0 + $1 }
        merged.initializers += partial.initializers
        merged.initializerFiles += partial.initializerFiles
        merged.subscripts += partial.subscripts
        existing[index] = merged
        variants[partial.name] = existing
    }
}

/// What one file declares, collected in a single walk of its syntax tree. A project keeps these with its files, so
/// that rebuilding the index after an edit walks only the file that changed (the rest is merging).
package struct FileDeclarations: @unchecked Sendable {
    // @unchecked: the syntax nodes held are immutable (see SourceFile).
    let path: String
    let types: [(TypeDeclaration, isExtension: Bool)]
    let functions: [(String, FunctionDeclSyntax)]
    let globals: [GlobalVariable]
    let aliases: [(String, String)]
    let functionAliases: [String]
    let collectionAliases: [(String, String)]

    /// Walks `file`; recursion follows the tree's depth, so deep files need a large stack (`LargeStackThread`).
    package init(_ file: SourceFile) {
        let collector = DeclarationCollector(file: file.path)
        collector.walk(file.tree)
        path = file.path
        types = collector.types
        functions = collector.functions
        globals = collector.globals
        aliases = collector.aliases
        functionAliases = collector.functionAliases
        collectionAliases = collector.collectionAliases
    }
}

extension FileDeclarations {
    /// The types a struct, enum, class or actor declared inside a function or closure makes: itself and the types
    /// nested in it, collected as a file's walk collects its top-level types.
    package static func localTypes(_ declaration: DeclSyntax, file: String) -> [TypeDeclaration] {
        let collector = DeclarationCollector(file: file)
        collector.walk(declaration)
        return collector.types.filter { !$0.isExtension }.map(\.0)
    }
}

/// A variable declared at the top level of a file.
package struct GlobalVariable: @unchecked Sendable {
    package var name: String
    package var initializer: ExprSyntax?
    /// The declared type (`var landmarks: [Landmark] = load(…)`), which types what the initialiser returns.
    package var type: TypeSyntax?
    /// A computed global's getter.
    package var getter: CodeBlockItemListSyntax?
    package var file: String
}

/// Walks the active regions of one file and collects its types, extensions, top-level functions and variables.
private final class DeclarationCollector: ActiveSyntaxVisitor {
    let file: String
    var types: [(TypeDeclaration, isExtension: Bool)] = []
    var functions: [(String, FunctionDeclSyntax)] = []
    var globals: [GlobalVariable] = []
    var aliases: [(String, String)] = []
    var functionAliases: [String] = []
    var collectionAliases: [(String, String)] = []
    /// Names of the types being visited, outermost first, for nested types.
    private var enclosing: [String] = []

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate, configuration: PreviewBuildConfiguration.shared)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.bareName, .struct, node.inheritanceClause, node.genericParameterClause, node.memberBlock)
    }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.bareName, .enum, node.inheritanceClause, node.genericParameterClause, node.memberBlock)
    }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.bareName, .class, node.inheritanceClause, node.genericParameterClause, node.memberBlock)
    }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.bareName, .actor, node.inheritanceClause, node.genericParameterClause, node.memberBlock)
    }
    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.bareName, .protocol, node.inheritanceClause, nil, node.memberBlock)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedTypeName
        let bare = extended.split(separator: ".").last.map(String.init) ?? ""
        let continuation = enter(bare, .struct, node.inheritanceClause, nil, node.memberBlock, isExtension: true)
        // `extension Donut.Glaze { static let chocolate }` extends the nested type under its qualified name too,
        // where `Donut.Glaze` in a parameter's type looks it up.
        if let dot = extended.lastIndex(of: "."), let (added, isExtension) = types.last {
            // Its simple name is marked nested, so the index keeps only the qualified one: `extension Message.Image {
            // var size }` must not give SwiftUI's `Image` a `size`.
            types[types.count - 1].0.parent = String(extended[..<dot])
            var qualified = added
            qualified.name = extended
            types.append((qualified, isExtension))
            // Types it declares are nested in the whole path: `extension Message.Image { struct LocalImage }` is
            // `Message.Image.LocalImage`, which a later `extension Message.Image.LocalImage` extends.
            enclosing[enclosing.count - 1] = extended
        }
        return continuation
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Methods are collected with their type; only functions outside any type are top-level ones.
        if enclosing.isEmpty, Self.isTopLevel(node) { functions.append((node.name.bareName, node)) }
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isTopLevel(node) || !enclosing.isEmpty else { return .skipChildren }
        if node.initializer.value.isFunctionType {
            functionAliases.append((enclosing + [node.name.bareName]).joined(separator: "."))
            return .skipChildren
        }
        let target = node.initializer.value.trimmedDescription
        if node.initializer.value.is(ArrayTypeSyntax.self) || node.initializer.value.is(DictionaryTypeSyntax.self) {
            collectionAliases.append(((enclosing + [node.name.bareName]).joined(separator: "."), target))
            return .skipChildren
        }
        // `Array<Note>` names `Array`; `[Note]`, tuples and functions name no type to look members up in.
        guard let nominal = target.split(separator: "<").first.map(String.init),
            !nominal.contains(where: { "[(- ".contains($0) })
        else { return .skipChildren }
        let name = node.name.bareName
        aliases.append(((enclosing + [name]).joined(separator: "."), nominal))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard enclosing.isEmpty, Self.isTopLevel(node) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName else { continue }
            let getter = binding.accessorBlock?.getter
            globals.append(
                GlobalVariable(
                    name: name, initializer: binding.initializer?.value, type: binding.typeAnnotation?.type,
                    getter: getter, file: file))
        }
        return .skipChildren
    }

    // Closures and function bodies hold no declarations the index needs.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Whether a declaration sits at file scope (possibly inside `#if` blocks), not in a function or closure.
    private static func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(SourceFileSyntax.self) { return true }
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self)
                || parent.is(AccessorBlockSyntax.self)
            {
                return false
            }
            current = parent.parent
        }
        return false
    }

    /// The types an enum's raw values may have (the first inherited type of an enum, when it is one of these).
    static let rawValueTypes: Set<String> = [
        "String", "Character", "Int", "Double", "CGFloat", "Float", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8",
        "UInt16", "UInt32", "UInt64",
    ]

    private func enter(
        _ name: String, _ kind: TypeDeclaration.Kind, _ inheritance: InheritanceClauseSyntax?,
        _ generics: GenericParameterClauseSyntax?, _ members: MemberBlockSyntax, isExtension: Bool = false
    ) -> SyntaxVisitorContinueKind {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        var type = TypeDeclaration(name: name, kind: kind, file: file, files: [file], conformances: Set(inherited))
        type.genericParameters = generics?.parameters.map { $0.name.bareName } ?? []
        type.parent = isExtension ? nil : enclosing.last
        if kind == .enum, let first = inherited.first, Self.rawValueTypes.contains(first) {
            type.rawType = first
        }
        for decl in members.members.activeDecls {
            if let variable = decl.as(VariableDeclSyntax.self) {
                collect(variable, into: &type, allowStored: !isExtension && kind != .protocol)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let functionName = function.name.bareName
                if type.members[functionName] == nil {
                    type.members[functionName] = .function(function, isStatic: function.modifiers.declaresStatic)
                }
                type.overloads[functionName, default: []].append(function)
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                type.subscripts.append(subscriptDecl)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(initializer)
                type.initializerFiles.append(file)
                if !isExtension { type.declaresInitializerInBody = true }
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    let name = element.name.bareName
                    let declared = MemberDeclaration.enumCase(element)
                    type.members[name] = type.members[name].map { .kept($0, declared) } ?? declared
                    type.enumCases.append(element)
                }
            }
        }
        types.append((type, isExtension))
        // Nested types are indexed by their qualified names (`Outer.Inner`), so same-named nested types of different
        // parents stay apart; the entry under the simple name is marked nested and left out of the index.
        if let parent = enclosing.last, !isExtension {
            var qualified = type
            qualified.name = parent + "." + name
            types.append((qualified, false))
            // Declared in `extension Message.Image`, it is also `Image.LocalImage`, as code inside `Message` says.
            if let dot = parent.lastIndex(of: ".") {
                var local = type
                local.name = parent[parent.index(after: dot)...] + "." + name
                types.append((local, false))
            }
            // Deeper down, also by the whole path: a `Segment` view nesting a `Segment` shape is `Style.Segment` and
            // `Style.Segment.Segment`, where `Segment.Segment` alone could be either's.
            let path = enclosing.joined(separator: ".")
            if path != parent {
                var full = type
                full.name = path + "." + name
                types.append((full, false))
            }
        }
        enclosing.append(name)
        return .visitChildren
    }

    private func collect(_ variable: VariableDeclSyntax, into type: inout TypeDeclaration, allowStored: Bool) {
        let isStatic = variable.modifiers.declaresStatic
        let wrapperAttribute = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .first {
                !["Previewable", "MainActor", "objc", "available", "ObservationIgnored", "nonobjc"].contains(
                    $0.attributeName.trimmedDescription)
            }
        let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName else { continue }
            if let accessors = binding.accessorBlock, let getter = accessors.getter {
                type.members[name] = .computed(getter, isStatic: isStatic, declaration: variable)
            } else if isStatic {
                type.members[name] = .staticStored(binding.initializer?.value, declaration: variable)
            } else if allowStored || Self.isEntry(variable) {
                // `@Entry var theme = …` in an extension of `EnvironmentValues`: SwiftUI's macro makes it a key
                // whose default is the initial value, which reads here as a stored property's default.
                // `let a, b: Int`: the type annotation of a later binding applies to earlier ones.
                let annotation =
                    binding.typeAnnotation?.type
                    ?? variable.bindings.first { $0.typeAnnotation != nil && $0.position > binding.position }?
                    .typeAnnotation?.type
                type.storedProperties.append(
                    StoredProperty(
                        name: name, type: annotation, initializer: binding.initializer?.value,
                        isLet: variable.bindingSpecifier.tokenKind == .keyword(.let),
                        wrapper: wrapperAttribute.map { Self.wrapperName($0) },
                        wrapperAttribute: wrapperAttribute, declaration: variable, isLazy: isLazy))
            }
        }
    }

    private static func isEntry(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Entry" }
    }

    /// `Environment` for `@Environment(\.x)` and `@SwiftUI.Environment`.
    private static func wrapperName(_ attribute: AttributeSyntax) -> String {
        let name = attribute.attributeName.trimmedDescription
        let bare = name.split(separator: "<").first.map(String.init) ?? name
        return bare.split(separator: ".").last.map(String.init) ?? bare
    }
}

extension TypeSyntax {
    /// Whether this is a function type, also optional, parenthesised or with attributes (`(() -> Void)?`,
    /// `@escaping (Int) -> Void`, `@MainActor (Coordinator?) -> Void`): what a closure may be passed to.
    package var isFunctionType: Bool {
        var type = self
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType; continue }
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
                continue
            }
            return type.is(FunctionTypeSyntax.self)
        }
    }
}

extension DeclModifierListSyntax {
    /// Whether the declaration is `static` or `class`: a member of the type rather than of its instances.
    package var declaresStatic: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

extension AccessorBlockSyntax {
    /// The statements of a computed property's or subscript's getter, written either as `{ … }` or
    /// `{ get { … } }`; nil when it has none (observers such as `didSet` belong to stored properties).
    package var getter: CodeBlockItemListSyntax? {
        switch accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }
}

extension ExtensionDeclSyntax {
    /// The type this extends, without its generic arguments: `extension String?` extends Optional, as
    /// `extension Optional where Wrapped == String` does, and `extension [Song]` and `extension [String: Int]` extend
    /// Array and Dictionary.
    package var extendedTypeName: String {
        if extendedType.is(OptionalTypeSyntax.self) { return "Optional" }
        if extendedType.is(ArrayTypeSyntax.self) { return "Array" }
        if extendedType.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        return extendedType.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
    }

    /// The type a `where Self == Type` requirement fixes `Self` to, in an extension of a protocol
    /// (`extension ButtonStyle where Self == PillStyle`); nil where none does.
    package var fixedSelfTypeName: String? {
        for requirement in genericWhereClause?.requirements ?? [] {
            guard case .sameTypeRequirement(let same) = requirement.requirement,
                case .type(let left) = same.leftType, left.trimmedDescription == "Self",
                case .type(let right) = same.rightType
            else { continue }
            return right.trimmedDescription.split(separator: "<").first.map(String.init)
        }
        return nil
    }
}
