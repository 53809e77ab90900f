import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// Swift Charts drawn end to end: evaluated, laid out with Pango's metrics and rasterised.
@Suite struct ChartRenderTests {
    @Test func barsAreDrawnWhereTheirValuesPutThem() throws {
        let source = """
            import SwiftUI
            import Charts

            #Preview(traits: .fixedLayout(width: 200, height: 100)) {
                Chart {
                    BarMark(x: .value("Day", "Mon"), y: .value("Sales", 1))
                    BarMark(x: .value("Day", "Tue"), y: .value("Sales", 3))
                }
            }
            """
        let project = try ProjectFolder(["Chart.swift": source]).load()
        let preview = try #require(project.previews.first)
        let target = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!
        let output = try PreviewFrameRenderer().render(
            preview, on: target, interpreter: PreviewInterpreter(project: project))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let image = try #require(output.image)
        let pixels = try decodePNG(image.png)
        let scale = image.pixelWidth / 200
        func isBlue(_ x: Int, _ y: Int) -> Bool {
            let pixel = pixels.pixel(x: x * scale, y: y * scale)
            return pixel.blue > 240 && pixel.red < 20 && pixel.green > 100 && pixel.green < 140
        }
        // The plot is about 185 points wide and 80 tall (ticks 0, 2, 4); Monday's bar is a quarter of it tall,
        // Tuesday's three quarters, each centred in its half.
        #expect(isBlue(46, 72) && !isBlue(46, 40), "Monday's bar reaches only a quarter up")
        #expect(isBlue(140, 72) && isBlue(140, 30) && !isBlue(140, 10), "Tuesday's bar reaches three quarters up")
        #expect(!isBlue(93, 50), "the bars stand apart")
    }
}
