import Logging
import Synchronization
import Testing

@testable import PreviewDaemon

@Suite struct GuardedLogHandlerTests {
    /// Keeps what reaches it.
    final class Recorder: Sendable {
        let events = Mutex<[LogEvent]>([])
    }

    struct RecordingHandler: LogHandler {
        let recorder: Recorder
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) { recorder.events.withLock { $0.append(event) } }
    }

    func event(
        _ message: Logger.Message, _ level: Logger.Level = .warning, metadata: Logger.Metadata? = nil
    ) -> LogEvent {
        LogEvent(
            level: level, message: message, metadata: metadata, source: "Tests", file: #fileID, function: #function,
            line: #line)
    }

    @Test func controlCharactersAreEscapedInMessagesAndEveryValue() {
        let recorder = Recorder()
        var handler = GuardedLogHandler(wrapping: RecordingHandler(recorder: recorder), folding: LogFolding())
        handler[metadataKey: "project"] = "a\nb"
        let metadata: Logger.Metadata = ["client.id": "x\n\u{1B}[31m\u{2028}", "list": ["\t"]]
        handler.log(event: event("hello\r\nforged", .info, metadata: metadata))
        let logged = recorder.events.withLock { $0 }
        #expect(logged.count == 1)
        #expect(logged.first?.message.description == "hello\\r\\nforged")
        #expect(logged.first?.metadata?["client.id"]?.description == "x\\n\\u{1B}[31m\\u{2028}")
        #expect(logged.first?.metadata?["list"] == .array([.string("\\t")]))
        #expect(handler[metadataKey: "project"] == .string("a\\nb"))
    }

    @Test func repeatedWarningsAreFoldedIntoOneLineWithACount() {
        let folding = LogFolding(window: .seconds(10))
        let start = ContinuousClock.now
        let logged = (0..<12).filter { folding.admit(event("refused"), at: start + .milliseconds($0)).passes }
        #expect(logged.count == LogFolding.budget)
        let other = folding.admit(event("another warning"), at: start + .seconds(1))
        #expect(other.passes && other.summaries.isEmpty)
        let later = folding.admit(event("refused"), at: start + .seconds(11))
        #expect(later.passes)
        let summaries = later.summaries.map(\.message.description)
        #expect(summaries == ["refused (7 more like this in 10.0 seconds were not logged)"])
    }

    @Test func aBurstThatStopsIsCountedWhenItsWindowEndsWithoutAnotherEvent() {
        let recorder = Recorder()
        let folding = LogFolding(window: .seconds(10))
        let handler = GuardedLogHandler(wrapping: RecordingHandler(recorder: recorder), folding: folding)
        for _ in 0..<8 { handler.log(event: event("refused")) }
        #expect(recorder.events.withLock { $0.count } == LogFolding.budget)
        #expect(folding.flushEndedWindows(at: .now) == 0, "the window has not ended")
        #expect(folding.flushEndedWindows(at: .now + .seconds(11)) == 1)
        let last = recorder.events.withLock { $0.last?.message.description }
        #expect(last == "refused (3 more like this in 10.0 seconds were not logged)")
        #expect(folding.flushEndedWindows(at: .now + .seconds(30)) == 0, "each summary is written once")
    }

    @Test func ordinaryNoticesAreNeverFolded() {
        let folding = LogFolding()
        let start = ContinuousClock.now
        #expect((0..<20).allSatisfy { folding.admit(event("rendered", .notice), at: start + .milliseconds($0)).passes })
        let aboutClient = event("refused", .notice, metadata: ["client.peer": "10.0.0.9"])
        let aboutClients = (0..<20).filter { folding.admit(aboutClient, at: start + .milliseconds($0)).passes }
        #expect(aboutClients.count == LogFolding.budget)
    }
}
