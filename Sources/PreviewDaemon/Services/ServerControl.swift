import Foundation
import Logging
import PreviewStream
import Synchronization

/// The daemon's `DaemonControl`: the stream server's clients, the state writer's health, the metrics, and the
/// pairing token kept in the state directory.
final class ServerControl: DaemonControl {
    private let server: StreamServer
    private let writer: StateWriter
    private let metrics: ServiceMetrics
    private let configuration: Daemon.Configuration
    private let logger: Logger
    /// The port the server listens on, for the pairing URL of a new token; 0 until it is bound, before which no
    /// request can arrive.
    private let port = Atomic<Int>(0)

    init(
        server: StreamServer, writer: StateWriter, metrics: ServiceMetrics, configuration: Daemon.Configuration,
        logger: Logger
    ) {
        self.server = server
        self.writer = writer
        self.metrics = metrics
        self.configuration = configuration
        self.logger = logger
    }

    /// The server is listening on `port`.
    func listening(on port: Int) { self.port.store(port, ordering: .relaxed) }

    var clientCount: Int { server.clientCount }

    var stateFailure: String? { writer.failure }

    func metricsText() -> String { metrics.prometheusText(clients: server.clientCount, framesSent: server.framesSent) }

    func broadcast(_ text: String, to audience: StreamServer.Audience) { server.broadcast(text, to: audience) }

    func disconnect(admittedWith credential: String) {
        server.disconnect(admittedWith: credential, code: APIRouter.pairingRevokedCloseCode, reason: "pairing revoked")
    }

    var rotatesToken: Bool { configuration.tokenIsStored && configuration.stateDirectory != nil }

    func storeToken(_ token: String) throws -> String {
        guard rotatesToken, let stateDirectory = configuration.stateDirectory else {
            throw DaemonError(.stateDirectory, "the pairing token is not kept in a state directory")
        }
        try PairingToken.store(token, in: stateDirectory)
        logger.notice("pairing token rotated; every paired client was disconnected")
        var rotated = configuration
        rotated.token = token
        return rotated.pairingURL(port: port.load(ordering: .relaxed))
    }

    func disconnectAll() { server.disconnectAll(code: APIRouter.pairingRevokedCloseCode, reason: "pairing revoked") }
}
