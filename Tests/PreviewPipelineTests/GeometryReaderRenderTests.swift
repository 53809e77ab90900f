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
}
