import Foundation
import PreviewInterpreter
import PreviewModel
import Testing

/// A menu-style picker (the default) at rest: in a form or list row its label leads and the selected option's text
/// with the up-down chevron ends the row in the tint; in a stack or a toolbar the button stands alone. The selected
/// option is the one whose `.tag` is the selection, else the one whose text is.
@Suite struct MenuPickerTests {
    static let flavors = """
        enum Flavor: String, CaseIterable, Identifiable {
            case vanilla, chocolate, strawberry
            var id: Self { self }
        }
        """

    static let picker = """
        Picker("Flavor", selection: .constant(Flavor.chocolate)) {
            ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized).tag(flavor) }
        }
        """

    @Test func inAFormTheRowShowsTheLabelAndTheTaggedSelectionInTheTint() throws {
        let dump = try InterpreterFixture(
            body: "Form { \(Self.picker) }.tint(.orange)", declarations: Self.flavors
        ).cleanDump()
        #expect(dump.contains("Text \"Flavor\""), "\(dump)")
        #expect(dump.contains("Text \"Chocolate\""), "\(dump)")
        #expect(!dump.contains("Text \"Vanilla\""), "only the selected option is shown: \(dump)")
        #expect(dump.contains("chevron.up.chevron.down"), "\(dump)")
        let choice = try #require(dump.range(of: "Text \"Chocolate\""))
        let before = dump[..<choice.lowerBound]
        #expect(before.contains("foreground orange"), "\(dump)")
    }

    @Test func outsideAListThePickerIsTheSelectionButtonAlone() throws {
        let dump = try InterpreterFixture(
            body: "VStack { \(Self.picker) }", declarations: Self.flavors
        ).cleanDump()
        #expect(dump.contains("Text \"Chocolate\""), "\(dump)")
        #expect(!dump.contains("Text \"Flavor\""), "the label is not drawn outside a list: \(dump)")
        #expect(!dump.contains("Spacer"), "\(dump)")
    }

    @Test func anOptionWithoutTagsIsMatchedByItsText() throws {
        let dump = try InterpreterFixture(
            body: """
                Form {
                    Picker("Size", selection: .constant("Large")) {
                        Text("Small")
                        Text("Large")
                    }
                }
                """
        ).cleanDump()
        #expect(dump.contains("Text \"Large\"") && !dump.contains("Text \"Small\""), "\(dump)")
    }

