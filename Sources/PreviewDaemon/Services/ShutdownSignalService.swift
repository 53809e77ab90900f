import Logging
import ServiceLifecycle
import UnixSignals

/// SIGTERM (what systemd sends) and SIGINT (Ctrl-C) shut the daemon down gracefully. The service group could trap
/// them itself, but it does not say which arrived; this service logs "stopping" with the signal's name, so the
/// journal tells a `systemctl stop` from a Ctrl-C, and returns, which the group's configuration turns into a
/// graceful shutdown.
struct ShutdownSignalService: Service, CustomStringConvertible {
    let logger: Logger
    var description: String { "shutdown on SIGTERM or SIGINT" }

    func run() async throws {
        for await signal in await UnixSignalsSequence(trapping: .sigterm, .sigint).cancelOnGracefulShutdown() {
            logger.notice("stopping", metadata: ["signal": "\(signal)"])
            return
        }
    }
}
