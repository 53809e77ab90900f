import PreviewInterpreter
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
