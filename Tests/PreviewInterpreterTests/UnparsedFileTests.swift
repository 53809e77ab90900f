import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

/// A name declared only in a file that does not parse is reported with that file's error, not blamed on a module
/// previewd cannot evaluate.
struct UnparsedFileTests {
    @Test func aTypeFromAFileThatDoesNotParseNamesThatFile() throws {
        let folder = try ProjectFolder([
            "Sources/Model.swift": "struct Model {\n    var title = \"A\"\n    func broken( {\n}\n",
            "Sources/ContentView.swift": """
                import SwiftUI
                struct ContentView: View {
                    var body: some View { Text(Model().title) }
                }
                #Preview { ContentView() }
                """,
        ])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let evaluation = PreviewInterpreter(project: project).evaluate(preview, environment: EnvironmentValues())
        let messages = evaluation.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'Model' is not declared in the files previewd could read: ") })
        #expect(messages.contains { $0.contains("Sources/Model.swift:3:") && $0.contains("does not parse") })
        #expect(!messages.contains { $0.contains("module previewd cannot evaluate") })
    }
}
