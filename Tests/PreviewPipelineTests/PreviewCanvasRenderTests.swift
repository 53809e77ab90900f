import PreviewLayout
import PreviewInterpreter
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// A preview's own layout traits beat the matrix's device: `.sizeThatFitsLayout` and `.fixedLayout` on
/// `#Preview`, `.previewLayout` on a `PreviewProvider`'s view.
@Suite struct PreviewCanvasRenderTests {
    func render(_ source: String) throws -> PreviewFrameRenderer.Output {
        let folder = try ProjectFolder(["Card.swift": "import SwiftUI\n\n" + source])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        return try PreviewFrameRenderer().render(
            preview, on: DeviceCatalog.defaultTargets[0], interpreter: PreviewInterpreter(project: project))
    }

    @Test func sizeThatFitsIsTheViewsOwnSizeWithoutSafeArea() throws {
        let output = try render(
            """
            #Preview("Badge", traits: .sizeThatFitsLayout) {
                Color.orange.frame(width: 120, height: 44)
            }
            """)
        #expect(output.evaluation.canvas == .sizeThatFits)
        #expect(output.displayList.size == Size(width: 120, height: 44))
        let image = try #require(output.image)
        #expect((image.pixelWidth, image.pixelHeight) == (360, 132), "@3x of the view's own size")
    }

    /// A canvas that fits the view grows to hold the diagnostics badge below it, rather than hiding the view.
    @Test func sizeThatFitsMakesRoomForTheBadge() throws {
        let output = try render(
            """
            #Preview(traits: .sizeThatFitsLayout) {
                Text("Badge").holographicShimmer()
            }
            """)
        #expect(!output.diagnostics.isEmpty)
        let text = try #require(
            output.displayList.items.lazy.compactMap { item -> Rect? in
                if case .text("Badge", let rect, _, _, _, _) = item { return rect }
                return nil
            }.first)
        let badge = try #require(
            output.displayList.items.lazy.compactMap { item -> Rect? in
                if case .text(let string, let rect, _, _, _, _) = item, string.contains("holographicShimmer") {
                    return rect
                }
                return nil
            }.first)
        #expect(badge.minY >= text.maxY, "the badge (\(badge)) covers the view (\(text))")
        #expect(output.displayList.size.height >= badge.maxY)
    }

    /// A body of several views is stacked as it is without diagnostics (centred), not along the badge's trailing
    /// edge: the badge goes below the views as a whole.
    @Test func severalViewsStayCentredAboveTheBadge() throws {
        let output = try render(
            """
            struct Card: View {
                var body: some View {
                    Text("A much longer line of text")
                    Text("Short").holographicShimmer()
                }
            }
            #Preview(traits: .sizeThatFitsLayout) { Card() }
            """)
        #expect(!output.diagnostics.isEmpty)
        func frame(of string: String) throws -> Rect {
            try #require(
                output.displayList.items.lazy.compactMap { item -> Rect? in
                    if case .text(string, let rect, _, _, _, _) = item { return rect }
                    return nil
                }.first)
        }
        let long = try frame(of: "A much longer line of text"), short = try frame(of: "Short")
        #expect(abs(long.midX - short.midX) < 0.5, "'Short' at \(short) is not centred under \(long)")
    }

    /// A canvas whose pixels would take more than a frame may use is drawn smaller, and the preview says so.
    @Test func anOversizedCanvasIsDrawnSmallerWithAWarning() throws {
        let output = try render(
            """
            #Preview(traits: .sizeThatFitsLayout) {
                Color.red.frame(width: 5000, height: 5000)
            }
            """)
        let image = try #require(output.image)
        #expect(image.pixelWidth * image.pixelHeight * 4 <= FrameRenderer.maximumCanvasBytes)
        #expect(output.status == .degraded)
        #expect(
            output.diagnostics.map(\.message).contains {
                $0.hasPrefix("the preview's canvas, 5000×5000 points, is larger than a frame may be at 3×")
            })
    }

    @Test func fixedLayoutAmongOtherTraits() throws {
        let output = try render(
            """
            #Preview(traits: .landscapeLeft, .fixedLayout(width: 300, height: 100)) {
                Text("Fixed")
            }
            """)
        #expect(output.evaluation.canvas == .fixed(width: 300, height: 100))
        #expect(output.displayList.size == Size(width: 300, height: 100))
    }

    @Test func aProvidersPreviewLayoutAndDeviceLayout() throws {
        let fixed = try render(
            """
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Text("Card").previewLayout(.fixed(width: 200, height: 80))
                }
            }
            """)
        #expect(fixed.displayList.size == Size(width: 200, height: 80))
        #expect(fixed.evaluation.diagnostics.isEmpty, "\(fixed.evaluation.diagnostics)")
        let device = try render(
            """
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Text("Card").previewLayout(.device) }
            }
            """)
        #expect(device.displayList.size == DeviceCatalog.defaultTargets[0].size)
    }

    /// Absurd sizes are held to the largest canvas rather than allocating gigabytes.
    @Test func hugeFixedLayoutsAreClamped() throws {
        let output = try render(
            """
            #Preview(traits: .fixedLayout(width: 1e9, height: 50)) { Text("Wide") }
            """)
        #expect(output.displayList.size == Size(width: PreviewFrameRenderer.maximumCanvasSide, height: 50))
    }
}
