import PreviewLayout
import PreviewPipeline
import PreviewViews
import Testing

/// A project's extension of a SwiftUI protocol gives its methods to SwiftUI's own values that adopt it, as
/// `extension View` does to every view: `extension Layout` to the stack layouts SwiftUI gives as values,
/// `extension ShapeStyle` to gradients.
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

    @Test func aShapeStyleExtensionMethodIsCalledOnAGradient() throws {
        let output = try renderOnlyPreview(
            """
            Rectangle()
                .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).faded())
                .frame(width: 40, height: 40)
            """,
            declarations: """
                extension ShapeStyle {
                    func faded() -> some ShapeStyle { opacity(0.5) }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let stops = output.displayList.items.compactMap { item -> [ResolvedStop]? in
            if case .fill(_, _, .linearGradient(let stops, _, _)) = item { return stops }
            return nil
        }
        #expect(stops.first?.map(\.color.alpha) == [0.5, 0.5])
    }
}
