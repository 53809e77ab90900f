import PreviewInterpreter
import PreviewViews
import Testing

/// `@FocusState` as a still frame has it: nothing is focused.
struct FocusStateTests {
    /// A Boolean focus state, written with or without its type, is `false`; an optional one is `nil`.
    @Test func booleanFocusStateIsFalse() throws {
        let fixture = try InterpreterFixture(
            body: """
                Editor()
                """,
            declarations: """
                struct Editor: View {
                    enum Field { case name }
                    @FocusState private var isFocused
                    @FocusState private var isTyped: Bool
                    @FocusState private var field: Field?

                    var body: some View {
                        Text("\\(!isFocused) \\(isTyped ? "typed" : "idle") \\(field == nil)")
                    }
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "true idle true""#)
    }
}
