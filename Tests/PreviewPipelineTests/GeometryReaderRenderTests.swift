import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// A `GeometryReader`'s proxy reports the size layout gives the reader: rendering evaluates again with the sizes
/// the first layout measured.
@Suite struct GeometryReaderRenderTests {
    func render(_ body: String) throws -> PreviewFrameRenderer.Output {
        let folder = try ProjectFolder(["Graph.swift": "import SwiftUI\n\n#Preview {\n\(body)\n}\n"])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        return try PreviewFrameRenderer().render(
            preview, on: DeviceCatalog.defaultTargets[0], interpreter: PreviewInterpreter(project: project))
    }

    @Test func proxyReportsTheSizeTheReaderIsPlacedAt() throws {
        let output = try render(
            """
            GeometryReader { proxy in
                Text("\\(Int(proxy.size.width))x\\(Int(proxy.size.height))")
            }
            .frame(width: 200, height: 120)
            """)
        #expect(output.evaluation.diagnostics.isEmpty)
        #expect(output.evaluation.root.dump.contains(#"Text "200x120""#), "\(output.evaluation.root.dump)")
        #expect(output.evaluation.geometryReaderSizes == [0: Size(width: 200, height: 120)])
    }

    /// A reader inside another reader's content learns its size on a further pass; bars sized from the proxy
    /// fill the frame they are given rather than a phone's screen.
    @Test func nestedReadersSettle() throws {
        let output = try render(
            """
            VStack(spacing: 0) {
                GeometryReader { outer in
                    HStack(spacing: 0) {
                        Color.red.frame(width: outer.size.width / 2)
                        GeometryReader { inner in
                            Text("\\(Int(inner.size.width))")
                        }
                    }
                }
                .frame(width: 300, height: 50)
            }
            """)
        #expect(output.evaluation.root.dump.contains(#"Text "150""#), "\(output.evaluation.root.dump)")
        #expect(
            output.evaluation.geometryReaderSizes == [0: Size(width: 300, height: 50), 1: Size(width: 150, height: 50)])
    }

    /// Several views in a reader (a `ForEach` of symbols, each moved by the same modifiers) are placed one over the
    /// other at its top leading corner, as in SwiftUI, not stacked in a column.
    @Test func severalViewsInAReaderOverlapAtItsTopLeadingCorner() throws {
        let list = try cleanDisplayList(
            """
            GeometryReader { proxy in
                ForEach(0..<3) { index in
                    Text("S\\(index)")
                }
                .position(x: proxy.size.width / 2, y: 100)
            }
            .frame(width: 300, height: 400)
            """)
        let centres = try (0..<3).map { try drawnText("S\($0)", in: list) }.map { Point(x: $0.midX, y: $0.midY) }
        #expect(centres.allSatisfy { abs($0.y - centres[0].y) < 0.01 && abs($0.x - centres[0].x) < 2 }, "\(centres)")
        let plain = try cleanDisplayList(
            """
            GeometryReader { _ in
                Text("A")
                Text("BB")
            }
            """)
        let (a, b) = (try drawnText("A", in: plain), try drawnText("BB", in: plain))
        #expect(a.origin == b.origin, "\(a) \(b)")
    }
}
