import Foundation
package import PreviewModel
package import SwiftSyntax

/// What the compiler decides about a version of the project before anything runs: the type each implicit member
/// expression and each integer literal takes from its context. Evaluation asks it instead of guessing from the
/// values it meets, so `let ratio: Double = 3 / 2` is 1.5 and `.hourInDegree` beside a `Double` is
/// `Double.hourInDegree` wherever Swift says so.
///
/// One model serves every evaluation of one project version, on any thread. A file is walked the first time an
/// evaluation asks about one of its nodes, so an edit costs only the files the affected previews use.
package final class SemanticModel: @unchecked Sendable {
    // @unchecked: every mutable field is read and written under `lock`; syntax trees are immutable.
    private let project: Project
    private let builtins: BuiltinLibrary
    private let lock = NSLock()
    private var contextualTypes: [SyntaxIdentifier: StaticType?] = [:]
    private var describedOptionals: [SyntaxIdentifier: StaticType] = [:]
    private var receiverTypes: [SyntaxIdentifier: StaticType] = [:]
    private var walkedFiles: Set<String> = []
    /// Roots of trees that are not project files (the prelude's), which have no entries.
    private var foreignRoots: Set<SyntaxIdentifier> = []

    package init(project: Project, builtins: BuiltinLibrary) {
        self.project = project
        self.builtins = builtins
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
        guard !foreignRoots.contains(root), let file = project.files.values.first(where: { $0.tree.id == root }) else {
            // Remembered, so the next lookup is direct.
            foreignRoots.insert(root)
            return false
        }
        guard walkedFiles.insert(file.path).inserted else { return true }
        let typer = ContextualTyper(index: project.index, file: file.path, builtins: builtins)
        typer.walk(file.tree)
        contextualTypes.merge(typer.contextualTypes) { _, new in new }
        describedOptionals.merge(typer.describedOptionals) { _, new in new }
        receiverTypes.merge(typer.receiverTypes) { _, new in new }
        return true
    }
}
