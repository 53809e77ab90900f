import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Gestures change nothing in a still frame: they are values the gesture modifiers accept, and draw nothing.
struct GestureTests {
    @Test func gesturesAndTheirCompositionsDrawNothing() throws {
        let fixture = try InterpreterFixture(
            body: "Dragged()",
            declarations: """
                struct Dragged: View {
                    @GestureState private var offset = CGSize.zero
                    var body: some View {
                        Text("drag")
                            .gesture(
                                DragGesture(minimumDistance: 0).updating($offset) { value, state, _ in
                                    state = value.translation
                                }.onEnded { _ in })
                            .simultaneousGesture(LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture()))
                            .highPriorityGesture(
                                MagnifyGesture().simultaneously(with: RotateGesture()).onChanged { _ in })
                            .gesture(
                                SpatialTapGesture(count: 2).exclusively(before: MagnificationGesture()),
                                including: .all)
                            .gesture(RotationGesture().onEnded { _ in })
                    }
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "drag""#)
    }

    @Test func aTapGestureIsATapTarget() throws {
        let fixture = try InterpreterFixture(
            body: "Tapped()",
            declarations: """
                struct Tapped: View {
                    @State private var taps = 0
                    var body: some View {
                        Text("taps \\(taps)")
                            .gesture(TapGesture().onEnded { taps += 1 })
                    }
                }
                """)
        let interpreter = PreviewInterpreter(project: fixture.project)
        let before = interpreter.evaluate(try fixture.preview(), environment: EnvironmentValues())
        #expect(before.diagnostics.isEmpty, "\(before.diagnostics)")
        #expect(before.root.dump.contains("tapTarget #0"), "\(before.root.dump)")
        let tapped = interpreter.evaluate(try fixture.preview(), environment: EnvironmentValues(), performing: 0)
        #expect(tapped.performed)
        let after = interpreter.evaluate(try fixture.preview(), environment: EnvironmentValues(), state: tapped.state)
        #expect(after.root.dump.contains("\"taps 1\""), "\(after.root.dump)")
    }

    @Test func aDoubleTapGestureIsNotATapTarget() throws {
        let fixture = try InterpreterFixture(body: #"Text("a").gesture(TapGesture(count: 2).onEnded { })"#)
        #expect(try fixture.cleanDump() == #"Text "a""#)
    }
}
