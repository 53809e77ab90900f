import PreviewInterpreter
import PreviewModel
import Testing

/// A generic parameter whose type previewd could not infer is reported as that, not as a name some other module
/// declares: nothing is missing from the project, only the type the parameter stands for.
@Suite struct UninferredGenericParameterTests {
    @Test func aGenericTypesParameterIsNamedAsOneInItsMembersAndExtensions() throws {
        let fixture = try InterpreterFixture(body: "ShelfView()", declarations: """
            struct Shelf<Item> {
                var items: [Item] = []
                var label: String { "\\(Item.self)" }
            }

            extension Shelf {
                var summary: String { "\\(items.count) \\(Item.self)" }
            }

            struct ShelfView: View {
                let shelf: Shelf<Int> = Shelf()
                var body: some View {
                    Text(shelf.label)
                    Text(shelf.summary)
                }
            }
            """)
        let messages = try fixture.evaluate().diagnostics.map(\.message)
        let expected = "generic parameter 'Item' could not be inferred here; drawn as a placeholder"
        #expect(messages == [expected, expected], "\(messages)")
    }

    @Test func aNameNoGenericDeclarationHoldsStillComesFromAnotherModule() throws {
        let fixture = try InterpreterFixture(body: "ShelfView()", declarations: """
            struct ShelfView: View {
                var body: some View { Text("\\(Item.self)") }
            }
            """)
        let messages = try fixture.evaluate().diagnostics.map(\.message)
        #expect(messages.allSatisfy { $0.hasPrefix("'Item' is not available in previews") }, "\(messages)")
        #expect(!messages.isEmpty)
    }
}
