import PreviewLanguage
import SwiftSyntax
import Testing

/// The memberwise initialiser the semantic pass binds calls to has the parameters Swift gives it.
struct MemberwiseInitializerTypingTests {
    /// `@EnvironmentObject var model: Model` makes its own value, so `Screen(mode: .park(id: 4))` binds to the
    /// memberwise initialiser and `.park` is a case of the screen's own nested `Mode`.
    @Test func aWrapperThatMakesItsOwnValueIsNotAParameter() throws {
        let source = """
            struct Editor {
                enum Mode { case create }
            }
            struct Screen {
                @EnvironmentObject var model: Model
                @FocusState var focused: Bool
                let mode: Mode
            }
            extension Screen {
                enum Mode { case park(id: Int) }
            }
            final class Model {}
            func make() -> Screen { Screen(mode: .park(id: 4)) }
            """
        let typed = try SemanticModelTests.contextualType(of: MemberAccessExprSyntax.self, ".park", in: source)
        #expect(typed == .named("Screen.Mode"))
    }
}
