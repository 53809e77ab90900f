import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Interactive mode: taps run `Button` actions, flip `Toggle`s and run `.onTapGesture`, changing `@State` that the
/// next evaluation starts from.
@Suite struct InteractionTests {
    /// Taps interaction `id` `times` times, each from the state the last one left; returns the frame's tree after.
    private func tap(_ fixture: InterpreterFixture, _ id: Int, times: Int = 1) throws -> (
        dump: String, state: InteractionState
    ) {
        var state = InteractionState()
        for _ in 0..<times {
            let tapped = try fixture.evaluate(state: state, performing: id)
            #expect(tapped.performed)
            #expect(tapped.diagnostics.isEmpty, "\(tapped.diagnostics)")
            state = tapped.state
        }
        return (try fixture.evaluate(state: state).root.dump, state)
    }

    @Test func buttonActionChangesStateOfItsView() throws {
        let fixture = try InterpreterFixture(
            body: "CounterView()",
            declarations: """
                struct CounterView: View {
                    @State private var count = 0
                    var body: some View {
                        VStack {
                            Text("Count: \\(count)")
                            Button("Add") { count += 1 }
                        }
                    }
                }
                """)
        let before = try fixture.evaluate()
        #expect(before.root.dump.contains("tapTarget #0"))
        #expect(before.root.dump.contains("\"Count: 0\""))
        let after = try tap(fixture, 0, times: 2)
        #expect(after.dump.contains("\"Count: 2\""), "\(after.dump)")
        #expect(after.state.summary == ["CounterView#0.count": "2"])
    }

    @Test func toggleFlipsItsBindingButNotAConstant() throws {
        let fixture = try InterpreterFixture(
            body: "Settings()",
            declarations: """
                struct Settings: View {
                    @State var wifi = false
                    var body: some View {
                        VStack {
                            Toggle("Wi-Fi", isOn: $wifi)
                            Toggle("Locked", isOn: .constant(true))
                            Text(wifi ? "on" : "off")
                        }
                    }
                }
                """)
        let before = try fixture.evaluate().root.dump
        #expect(before.contains("tapTarget #0"))
        #expect(!before.contains("tapTarget #1"), "a constant binding cannot be flipped: \(before)")
        #expect(try tap(fixture, 0).dump.contains("\"on\""))
        #expect(try tap(fixture, 0, times: 2).dump.contains("\"off\""))
    }

    /// A `Binding` held in a plain (optional) property writes through its `wrappedValue`; through a nil one, nothing
    /// is written, as in Swift.
    @Test func aBindingsWrappedValueWritesThroughToTheState() throws {
        let fixture = try InterpreterFixture(
            body: "Parent()",
            declarations: """
                struct Parent: View {
                    @State private var saved = false
                    var body: some View {
                        VStack {
                            Text(saved ? "saved" : "unsaved")
                            SaveButton(done: nil)
                            SaveButton(done: $saved)
                        }
                    }
                }
                struct SaveButton: View {
                    var done: Binding<Bool>? = nil
                    var body: some View {
                        Button("Save") { done?.wrappedValue = true }
                    }
                }
                """)
        #expect(try tap(fixture, 0).dump.contains("\"unsaved\""))
        #expect(try tap(fixture, 1).dump.contains("\"saved\""))
    }

    @Test func childBindingWritesThroughToParentState() throws {
        let fixture = try InterpreterFixture(
            body: "Parent()",
            declarations: """
                struct Parent: View {
                    @State private var liked = false
                    var body: some View {
                        VStack {
                            Text(liked ? "Liked" : "Not liked")
                            LikeButton(isLiked: $liked)
                        }
                    }
                }
                struct LikeButton: View {
                    @Binding var isLiked: Bool
                    var body: some View {
                        Image(systemName: isLiked ? "heart.fill" : "heart")
                            .onTapGesture { isLiked.toggle() }
                    }
                }
                """)
        let after = try tap(fixture, 0)
        #expect(after.dump.contains("\"Liked\""), "\(after.dump)")
        #expect(after.dump.contains("heart.fill"))
    }

    @Test func previewableStateInAPreviewBody() throws {
        let fixture = try InterpreterFixture(
            body: """
                @Previewable @State var name = "Ada"
                VStack {
                    Text("Hello, \\(name)")
                    Button("Rename") { name = "Grace" }
                }
                """)
        let after = try tap(fixture, 0)
        #expect(after.dump.contains("\"Hello, Grace\""), "\(after.dump)")
        #expect(after.state.summary == ["preview.name": "Grace"])
    }

