import Dispatch
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Targets that differ only in screen size evaluate to the same tree, so one interpreter evaluates each (preview,
/// environment) once and shares it, across threads too; what taps change is never shared.
@Suite struct EvaluationSharingTests {
    static let declarations = """
        struct Card: View {
            @Environment(\\.colorScheme) var scheme
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text(scheme == .dark ? "Dark card" : "Light card")
                    Button("Tapped \\(taps)") { taps += 1 }
                }
            }
        }
        """

    @Test func oneEnvironmentIsEvaluatedOnceForEveryThreadThatAsks() throws {
        let fixture = try InterpreterFixture(body: "Card()", declarations: Self.declarations)
        let preview = try fixture.preview()
        let interpreter = PreviewInterpreter(project: fixture.project)
        let dark = EnvironmentValues(colorScheme: .dark)
        var roots = [String?](repeating: nil, count: 8)
        roots.withUnsafeMutableBufferPointer { roots in
            nonisolated(unsafe) let roots = roots
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                let environment = index.isMultiple(of: 2) ? EnvironmentValues() : dark
                roots[index] = interpreter.evaluate(preview, environment: environment).root.dump
            }
        }
        #expect(interpreter.evaluationsMade == 2)
        #expect(roots.enumerated().allSatisfy { index, dump in
            dump?.contains(index.isMultiple(of: 2) ? "\"Light card\"" : "\"Dark card\"") == true
        }, "\(roots)")
        // Another interpreter (another version of the project) evaluates anew.
        let next = PreviewInterpreter(project: fixture.project)
        _ = next.evaluate(preview, environment: dark)
        #expect(next.evaluationsMade == 1)
    }

    @Test func evaluationsFromTapsAreNeverShared() throws {
        let fixture = try InterpreterFixture(body: "Card()", declarations: Self.declarations)
        let preview = try fixture.preview()
        let interpreter = PreviewInterpreter(project: fixture.project)
        let plain = interpreter.evaluate(preview, environment: EnvironmentValues())
        let tapped = interpreter.evaluate(preview, environment: EnvironmentValues(), performing: 0)
        #expect(tapped.performed)
        let after = interpreter.evaluate(preview, environment: EnvironmentValues(), state: tapped.state)
        #expect(after.root.dump.contains("\"Tapped 1\""), "\(after.root.dump)")
        // The plain evaluation is still the untapped one, however often it is asked for.
        #expect(interpreter.evaluate(preview, environment: EnvironmentValues()).root == plain.root)
        #expect(plain.root.dump.contains("\"Tapped 0\""))
        #expect(interpreter.evaluationsMade == 3)
    }
}
