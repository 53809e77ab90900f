import SwiftSyntax

/// An index of the types the project declares, by simple name, across all files.
package struct DeclarationIndex: @unchecked Sendable {
    package private(set) var types: [String: TypeDeclaration] = [:]
    /// Top-level functions by name.
    package private(set) var functions: [String: (FunctionDeclSyntax, file: String)] = [:]
    /// Names whose primary declaration (not only extensions) has been merged.
    private var declared: Set<String> = []

    package init(files: some Sequence<SourceFile>) {
        for file in files {
            let collector = DeclarationCollector(file: file.path)
            collector.walk(file.tree)
            for (partial, isExtension) in collector.types { merge(partial, isExtension: isExtension) }
            for (name, function) in collector.functions { functions[name] = (function, file.path) }
        }
    }

    package subscript(type name: String) -> TypeDeclaration? { types[name] }

    private mutating func merge(_ partial: TypeDeclaration, isExtension: Bool) {
        guard var merged = types[partial.name] else {
            types[partial.name] = partial
            if !isExtension { declared.insert(partial.name) }
            return
        }
        // An extension may be seen before its type: the type's own declaration decides kind and primary file.
        if !isExtension && !declared.contains(partial.name) {
            merged.kind = partial.kind
            merged.file = partial.file
            merged.genericParameters = partial.genericParameters
            merged.declaresInitializerInBody = partial.declaresInitializerInBody
            declared.insert(partial.name)
        }
        merged.files.formUnion(partial.files)
        merged.conformances.formUnion(partial.conformances)
        merged.storedProperties += partial.storedProperties
        merged.members.merge(partial.members) { current, _ in current }
        merged.initializers += partial.initializers
        merged.initializerFiles += partial.initializerFiles
        types[partial.name] = merged
    }
}

/// Walks one file and collects its type declarations, extensions and top-level functions.
private final class DeclarationCollector: SyntaxVisitor {
    let file: String
    var types: [(TypeDeclaration, isExtension: Bool)] = []
    var functions: [String: FunctionDeclSyntax] = [:]

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        collect(
            name: node.name.text, kind: .struct, inheritance: node.inheritanceClause,
            generics: node.genericParameterClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        collect(
            name: node.name.text, kind: .enum, inheritance: node.inheritanceClause,
            generics: node.genericParameterClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        collect(
            name: node.name.text, kind: .class, inheritance: node.inheritanceClause,
            generics: node.genericParameterClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        collect(
            name: name, kind: .struct, inheritance: node.inheritanceClause, generics: nil,
            members: node.memberBlock, isExtension: true)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only top-level functions here (FunctionDecl ← CodeBlockItem ← CodeBlockItemList ← SourceFile); methods are
        // collected with their type.
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { functions[node.name.text] = node }
        return .skipChildren
    }

    private func collect(
        name: String, kind: TypeDeclaration.Kind, inheritance: InheritanceClauseSyntax?,
        generics: GenericParameterClauseSyntax?, members: MemberBlockSyntax, isExtension: Bool = false
    ) {
        var type = TypeDeclaration(
            name: name, kind: kind, file: file, files: [file],
            conformances: Set(inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []))
        type.genericParameters = generics?.parameters.map { $0.name.text } ?? []
        for item in members.members {
            let decl = item.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                collect(variable, into: &type, allowStored: !isExtension)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                type.members[function.name.text] = .function(function, isStatic: Self.isStatic(function.modifiers))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(initializer)
                type.initializerFiles.append(file)
                if !isExtension { type.declaresInitializerInBody = true }
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements { type.members[element.name.text] = .enumCase(element) }
            }
        }
        types.append((type, isExtension))
    }

    private func collect(_ variable: VariableDeclSyntax, into type: inout TypeDeclaration, allowStored: Bool) {
        let isStatic = Self.isStatic(variable.modifiers)
        let wrapperAttribute = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let accessors = binding.accessorBlock, let getter = Self.getter(accessors) {
                type.members[name] = .computed(getter, isStatic: isStatic, declaration: variable)
            } else if isStatic {
                type.members[name] = .staticStored(binding.initializer?.value, declaration: variable)
            } else if allowStored {
                type.storedProperties.append(
                    StoredProperty(
                        name: name, type: binding.typeAnnotation?.type, initializer: binding.initializer?.value,
                        isLet: variable.bindingSpecifier.tokenKind == .keyword(.let),
                        wrapper: wrapperAttribute?.attributeName.trimmedDescription,
                        wrapperAttribute: wrapperAttribute, declaration: variable))
            }
        }
    }

    /// The statements of a computed property's getter, written either as `{ … }` or `{ get { … } }`.
    private static func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements):
            return statements
        case .accessors(let accessors):
            // Observers (`didSet`) belong to stored properties: no getter here.
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
