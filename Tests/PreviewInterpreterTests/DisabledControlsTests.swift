import Foundation
import PreviewInterpreter
import PreviewViews
import Testing

/// Controls other than buttons under `.disabled(true)`: their labels grey, the controls dimmed, as iOS draws them.
struct DisabledControlsTests {
    static let grey = "foreground #3c3c434d/#ebebf54d"

    @Test(arguments: [
        #"Toggle("Wi-Fi", isOn: .constant(true))"#,
        #"Stepper("Count", value: .constant(1))"#,
        // A menu picker shows its label only as a row of a form or list.
        #"Form { Picker("Size", selection: .constant(1)) { Text("S").tag(1) } }"#,
        #"DatePicker("Date", selection: .constant(Date()))"#,
    ])
    func labelledControlsGreyTheirLabelAndDimTheControl(control: String) throws {
        let enabled = try InterpreterFixture(body: control).cleanDump()
        #expect(!enabled.contains(Self.grey) && !enabled.contains("opacity 0.5"), "\(enabled)")
        let disabled = try InterpreterFixture(body: control + ".disabled(true)").cleanDump()
        #expect(disabled.contains(Self.grey) && disabled.contains("opacity 0.5"), "\(disabled)")
    }

    @Test func slidersFieldsMenusAndListLinksDim() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Slider(value: .constant(0.5))
                    TextField("Name", text: .constant("Ada"))
                    Menu("More") { Button("A") {} }
                    List { NavigationLink("Row") { Text("Detail") } }
                    Picker("Mode", selection: .constant(1)) { Text("A").tag(1) }.pickerStyle(.segmented)
                }
                .disabled(true)
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.components(separatedBy: "opacity 0.5").count - 1 == 2, "slider and segments: \(dump)")
        #expect(dump.components(separatedBy: Self.grey).count - 1 == 3, "field, menu and row: \(dump)")
    }

    /// A disabled switch does not flip when tapped.
    @Test func aDisabledToggleTakesNoTap() throws {
        let fixture = try InterpreterFixture(
            body: "Toggled()",
            declarations: """
                struct Toggled: View {
                    @State var on = false
                    var body: some View { Toggle("On", isOn: $on).disabled(true) }
                }
                """)
        #expect(!(try fixture.cleanDump()).contains("tap"))
    }
}
