import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// A widget's entry view in `.previewContext(WidgetPreviewContext(family:))`: drawn at the family's size on the
/// target device, in the widget's rounded container, with `\.widgetFamily` set for the view below.
struct WidgetPreviewTests {
    static let entryView = """
        struct Entry {
            let text: String
        }

        struct EntryView: View {
            @Environment(\\.widgetFamily) private var family
            var entry: Entry
            var body: some View {
                VStack {
                    Text(entry.text)
                    Text(family == .systemMedium ? "medium" : "other")
                }
                .containerBackground(for: .widget) {
                    Color.yellow
                }
            }
        }
        """

    @Test func mediumWidgetIsDrawnAtItsSizeInItsContainer() throws {
        let fixture = try InterpreterFixture(
            body: #"EntryView(entry: Entry(text: "Hi")).previewContext(WidgetPreviewContext(family: .systemMedium))"#,
            declarations: Self.entryView)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        // The 6.1-inch iPhone's medium widget, from the Human Interface Guidelines.
        #expect(evaluation.canvas == .fixed(width: 338, height: 158))
        let dump = evaluation.root.dump
        #expect(dump.contains("\"medium\""), "\(dump)")
        #expect(dump.contains("clip RoundedRectangle(22)"), "\(dump)")
        #expect(dump.contains("padding 16,16,16,16"), "the content margins: \(dump)")
        #expect(dump.contains("yellow"), "the container background: \(dump)")
    }

    @Test func familyDefaultsToSmallOutsideAWidgetContext() throws {
        let fixture = try InterpreterFixture(
            body: #"EntryView(entry: Entry(text: "Hi"))"#, declarations: Self.entryView)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        #expect(evaluation.canvas == nil)
        #expect(evaluation.root.dump.contains("\"other\""))
        #expect(!evaluation.root.dump.contains("yellow"), "a container background outside a widget draws nothing")
    }

    @Test func aWidgetWithoutContainerBackgroundSaysWhatIOS17Shows() throws {
        let fixture = try InterpreterFixture(
            body: #"Text("Old").previewContext(WidgetPreviewContext(family: .systemSmall))"#)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.canvas == .fixed(width: 158, height: 158))
        #expect(evaluation.diagnostics.map(\.message).contains { $0.contains("containerBackground(for: .widget)") })
    }

    @Test func lockScreenFamiliesTakeTheirSizes() throws {
        let fixture = try InterpreterFixture(
            body:
                #"Text("Lock").widgetAccentable().previewContext(WidgetPreviewContext(family: .accessoryRectangular))"#)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.canvas == .fixed(width: 160, height: 72))
        // The one thing previews cannot draw is said; `.widgetAccentable()` changes nothing in full colour.
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "Lock Screen widgets are drawn in their own colours; the Lock Screen's vibrant rendering is not drawn"
            ])
    }
}
