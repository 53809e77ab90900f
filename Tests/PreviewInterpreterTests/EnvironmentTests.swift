import PreviewInterpreter
import PreviewViews
import Testing

/// `@Environment` properties read the environment where the view is placed: the target's, or what an enclosing
/// environment modifier sets.
struct EnvironmentTests {
    private static let schemeLabel = """
        import SwiftUI

        struct SchemeLabel: View {
            @Environment(\\.colorScheme) private var colorScheme

            var body: some View {
                Text(colorScheme == .dark ? "dark" : "light")
            }
        }

        #Preview("Plain") { SchemeLabel() }
        #Preview("Forced Dark") { SchemeLabel().preferredColorScheme(.dark) }
        #Preview("Created Earlier") {
            let label = SchemeLabel()
            label.preferredColorScheme(.dark)
        }
        #Preview("Nested") {
            VStack { SchemeLabel() }
                .environment(\\.colorScheme, .dark)
        }
        #Preview("Deprecated") {
            VStack { SchemeLabel() }
                .colorScheme(.dark)
        }
        """

    @Test(arguments: [ColorScheme.light, .dark])
    func environmentColorSchemeReadsTheTargetScheme(scheme: ColorScheme) throws {
        let fixture = try InterpreterFixture(["SchemeLabel.swift": Self.schemeLabel])
        #expect(try fixture.cleanDump("SchemeLabel.plain", colorScheme: scheme) == "Text \"\(scheme.rawValue)\"")
    }

    @Test func preferredColorSchemeChangesWhatTheContentReads() throws {
        let fixture = try InterpreterFixture(["SchemeLabel.swift": Self.schemeLabel])
        #expect(
            try fixture.cleanDump("SchemeLabel.forced-dark", colorScheme: .light)
                == lines("colorScheme dark", "  Text \"dark\""))
        #expect(
            try fixture.cleanDump("SchemeLabel.nested", colorScheme: .light)
                == lines(
                    "colorScheme dark",
                    "  VStack alignment=center spacing=default",
                    "    Text \"dark\""))
        #expect(
            try fixture.cleanDump("SchemeLabel.created-earlier", colorScheme: .light)
                == lines("colorScheme dark", "  Text \"dark\""))
        // The deprecated `.colorScheme(_:)` is `.environment(\.colorScheme, …)`.
        #expect(
            try fixture.cleanDump("SchemeLabel.deprecated", colorScheme: .light)
                == lines(
                    "colorScheme dark",
                    "  VStack alignment=center spacing=default",
                    "    Text \"dark\""))
    }

    @Test func onlyPreferredColorSchemeSetsTheWholePreviewsAppearance() throws {
        let fixture = try InterpreterFixture(["SchemeLabel.swift": Self.schemeLabel])
        #expect(try fixture.evaluate("SchemeLabel.forced-dark", colorScheme: .light).preferredColorScheme == .dark)
        // `.environment(\.colorScheme, …)` changes only its subtree, as in SwiftUI.
        #expect(try fixture.evaluate("SchemeLabel.nested", colorScheme: .light).preferredColorScheme == nil)
        #expect(try fixture.evaluate("SchemeLabel.deprecated", colorScheme: .light).preferredColorScheme == nil)
        #expect(try fixture.evaluate("SchemeLabel.plain", colorScheme: .dark).preferredColorScheme == nil)
    }

    private static let customKeys = """
        import SwiftUI

        struct AccentKey: EnvironmentKey {
            static let defaultValue = "teal"
        }

        extension EnvironmentValues {
            var accentName: String {
                get { self[AccentKey.self] }
                set { self[AccentKey.self] = newValue }
            }
            @Entry var badgeCount: Int = 3
            @Entry var nickname: String?
        }

        struct Readout: View {
            @Environment(\\.accentName) private var accentName
            @Environment(\\.badgeCount) private var badgeCount
            @Environment(\\.nickname) private var nickname

            var body: some View {
                Text("\\(accentName) \\(badgeCount) \\(nickname ?? "none")")
            }
        }

        #Preview("Defaults") { Readout() }
        #Preview("Set") {
            Readout().environment(\\.accentName, "plum").environment(\\.badgeCount, 9).environment(\\.nickname, "Al")
        }
        """

    @Test func customKeysReadTheirDefaultsAndWhatIsSet() throws {
        let fixture = try InterpreterFixture(["Readout.swift": Self.customKeys])
        // An optional `@Entry` written without a value defaults to nil.
        #expect(try fixture.cleanDump("Readout.defaults") == "Text \"teal 3 none\"")
        #expect(try fixture.cleanDump("Readout.set") == "Text \"plum 9 Al\"")
    }

    @Test func actionsOfAppleFrameworksAreKnownAndDoNothingWhenCalled() throws {
        let fixture = try InterpreterFixture(
            body: "Done()",
            declarations: """
                struct Done: View {
                    @Environment(\\.requestReview) private var requestReview
                    @Environment(\\.authorizationController) private var authorizationController
                    @Environment(\\.displayStoreKitMessage) private var displayStoreKitMessage
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        Button("Rate") {
                            requestReview()
                            dismiss()
                        }
                    }
                }
                """)
        #expect(try fixture.cleanDump().contains("Text \"Rate\""))
        let tapped = PreviewInterpreter(project: fixture.project)
            .evaluate(try fixture.preview(), environment: EnvironmentValues(), performing: 0)
        #expect(tapped.performed)
        #expect(tapped.diagnostics.isEmpty, "\(tapped.diagnostics)")
    }
}
