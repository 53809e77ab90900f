package import PreviewStream

/// What the HTTP API and the WebSocket sessions ask of the running daemon beyond the frame store: the stream
/// server's clients, the state writer's health, the metrics and the stored pairing token. Handed to `APIRouter`
/// when it is made, so the router has no slot that someone must remember to fill in later. Called on the stream
/// server's service thread: every answer must come quickly, from memory.
package protocol DaemonControl: Sendable {
    /// Open WebSocket connections, for status answers.
    var clientCount: Int { get }
    /// Why state cannot be saved (a full disk, a read-only state directory), for status answers; nil while it can.
    var stateFailure: String? { get }
    /// The `/metrics` text (Prometheus), made at each scrape.
    func metricsText() -> String
    /// Sends a text message to every client of an audience.
    func broadcast(_ text: String, to audience: StreamServer.Audience)
    /// Closes the connections a revoked device opened with its credential (`APIRouter.deviceCredentialName`).
    func disconnect(admittedWith credential: String)
    /// Whether the pairing token may be replaced: not when it was given with `--token` or there is no state
    /// directory to keep a new one in.
    var rotatesToken: Bool { get }
    /// Keeps `token` as the pairing token from now on and returns its pairing URL; throws when it cannot be kept.
    func storeToken(_ token: String) throws -> String
    /// Closes every client, with the close code of a revoked pairing (the token changed).
    func disconnectAll()
}
