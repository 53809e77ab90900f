import PreviewModel
import SwiftSyntax

/// Why an expression could not be evaluated. Caught where a view is expected and turned into a diagnostic plus
/// a placeholder, so one bad expression never blanks the whole preview.
struct EvaluationError: Error {
    var message: String
    var node: Syntax

    init(_ message: String, at node: some SyntaxProtocol) {
        self.message = message
        self.node = Syntax(node)
    }
}

/// What ends the evaluation it happens in (a preview's body, an appearance action, a tap, a layout), not only the
/// statement: caught where that evaluation starts and reported at its severity.
protocol EvaluationStop: Error {
    var message: String { get }
    var node: Syntax { get }
    var severity: Diagnostic.Severity { get }
}

/// The evaluation ran out of its step, depth, time or size budget (`while true {}`, runaway recursion, a huge
/// `ForEach`).
struct BudgetExceeded: EvaluationStop {
    var message: String
    var node: Syntax
    /// Whether it is the budget of a shared sample-data initialiser (`Evaluator.sharedInstance`) that ran out.
    var isSharedInitializers = false
    var severity: Diagnostic.Severity { .error }
}

/// The code awaits something nothing in a preview delivers (a continuation handed to a callback that never
/// comes): it would wait for ever, so what follows does not run, and the frame shows the state it waits in.
struct SuspendedForever: EvaluationStop {
    var message: String
    var node: Syntax
    var severity: Diagnostic.Severity { .warning }
}

/// A value thrown by the user's `throw`, caught by their `do`/`catch` or `try?`.
struct ThrownValue: Error {
    var value: Value
    var node: Syntax
}
