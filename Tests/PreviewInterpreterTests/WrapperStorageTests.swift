import PreviewInterpreter
import PreviewViews
import Testing

/// The storage of a wrapped property (`_count`) assigned in an initialiser, as Swift lowers `@State var count`.
struct WrapperStorageTests {
    /// `_count = .init(initialValue:)` is `State`'s initialiser, as its contextual type says; `self._title = …`
    /// is the same place; a `State` nested in another type of the project does not hide SwiftUI's.
    @Test func storageTakesTheWrapperWrittenAsAnImplicitInitializer() throws {
        let fixture = try InterpreterFixture([
            "Counter.swift": """
                import SwiftUI

                enum FormReducer {
                    struct State: Equatable { var name = "" }
                }

                struct Counter: View {
                    @State private var count: Int
                    @State private var title: String
                    @State private var label: String

                    init(start: Int, title: String?) {
                        _count = .init(initialValue: start)
                        self._title = .init(wrappedValue: title ?? "untitled")
                        _label = State(initialValue: "\\(start * 2)")
                    }

                    var body: some View {
                        Text("\\(title) \\(count) \\(label)")
                    }
                }

                #Preview {
                    Counter(start: 4, title: nil)
                }
                """
        ])
        #expect(try fixture.cleanDump() == #"Text "untitled 4 8""#)
    }

    /// `ObservedObject(initialValue:)`, the spelling before `wrappedValue:`, makes the same wrapper.
    @Test func observedObjectStorageTakesEitherSpelling() throws {
        let fixture = try InterpreterFixture([
            "Profile.swift": """
                import SwiftUI

                final class ProfileModel: ObservableObject {
                    @Published var name: String
                    init(name: String) { self.name = name }
                }

                struct Profile: View {
                    @ObservedObject private var model: ProfileModel
                    @ObservedObject private var other: ProfileModel

                    init(name: String) {
                        _model = ObservedObject(initialValue: ProfileModel(name: name))
                        _other = ObservedObject(wrappedValue: ProfileModel(name: name + "!"))
                    }

                    var body: some View { Text("\\(model.name) \\(other.name)") }
                }

                #Preview {
                    Profile(name: "Ada")
                }
                """
        ])
        #expect(try fixture.cleanDump() == #"Text "Ada Ada!""#)
    }

    /// A preview that declares its own wrapper view (to hold `@State` for a binding) draws it, and a second preview
    /// of the file declaring a different type of the same name draws its own.
    @Test func aPreviewDeclaresItsOwnWrapperView() throws {
        let fixture = try InterpreterFixture([
            "Toggle.swift": """
                import SwiftUI

                struct Switch: View {
                    @Binding var isOn: Bool
                    var body: some View { Text(isOn ? "on" : "off") }
                }

                #Preview("On") {
                    struct Wrapper: View {
                        @State private var isOn = true
                        var body: some View { Switch(isOn: $isOn) }
                    }
                    return Wrapper()
                }

                #Preview("Label") {
                    struct Wrapper: View {
                        enum Mode { case plain, loud }
                        let mode: Mode
                        var body: some View { Text(mode == .loud ? "LOUD" : "plain") }
                    }
                    return Wrapper(mode: .loud)
                }
                """
        ])
        #expect(try fixture.cleanDump("Toggle.on") == #"Text "on""#)
        #expect(try fixture.cleanDump("Toggle.label") == #"Text "LOUD""#)
    }

    /// The value the storage is made with has the wrapped property's type: `.loaded(name)` is a case of the
    /// property's `Loadable<String>`, whichever way the wrapper is written.
    @Test func theWrappedValueTakesThePropertysType() throws {
        let fixture = try InterpreterFixture([
            "Screen.swift": """
                import SwiftUI

                enum Loadable<T> {
                    case idle
                    case loaded(T)
                }

                struct Screen: View {
                    @State var product: Loadable<String>
                    @State private var count: Loadable<Int>
                    @State private var badge: Loadable<Int>

                    init(name: String) {
                        _product = .init(initialValue: .loaded(name))
                        _count = State(initialValue: .loaded(3))
                        self._badge = State(wrappedValue: .idle)
                    }

                    var body: some View {
                        switch (product, count, badge) {
                        case (.loaded(let name), .loaded(let count), .idle): Text("\\(name) \\(count)")
                        default: Text("other")
                        }
                    }
                }

                #Preview { Screen(name: "tea") }
                """
        ])
        #expect(try fixture.cleanDump() == #"Text "tea 3""#)
    }
}
