import PreviewModel
import PreviewViews
import SwiftSyntax

/// One evaluation of one preview: walks syntax, tracks the budget, collects diagnostics. Not shared.
final class Evaluator {
    let project: Project
    let preview: PreviewDeclaration
    /// The environment where evaluation currently is: the target's, changed by enclosing environment modifiers
    /// (`.preferredColorScheme(.dark)`). Read by `@Environment` properties.
    private(set) var environment: EnvironmentValues
    let budget: PreviewInterpreter.Budget
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var touchedFiles: Set<String> = []
    /// The scheme of the outermost `.preferredColorScheme(…)`: it sets the whole preview's appearance.
    var preferredColorScheme: ColorScheme?
    private var steps = 0
    private var depth = 0

    init(project: Project, preview: PreviewDeclaration, environment: EnvironmentValues, budget: PreviewInterpreter.Budget) {
        self.project = project
        self.preview = preview
        self.environment = environment
        self.budget = budget
        touchedFiles.insert(preview.file)
    }

    /// The preview's root view; never throws: what cannot be evaluated becomes a diagnostic and a placeholder.
    func evaluatePreview() -> ViewNode {
        do {
            switch preview.body {
            case .statements(let statements):
                return try viewBuilder(statements, scope: Scope())
            case .expression(let expression):
                return try viewOrPlaceholder(expression, scope: Scope())
            }
        } catch let error as BudgetExceeded {
            report(error.message, at: error.node, .error)
            return .placeholder(label: "evaluation stopped: \(error.message)")
        } catch {
            // Only budget errors escape the statement level; anything else is a bug in the interpreter.
            preconditionFailure("unexpected error escaped evaluation: \(error)")
        }
    }

    // MARK: Diagnostics

    func report(_ message: String, at node: some SyntaxProtocol, _ severity: Diagnostic.Severity = .warning) {
        let syntax = Syntax(node)
        let file = project.files.values.first { $0.tree.id == syntax.root.id }
        let location = file?.location(of: syntax) ?? (line: 0, column: 0)
        let diagnostic = Diagnostic(
            file: file?.path ?? preview.file, line: location.line, column: location.column, severity: severity,
            message: message, preview: preview.id)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    func touch(_ type: TypeDeclaration) { touchedFiles.formUnion(type.files) }

    /// Runs `body` in the environment `change` makes: how content below an environment modifier sees it.
    func withEnvironment<T>(_ change: EnvironmentChange, _ body: () throws -> T) rethrows -> T {
        let saved = environment
        environment = environment.applying(change)
        defer { environment = saved }
        return try body()
    }

    // MARK: Budget

    /// Counts one evaluation step; throws once the budget is spent.
    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > budget.steps {
            throw BudgetExceeded(message: "evaluation exceeded \(budget.steps) steps", node: Syntax(node))
        }
    }

    /// Runs `body` one call level deeper; throws when nesting exceeds the budget (runaway recursion).
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > budget.depth {
            throw BudgetExceeded(message: "evaluation nested deeper than \(budget.depth) calls", node: Syntax(node))
        }
        return try body()
    }

    /// The source file a node belongs to, for closures and members evaluated later.
    func sourceFile(of node: some SyntaxProtocol) -> SourceFile? {
        let root = Syntax(node).root.id
        return project.files.values.first { $0.tree.id == root }
    }
}
