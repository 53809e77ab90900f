import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `proxy.frame(in:)` of a `GeometryReader`'s proxy: its own space gives the reader's size at the origin; the
/// screen's space where layout placed the reader (`GlobalFrameRenderTests`); a named space is read with the origin
/// at zero, reported as approximated, since evaluation comes before layout places the reader.
struct GeometryProxyFrameTests {
    @Test func theLocalFrameIsTheReadersSize() throws {
        let fixture = try InterpreterFixture(
            body: """
                GeometryReader { proxy in
                    let frame = proxy.frame(in: .local)
                    Text("\\(Int(frame.minX)) \\(Int(frame.width))x\\(Int(frame.height))")
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("Text \"0 393x759\""), "\(dump)")
    }

    @Test func aScrollViewsSpaceReadsItsOriginAsZeroAndSaysSo() throws {
        let fixture = try InterpreterFixture(
            body: """
                GeometryReader { proxy -> AnyView in
                    let rect = proxy.frame(in: 1️⃣.scrollView)
                    return AnyView(Text("\\(Int(rect.minY)) \\(Int(rect.height))"))
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump.contains("Text \"0 759\""), "\(evaluation.root.dump)")
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(evaluation.diagnostics.count == 1)
        #expect(diagnostic.message.hasPrefix("'proxy.frame(in:)' is approximated"))
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
    }
}
