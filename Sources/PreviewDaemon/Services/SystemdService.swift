import PreviewStream
import ServiceLifecycle

/// The daemon's side of its contract with systemd while it runs: `WATCHDOG=1` every half watchdog interval while
/// the stream server's loop keeps turning, and `STOPPING=1` the moment shutdown begins. The last of the services
/// that run until shutdown (`ShutdownSignalService` after it only waits for the signal), so it is the first to hear
/// of one.
struct SystemdService: Service, CustomStringConvertible {
    let notifier: SystemdNotifier
    let server: StreamServer
    var description: String { "systemd" }

    func run() async throws {
        do {
            try await cancelWhenGracefulShutdown { [notifier, server] in
                guard let interval = notifier.watchdogInterval else { return try await gracefulShutdown() }
                try await Self.pingWatchdog(every: interval, server: server, notifier: notifier)
            }
        } catch is CancellationError {
            // Shutdown, graceful or not: stopping is what systemd needs to hear either way.
        }
        notifier.stopping()
    }

    /// Each round wakes the stream server's loop and pings only if the loop turned since the last round, so a
    /// wedged loop (the one that serves phones) stops the pings and systemd restarts the service.
    private static func pingWatchdog(every interval: Duration, server: StreamServer, notifier: SystemdNotifier)
        async throws
    {
        var turns = server.serviceLoopTurns
        while true {
            server.notifyChanged()
            try await Task.sleep(for: interval)
            let now = server.serviceLoopTurns
            if now != turns { notifier.watchdog() }
            turns = now
        }
    }
}
