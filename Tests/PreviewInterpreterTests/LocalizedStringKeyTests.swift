import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `LocalizedStringKey` values in a project's models and views: the text they are made of, in the development
/// language.
@Suite struct LocalizedStringKeyTests {
    @Test func keysInModelsEnumsAndViewsShowTheirText() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text(Tag.title("Favourites").title)
                    Text(Tag.name("Glazed").title)
                    Text(Post(message: "Hello \\(3) times").message)
                    Card(title: "Card title")
                    Text(LocalizedStringKey("Direct"))
                }
                """,
            declarations: """
                enum Tag {
                    case title(LocalizedStringKey)
                    case name(String)
                    var title: LocalizedStringKey {
                        switch self {
                        case .title(let key): return key
                        case .name(let name): return .init(name)
                        }
                    }
                }
                struct Post { var message: LocalizedStringKey }
                struct Card: View {
                    var title: LocalizedStringKey
                    var body: some View { Text(title) }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default", "  Text \"Favourites\"", "  Text \"Glazed\"",
                    "  Text \"Hello 3 times\"", "  Text \"Card title\"", "  Text \"Direct\""))
    }

    @Test func textInterpolatedIntoAKeyIsItsText() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Row(title: "Optional", subtitle: "\\(Text("Status")), \\(Text("Energy"))")
                    Text("\\(Text("Amount")): \\(3)")
                }
                """,
            declarations: """
                struct Row: View {
                    var title: LocalizedStringKey
                    var subtitle: LocalizedStringKey? = nil
                    var body: some View {
                        Text(title)
                        if let subtitle { Text(subtitle) }
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default", "  Text \"Optional\"", "  Text \"Status, Energy\"",
                    "  Text \"Amount: 3\""))
    }
}
