import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Runaway code ends in a diagnostic, never in a hang or a crash.
struct BudgetTests {
    /// A preview's `print` output is kept only up to a limit: a loop printing large strings would otherwise hold
    /// gigabytes in the daemon while its step budget lasts.
    @Test func printedOutputIsBounded() throws {
        let fixture = try InterpreterFixture([
            "Program.swift": """
                let line = String(repeating: "x", count: 50_000)
                for _ in 0..<200 { print(line) }
                """
        ])
        let run = try #require(PreviewInterpreter(project: fixture.project).run(program: "Program.swift"))
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.output.utf8.count >= 1 << 20, "it printed until the limit")
        #expect(run.output.utf8.count < (1 << 20) + 60_000, "and stopped there: \(run.output.utf8.count) bytes")
    }

    /// String-index arithmetic takes its numbers from the project's code: an overflow is a diagnostic, never a
    /// trap that ends previewd.
    @Test func stringIndexArithmeticThatOverflowsIsADiagnostic() throws {
        let fixture = try InterpreterFixture([
            "Program.swift": """
                let s = "abc"
                print(s.distance(from: Int.min, to: Int.max))
                """
        ])
        let run = try #require(PreviewInterpreter(project: fixture.project).run(program: "Program.swift"))
        #expect(run.diagnostics.map(\.message).contains { $0.contains("overflows") }, "\(run.diagnostics)")
        let before = try InterpreterFixture(["Program.swift": "let s = \"abc\"\nprint(s.index(before: Int.min))\n"])
        let second = try #require(PreviewInterpreter(project: before.project).run(program: "Program.swift"))
        #expect(second.diagnostics.map(\.message).contains { $0.contains("overflows") }, "\(second.diagnostics)")
    }

    @Test func viewWhoseBodyContainsItselfStopsWithADiagnostic() throws {
        let fixture = try InterpreterFixture(
            body: "Loop()",
            declarations: """
                struct Loop: View {
                    var body: some View {
                        VStack {
                            Text("again")
                            Loop()
                        }
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        guard case .placeholder = evaluation.root else {
            Issue.record("expected a placeholder root, got \(evaluation.root.dump.prefix(200))")
            return
        }
        #expect(evaluation.diagnostics.count == 1)
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "evaluation nested deeper than \(PreviewInterpreter.Budget().depth) levels")
        #expect(diagnostic.file == "Preview.swift")
    }

    @Test func recursiveFunctionStopsWithADiagnostic() throws {
        let fixture = try InterpreterFixture(
            body: "Text(countdown(1_000_000))",
            declarations: """
                func countdown(_ n: Int) -> String {
                    n == 0 ? "done" : countdown(n - 1)
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "evaluation nested deeper than \(PreviewInterpreter.Budget().depth) levels"
            ])
    }

    @Test func forEachOverAHugeRangeIsNotDrawn() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("title")
                    ForEach(1️⃣0..<1_000_000_000) { index in
                        Text("\\(index)")
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"title\"",
                    "  Placeholder \"ForEach\""))
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(diagnostic.message == "'ForEach' over more than 1000 elements is not drawn")
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
    }

    @Test func nestedForEachStopsAtTheStepBudget() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    ForEach(0..<1000) { row in
                        ForEach(0..<1000) { column in
                            Text("\\(row),\\(column)")
                        }
                    }
                }
                """)
        // A generous time limit, so the step budget is what this test sees on a busy machine.
        let evaluation = try fixture.evaluate(budget: PreviewInterpreter.Budget(steps: 20_000, seconds: 120))
        #expect(evaluation.diagnostics.map(\.message) == ["evaluation exceeded 20000 steps"])
        #expect(evaluation.diagnostics.first?.severity == .error)
        guard case .placeholder = evaluation.root else {
            Issue.record("expected a placeholder root")
            return
        }
    }

    /// The step budget is about what a release build evaluates in the processor time budget's second, so a heavy
    /// but finite preview (a keyboard's keys, each drawn from a computed path) gets that second rather than a fifth
    /// of it; runaway code still stops at whichever limit comes first.
    @Test func aHeavyPreviewGetsTheStepsOfItsProcessorTime() throws {
        let fixture = try InterpreterFixture(
            body: """
                var total = 0
                for key in 0..<200 {
                    for sample in 0..<500 { total += (key + sample) % 7 }
                }
                return Text("\\(total)")
                """)
        // Only the steps are the default: a generous time limit keeps a busy machine out of the result.
        let evaluation = try fixture.evaluate(budget: PreviewInterpreter.Budget(seconds: 120))
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        #expect(evaluation.root.dump.contains(#"Text "299994""#), "\(evaluation.root.dump)")
    }

    /// Storing a long array in a variable of a written type checks its elements against the type; a loop that does
    /// that with millions of elements in a few steps still stops at the time budget, which the step counter alone
    /// would not reach.
    @Test func storingLongArraysAgainAndAgainStopsAtTheTimeBudget() throws {
        let fixture = try InterpreterFixture(
            body: """
                let rows = Array(repeating: Array(repeating: 1, count: 100_000), count: 50)
                var kept: [[Int]] = []
                for _ in 0..<1_000 { kept = rows }
                return Text("\\(kept.count)")
                """)
        let evaluation = try fixture.evaluate(budget: PreviewInterpreter.Budget(steps: .max, seconds: 0.2))
        #expect(evaluation.diagnostics.map(\.message) == ["evaluation took longer than 0.2 s"])
    }

    @Test func endlessLoopStopsAtTheTimeBudget() throws {
        let fixture = try InterpreterFixture(
            body: """
                var n = 0
                while true { n += 1 }
                return Text("never")
                """)
        let evaluation = try fixture.evaluate(budget: PreviewInterpreter.Budget(steps: .max, seconds: 0.2))
        #expect(evaluation.diagnostics.map(\.message) == ["evaluation took longer than 0.2 s"])
        guard case .placeholder = evaluation.root else {
            Issue.record("expected a placeholder root")
            return
        }
    }
}
