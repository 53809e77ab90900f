import PreviewInterpreter
import PreviewViews
import Testing

/// `.labelsHidden()` leaves a control without its label, at its own size instead of the width it is offered.
@Suite struct LabelsHiddenTests {
    @Test(arguments: [
        #"Toggle("Alerts", isOn: .constant(true))"#,
        #"Stepper("Cups", value: .constant(2))"#,
        // A menu picker shows its label only as a row of a form or list.
        #"Form { Picker("Size", selection: .constant(1)) { Text("One").tag(1) } }"#,
        #"DatePicker("When", selection: .constant(Date(timeIntervalSince1970: 0)))"#,
        #"ColorPicker("Tint", selection: .constant(Color.red))"#,
        #"ColorPicker(selection: .constant(Color.red), supportsOpacity: false) { Text("Tint") }"#,
    ])
    func controlWithoutItsLabel(_ control: String) throws {
        let labelled = try InterpreterFixture(body: control).cleanDump()
        let hidden = try InterpreterFixture(body: "VStack { \(control) }.labelsHidden()").cleanDump()
        #expect(labelled.contains("Spacer"), "\(labelled)")
        #expect(!hidden.contains("Spacer"), "\(hidden)")
        for title in ["Alerts", "Cups", "Size", "When", "Tint"] {
            #expect(!hidden.contains("\"\(title)\""), "\(hidden)")
        }
    }
}

/// `LabeledContent` under `.labelsHidden()` is its content alone.
@Test func labeledContentWithoutItsLabel() throws {
    let hidden = try InterpreterFixture(
        body: #"LabeledContent("Sign out") { Button("Sign Out") {}.frame(maxWidth: .infinity) }.labelsHidden()"#
    ).cleanDump()
    #expect(!hidden.contains("\"Sign out\""), "\(hidden)")
    #expect(hidden.contains("\"Sign Out\""), "\(hidden)")
    let shown = try InterpreterFixture(body: #"LabeledContent("Sign out") { Text("x") }"#).cleanDump()
    #expect(shown.contains("\"Sign out\""), "\(shown)")
}
