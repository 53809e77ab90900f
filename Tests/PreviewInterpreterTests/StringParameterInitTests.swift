import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `.init(text)` given to a parameter that takes text makes that parameter's type from the text, as Swift infers it:
/// `Text(.init(message))` is `Text(LocalizedStringKey(message))`.
struct StringParameterInitTests {
    @Test func implicitInitialisersOfTextParametersTakeTheirText() throws {
        let fixture = try InterpreterFixture(
            body: """
                let message = "Try again later"
                VStack {
                    Text(.init(message))
                    Button(.init(message)) {}
                    Text(.init(message + "!")).bold()
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics.map(\.message))")
        let dump = evaluation.root.dump
        #expect(dump.components(separatedBy: #"Text "Try again later""#).count == 3, "\(dump)")
        #expect(dump.contains(#"Text "Try again later!""#), "\(dump)")
    }

    @Test func aNumberIsNotText() throws {
        let fixture = try InterpreterFixture(body: "Text(.init(42))")
        let evaluation = try fixture.evaluate()
        #expect(!evaluation.diagnostics.isEmpty)
    }
}
