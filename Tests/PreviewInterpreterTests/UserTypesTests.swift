import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// The project's own types: view structs, initialisers, properties, static sample data, the environment.
struct UserTypesTests {
    private static let profile = """
        struct Profile {
            var name: String
            var role: String
            var followers: Int
            var isVerified = false

            static let sample = Profile(name: "Ada", role: "Engineer", followers: 1200, isVerified: true)
            static let team = [sample, Profile(name: "Grace", role: "Admiral", followers: 90)]
        }
        """

    private static let profileCard = """
        import SwiftUI

        struct ProfileCard: View {
            let profile: Profile
            var compact = false

            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text(title).font(.headline)
                    if !compact {
                        Text(subtitle).foregroundStyle(.secondary)
                    }
                }
            }

            private var title: String {
                profile.isVerified ? "\\(profile.name) ✓" : profile.name
            }

            private var subtitle: String { "\\(profile.role) · \\(profile.followers) followers" }
        }
        """

    @Test func viewStructWithStoredAndComputedPropertiesAndDefaults() throws {
        let fixture = try InterpreterFixture([
            "Models/Profile.swift": Self.profile,
            "Views/ProfileCard.swift": Self.profileCard,
            "Screens/Team.swift": """
                #Preview("Full") { ProfileCard(profile: Profile.sample) }
                #Preview("Compact") { ProfileCard(profile: Profile.team[1], compact: true) }
                """,
        ])
        #expect(
            try fixture.cleanDump("Team.full")
                == lines(
                    "VStack alignment=leading spacing=4",
                    "  font .headline",
                    "    Text \"Ada ✓\"",
                    "  foregroundLevel secondary",
                    "    Text \"Engineer · 1200 followers\""))
        #expect(
            try fixture.cleanDump("Team.compact")
                == lines(
                    "VStack alignment=leading spacing=4",
                    "  font .headline",
                    "    Text \"Grace\""))
    }

    @Test func touchedFilesIncludeEveryFileWhoseDeclarationsWereUsed() throws {
        let fixture = try InterpreterFixture([
            "Models/Profile.swift": Self.profile,
            "Views/ProfileCard.swift": Self.profileCard,
            "Views/Unused.swift": "struct Unused: View { var body: some View { Text(\"unused\") } }\n",
            "Screens/Team.swift": "#Preview { ProfileCard(profile: .sample) }\n",
        ])
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        #expect(evaluation.touchedFiles == ["Screens/Team.swift", "Views/ProfileCard.swift", "Models/Profile.swift"])
    }

    @Test func implicitMemberResolvesThroughTheDeclaredType() throws {
        let fixture = try InterpreterFixture([
            "Models/Profile.swift": Self.profile,
            "Views/ProfileCard.swift": Self.profileCard,
            "Preview.swift": "#Preview { ProfileCard(profile: .sample, compact: true) }\n",
        ])
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=leading spacing=4",
                    "  font .headline",
                    "    Text \"Ada ✓\""))
    }

    @Test func constantBindingPassesItsValue() throws {
        let fixture = try InterpreterFixture(
            body: "SettingRow(title: \"Wi-Fi\", isOn: .constant(true))",
            declarations: """
                struct SettingRow: View {
                    var title: String
                    @Binding var isOn: Bool
                    @State private var taps = 0

                    var body: some View {
                        Text("\\(title): \\(isOn ? "on" : "off"), \\(taps)")
                    }
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "Wi-Fi: on, 0""#)
    }

    @Test func explicitInitializerWithDefaultArgument() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Badge("new")
                    Badge("late", urgent: true)
                }
                """,
            declarations: """
                struct Badge: View {
                    let text: String
                    let color: Color

                    init(_ text: String, urgent: Bool = false) {
                        self.text = text.uppercased()
                        color = urgent ? .red : .gray
                    }

                    var body: some View {
                        Text(text).foregroundColor(color)
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  foreground gray",
                    "    Text \"NEW\"",
                    "  foreground red",
                    "    Text \"LATE\""))
    }

    @Test func initializerInAnExtensionKeepsTheMemberwiseInitializer() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Tag(label: "plain")
                    Tag(number: 3)
                }
                """,
            declarations: """
                struct Tag: View {
                    var label: String
                    var body: some View { Text(label) }
                }

                extension Tag {
                    init(number: Int) {
                        self.init(label: "#\\(number)")
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"plain\"",
                    "  Text \"#3\""))
    }

    @Test func viewBuilderContentAsAStoredClosure() throws {
        let fixture = try InterpreterFixture(
            body: """
                Card(title: "Settings") {
                    Text("inside")
                }
                """,
            declarations: """
                struct Card<Content: View>: View {
                    var title: String
                    @ViewBuilder var content: () -> Content

                    var body: some View {
                        VStack {
                            Text(title).font(.headline)
                            content()
                        }
                        .padding()
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "padding 16,16,16,16",
                    "  VStack alignment=center spacing=default",
                    "    font .headline",
                    "      Text \"Settings\"",
                    "    Text \"inside\""))
    }

    @Test func methodsAndTopLevelFunctions() throws {
        let fixture = try InterpreterFixture(
            body: "Greeting(name: \"Ada\")",
            declarations: """
                func greeting(for name: String) -> String {
                    "Hello, \\(name)"
                }

                struct Greeting: View {
                    var name: String

                    var body: some View {
                        VStack {
                            Text(greeting(for: name))
                            row(count: 2)
                        }
                    }

                    func row(count: Int) -> some View {
                        Text("\\(count) messages")
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"Hello, Ada\"",
                    "  Text \"2 messages\""))
    }

    @Test func enumCasesAndNestedTypes() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    StatusLabel(status: .online)
                    StatusLabel(status: Account.Status.away)
                }
                """,
            declarations: """
                struct Account {
                    enum Status { case online, away }
                }

                struct StatusLabel: View {
                    var status: Account.Status
                    var body: some View {
                        Text(status == .online ? "Online" : "Away")
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"Online\"",
                    "  Text \"Away\""))
    }

    @Test func previewProviderViewsEvaluate() throws {
        let fixture = try InterpreterFixture([
            "Badge.swift": """
                import SwiftUI

                struct Badge: View {
                    var text = "badge"
                    var body: some View { Text(text).padding(4) }
                }

                struct Badge_Previews: PreviewProvider {
                    static var previews: some View {
                        Group {
                            Badge().previewDisplayName("Default")
                            Badge(text: "dark").preferredColorScheme(.dark)
                        }
                    }
                }
                """
        ])
        #expect(try fixture.cleanDump("Badge_Previews.default") == lines("padding 4,4,4,4", "  Text \"badge\""))
        #expect(
            try fixture.cleanDump("Badge_Previews.2")
                == lines("colorScheme dark", "  padding 4,4,4,4", "    Text \"dark\""))
    }
}

/// `extension Outer.Inner { static let … }` adds to the nested type however it is named: two nested types with
/// a static of the same name are told apart by the parameter's qualified type.
@Test func extensionsOfNestedTypesJoinTheirQualifiedName() throws {
    let fixture = try InterpreterFixture(
        body: #"Text("\(Donut.classic.glaze!.name) \(Donut.classic.dough.name)")"#,
        declarations: """
            struct Donut {
                var dough: Dough
                var glaze: Glaze?
                init(dough: Donut.Dough, glaze: Donut.Glaze? = nil) { self.dough = dough; self.glaze = glaze }
                static let classic = Donut(dough: .chocolate, glaze: .chocolate)
            }
            extension Donut {
                struct Glaze { var name: String }
                struct Dough { var name: String }
            }
            extension Donut.Glaze { static let chocolate = Donut.Glaze(name: "glaze") }
            extension Donut.Dough { static let chocolate = Donut.Dough(name: "dough") }
            """)
    #expect(try fixture.cleanDump() == #"Text "glaze dough""#)
}

/// A nested type is named by its simple name only inside its parent: `Message.Image` does not hide SwiftUI's
/// `Image`, which the project also extends, from the rest of the project.
@Test func aNestedTypeDoesNotHideATopLevelTypeOfItsName() throws {
    let fixture = try InterpreterFixture(
        body: #"VStack { Image(systemName: "star"); Image.placeholder; Text(Message.sample.caption) }"#,
        declarations: """
            enum Message {
                struct Image {
                    var url: String
                    var caption: String { "image at " + url }
                }
                static let sample = Image(url: "x.png")
            }
            extension Image {
                static let placeholder = Image(systemName: "person")
            }
            """)
    let dump = try fixture.cleanDump()
    #expect(dump.contains("star") && dump.contains("person") && dump.contains("image at x.png"), "\(dump)")
}

/// Types declared in an extension of a nested type are nested in its whole path: `Message.Image.LocalImage`, which
/// a later `extension Message.Image.LocalImage` extends and whose nested `Status` is found from inside it.
@Test func typesDeclaredInAnExtensionOfANestedTypeKeepTheirWholePath() throws {
    let fixture = try InterpreterFixture(
        body: #"Text("\(Message.Image.local.localImage!.name) \(Message.Image.local.localImage!.isIdle)")"#,
        declarations: """
            struct Message { var text: String }
            extension Message {
                struct Image { let localImage: LocalImage? }
            }
            extension Message.Image {
                struct LocalImage {
                    let name: String
                    let status: Status
                }
            }
            extension Message.Image.LocalImage {
                enum Status { case idle, failed }
                var isIdle: Bool { status == .idle }
            }
            extension Message.Image {
                static let local = Message.Image(localImage: .init(name: "photo", status: .idle))
            }
            """)
    #expect(try fixture.cleanDump() == #"Text "photo true""#)
}

/// `extension Message.Image { var caption }` extends the nested type only: SwiftUI's `Image`, which the project
/// extends too, keeps its own `caption`, and each is read with its own `self`.
@Test func anExtensionOfANestedTypeDoesNotExtendATopLevelTypeOfItsName() throws {
    let fixture = try InterpreterFixture(
        body: #"VStack { Text(Image(systemName: "star").caption); Text(Message.Image.sample.caption) }"#,
        declarations: """
            struct Message {
                struct Image { let url: String }
            }
            extension Message.Image {
                static let sample = Message.Image(url: "x.png")
                var caption: String { "message image at \\(url)" }
            }
            extension Image {
                var caption: String { "symbol" }
            }
            """)
    #expect(
        try fixture.cleanDump()
            == lines(
                "VStack alignment=center spacing=default", #"  Text "symbol""#, #"  Text "message image at x.png""#))
}

/// A view whose `body` would come from a protocol of a module previewd cannot evaluate (`ConnectedView`, which
/// calls the view's `body(props:)` with what it reads from a store) says so, instead of drawing nothing unexplained.
@Test func aViewWhoseBodyComesFromAnUnknownProtocolSaysSo() throws {
    let fixture = try InterpreterFixture(
        body: "ContactsList()",
        declarations: """
            struct ContactsList: ConnectedView, Equatable {
                struct Props { let names: [String] }
                func body(props: Props) -> some View { Text(props.names.joined()) }
            }
            """)
    let messages = Set(try fixture.evaluate().diagnostics.map(\.message))
    #expect(
        messages == [
            "'ContactsList' has no 'body' of its own: it would come from 'ConnectedView', which a module previewd "
                + "cannot evaluate declares; drawn as a placeholder"
        ], "\(messages)")
}

/// A `@FocusState` or `@Namespace` property is still a parameter of the memberwise initialiser, of the wrapper's
/// type (`Bar(text: $text, isFocused: _isFocused)`), defaulted; nothing has focus in a still frame either way.
@Test func theMemberwiseInitializerTakesAFocusStateWrapper() throws {
    let fixture = try InterpreterFixture(
        body: "Panel()",
        declarations: """
            struct Bar: View {
                @Binding var text: String
                @FocusState var isFocused: Bool
                @Namespace var space
                let onSubmit: () -> Void
                var body: some View { Text("\\(text) \\(isFocused ? "focused" : "idle")") }
            }
            struct Panel: View {
                @State private var text = "draft"
                @FocusState private var isFocused: Bool
                @Namespace private var space
                var body: some View {
                    VStack {
                        Bar(text: $text, isFocused: _isFocused, space: _space, onSubmit: {})
                        Bar(text: $text, onSubmit: {})
                    }
                }
            }
            """)
    #expect(
        try fixture.cleanDump()
            == lines("VStack alignment=center spacing=default", #"  Text "draft idle""#, #"  Text "draft idle""#))
}

/// An environment object no view above gives is left out, and its computed properties do not run on the value
/// standing in for it: the one diagnostic says what is missing, not what its getters could not find.
@Test func aLeftOutEnvironmentObjectRunsNoGetters() throws {
    let fixture = try InterpreterFixture(
        body: "Settings()",
        declarations: """
            final class Store: ObservableObject {
                @AppStorage("style") private var styleRawValue = "glass"
                var style: String {
                    get { styleRawValue.uppercased() }
                    set { styleRawValue = newValue }
                }
            }
            struct Settings: View {
                @EnvironmentObject private var store: Store
                var body: some View { Text("style \\(store.style)") }
            }
            """)
    let messages = try fixture.evaluate().diagnostics.map(\.message)
    #expect(
        messages == [
            "no 'Store' was given with '.environmentObject(…)' or '.environment(…)' above this view; its value is "
                + "left out"
        ], "\(messages)")
}
