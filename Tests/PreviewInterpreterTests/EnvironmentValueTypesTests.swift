import PreviewInterpreter
import PreviewViews
import Testing

/// The value given to `.environment(\.key, value)` has the type of the environment value the key path names.
struct EnvironmentValueTypesTests {
    @Test func anImplicitInitializerTakesTheEnvironmentValuesType() throws {
        let fixture = try InterpreterFixture(
            body: """
                Flags().environment(\\.userFlags, .init(isAuthorized: true, hasParks: false))
                """,
            declarations: """
                struct UserFlags {
                    var isAuthorized = false
                    var hasParks = false
                }
                private struct UserFlagsKey: EnvironmentKey {
                    static let defaultValue = UserFlags()
                }
                extension EnvironmentValues {
                    var userFlags: UserFlags {
                        get { self[UserFlagsKey.self] }
                        set { self[UserFlagsKey.self] = newValue }
                    }
                }
                struct Flags: View {
                    @Environment(\\.userFlags) private var userFlags
                    var body: some View {
                        Text(userFlags.isAuthorized ? "signed in" : "guest")
                    }
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "signed in""#)
    }
}
