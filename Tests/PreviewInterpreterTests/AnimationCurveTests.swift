import Foundation
import PreviewInterpreter
import PreviewViews
import Testing

/// Animations change how a frame moves to the next, never the frame: every curve and adjustment is accepted without
/// a diagnostic, and an animated binding is the binding.
@Suite struct AnimationCurveTests {
    @Test func curvesSpringsAndAdjustmentsAreAcceptedWithoutDiagnostics() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Toast()
                    Text("A").animation(Animation.easeInOut(duration: 1).delay(0.2).repeatForever(), value: 1)
                    Text("B").animation(.spring(response: 0.4, dampingFraction: 0.8).speed(2), value: 1)
                    Text("C").animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), value: 1)
                    Text("D").animation(.interpolatingSpring(stiffness: 170, damping: 15), value: 1)
                    Text("E").animation(.snappy(duration: 0.3).repeatCount(3, autoreverses: false), value: 1)
                }
                """,
            declarations: """
                struct Toast: View {
                    var animation: Animation = .linear(duration: 0.3)
                    var body: some View { Text("toast").animation(animation, value: 1) }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        #expect(try fixture.cleanDump().components(separatedBy: "Text ").count == 7)
    }

    @Test func anAnimatedBindingDrawsItsValue() throws {
        let fixture = try InterpreterFixture(
            body: "Switches()",
            declarations: """
                struct Switches: View {
                    @State private var on = true
                    var body: some View {
                        VStack {
                            Toggle("Plain", isOn: $on.animation())
                            Toggle("Eased", isOn: $on.animation(.easeInOut(duration: 0.2)))
                        }
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        // Both switches are on (green, knob trailing), as `on` is.
        let dump = evaluation.root.dump
        #expect(dump.components(separatedBy: "Capsule fill green").count == 3, "\(dump)")
    }
}
