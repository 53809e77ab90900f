import PreviewLayout
import PreviewPipeline
import Testing

/// A project's own `Text`, `Image` and `Color` whose bodies draw SwiftUI's, written `SwiftUI.Text(…)`: the module's
/// name picks SwiftUI's declaration, where the unqualified name is the project's (which would call itself).
struct ModuleQualifiedViewTests {
    @Test func aLibraryQualifiedViewIsTheLibrarysInsideTheProjectsTypeOfThatName() throws {
        let output = try renderOnlyPreview(
            """
            VStack {
                Text(title: "Hello")
                Image()
            }
            """,
            declarations: """
                struct Color { var name: String }
                struct Text: View {
                    var title: String
                    var body: some View { SwiftUI.Text(title).foregroundStyle(SwiftUI.Color.red) }
                }
                struct Image: View {
                    var body: some View { SwiftUI.Image(systemName: "star") }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        _ = try drawnText("Hello", in: output.displayList)
        #expect(output.displayList.items.contains { if case .symbol("star", _, _, _) = $0 { true } else { false } })
    }
}
