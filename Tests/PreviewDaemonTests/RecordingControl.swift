import PreviewDaemon
import PreviewStream
import Synchronization

/// A `DaemonControl` without a stream server: it records what the router asks of the daemon, so tests can check
/// who would have been told or disconnected, and keeps rotated tokens in memory.
final class RecordingControl: DaemonControl {
    let broadcasts = Mutex<[String]>([])
    let disconnectedCredentials = Mutex<[String]>([])
    let disconnectedAll = Atomic<Int>(0)
    let rotatesToken: Bool

    init(rotatesToken: Bool = false) { self.rotatesToken = rotatesToken }

    var clientCount: Int { 0 }
    var stateFailure: String? { nil }
    func metricsText() -> String { "" }
    func broadcast(_ text: String, to audience: StreamServer.Audience) { broadcasts.withLock { $0.append(text) } }
    func disconnect(admittedWith credential: String) { disconnectedCredentials.withLock { $0.append(credential) } }
    func storeToken(_ token: String) throws -> String { "http://127.0.0.1:8765/device#token=\(token)" }
    func disconnectAll() { disconnectedAll.add(1, ordering: .relaxed) }
}
