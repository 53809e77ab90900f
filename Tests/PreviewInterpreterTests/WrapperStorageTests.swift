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
}
