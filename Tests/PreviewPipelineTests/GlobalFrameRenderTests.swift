import PreviewLayout
import PreviewModel
import PreviewPipeline
import Testing

/// `proxy.frame(in: .global)` is where layout placed the reader on the screen: the preview is evaluated again with
/// the reader's placed frame, as it is with the reader's measured size.
struct GlobalFrameRenderTests {
    @Test(arguments: [".global", "CoordinateSpace.global"])
    func aReadersGlobalFrameStartsWhereLayoutPlacedIt(space: String) throws {
        let list = try cleanDisplayList(
            """
            VStack(spacing: 0) {
                Color.blue.frame(height: 100)
                GeometryReader { proxy in
                    let frame = proxy.frame(in: \(space))
                    Text("\\(Int(frame.minX)),\\(Int(frame.minY)) \\(Int(frame.width))")
                }
            }
            """)
        // Below the 59-point status bar and the 100-point colour, the full width of the screen.
        _ = try drawnText("0,159 393", in: list)
    }

    @Test(arguments: [".coordinateSpace(name: \"scroll\")", ".coordinateSpace(.named(\"scroll\"))"])
    func aReadersFrameInANamedSpaceIsMeasuredFromTheViewThatNamesIt(naming: String) throws {
        let list = try cleanDisplayList(
            """
            VStack(spacing: 0) {
                Color.blue.frame(height: 100)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 40)
                        GeometryReader { proxy in
                            Text("y \\(Int(proxy.frame(in: .named("scroll")).minY))")
                        }
                        .frame(height: 30)
                    }
                }
                \(naming)
            }
            """)
        // Under the red 40 points, wherever the scroll view itself is on the screen.
        _ = try drawnText("y 40", in: list)
    }

    @Test func aSpaceNoViewAboveNamesIsReported() throws {
        let output = try renderOnlyPreview(
            "GeometryReader { proxy in Text(\"\\(Int(proxy.frame(in: .named(\"nowhere\")).minY))\") }")
        #expect(
            output.diagnostics.map(\.message) == [
                "no view above this reader names the coordinate space 'nowhere'; the frame is read in the reader's "
                    + "own space"
            ])
    }
}
