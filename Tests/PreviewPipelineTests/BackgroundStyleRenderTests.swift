import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `.backgroundStyle(_:)`: the style that `.background()` with no style, `.background(in:)` and the `.background`
/// style fill with in the subtree below, as SwiftUI's `BackgroundStyle` reads it from the environment.
@Suite struct BackgroundStyleRenderTests {
    static let systemBackground = RGBA(255, 255, 255)

    func render(_ body: String, declarations: String = "") throws -> PreviewFrameRenderer.Output {
        try FixedLayoutPreview.render(body, declarations: declarations)
    }

    /// The paints of the filled shapes of `shape` kind, in drawing order.
    func fills(_ output: PreviewFrameRenderer.Output, _ shape: ShapePath) -> [ResolvedPaint] {
        output.displayList.items.compactMap { item in
            guard case .fill(let filled, _, let paint) = item, filled == shape else { return nil }
            return paint
        }
    }

    @Test func backgroundInAShapeTakesTheStyleSetAbove() throws {
        let output = try render(
            #"""
            Text("Tag").padding(4).background(in: Capsule()).backgroundStyle(.red)
            """#)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(fills(output, .capsule) == [.color(SystemColor.red.resolved(in: .light))])
    }

    @Test func backgroundWithNoStyleTakesTheStyleOfAnEnclosingView() throws {
        // Set on a container, read by the project's view inside it, as a card's tags read their card's style.
        let output = try render(
            #"""
            VStack { Tag() }.backgroundStyle(Color(red: 0, green: 0, blue: 1))
            """#,
            declarations: """
                struct Tag: View {
                    var body: some View { Text("Tag").background() }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(fills(output, .rectangle).contains(.color(RGBA(0, 0, 255))))
    }

    @Test func theBackgroundStyleFillsWithTheStyleAndTheInnermostOneWins() throws {
        let output = try render(
            #"""
            VStack {
                Circle().fill(.background).backgroundStyle(.green)
                Circle().fill(.background)
            }
            .backgroundStyle(.orange)
            """#)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(
            fills(output, .circle) == [
                .color(SystemColor.green.resolved(in: .light)), .color(SystemColor.orange.resolved(in: .light)),
            ])
    }

    @Test func withoutAStyleTheBackgroundIsTheSystemBackground() throws {
        let output = try render(
            #"""
            Text("Tag").padding(4).background(in: RoundedRectangle(cornerRadius: 4)).backgroundStyle(.background)
            """#)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(fills(output, .roundedRectangle(cornerRadius: 4)) == [.color(Self.systemBackground)])
    }

    @Test func aGradientStyleFillsWithTheGradient() throws {
        let output = try render(
            #"""
            Text("Tag").padding(4).background(in: Capsule()).backgroundStyle(.red.gradient)
            """#)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let paints = fills(output, .capsule)
        #expect(paints.count == 1)
        guard case .linearGradient? = paints.first else {
            Issue.record("expected a gradient, got \(paints)")
            return
        }
    }
}
