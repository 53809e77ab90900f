import Logging
import PreviewPipeline
import ServiceLifecycle
import UnixSignals

/// `systemctl reload` (SIGHUP): read the configuration and the project again, as if every file had changed. A
/// broken file keeps the last good configuration and says why, as an edit of it does.
struct ReloadService: Service, CustomStringConvertible {
    let queue: RenderQueue
    let logger: Logger
    var description: String { "reload on SIGHUP" }

    func run() async throws {
        for await _ in await UnixSignalsSequence(trapping: .sighup).cancelOnGracefulShutdown() {
            logger.notice("SIGHUP: reloading the configuration and the project")
            queue.send(.reload)
        }
    }
}
