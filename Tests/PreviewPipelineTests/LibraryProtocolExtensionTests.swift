import PreviewLayout
import PreviewPipeline
import PreviewViews
import Testing

/// A project's extension of a SwiftUI protocol gives its methods to SwiftUI's own values that adopt it, as
/// `extension View` does to every view: `extension Layout` to the stack layouts SwiftUI gives as values.
struct LibraryProtocolExtensionTests {
    @Test func aLayoutExtensionMethodIsCalledOnAStackLayout() throws {
        let output = try renderOnlyPreview(
            "Row()",
            declarations: """
                extension Layout {
                    func eraseToAnyLayout() -> AnyLayout { AnyLayout(self) }
                }
                struct Row: View {
                    var body: some View {
                        let layout = HStackLayout(spacing: 8).eraseToAnyLayout()
                        layout {
                            Text("Left")
                            Text("Right")
                        }
                    }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let left = try drawnText("Left", in: output.displayList)
        let right = try drawnText("Right", in: output.displayList)
        #expect(left.minY == right.minY)
        #expect(right.minX > left.maxX)
    }
}
