import PreviewLayout
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
}
