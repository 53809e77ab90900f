import PreviewModel
import Testing

/// A diagnostic's message can quote what a project computed; it is written to index.json and sent to every
/// dashboard, so its length is bounded however long the quoted text is.
struct DiagnosticTests {
    @Test func aLongMessageIsCutToTheLimitWithAnEllipsis() {
        let quoted = String(repeating: "spam ", count: 200_000)
        let diagnostic = Diagnostic(
            file: "Spam.swift", line: 1, column: 1, severity: .warning, message: "the preview stopped: \(quoted)")
        #expect(diagnostic.message.count == Diagnostic.maximumMessageLength)
        #expect(diagnostic.message.hasPrefix("the preview stopped: spam spam"))
        #expect(diagnostic.message.hasSuffix("…"))
    }

    @Test func aMessageWithinTheLimitIsKeptWhole() {
        let message = "modifier '.blur' is not supported; drawn without it"
        let diagnostic = Diagnostic(file: "A.swift", line: 2, column: 3, severity: .warning, message: message)
        #expect(diagnostic.message == message)
    }
}
