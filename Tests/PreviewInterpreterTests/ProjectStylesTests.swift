import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// A project's own control styles draw their controls through `makeBody(configuration:)`, given the control's parts
/// as the configuration's fields, whether set as a value (`.labelStyle(Tag())`) or through a static member the
/// project adds to the style protocol (`.labelStyle(.tag)`).
@Suite struct ProjectStylesTests {
    @Test func aLabelStyleSetThroughAStaticMemberDrawsTitleAndIcon() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Label("Orders", systemImage: "shippingbox")
                    Label("Plain", systemImage: "star").labelStyle(.titleOnly)
                }
                .labelStyle(.header)
                """,
            declarations: """
                struct HeaderLabelStyle: LabelStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack(spacing: 3) {
                            configuration.icon.opacity(0.5)
                            configuration.title
                            Image(systemName: "chevron.forward")
                        }
                    }
                }
                extension LabelStyle where Self == HeaderLabelStyle {
                    static var header: HeaderLabelStyle { HeaderLabelStyle() }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  HStack alignment=center spacing=3",
                    "    opacity 0.5",
                    "      Image systemName=shippingbox",
                    "    Text \"Orders\"",
                    "    Image systemName=chevron.forward",
                    "  Text \"Plain\""))
    }

    @Test func aLabelInsideALabelStyleIsDrawnPlainly() throws {
        let fixture = try InterpreterFixture(
            body: "Label(\"Tag\", systemImage: \"tag\").labelStyle(Boxed())",
            declarations: """
                struct Boxed: LabelStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Label(configuration).padding(2)
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "padding 2,2,2,2",
                    "  HStack alignment=center spacing=8",
                    "    Image systemName=tag",
                    "    Text \"Tag\""))
    }

    static let checkbox = """
        struct Checkbox: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button {
                    configuration.isOn.toggle()
                } label: {
                    HStack {
                        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                        configuration.label
                    }
                }
            }
        }
        struct Settings: View {
            @State var wifi = false
            var body: some View {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(Checkbox())
            }
        }
        """

    @Test func aToggleStyleReadsTheStateAndFlipsItThroughTheConfiguration() throws {
        let fixture = try InterpreterFixture(body: "Settings()", declarations: Self.checkbox)
        let before = try fixture.cleanDump()
        #expect(before.contains("systemName=square") && before.contains("Text \"Wi-Fi\""), "\(before)")
        let tapped = try fixture.evaluate(performing: 0)
        #expect(tapped.performed && tapped.diagnostics.isEmpty, "\(tapped.diagnostics)")
        let after = try fixture.evaluate(state: tapped.state).root.dump
        #expect(after.contains("systemName=checkmark.square"), "\(after)")
    }

    @Test func aToggleInsideAToggleStyleWritesThroughItsBinding() throws {
        let fixture = try InterpreterFixture(
            body: "Settings()",
            declarations: """
                struct Labelled: ToggleStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack {
                            configuration.label
                            Toggle("", isOn: configuration.$isOn).labelsHidden()
                            Text(configuration.isOn ? "on" : "off")
                        }
                    }
                }
                struct Settings: View {
                    @State var wifi = false
                    var body: some View {
                        Toggle("Wi-Fi", isOn: $wifi).toggleStyle(Labelled())
                    }
                }
                """)
        #expect(try fixture.cleanDump().contains("Text \"off\""))
        let tapped = try fixture.evaluate(performing: 0)
        #expect(tapped.performed && tapped.diagnostics.isEmpty, "\(tapped.diagnostics)")
        #expect(try fixture.evaluate(state: tapped.state).root.dump.contains("Text \"on\""))
    }

    @Test func progressViewGroupBoxDisclosureGroupAndTextFieldStylesDraw() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    ProgressView("Loading", value: 3, total: 4).progressViewStyle(Percent())
                    GroupBox("Box") { Text("inside") }.groupBoxStyle(Card())
                    DisclosureGroup("More") { Text("hidden") }.disclosureGroupStyle(Always())
                    TextField("Name", text: .constant("Ann")).textFieldStyle(Underlined())
                }
                """,
            declarations: """
                struct Percent: ProgressViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack {
                            configuration.label
                            Text("\\(Int((configuration.fractionCompleted ?? 0) * 100))%")
                        }
                    }
                }
                struct Card: GroupBoxStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack {
                            configuration.label
                            configuration.content
                        }
                        .padding(5)
                    }
                }
                struct Always: DisclosureGroupStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack {
                            configuration.label
                            if !configuration.isExpanded {
                                configuration.content
                            }
                        }
                    }
                }
                struct Underlined: TextFieldStyle {
                    func _body(configuration: TextField<Self._Label>) -> some View {
                        configuration.padding(7)
                    }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("Text \"Loading\"") && dump.contains("Text \"75%\""), "\(dump)")
        #expect(dump.contains("padding 5,5,5,5") && dump.contains("Text \"inside\""), "\(dump)")
        #expect(dump.contains("Text \"More\"") && dump.contains("Text \"hidden\""), "\(dump)")
        #expect(dump.contains("padding 7,7,7,7") && dump.contains("Text \"Ann\""), "\(dump)")
    }

    @Test func aPrimitiveButtonStyleIsGivenTheActionAsItsTrigger() throws {
        let fixture = try InterpreterFixture(
            body: "Counter()",
            declarations: """
                struct Immediate: PrimitiveButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.onTapGesture { configuration.trigger() }
                    }
                }
                struct Counter: View {
                    @State var count = 0
                    var body: some View {
                        Button("Taps \\(count)") { count += 1 }.buttonStyle(Immediate())
                    }
                }
                """)
        let before = try fixture.cleanDump()
        #expect(before.contains("Text \"Taps 0\""), "\(before)")
        // The style's own tap gesture, inside the button's tap target, runs the action through the trigger.
        #expect(before.contains("tapTarget #1\n  tapTarget #0"), "\(before)")
        let tapped = try fixture.evaluate(performing: 0)
        #expect(tapped.performed && tapped.diagnostics.isEmpty, "\(tapped.diagnostics)")
        #expect(try fixture.evaluate(state: tapped.state).root.dump.contains("Text \"Taps 1\""))
    }
}
