import PreviewInterpreter
import PreviewViews
import Testing

/// Environment modifiers a project applies inside its own view methods and `ViewModifier`s reach the controls of
/// the view they are applied to, as SwiftUI's environment does: the button below is drawn as if the modifiers
/// were written on it directly.
struct ModifierMethodEnvironmentTests {
    static let direct = #"Button("Go") {}.buttonStyle(.borderedProminent).tint(.red)"#

    /// The dump of the preview without the numbers of its tap targets, which count every evaluation of a view.
    func dump(_ fixture: InterpreterFixture) throws -> String {
        try fixture.cleanDump().replacing(#/tapTarget #\d+/#, with: "tapTarget")
    }

    @Test func aViewExtensionMethodStylesTheButtonItIsCalledOn() throws {
        let expected = try dump(InterpreterFixture(body: Self.direct))
        #expect(expected.contains("fill red"), "\(expected)")
        let explicitSelf = try InterpreterFixture(
            body: #"Button("Go") {}.primaryButton()"#,
            declarations: """
                extension View {
                    func primaryButton() -> some View { self.buttonStyle(.borderedProminent).tint(.red) }
                }
                """)
        let explicitSelfDump = try dump(explicitSelf)
        #expect(explicitSelfDump == expected, "\(explicitSelfDump)\n---\n\(expected)")
        let implicitSelf = try InterpreterFixture(
            body: #"Button("Go") {}.primaryButton()"#,
            declarations: """
                extension View {
                    func primaryButton() -> some View { buttonStyle(.borderedProminent).tint(.red) }
                }
                """)
        let implicitSelfDump = try dump(implicitSelf)
        #expect(implicitSelfDump == expected, "\(implicitSelfDump)\n---\n\(expected)")
    }

    @Test func aViewModifierStylesItsContent() throws {
        let expected = try dump(InterpreterFixture(body: Self.direct))
        let declarations = """
            struct Primary: ViewModifier {
                func body(content: Content) -> some View {
                    content.buttonStyle(.borderedProminent).tint(.red)
                }
            }
            extension View {
                func primary() -> some View { modifier(Primary()) }
            }
            """
        let applied = try InterpreterFixture(
            body: #"Button("Go") {}.modifier(Primary())"#, declarations: declarations)
        let appliedDump = try dump(applied)
        #expect(appliedDump == expected, "\(appliedDump)\n---\n\(expected)")
        let throughMethod = try InterpreterFixture(body: #"Button("Go") {}.primary()"#, declarations: declarations)
        let throughMethodDump = try dump(throughMethod)
        #expect(throughMethodDump == expected, "\(throughMethodDump)\n---\n\(expected)")
    }

    @Test func aViewModifierDisablesTheControlsOfAContainer() throws {
        let expected = try dump(InterpreterFixture(body: #"VStack { Button("Save") {} }.disabled(true)"#))
        #expect(expected.contains("#3c3c434d/#ebebf54d"), "\(expected)")
        let fixture = try InterpreterFixture(
            body: #"VStack { Button("Save") {} }.modifier(Locked())"#,
            declarations: """
                struct Locked: ViewModifier {
                    func body(content c: Content) -> some View { c.disabled(true) }
                }
                """)
        let fixtureDump = try dump(fixture)
        #expect(fixtureDump == expected, "\(fixtureDump)\n---\n\(expected)")
    }

    /// A method that applies no environment modifier uses the view as it was evaluated.
    @Test func aMethodWithoutEnvironmentModifiersKeepsTheView() throws {
        let fixture = try InterpreterFixture(
            body: #"Button("Go") {}.card()"#,
            declarations: """
                extension View {
                    func card() -> some View { self.padding().background(Color.gray) }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("padding 16,16,16,16") && dump.contains("Text \"Go\""), "\(dump)")
    }
}
