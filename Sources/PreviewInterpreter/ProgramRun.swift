package import PreviewModel
import PreviewViews
import SwiftSyntax

/// A whole Swift program evaluated by the interpreter as `swiftc` would run it: the top-level statements of one
/// file, in order, with what they `print`. This is how the interpreter is held to the Swift toolchain: the same
/// program, compiled and run for real, must print the same (the differential tests).
package struct ProgramRun: Sendable {
    /// Everything `print` wrote.
    package var output: String
    /// Whatever could not be evaluated, as for a preview.
    package var diagnostics: [Diagnostic]
    /// The `#expect`/`#require` conditions that did not hold, in order, each with its line and both sides.
    package var failedExpectations: [String] = []
    /// How many reads of computed properties a value kept from an earlier read answered (`GetterMemo`).
    package var getterValuesReused = 0
}

extension PreviewInterpreter {
    /// Runs the top-level code of `file` (a path of the project) in order, as `main.swift`; its types and extensions
    /// are the project's, as a preview sees them. Nil when the project has no such file.
    package func run(program file: String) -> ProgramRun? {
        project.sourceFile(file).map(run(program:))
    }

    /// Runs the top-level code of `source`, which need not be one of the project's files: its statements see the
    /// project's types, functions and globals (a test runner's call of one test).
    package func run(program source: SourceFile) -> ProgramRun {
        let statements = source.tree.statements
        let program = PreviewDeclaration(
            id: "program", name: source.path, file: source.path, line: 1, body: .statements(statements),
            node: Syntax(source.tree))
        let project = self.project, budget = self.budget, semantics = self.semantics
        return LargeStackThread.run {
            let evaluator = Evaluator(
                project: project, preview: program, environment: EnvironmentValues(), budget: budget,
                semantics: semantics)
            evaluator.runProgram(statements)
            return ProgramRun(
                output: evaluator.printed, diagnostics: evaluator.diagnostics,
                failedExpectations: evaluator.failedExpectations, getterValuesReused: evaluator.getterMemo.reused)
        }
    }
}

extension Evaluator {
    /// Runs `statements` as a program's top level: every error ends the program with a diagnostic, as an uncaught
    /// error or a trap would end it.
    func runProgram(_ statements: CodeBlockItemListSyntax) {
        let topLevel = Scope()
        programTopLevel = topLevel
        do {
            _ = try run(statements, scope: topLevel)
        } catch let error as any EvaluationStop {
            report(error.message, at: error.node, error.severity)
        } catch let error as EvaluationError {
            report(error.message, at: error.node, .error)
        } catch let error as ThrownValue {
            report(
                "the program threw an error that nothing caught: \(describeThrown(error.value))", at: error.node, .error
            )
        } catch {
            report(
                "internal error in previewd while running this program: \(error); please report it", at: preview.node,
                .error)
        }
    }
}