    @Test func eachRowOfAForEachKeepsItsOwnState() throws {
        let fixture = try InterpreterFixture(
            body: "VStack { ForEach(0..<3) { _ in Row() } }",
            declarations: """
                struct Row: View {
                    @State var taps = 0
                    var body: some View { Button("Tapped \\(taps)") { taps += 1 } }
                }
                """)
        // The ids of the tap targets in the frame, in drawing order: each row's body is evaluated once.
        let ids = try fixture.evaluate().root.dump.split(separator: "\n").compactMap { line in
            line.trimmingCharacters(in: .whitespaces).split(separator: "#").last.flatMap { Int($0) }
        }
        try #require(ids == [0, 1, 2], "\(ids)")
        let after = try tap(fixture, ids[1])
        #expect(after.state.summary == ["Row#0.taps": "0", "Row#1.taps": "1", "Row#2.taps": "0"])
        #expect(after.dump.contains("\"Tapped 1\""))
    }

    /// Xcode runs a preview's code once, so a tap changes the objects it made; previewd evaluates again after a tap
    /// and must hand back the same objects, not make them anew from the preview's code.
    @Test func anObjectThePreviewMakesKeepsWhatTapsDidToIt() throws {
        let fixture = try InterpreterFixture(
            body: "NotesList(model: .sample)",
            declarations: """
                final class NotesModel {
                    var notes: [String]
                    init(notes: [String]) { self.notes = notes }
                    func addNote() { notes.append("Note \\(notes.count + 1)") }
                    static var sample: NotesModel { NotesModel(notes: ["First"]) }
                }
                struct NotesList: View {
                    var model: NotesModel
                    var body: some View {
                        VStack {
                            Button("Add") { model.addNote() }
                            Text("\\(model.notes.count) notes")
                        }
                    }
                }
                """)
        #expect(try fixture.evaluate().root.dump.contains("\"1 notes\""))
        let after = try tap(fixture, 0, times: 2)
        #expect(after.dump.contains("\"3 notes\""), "\(after.dump)")
        // The plain evaluation keeps no objects, so it stays shared by every client.
        #expect(try fixture.evaluate().state.isEmpty)
    }

    @Test func aMissingInteractionIsNotPerformed() throws {
        let fixture = try InterpreterFixture(body: "Button(\"Only\") {}")
        #expect(try fixture.evaluate(performing: 0).performed)
        #expect(try !fixture.evaluate(performing: 1).performed)
        #expect(try !fixture.evaluate(performing: -1).performed)
    }

    /// An action that fails reports where, and the state stays as it was: a tap never crashes or loses state.
    @Test func aFailingActionIsADiagnosticNotACrash() throws {
        let fixture = try InterpreterFixture(
            body: "Failing()",
            declarations: """
                struct Failing: View {
                    @State var count = 1
                    var body: some View {
                        Button("Break") {
                            count = 5
                            let items: [Int] = []
                            count = items[3]
                        }
                    }
                }
                """)
        let tapped = try fixture.evaluate(performing: 0)
        #expect(tapped.performed)
        #expect(tapped.diagnostics.contains { $0.message.contains("out of range") }, "\(tapped.diagnostics)")
        // What ran before the failure stays, as it would in Swift up to the trap.
        #expect(tapped.state.summary == ["Failing#0.count": "5"])
    }
}

extension InteractionTests {
    @Test func stepperHalvesStepTheirBindingWithinBounds() throws {
        let fixture = try InterpreterFixture(
            body: """
                @Previewable @State var cups = 1
                VStack {
                    Stepper("Cups", value: $cups, in: 0...2)
                    Text("\\(cups) cups")
                }
                """)
        let dump = try fixture.evaluate().root.dump
        #expect(dump.contains("tapTarget #0") && dump.contains("tapTarget #1"), "\(dump)")
        #expect(try tap(fixture, 1, times: 3).dump.contains("\"2 cups\""), "the + half stops at the upper bound")
        #expect(try tap(fixture, 0, times: 2).dump.contains("\"0 cups\""), "the − half stops at the lower bound")
    }

    @Test func aHugeStepDoesNotTrap() throws {
        let fixture = try InterpreterFixture(
            body: """
                @Previewable @State var n = 1
                Stepper("N", value: $n, step: 1e300)
                """)
        let tapped = try fixture.evaluate(performing: 1)
        #expect(tapped.performed)
        #expect(tapped.state.summary["preview.n"] == "1e+300")
    }
}

/// State with Swift's value semantics: writes through a binding to a field of a struct, whole-struct assignments
/// and subscript writes change the state a later evaluation starts from.
extension InteractionTests {
    static let effects = """
        struct Effects: Equatable {
            var brightness = 0.0
            var isMono = false
            static let original = Effects()
            var isEdited: Bool { self != .original }
        }
        struct Inspector: View {
            @Binding var effects: Effects
            var body: some View {
                VStack {
                    Toggle("Mono", isOn: $effects.isMono)
                    Stepper("Brightness", value: $effects.brightness, in: -1...1, step: 0.5)
                    Button("Reset") { effects = .original }
                    Text(effects.isMono ? "mono" : "colour")
                    Text("brightness \\(effects.brightness)")
                    Text(effects.isEdited ? "edited" : "original")
                }
            }
        }
        struct Holder: View {
            @State private var effects = Effects()
            var body: some View { Inspector(effects: $effects) }
        }
        """

