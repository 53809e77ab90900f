import Foundation
import Logging
import PreviewDaemon

/// Log lines for the journal: when systemd connects standard error to journald (`$JOURNAL_STREAM` is set), each
/// line starts with its syslog priority in angle brackets (`<5>` for notice), which journald stores as the
/// entry's priority and strips; the journal adds its own timestamp, so there is none here.
struct JournalLogHandler: LogHandler {
    var logLevel: Logger.Level = .notice
    var metadata: Logger.Metadata = [:]
    let label: String

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Whether standard error goes to the journal.
    static var isJournalStream: Bool { !(ProcessInfo.processInfo.environment["JOURNAL_STREAM"] ?? "").isEmpty }

    func log(event: LogEvent) {
        let text = "<\(Self.priority(event.level))>" + LogFileHandler.body(of: event, metadata: metadata) + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// syslog(3) priorities: 7 debug … 2 critical.
    static func priority(_ level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: return 7
        case .info: return 6
        case .notice: return 5
        case .warning: return 4
        case .error: return 3
        case .critical: return 2
        }
    }
}
