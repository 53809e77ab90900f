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

    /// SwiftUI's environment values have their types: the size classes are optional, so they print as
    /// `Optional(…)` with their type's qualified name, as on iOS, and `.compact` beside them is a size class; the
    /// calendar is Foundation's, in the fixed place a render's dates are in.
    @Test func swiftUIsEnvironmentValuesHaveTheirTypes() throws {
        let fixture = try InterpreterFixture(
            body: "SizeClasses()",
            declarations: """
                struct SizeClasses: View {
                    @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                    @Environment(\\.verticalSizeClass) private var verticalSizeClass
                    @Environment(\\.calendar) private var calendar
                    var body: some View {
                        VStack {
                            Text("H: \\(horizontalSizeClass.debugDescription)")
                            Text(String(describing: verticalSizeClass))
                            Text(horizontalSizeClass == .compact ? "compact" : "regular")
                            switch verticalSizeClass {
                            case .regular: Text("tall")
                            default: Text("short")
                            }
                            Text("\\(calendar.component(.year, from: Date(timeIntervalSince1970: 0)))")
                        }
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    #"  Text "H: Optional(SwiftUI.UserInterfaceSizeClass.compact)""#,
                    #"  Text "Optional(SwiftUI.UserInterfaceSizeClass.regular)""#,
                    #"  Text "compact""#,
                    #"  Text "tall""#,
                    #"  Text "1970""#))
    }
}
