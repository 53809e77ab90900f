import PreviewInterpreter
import Testing

/// `.minimumScaleFactor` and `.lineLimit(_:reservesSpace:)` reach the text below as environment changes.
struct TextFittingModifiersTests {
    @Test func minimumScaleFactorIsKeptForTheTextBelowWithinSwiftUIsRange() throws {
        let dump = try InterpreterFixture(body: #"Text("Price").minimumScaleFactor(0.4)"#).cleanDump()
        #expect(dump == "minimumScaleFactor 0.4\n  Text \"Price\"", "\(dump)")
        let none = try InterpreterFixture(body: #"Text("Price").minimumScaleFactor(1)"#).cleanDump()
        #expect(none == "Text \"Price\"", "a factor of 1 changes nothing: \(none)")
        let tiny = try InterpreterFixture(body: #"Text("Price").minimumScaleFactor(0)"#).cleanDump()
        #expect(tiny == "minimumScaleFactor 0.01\n  Text \"Price\"", "\(tiny)")
    }

    @Test func aLineLimitThatReservesSpaceSaysSo() throws {
        let dump = try InterpreterFixture(body: #"Text("Note").lineLimit(3, reservesSpace: true)"#).cleanDump()
        #expect(dump == "lineLimit 3 reservesSpace\n  Text \"Note\"", "\(dump)")
        let plain = try InterpreterFixture(body: #"Text("Note").lineLimit(3, reservesSpace: false)"#).cleanDump()
        #expect(plain == "lineLimit 3\n  Text \"Note\"", "\(plain)")
    }
}
