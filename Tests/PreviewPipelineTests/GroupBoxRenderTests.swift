import PreviewLayout
import PreviewViews
import Testing

/// `GroupBox` draws its label, however it is given, as the box's title above the content.
struct GroupBoxRenderTests {
    /// The font `list` draws `string` in.
    private func font(of string: String, in list: DisplayList) -> ResolvedFont? {
        for case .text(string, _, let font, _, _, _) in list.items { return font }
        return nil
    }

    @Test(arguments: [
        #"GroupBox(label: Label("Activity", systemImage: "flame")) { Text("Inside") }"#,
        #"GroupBox { Text("Inside") } label: { Label("Activity", systemImage: "flame") }"#,
        #"GroupBox(label: Text("Activity")) { Text("Inside") }"#,
        #"GroupBox("Activity") { Text("Inside") }"#,
    ])
    func theLabelIsTheTitleAboveTheContent(source: String) throws {
        let list = try cleanDisplayList(source)
        let title = try drawnText("Activity", in: list)
        let inside = try drawnText("Inside", in: list)
        #expect(title.maxY <= inside.minY, "the title is above the content")
        #expect(font(of: "Activity", in: list)?.weight == .semibold, "the title is in the headline font")
        #expect(font(of: "Inside", in: list)?.weight == .regular)
    }

    @Test func aLabelsOwnFontIsKept() throws {
        let list = try cleanDisplayList(#"GroupBox(label: Text("Activity").font(.caption)) { Text("Inside") }"#)
        #expect(font(of: "Activity", in: list)?.pointSize == 12)
    }
}
