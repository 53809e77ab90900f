import Foundation
package import PreviewModel
package import SwiftSyntax

/// What the compiler decides about a version of the project before anything runs: the type each implicit member
/// expression and each integer literal takes from its context. Evaluation asks it instead of guessing from the
/// values it meets, so `let ratio: Double = 3 / 2` is 1.5 and `.hourInDegree` beside a `Double` is
/// `Double.hourInDegree` wherever Swift says so.
///
/// One model serves every evaluation of one project version, on any thread. A file is walked the first time an
/// evaluation asks about one of its nodes, so an edit costs only the files the affected previews use; and a model
/// that continues an earlier version's (`SemanticModelCache`) keeps that version's walks where no edit since
/// changed what Swift types by.
package final class SemanticModel: @unchecked Sendable {
    // @unchecked: every mutable field is read and written under `lock`; syntax trees are immutable.
    private let project: Project
    private let builtins: BuiltinLibrary
    private let lock = NSLock()
    /// What the pass found, by node, for every walked file: read on every integer literal an evaluation meets, so
    /// one lookup by the node's identifier.
    private var contextualTypes: [SyntaxIdentifier: StaticType?] = [:]
    private var describedOptionals: [SyntaxIdentifier: StaticType] = [:]
    private var receiverTypes: [SyntaxIdentifier: StaticType] = [:]
    /// The same findings by file and position, with the tree they were found in: what a later version's model
    /// takes over (`continuing`).
    private var walked: [String: (tree: SourceFileSyntax, types: FileTypes)] = [:]
    private var walkedRoots: Set<SyntaxIdentifier> = []
    /// Roots of trees that are not project files (the prelude's), which have no entries.
    private var foreignRoots: Set<SyntaxIdentifier> = []
    private var walks = 0
    /// Found on first use (`autoclosurePositions`).
    private var autoclosures: [String: Set<AutoclosurePosition>]?

    /// One file's findings, by each node's position in its tree: they hold for any tree of the same shape, so a
    /// later version of the file that differs only in literal values reads them as they are.
    private struct FileTypes {
        /// An entry for every implicit member and integer literal of the file; nil where the context gives no type.
        var contextual: [SyntaxIdentifier.SyntaxIndexInTree: StaticType?] = [:]
        var describedOptionals: [SyntaxIdentifier.SyntaxIndexInTree: StaticType] = [:]
        var receivers: [SyntaxIdentifier.SyntaxIndexInTree: StaticType] = [:]
    }

    package init(project: Project, builtins: BuiltinLibrary) {
        self.project = project
        self.builtins = builtins
    }

    /// A model of `project` that keeps what `earlier`, a model of an earlier version of the same project, found, if
    /// every file since then is unchanged or differs only in literal values (`typesCarry`).
    convenience init(project: Project, builtins: BuiltinLibrary, continuing earlier: SemanticModel) {
        self.init(project: project, builtins: builtins)
        earlier.lock.withLock {
            guard Self.typesCarry(from: earlier.project, to: project) else { return }
            // The earlier findings as they are: a file whose tree is the same keeps its nodes' identifiers.
            (contextualTypes, describedOptionals, receiverTypes) =
                (earlier.contextualTypes, earlier.describedOptionals, earlier.receiverTypes)
            (walked, walkedRoots, foreignRoots) = (earlier.walked, earlier.walkedRoots, earlier.foreignRoots)
        }
        for (path, (tree, types)) in walked {
            guard let file = project.files[path], file.tree.id != tree.id else { continue }
            move(types, from: tree, to: file.tree)
            walked[path] = (file.tree, types)
        }
    }

    /// Re-keys one file's findings from the nodes of `earlier` to those at the same positions in `later`.
    private func move(_ types: FileTypes, from earlier: SourceFileSyntax, to later: SourceFileSyntax) {
        func moved<Value>(
            _ entries: inout [SyntaxIdentifier: Value], _ found: [SyntaxIdentifier.SyntaxIndexInTree: Value]
        ) {
            for (position, value) in found {
                if let before = SyntaxIdentifier.fromIndexInTree(position, relativeToRoot: earlier) {
                    entries[before] = nil
                }
                if let after = SyntaxIdentifier.fromIndexInTree(position, relativeToRoot: later) {
                    entries[after] = value
                }
            }
        }
        moved(&contextualTypes, types.contextual)
        moved(&describedOptionals, types.describedOptionals)
        moved(&receiverTypes, types.receivers)
        walkedRoots.remove(earlier.id)
        walkedRoots.insert(later.id)
    }

    /// Whether a model of `project` finds exactly what one of `earlier` found: the same files, each unchanged or
    /// changed only in the values of its literals, which Swift gives the same types whatever they hold.
    static func typesCarry(from earlier: Project, to project: Project) -> Bool {
        guard earlier.files.count == project.files.count else { return false }
        return project.files.allSatisfy { path, file in
            guard let before = earlier.files[path] else { return false }
            return before.tree.id == file.tree.id || before.text == file.text
                || Self.differOnlyInLiteralValues(before.tree, file.tree)
        }
    }

    /// Whether two parses differ at most in the values of string, integer, floating-point and Boolean literals:
    /// the same tokens with the same trivia at the same positions in trees of the same shape.
    static func differOnlyInLiteralValues(_ earlier: SourceFileSyntax, _ later: SourceFileSyntax) -> Bool {
        var earlierTokens = earlier.tokens(viewMode: .all).makeIterator()
        var laterTokens = later.tokens(viewMode: .all).makeIterator()
        while true {
            switch (earlierTokens.next(), laterTokens.next()) {
            case (nil, nil):
                return true
            case (let before?, let after?):
                guard before.id.indexInTree == after.id.indexInTree, before.presence == after.presence,
                    before.leadingTrivia == after.leadingTrivia, before.trailingTrivia == after.trailingTrivia,
                    before.tokenKind == after.tokenKind || Self.areLiteralsOfOneType(before, after)
                else { return false }
            default:
                return false
            }
        }
    }

    /// Whether two tokens are values of literal expressions of one kind. A number that is not a literal
    /// expression names something (`pair.0`, `pair.1`: tuple elements of different types), so it is not one.
    private static func areLiteralsOfOneType(_ earlier: TokenSyntax, _ later: TokenSyntax) -> Bool {
        let literalParents: [any SyntaxProtocol.Type] = [
            IntegerLiteralExprSyntax.self, FloatLiteralExprSyntax.self, StringSegmentSyntax.self,
            BooleanLiteralExprSyntax.self,
        ]
        guard let parent = later.parent, literalParents.contains(where: { parent.is($0) }) else { return false }
        switch (earlier.tokenKind, later.tokenKind) {
        case (.stringSegment, .stringSegment), (.integerLiteral, .integerLiteral), (.floatLiteral, .floatLiteral):
            return true
        case (.keyword(let before), .keyword(let after)):
            return [before, after].allSatisfy { $0 == .true || $0 == .false }
        default:
            return false
        }
    }

    /// How many files this model walked itself (not those it kept from an earlier version's model): for tests.
    package var filesWalked: Int { lock.withLock { walks } }

    /// Where the project's `@autoclosure` parameters are, by the name a call writes (`AutoclosureParameters`).
    package var autoclosurePositions: [String: Set<AutoclosurePosition>] {
        lock.withLock {
            if let known = autoclosures { return known }
            let found = AutoclosureParameters.positions(in: project.index)
            autoclosures = found
            return found
        }
    }

    /// Whether `project` is the version this model describes, file for file (the same parses).
    func describes(_ project: Project) -> Bool {
        self.project.files.count == project.files.count
            && project.files.allSatisfy { path, file in self.project.files[path]?.tree.id == file.tree.id }
    }

    /// The type Swift gives `node` (an implicit member expression or an integer literal) from its context; nil
    /// where the context gives none that is known statically.
    package func contextualType(of node: some SyntaxProtocol) -> StaticType? {
        let id = node.id
        lock.lock()
        defer { lock.unlock() }
        if let known = contextualTypes[id] { return known }
        // Every implicit member and integer literal of a walked file has an entry: this node's file is not walked.
        guard walkFile(of: node) else {
            contextualTypes[id] = .some(nil)
            return nil
        }
        return contextualTypes[id] ?? nil
    }

    /// Where `node` is printed, interpolated or its `debugDescription` read (`print(maybe)`, `"\(maybe)"`,
    /// `String(describing: maybe)`, `maybe.debugDescription`) and has an optional static type, the type it wraps:
    /// Swift shows a value it holds as `Optional(…)`, a library enum's case with its type's qualified name
    /// (`Optional(SwiftUI.UserInterfaceSizeClass.compact)`). Nil where it is not optional.
    package func describedOptionalType(of node: some SyntaxProtocol) -> StaticType? {
        lock.lock()
        defer { lock.unlock() }
        if let known = describedOptionals[node.id] { return known }
        _ = walkFile(of: node)
        return describedOptionals[node.id]
    }

    /// The static type of a collection `node` that receives a method call (`notes` of `notes.contains(x)`); nil
    /// where it is not known statically.
    package func receiverType(of node: some SyntaxProtocol) -> StaticType? {
        lock.lock()
        defer { lock.unlock() }
        if let known = receiverTypes[node.id] { return known }
        _ = walkFile(of: node)
        return receiverTypes[node.id]
    }

    /// Walks the project file `node` belongs to unless it was walked; false when `node` is in no project file
    /// (the prelude, a test runner's generated calls). Called with `lock` held.
    private func walkFile(of node: some SyntaxProtocol) -> Bool {
        let root = Syntax(node).root.id
        if walkedRoots.contains(root) { return true }
        guard !foreignRoots.contains(root), let file = project.sourceFile(rootedAt: root) else {
            // Remembered, so the next lookup is direct.
            foreignRoots.insert(root)
            return false
        }
        let typer = ContextualTyper(index: project.index, file: file.path, builtins: builtins)
        typer.walk(file.tree)
        walks += 1
        walkedRoots.insert(root)
        contextualTypes.merge(typer.contextualTypes) { _, new in new }
        describedOptionals.merge(typer.describedOptionals) { _, new in new }
        receiverTypes.merge(typer.receiverTypes) { _, new in new }
        walked[file.path] = (
            file.tree,
            FileTypes(
                contextual: Self.byPosition(typer.contextualTypes),
                describedOptionals: Self.byPosition(typer.describedOptionals),
                receivers: Self.byPosition(typer.receiverTypes))
        )
        return true
    }

    private static func byPosition<Value>(
        _ entries: [SyntaxIdentifier: Value]
    ) -> [SyntaxIdentifier.SyntaxIndexInTree: Value] {
        Dictionary(entries.map { ($0.key.indexInTree, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