    @Test func aToggleBoundToAFieldOfAStructInStateFlipsIt() throws {
        let fixture = try InterpreterFixture(body: "Holder()", declarations: Self.effects)
        let dump = try fixture.evaluate().root.dump
        #expect(dump.contains("\"colour\"") && dump.contains("\"original\""), "\(dump)")
        let after = try tap(fixture, 0)
        #expect(after.dump.contains("\"mono\""), "\(after.dump)")
        #expect(after.dump.contains("\"edited\""), "\(after.dump)")
    }

    @Test func aStepperBoundToAFieldOfAStructInStateStepsIt() throws {
        let fixture = try InterpreterFixture(body: "Holder()", declarations: Self.effects)
        let after = try tap(fixture, 2, times: 3)
        #expect(after.dump.contains("\"brightness 1.0\""), "the + half stops at the bound: \(after.dump)")
    }

    @Test func assigningAWholeStructThroughABindingResetsIt() throws {
        let fixture = try InterpreterFixture(body: "Holder()", declarations: Self.effects)
        let toggled = try tap(fixture, 0)
        #expect(toggled.dump.contains("\"edited\""), "\(toggled.dump)")
        var state = toggled.state
        let tapped = try fixture.evaluate(state: state, performing: 3)
        #expect(tapped.diagnostics.isEmpty, "\(tapped.diagnostics)")
        state = tapped.state
        let dump = try fixture.evaluate(state: state).root.dump
        #expect(dump.contains("\"colour\"") && dump.contains("\"original\""), "\(dump)")
    }

    @Test func aPreviewableStructIsChangedThroughItsFieldBinding() throws {
        let fixture = try InterpreterFixture(
            body: """
                @Previewable @State var effects = Effects()
                Inspector(effects: $effects)
                """,
            declarations: Self.effects)
        #expect(try tap(fixture, 0).dump.contains("\"mono\""))
    }

    @Test func aDictionarySubscriptWriteInAnActionIsKept() throws {
        let fixture = try InterpreterFixture(
            body: "Permissions()",
            declarations: """
                enum Step: Hashable, CaseIterable { case camera, microphone }
                enum Status { case unknown, granted }
                struct Permissions: View {
                    @State private var statuses: [Step: Status] = [:]
                    @State private var step = Step.camera
                    var body: some View {
                        VStack {
                            Text(statuses[.camera] == .granted ? "camera granted" : "camera unknown")
                            Text(statuses[.microphone] == .granted ? "mic granted" : "mic unknown")
                            Button("Allow") {
                                statuses[step] = .granted
                                step = .microphone
                            }
                        }
                    }
                }
                """)
        let once = try tap(fixture, 0)
        #expect(once.dump.contains("\"camera granted\"") && once.dump.contains("\"mic unknown\""), "\(once.dump)")
        let twice = try tap(fixture, 0, times: 2)
        #expect(twice.dump.contains("\"camera granted\"") && twice.dump.contains("\"mic granted\""), "\(twice.dump)")
    }

    @Test func aTaskATapStartsRunsToItsEndBeforeTheFrame() throws {
        let fixture = try InterpreterFixture(
            body: "Loader()",
            declarations: """
                struct Failure: Error {}
                @Observable final class Model {
                    var state = "failed"
                    func load() async {
                        state = "loading"
                        do {
                            try await Task.sleep(for: .milliseconds(300))
                            state = "loaded"
                        } catch {
                            state = "cancelled"
                        }
                    }
                }
                struct Loader: View {
                    @State private var model = Model()
                    @State private var attempts = 0
                    var body: some View {
                        VStack {
                            Text(model.state)
                            Text("attempts: \\(attempts)")
                            Button("Try Again") { Task { await model.load() } }
                            Button("Fail") {
                                Task {
                                    attempts += 1
                                    throw Failure()
                                }
                            }
                        }
                    }
                }
                """)
        let before = try fixture.evaluate().root.dump
        #expect(before.contains("\"failed\""), "a task is not run while the preview is built: \(before)")
        #expect(try tap(fixture, 0).dump.contains("\"loaded\""))
        // What the task throws stays in it: the tap reports nothing (`tap` expects no diagnostics).
        #expect(try tap(fixture, 1).dump.contains("\"attempts: 1\""))
    }
}
