import SwiftIfConfig
import SwiftSyntax

/// Finds `#Preview` blocks and `PreviewProvider` types in parsed files and gives each preview a stable id.
package enum PreviewDiscovery {
    /// The previews of `files`, each with the candidates found in it, in file order, then declaration order.
    /// `files` must be sorted by path so ids and order are stable. Only the ids are made here: they depend on
    /// every file (a file stem shared by several folders, a name used twice).
    package static func previews(in files: [(file: SourceFile, candidates: PreviewCandidates)]) -> [PreviewDeclaration]
    {
        let stems = PreviewIdentifier.fileStems(for: files.map(\.file.path))
        var previews: [PreviewDeclaration] = []
        var used: Set<String> = []
        for (file, candidates) in files {
            let stem = stems[file.path] ?? file.path
            var unnamedCount = 0
            for found in candidates.found {
                switch found {
                case .macro(let node, let name, let statements, let traits):
                    let slug: String
                    if let name {
                        slug = PreviewIdentifier.slug(name)
                    } else {
                        unnamedCount += 1
                        slug = "preview-\(unnamedCount)"
                    }
                    let id = PreviewIdentifier.unique("\(stem).\(slug)", in: &used)
                    previews.append(
                        PreviewDeclaration(
                            id: id, name: name ?? "\(stem) \(unnamedCount)", file: file.path,
                            line: file.location(of: node).line, body: .statements(statements), node: node,
                            traits: traits))
                case .provider(let type, let statements, let views):
                    for (offset, view) in views.enumerated() {
                        let displayName = Self.displayName(of: view)
                        let slug = displayName.map(PreviewIdentifier.slug) ?? String(offset + 1)
                        let id = PreviewIdentifier.unique("\(type.name.text).\(slug)", in: &used)
                        previews.append(
                            PreviewDeclaration(
                                id: id, name: displayName ?? "\(type.name.text) \(offset + 1)", file: file.path,
                                line: file.location(of: view).line,
                                body: .providerView(statements: statements, view: view), node: Syntax(view)))
                    }
                }
            }
        }
        return previews
    }

    /// The string given to a `.previewDisplayName("…")` anywhere in the modifier chain of `view`.
    static func displayName(of view: ExprSyntax) -> String? {
        var current: ExprSyntax? = view
        while let call = current?.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            if member.declName.baseName.text == "previewDisplayName",
                let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
            {
                return PreviewIdentifier.plainText(of: literal)
            }
            current = member.base
        }
        return nil
    }
}

/// The `#Preview` blocks and `PreviewProvider` types of one file, found in a single walk of its syntax tree (kept
/// with the file by a project, so an edit walks only the file that changed).
package struct PreviewCandidates: @unchecked Sendable {
    // @unchecked: the syntax nodes held are immutable (see SourceFile).
    fileprivate let found: [PreviewFinder.Found]

    package init(_ file: SourceFile) {
        let finder = PreviewFinder()
        finder.walk(file.tree)
        found = finder.found
    }
}

/// Collects preview declarations in the active `#if` regions of one file, in source order.
private final class PreviewFinder: ActiveSyntaxVisitor {
    enum Found {
        case macro(Syntax, name: String?, statements: CodeBlockItemListSyntax, traits: [String])
        case provider(StructDeclSyntax, statements: CodeBlockItemListSyntax, views: [ExprSyntax])
    }

    var found: [Found] = []

    init() { super.init(viewMode: .sourceAccurate, configuration: PreviewBuildConfiguration.shared) }

    // swift-syntax parses `#Preview` as an expression in a file's top-level code (`MacroExpansionExprSyntax`) and
    // as a declaration inside a type body (`MacroExpansionDeclSyntax`); both are handled.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), macro: node.macroName.text, arguments: node.arguments, closure: node.trailingClosure)
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), macro: node.macroName.text, arguments: node.arguments, closure: node.trailingClosure)
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let conformances = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard conformances.contains("PreviewProvider") else { return .visitChildren }
        for decl in node.memberBlock.members.activeDecls {
            guard let variable = decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
                let accessors = binding.accessorBlock
            else { continue }
            let statements: CodeBlockItemListSyntax?
            switch accessors.accessors {
            case .getter(let list): statements = list
            case .accessors(let list):
                statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            }
            guard let statements else { continue }
            found.append(.provider(node, statements: statements, views: Self.views(in: statements)))
        }
        return .skipChildren
    }

    // `#Preview` is a declaration of a file or a type body, and a provider a type: neither is ever inside a function,
    // a property, an initialiser or an enum case. Walking into their bodies would only make swift-syntax keep a node
    // for every expression of every file, for as long as the file is kept (a fifth of a large app's memory).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func record(
        _ node: Syntax, macro: String, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?
    ) {
        guard macro == "Preview", let closure else { return }
        let name = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)
            .flatMap(PreviewIdentifier.plainText(of:))
        let traits = arguments.filter {
            $0.label?.text == "traits" || $0.label == nil && $0.expression.is(MemberAccessExprSyntax.self)
        }
        .compactMap { argument -> String? in
            let expression =
                argument.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument.expression
            return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        found.append(.macro(node, name: name, statements: closure.statements, traits: traits))
    }

    /// The separate previews of a provider: each top-level view, looking through one `Group { … }`.
    private static func views(in statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var expressions: [ExprSyntax] = statements.activeItems.compactMap { item in
            if let expr = item.item.as(ExprSyntax.self) { return expr }
            if let ret = item.item.as(ReturnStmtSyntax.self) { return ret.expression }
            return nil
        }
        if expressions.count == 1, let call = expressions[0].as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group",
            let closure = call.trailingClosure
        {
            expressions = closure.statements.activeItems.compactMap { $0.item.as(ExprSyntax.self) }
        }
        return expressions
    }
}
