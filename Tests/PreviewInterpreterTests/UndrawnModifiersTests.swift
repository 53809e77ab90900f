import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Modifiers previewd accepts but does not draw are reported when they would change the frame, so a preview using
/// them is not called clean; what they leave unchanged, or what previewd draws exactly, is not reported.
@Suite struct UndrawnModifiersTests {
    private func messages(_ body: String) throws -> [String] {
        try InterpreterFixture(body: body).evaluate().diagnostics.map(\.message)
    }

    @Test func lookModifiersAreReportedWhenTheyAskForAnotherLook() throws {
        #expect(try messages(#"Text("a").baselineOffset(2)"#) == [
            "modifier '.baselineOffset' is not drawn yet; drawn with the default look"
        ])
        #expect(try messages(#"Image(systemName: "star").symbolRenderingMode(.hierarchical)"#).count == 1)
        #expect(try messages(#"List { Text("a") }.listRowSpacing(4)"#).count == 1)
        #expect(try messages(#"Toggle("On", isOn: .constant(true)).toggleStyle(.button)"#).count == 1)
        for unchanged in [
            #"Text("a").baselineOffset(0)"#, #"Text("a").redacted(reason: [])"#, #"Text("a").minimumScaleFactor(0.5)"#,
            #"Image(systemName: "star").symbolRenderingMode(.monochrome)"#, #"Text("a").safeAreaPadding(.horizontal)"#,
            #"Text("a").lineSpacing(4)"#, #"ScrollView { Text("a") }.contentMargins(.horizontal, 20)"#,
            #"TextField("Name", text: .constant("")).textFieldStyle(.plain)"#,
            #"TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)"#,
            #"Toggle("On", isOn: .constant(true)).toggleStyle(.switch(tint: .red))"#,
        ] {
            #expect(try messages(unchanged).isEmpty, "\(unchanged)")
        }
    }

    /// SwiftUI's label styles are drawn, and a project's own `LabelStyle` is evaluated however it is named: neither
    /// is reported.
    @Test func aProjectsLabelStyleIsDrawnNotReported() throws {
        let declarations = """
            struct TagStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.title.padding(6)
                }
            }
            extension LabelStyle where Self == TagStyle {
                static var tag: TagStyle { TagStyle() }
            }
            """
        for body in [
            #"Label("a", systemImage: "tag").labelStyle(TagStyle())"#,
            #"Label("a", systemImage: "tag").labelStyle(.tag)"#,
        ] {
            let evaluation = try InterpreterFixture(body: body, declarations: declarations).evaluate()
            #expect(evaluation.diagnostics.isEmpty, "\(body): \(evaluation.diagnostics)")
            #expect(evaluation.root.dump == lines("padding 6,6,6,6", "  Text \"a\""), "\(body)")
        }
        for style in [".iconOnly", ".titleOnly", ".titleAndIcon", ".automatic"] {
            #expect(try messages(#"Label("a", systemImage: "tag").labelStyle("# + style + ")").isEmpty, "\(style)")
        }
    }

    /// A trimmed circle or ellipse is the arc between the fractions, from 3 o'clock clockwise; a trimmed capsule or
    /// rounded rectangle, whose outline starts where SwiftUI does not document, is reported.
    @Test func trimDrawsOvalArcsAndReportsRoundedShapes() throws {
        let ring = try InterpreterFixture(body: "Circle().trim(from: 0, to: 0.25).stroke(lineWidth: 4)").evaluate()
        #expect(ring.diagnostics.isEmpty, "\(ring.diagnostics)")
        guard case .shape(.custom(let shape), _) = ring.root else {
            Issue.record("\(ring.root.dump)")
            return
        }
        guard case .path(let elements, _) = shape.algorithm.outline(in: Size(width: 40, height: 20)),
            case .arc(let center, let radius, let start, let end, let clockwise)? = elements.first
        else {
            Issue.record("\(shape.algorithm.outline(in: Size(width: 40, height: 20)))")
            return
        }
        #expect(center == Point(x: 20, y: 10) && radius == 10 && start == 0 && !clockwise)
        #expect(abs(end - Double.pi / 2) < 1e-12)
        #expect(try messages("Circle().trim(from: 0, to: 1).stroke()").isEmpty)
        #expect(try messages("Capsule().trim(from: 0, to: 0.5).stroke()") == [
            "'.trim(from:to:)' of this shape is not drawn yet; the whole shape is drawn"
        ])
    }

    /// A half turn about the y axis is a mirror image, as a piano's mirrored keys are drawn; about the x axis it
    /// turns the view upside down; a turn in perspective is reported.
    @Test func rotation3DEffectDrawsFlatProjectionsAndReportsPerspective() throws {
        let mirrored = try InterpreterFixture(
            body: #"Text("a").rotation3DEffect(.degrees(180), axis: (x: 0.0, y: 1.0, z: 0.0))"#
        ).cleanDump()
        #expect(mirrored.contains("scale -1×1"), "\(mirrored)")
        let flipped = try InterpreterFixture(
            body: #"Text("a").rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0))"#
        ).cleanDump()
        #expect(flipped.contains("scale 1×-1"), "\(flipped)")
        let flat = try InterpreterFixture(
            body: #"Text("a").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)"#
        ).cleanDump()
        #expect(flat.contains("scale 0.5×1"), "\(flat)")
        let whole = try InterpreterFixture(
            body: #"Text("a").rotation3DEffect(.degrees(360), axis: (x: 0, y: 1, z: 0))"#
        ).cleanDump()
        #expect(!whole.contains("scale"), "\(whole)")
        #expect(try messages(#"Text("a").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))"#) == [
            "'.rotation3DEffect' out of the screen's plane is not drawn in perspective; drawn without it"
        ])
    }

    /// A `ZStack` draws its children back to front by `.zIndex`, in the order written among equals.
    @Test func zIndexOrdersAZStack() throws {
        let dump = try InterpreterFixture(
            body: #"""
                ZStack {
                    Text("front").zIndex(1)
                    Text("back")
                    Text("middle").padding().zIndex(0.5)
                }
                """#
        ).cleanDump()
        let order = ["\"back\"", "\"middle\"", "\"front\""].compactMap { dump.range(of: $0)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "\(dump)")
    }
}
