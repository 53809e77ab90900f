import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Spellings that older and current projects use for what previews draw anyway: style types for iOS's default
/// styles, a date picker bounded by a partial range, an action sheet that is not presented.
struct OlderSpellingsTests {
    @Test func defaultStylesWrittenAsTypesAndADatePickerInAPartialRange() throws {
        let fixture = try InterpreterFixture(
            body: """
                @Previewable @State var on = true
                @Previewable @State var sheet = false
                @Previewable @State var birthday = Date()
                Form {
                    Toggle("Wi-Fi", isOn: $on).toggleStyle(SwitchToggleStyle())
                    DatePicker(selection: $birthday, in: ...Date(), displayedComponents: .date) {
                        Text("Birthday")
                    }
                    .datePickerStyle(CompactDatePickerStyle())
                    DatePicker("Later", selection: $birthday, in: Date()..., displayedComponents: .date)
                }
                .actionSheet(isPresented: $sheet) { ActionSheet(title: Text("Never shown")) }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("\"Birthday\"") && dump.contains("\"Later\"") && dump.contains("\"Wi-Fi\""), "\(dump)")
        #expect(!dump.contains("Never shown"))
    }

    /// SwiftUI's styles written as their types are the styles their implicit members name: drawn, or reported where
    /// previewd does not draw them (`.button` of a toggle).
    @Test func stylesWrittenAsTypesAreTheirImplicitMembers() throws {
        let fixture = try InterpreterFixture(
            body: """
                @Previewable @State var on = true
                VStack {
                    Button("Plain") {}.buttonStyle(PlainButtonStyle())
                    Button("Bordered") {}.buttonStyle(BorderedProminentButtonStyle())
                    Label("Icon", systemImage: "star").labelStyle(IconOnlyLabelStyle())
                    TextField("Name", text: .constant("Ann")).textFieldStyle(DefaultTextFieldStyle())
                    NavigationLink(isActive: $on) { Text("Detail") } label: { Text("Open") }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("Capsule") || dump.contains("RoundedRectangle"), "the bordered button: \(dump)")
        #expect(!dump.contains("\"Icon\"") && dump.contains("Image systemName=star"), "\(dump)")
        #expect(dump.contains("\"Open\""), "\(dump)")
        let rounded = try InterpreterFixture(
            body: #"TextField("Name", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())"#
        ).cleanDump()
        #expect(rounded.contains("RoundedRectangle(5)"), "\(rounded)")
        let button = try InterpreterFixture(
            body: #"Toggle("On", isOn: .constant(true)).toggleStyle(ButtonToggleStyle())"#
        ).evaluate()
        #expect(
            button.diagnostics.map(\.message) == [
                "modifier '.toggleStyle' is not drawn yet; drawn with the default look"
            ])
    }

    @Test func partialRangesOfDoublesHoldTheirBound() throws {
        let fixture = try InterpreterFixture(
            body: """
                let low = ...2.5
                let high = 1.5...
                Text("\\(low.upperBound) \\(high.lowerBound)")
                """)
        #expect(try fixture.cleanDump() == "Text \"2.5 1.5\"")
    }
}
