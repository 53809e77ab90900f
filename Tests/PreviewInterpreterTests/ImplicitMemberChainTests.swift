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

    /// A project's method named like a SwiftUI modifier (`Text.font(kernedFont:)`, `View.foregroundColor(token:)`)
    /// adds an overload: SwiftUI's own still types the arguments of calls with its labels, so
    /// `.font(.Secondary.p1Bold)` starts from the type nested in `Font`.
    @Test func aProjectsOverloadOfAModifierLeavesSwiftUIsOwnInPlace() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("A").font(.Secondary.p1Bold)
                    Text("B").foregroundColor(.Palette.ink)
                }
                """,
            declarations: """
                extension Font {
                    struct Secondary { static var p1Bold: Font { .system(size: 15, weight: .bold) } }
                }
                extension Color {
                    struct Palette { static var ink: Color { Color(red: 0.1, green: 0.2, blue: 0.3) } }
                }
                struct KernedFont { let font: Font }
                extension Text {
                    func font(kernedFont: KernedFont) -> Text { font(kernedFont.font) }
                }
                extension View {
                    func foregroundColor(token: Int) -> some View { foregroundColor(token > 0 ? .red : .blue) }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("font .system(size: 15).weight(bold)"), "\(dump)")
        #expect(dump.contains("foreground #1a334d"), "\(dump)")
    }
}