    @Test func aTagOutsideAPickerChangesNothing() throws {
        let tagged = try InterpreterFixture(body: #"Text("a").tag(1)"#).cleanDump()
        let plain = try InterpreterFixture(body: #"Text("a")"#).cleanDump()
        #expect(tagged == plain)
    }

    @Test func aSegmentedPickerRaisesTheTaggedSelection() throws {
        let dump = try InterpreterFixture(
            body: "\(Self.picker).pickerStyle(.segmented)", declarations: Self.flavors
        ).cleanDump()
        // The raised segment is the second: its label is set semibold, the others medium.
        let chocolate = try #require(dump.range(of: "Text \"Chocolate\""))
        let vanilla = try #require(dump.range(of: "Text \"Vanilla\""))
        let semibold = try #require(dump.range(of: "semibold"))
        #expect(vanilla.lowerBound < semibold.lowerBound && semibold.lowerBound < chocolate.lowerBound, "\(dump)")
    }
}

/// Options a `ForEach` makes without tags are tagged with their element's identity, as SwiftUI's are.
@Suite struct ForEachPickerOptionTests {
    @Test(arguments: [
        "ForEach(Flavor.allCases, id: \\.self) { flavor in Text(flavor.rawValue.capitalized) }",
        "ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }",
    ])
    func theSelectionPicksTheOptionOfItsElement(_ options: String) throws {
        let dump = try InterpreterFixture(
            body: "Form { Picker(\"Flavor\", selection: .constant(Flavor.strawberry)) { \(options) } }",
            declarations: MenuPickerTests.flavors
        ).cleanDump()
        #expect(dump.contains("Text \"Strawberry\"") && !dump.contains("Text \"Vanilla\""), "\(dump)")
    }

    @Test func aForEachOutsideAPickerTagsNothing() throws {
        let dump = try InterpreterFixture(
            body: "VStack { ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue) } }",
            declarations: MenuPickerTests.flavors
        ).cleanDump()
        #expect(!dump.contains("SwiftUI.tag") && !dump.contains("layoutValue"), "\(dump)")
    }
}

/// `.pickerStyle(.navigationLink)`: the label, the selected option in the secondary style and the row's chevron;
/// `.inline`: the options as rows with a checkmark, or the wheel outside a list; a style previewd does not draw
/// (`.palette`, `.radioGroup`) is reported, as it is drawn as the menu.
@Suite struct PickerStyleTests {
    @Test func aNavigationLinkPickerShowsTheSelectionBeforeAChevron() throws {
        let dump = try InterpreterFixture(
            body: "Form { \(MenuPickerTests.picker).pickerStyle(.navigationLink) }",
            declarations: MenuPickerTests.flavors
        ).cleanDump()
        #expect(dump.contains("Text \"Flavor\"") && dump.contains("Text \"Chocolate\""), "\(dump)")
        #expect(dump.contains("chevron.right") && !dump.contains("chevron.up.chevron.down"), "\(dump)")
        #expect(dump.contains("foregroundLevel secondary"), "\(dump)")
    }

    @Test func anInlinePickerInAFormIsASectionOfItsOptionsUnderItsLabel() throws {
        let dump = try InterpreterFixture(
            body: "Form { \(MenuPickerTests.picker).pickerStyle(.inline) }", declarations: MenuPickerTests.flavors
        ).cleanDump()
        for text in ["Flavor", "Vanilla", "Chocolate", "Strawberry"] {
            #expect(dump.contains("Text \"\(text)\""), "\(dump)")
        }
        #expect(dump.contains("uppercase true"), "the label is the section's header: \(dump)")
        #expect(dump.components(separatedBy: "checkmark").count == 2, "\(dump)")
        let check = try #require(dump.range(of: "checkmark"))
        #expect(dump[..<check.lowerBound].contains("Text \"Chocolate\""))
        #expect(!dump[check.upperBound...].contains("Text \"Chocolate\""), "\(dump)")
    }

    @Test func anInlinePickerInASectionAddsItsOptionsToTheSectionsRows() throws {
        let dump = try InterpreterFixture(
            body: "Form { Section(\"Taste\") { \(MenuPickerTests.picker).pickerStyle(.inline) } }",
            declarations: MenuPickerTests.flavors
        ).cleanDump()
        #expect(dump.contains("Text \"Taste\"") && !dump.contains("Text \"Flavor\""), "\(dump)")
        #expect(dump.contains("checkmark"), "\(dump)")
    }

    @Test func anInlinePickerOutsideAListIsTheWheel() throws {
        let inline = try InterpreterFixture(
            body: "VStack { \(MenuPickerTests.picker).pickerStyle(.inline) }", declarations: MenuPickerTests.flavors
        ).cleanDump()
        let wheel = try InterpreterFixture(
            body: "VStack { \(MenuPickerTests.picker).pickerStyle(.wheel) }", declarations: MenuPickerTests.flavors
        ).cleanDump()
        #expect(inline == wheel)
    }

    @Test(arguments: ["palette", "radioGroup"])
    func anUndrawnStyleIsReported(_ style: String) throws {
        let fixture = try InterpreterFixture(
            body: "Form { \(MenuPickerTests.picker).pickerStyle(.\(style)) }", declarations: MenuPickerTests.flavors)
        let messages = try fixture.evaluate().diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("pickerStyle") }, "\(messages)")
    }
}
