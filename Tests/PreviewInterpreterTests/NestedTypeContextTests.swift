import PreviewInterpreter
import PreviewModel
import Testing

/// An implicit member passed to an initialiser takes the type its parameter names where that parameter is written:
/// `Mode` inside `Screen` is `Screen.Mode`, even when another file declares a nested `Mode` of its own first.
@Suite struct NestedTypeContextTests {
    static let otherMode = """
        struct Editor {
            enum Mode { case create, edit }
            let mode: Mode
        }
        """

    @Test func aMemberwiseInitializerResolvesItsParametersNestedType() throws {
        let fixture = try InterpreterFixture([
            "A.swift": Self.otherMode,
            "Screen.swift": """
                import SwiftUI

                final class Model: ObservableObject {}

                struct Screen: View {
                    @EnvironmentObject var model: Model
                    let mode: Mode
                    var body: some View { Text(mode.title) }
                }

                extension Screen {
                    enum Mode {
                        case park(id: Int)
                        var title: String {
                            switch self {
                            case .park(let id): "park \\(id)"
                            }
                        }
                    }
                }

                #Preview {
                    Screen(mode: .park(id: 4)).environmentObject(Model())
                }
                """,
        ])
        #expect(try fixture.cleanDump() == "Text \"park 4\"")
    }

    @Test func anInitializerOverloadedOnOptionalityResolvesItsParametersNestedType() throws {
        let fixture = try InterpreterFixture([
            "A.swift": Self.otherMode,
            "Screen.swift": """
                import SwiftUI

                struct Screen: View {
                    let title: String
                    init(mode: Mode) {
                        switch mode {
                        case .user(let id): title = "user \\(id)"
                        }
                    }
                    init(mode: Mode?) { title = "none" }
                    var body: some View { Text(title) }
                }

                extension Screen {
                    enum Mode { case user(id: Int) }
                }

                #Preview {
                    Screen(mode: .user(id: 3))
                }
                """,
        ])
        #expect(try fixture.cleanDump() == "Text \"user 3\"")
    }
}
