public import ArgumentParser
import Foundation
import Logging
import PreviewDaemon

@main
struct Previewd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previewd",
        abstract: "Live SwiftUI previews on Linux, streamed to phones and browsers.",
        version: APIRouter.version,
        subcommands: [
            Serve.self, Render.self, Compare.self, List.self, Targets.self, Status.self, Open.self, Pair.self,
            Config.self, Resolve.self,
        ])
}

/// Options every command shares.
struct LoggingOptions: ParsableArguments {
    @Option(help: "Log level: trace, debug, info, notice, warning, error.")
    var logLevel: Logger.Level = .notice

    /// Logs go to standard error, which systemd sends to the journal (with each line's priority, see
    /// `JournalLogHandler`), and also to `previewd.log` in `fileDirectory` when given (`LogFile`).
    func bootstrap(fileDirectory: URL? = nil) -> Logger {
        let level = logLevel
        let journal = JournalLogHandler.isJournalStream
        let file = fileDirectory.flatMap { LogFile(directory: $0) }
        let handler: @Sendable (String) -> any LogHandler = { label in
            var standardError: any LogHandler
            if journal {
                standardError = JournalLogHandler(logLevel: level, label: label)
            } else {
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                standardError = handler
            }
            guard let file else { return standardError }
            return MultiplexLogHandler([standardError, LogFileHandler(file: file, logLevel: level)])
        }
        // One folding for every logger: lws's lines come through a logger of their own.
        let folding = LogFolding()
        folding.flushPeriodically()
        LoggingSystem.bootstrap { label in GuardedLogHandler(wrapping: handler(label), folding: folding) }
        return Logger(label: "previewd")
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

/// Writes a line to standard output right away (stdout is block-buffered when it is a pipe, and whoever started
/// the daemon is waiting for the ready line).
func printLine(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
