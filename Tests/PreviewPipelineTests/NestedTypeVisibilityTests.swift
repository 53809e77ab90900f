import PreviewInterpreter
import PreviewLayout
import PreviewModel
import Testing

@testable import PreviewPipeline

/// A type nested in another is found by its simple name only inside its parent and the parent's extensions: a
/// preview that names a package's view the project happens to nest a model of the same name in gets the package's
/// (an unknown module's) view, not the model's initialisers.
struct NestedTypeVisibilityTests {
    static let model = """
        struct Message {
            enum Image {}
        }

        extension Message.Image {
            struct URLImage {
                let url: String
            }
        }

        extension Message.Image {
            struct Caption: View {
                var body: some View { Text(URLImage(url: "photo.png").url) }
            }
        }

        extension Message {
            struct Title: View {
                var body: some View { Text(Image.URLImage(url: "title.png").url) }
            }
        }
        """

    @Test func aNestedTypesSimpleNameOutsideItsParentIsAnUnknownModulesType() throws {
        let output = try renderOnlyPreview(
            """
            VStack {
                Text("Avatar")
                URLImage(URL(string: "https://example.com")!, empty: { Text("empty") }) { image in
                    image.resizable()
                }
            }
            """,
            declarations: Self.model)
        let messages = output.diagnostics.map(\.message)
        #expect(
            messages.contains(
                "'URLImage' is not available in previews (it comes from a module previewd cannot evaluate); "
                    + "drawn as a placeholder"),
            "\(messages)")
        #expect(!messages.contains { $0.contains("initializer") }, "\(messages)")
        #expect(output.status == .degraded)
    }

    @Test func insideItsParentsExtensionTheSimpleNameIsTheNestedType() throws {
        let output = try renderOnlyPreview(
            "VStack { Message.Image.Caption(); Message.Title() }", declarations: Self.model)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        _ = try drawnText("photo.png", in: output.displayList)
        _ = try drawnText("title.png", in: output.displayList)
    }
}
