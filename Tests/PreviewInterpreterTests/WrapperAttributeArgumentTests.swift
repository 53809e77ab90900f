import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// A property whose wrapper attribute has arguments is made by the attribute, so a view's memberwise initialiser
/// leaves it out, as Swift's does; when the wrapper comes from a library previewd cannot evaluate, the value is a
/// placeholder, said where the attribute is written, never a silent nil.
@Suite struct WrapperAttributeArgumentTests {
    @Test func aLibraryWrappersPropertyIsReportedAndTheViewStillMade() throws {
        let fixture = try InterpreterFixture([
            "Shelf.swift": """
                import SwiftUI
                import RealmSwift

                struct Shelf: View {
                    @ObservedResults(Book.self) var books
                    var title: String
                    var body: some View { Text(title) }
                }

                #Preview { Shelf(title: "Shelf") }
                """
        ])
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "'ObservedResults' is not available in previews (it comes from a module previewd cannot evaluate); "
                    + "drawn as a placeholder"
            ])
        #expect(evaluation.diagnostics.map(\.line) == [5])
        #expect(evaluation.root.dump == "Text \"Shelf\"")
    }

    /// SwiftUI's own wrappers with arguments keep their meaning: `@Environment(\.colorScheme)` is read, not reported.
    @Test func swiftUIsWrappersWithArgumentsAreNotReported() throws {
        let fixture = try InterpreterFixture([
            "Scheme.swift": """
                import SwiftUI

                struct Scheme: View {
                    @Environment(\\.colorScheme) var colorScheme
                    @AppStorage("name") var name = "Ada"
                    var body: some View { Text("\\(name) \\(colorScheme == .dark ? "dark" : "light")") }
                }

                #Preview { Scheme() }
                """
        ])
        #expect(try fixture.cleanDump(colorScheme: .dark) == "Text \"Ada dark\"")
    }
}
