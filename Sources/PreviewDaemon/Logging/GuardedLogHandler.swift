import Foundation
package import Logging
import Synchronization

/// Stands in front of the handlers every log event goes to (standard error or the journal, and `previewd.log`),
/// so that what clients send can neither forge log lines nor push real ones out of the rotating log:
///
/// - control characters in the message and in every metadata value are escaped (`\n`, `\r`, `\t`, `\u{1B}`), so
///   a client id with a newline in it stays on its line;
/// - an event repeated more than `LogFolding.budget` times in one window (same logger, level and message) is
///   not logged again in that window; when the window ends, one line says how many were left out. This applies
///   to warnings and errors, and to notices about a client (metadata `client.…`), which strangers can cause.
package struct GuardedLogHandler: LogHandler {
    private var wrapped: any LogHandler
    private let folding: LogFolding

    package init(wrapping handler: any LogHandler, folding: LogFolding) {
        wrapped = handler
        self.folding = folding
    }

    package var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    package var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue.mapValues(LogEscaping.escape) }
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue.map(LogEscaping.escape) }
    }

    package func log(event: LogEvent) {
        var event = event
        event.message = "\(LogEscaping.escape(event.message.description))"
        event.metadata = event.metadata?.mapValues(LogEscaping.escape)
        let (passes, summaries) = folding.admit(event, at: ContinuousClock.now, via: wrapped)
        for summary in summaries { wrapped.log(event: summary) }
        if passes { wrapped.log(event: event) }
    }
}

/// Escapes control characters (Unicode category Cc, and the line and paragraph separators) in logged text.
package enum LogEscaping {
    package static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where needsEscape(scalar): escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    package static func escape(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
        switch value {
        case .string(let text): .string(escape(text))
        case .stringConvertible(let convertible): .string(escape(convertible.description))
        case .array(let values): .array(values.map(escape))
        case .dictionary(let values): .dictionary(values.mapValues(escape))
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

/// Which repeated events are left out of the log, shared by every logger of the process.
package final class LogFolding: Sendable {
    /// Events of one kind logged per window; the rest are counted.
    package static let budget = 5
    package let window: Duration
    /// Kinds tracked at once; beyond it new kinds are logged unfolded, as tracking them would itself grow.
    static let trackedKinds = 512

    private struct Kind: Hashable {
        var source: String
        var level: Logger.Level
        var message: String
    }

    private struct Tally {
        var started: ContinuousClock.Instant
        var logged = 1
        var leftOut = 0
        /// The last event left out, which the summary repeats.
        var last: LogEvent?
        /// Where that event would have gone: the summary goes there when the window ends with no event after it.
        var handler: (any LogHandler)?
    }

    private let tallies = Mutex<[Kind: Tally]>([:])

    package init(window: Duration = .seconds(10)) {
        self.window = window
    }

    /// Whether `event` is logged, and the summaries of windows that ended (to log first). `handler` is where the
    /// event goes, kept for a summary that `flushEndedWindows` writes.
    package func admit(
        _ event: LogEvent, at now: ContinuousClock.Instant, via handler: (any LogHandler)? = nil
    ) -> (passes: Bool, summaries: [LogEvent]) {
        tallies.withLock { tallies in
            let summaries = Self.endWindows(&tallies, at: now, window: window).map(\.event)
            guard Self.folds(event) else { return (true, summaries) }
            let kind = Kind(source: event.source, level: event.level, message: event.message.description)
            guard var tally = tallies[kind] else {
                if tallies.count < Self.trackedKinds { tallies[kind] = Tally(started: now) }
                return (true, summaries)
            }
            guard tally.logged >= Self.budget else {
                tally.logged += 1
                tallies[kind] = tally
                return (true, summaries)
            }
            tally.leftOut += 1
            tally.last = event
            tally.handler = handler
            tallies[kind] = tally
            return (false, summaries)
        }
    }

    /// Writes the summary of every window that has ended, each through the handler its events went to, so a
    /// burst that stops is still counted in the log without waiting for a later event. Returns how many.
    @discardableResult
    package func flushEndedWindows(at now: ContinuousClock.Instant = .now) -> Int {
        let ended = tallies.withLock { Self.endWindows(&$0, at: now, window: window) }
        for (event, handler) in ended { handler?.log(event: event) }
        return ended.count
    }

    /// Calls `flushEndedWindows` once a window for as long as the process runs.
    package func flushPeriodically() {
        Task.detached(priority: .utility) { [self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: window)
                flushEndedWindows()
            }
        }
    }

    /// Removes the tallies whose window has ended; the summaries of those that left events out.
    private static func endWindows(
        _ tallies: inout [Kind: Tally], at now: ContinuousClock.Instant, window: Duration
    ) -> [(event: LogEvent, handler: (any LogHandler)?)] {
        var summaries: [(event: LogEvent, handler: (any LogHandler)?)] = []
        for (kind, tally) in tallies where now - tally.started >= window {
            tallies[kind] = nil
            if tally.leftOut > 0, var summary = tally.last {
                summary.message = "\(kind.message) (\(tally.leftOut) more like this in \(window) were not logged)"
                summaries.append((summary, tally.handler))
            }
        }
        return summaries
    }

    private static func folds(_ event: LogEvent) -> Bool {
        event.level >= .warning
            || (event.level == .notice && event.metadata?.keys.contains { $0.hasPrefix("client.") } == true)
    }
}
