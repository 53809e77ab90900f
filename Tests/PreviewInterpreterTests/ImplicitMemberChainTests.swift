import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Chains of implicit members (`.scale.combined(with: .opacity)`) whose type only their use can tell.
@Suite struct ImplicitMemberChainTests {
    @Test func transitionsOfAnyShapeAreAcceptedAndDrawTheViewAtRest() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Text("A").transition(.scale.combined(with: .opacity))
                Text("B").transition(.move(edge: .bottom).combined(with: .opacity).animation(.easeInOut))
                Text("C").transition(
                    .asymmetric(insertion: .push(from: .leading), removal: .scale(scale: 0.5).combined(with: .opacity)))
            }
            """)
        #expect(
            try fixture.cleanDump()
                == lines("VStack alignment=center spacing=default", "  Text \"A\"", "  Text \"B\"", "  Text \"C\""))
    }

    @Test func anUnresolvedChainIsReportedWhereItsValueIsNeeded() throws {
        let fixture = try InterpreterFixture(body: "Text(\"D\").foregroundStyle(.brandThing.opacity(0.5))")
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.map(\.message) == ["'.brandThing.opacity(0.5)' is not a supported style"])
    }
}
