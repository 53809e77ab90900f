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

/// The evaluation ran out of its step, depth, time or size budget (`while true {}`, runaway recursion, a huge
/// `ForEach`). Not caught per statement: it ends the whole evaluation.
struct BudgetExceeded: Error {
    var message: String
    var node: Syntax
}

/// A value thrown by the user's `throw`, caught by their `do`/`catch` or `try?`.
struct ThrownValue: Error {
    var value: Value
    var node: Syntax
}
