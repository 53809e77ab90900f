import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

/// Layout as a table: a SwiftUI snippet, evaluated as a preview, laid out in a 200×100-point proposal with fake text
/// metrics (at the 20-point font every row sets, a character is 10 points wide and a line 25 points tall), and the
/// frame of every text, fill and clip it draws, in drawing order, as SwiftUI places them.
struct LayoutFixtureTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var snippet: String
        var frames: [String]
        var testDescription: String { snippet }
    }

    static let rows: [Row] = [
        Row(snippet: #"Text("Hello")"#, frames: [#"text Hello (75, 37.5, 50, 25)"#]),
        Row(
            snippet: #"HStack { Text("A"); Text("BB") }"#,
            frames: ["text A (81, 37.5, 10, 25)", "text BB (99, 37.5, 20, 25)"]),
        Row(
            snippet: #"VStack(spacing: 4) { Text("A"); Text("BB") }"#,
            frames: ["text A (95, 23, 10, 25)", "text BB (90, 52, 20, 25)"]),
        Row(
            snippet: #"HStack { Text("L"); Spacer(); Text("R") }"#,
            frames: ["text L (0, 37.5, 10, 25)", "text R (190, 37.5, 10, 25)"]),
        Row(
            snippet: #"VStack { Text("A"); Spacer(); Text("B") }"#,
            frames: ["text A (95, 0, 10, 25)", "text B (95, 75, 10, 25)"]),
        Row(
            snippet: #"Text("Hi").padding(10).background(Color.red)"#,
            frames: ["fill (80, 27.5, 40, 45)", "text Hi (90, 37.5, 20, 25)"]),
        Row(
            snippet: #"Text("Hi").frame(width: 100, height: 50, alignment: .topLeading)"#,
            frames: ["text Hi (50, 25, 20, 25)"]),
        Row(
            snippet: #"ZStack(alignment: .bottomTrailing) { Color.blue.frame(width: 60, height: 40); Text("X") }"#,
            frames: ["fill (70, 30, 60, 40)", "text X (120, 45, 10, 25)"]),
        Row(
            snippet: #"Text("one two three").frame(width: 70)"#,
            frames: ["text one two three (65, 25, 70, 50)"]),
        Row(
            snippet: #"HStack(alignment: .top) { Text("A"); Text("B\nC") }"#,
            frames: ["text A (86, 25, 10, 25)", "text B\nC (104, 25, 10, 50)"]),
        Row(snippet: "Color.green.frame(maxWidth: .infinity, maxHeight: 20)", frames: ["fill (0, 40, 200, 20)"]),
        Row(
            snippet: #"Text("Title").overlay(alignment: .topTrailing) { Color.red.frame(width: 6, height: 6) }"#,
            frames: ["text Title (75, 37.5, 50, 25)", "fill (119, 37.5, 6, 6)"]),
        // UISwitch: a 51×31 track at the trailing edge, its 27-point knob 2 points in from the track's end.
        Row(
            snippet: #"Toggle("Wi", isOn: .constant(true))"#,
            frames: ["text Wi (0, 37.5, 20, 25)", "fill (149, 34.5, 51, 31)", "fill (171, 36.5, 27, 27)"]),
    ]

    @Test(arguments: rows)
    func snippetIsLaidOutAsSwiftUILaysItOut(row: Row) throws {
        let source = "import SwiftUI\n\n#Preview {\n\(row.snippet)\n.font(.system(size: 20))\n}\n"
        let project = try ProjectFolder(["Table.swift": source]).load()
        let preview = try #require(project.previews.first)
        let evaluation = PreviewInterpreter(project: project).evaluate(preview, environment: EnvironmentValues())
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        let list = LayoutEngine(measurer: FakeTextMeasurer()).layout(
            evaluation.root, canvas: Size(width: 200, height: 100), safeArea: .zero, environment: EnvironmentValues())
        let frames = list.items.dropFirst().compactMap { item -> String? in
            switch item {
            case .text(let string, let rect, _, _, _, _): "text \(string) \(rect)"
            case .fill(_, let rect, _): "fill \(rect)"
            case .pushClip(_, let rect): "clip \(rect)"
            default: nil
            }
        }
        #expect(frames == row.frames)
    }
}
