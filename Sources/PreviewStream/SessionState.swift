import PreviewProtocol

/// A WebSocket connection's state on the service thread: the protocol session, what it received so far, and the
/// buffer its own messages are written from.
final class SessionState {
    /// A message of this client's own to send (text, or an echo): copied into `scratch` when it is written.
    struct OwnMessage {
        var bytes: [UInt8]
        var isBinary: Bool
    }

    var session: ClientSession
    /// The lws connection, valid from ESTABLISHED to CLOSED.
    let wsi: OpaquePointer
    /// Bytes of a text message arriving in fragments.
    var receiveBuffer: [UInt8] = []
    var closeRequest: (code: UInt16, reason: String)?
    /// Where this client's own messages are copied behind LWS_PRE bytes of headroom, for lws to write the
    /// WebSocket header in; grown to the largest such message. Frames need none (`OutgoingMessage`).
    var scratch: [UInt8]
    /// Frames rendered for this client alone (interactive mode): each stands in for the shared frame of its key
    /// for as long as it is the newer one.
    var ownFrames: [FrameKey: Frame] = [:]
    /// Whether its messages are left unread until the answers waiting for it are written
    /// (`ClientSession.answersBeforePausing`).
    var readingPaused = false
    /// A conformance echo session (`StreamServer.echoPath`): its messages come back instead of being read.
    var isEcho = false
    /// Messages to echo, in order.
    var echoes: [OwnMessage] = []
    /// The credential the connection was admitted with, as the handler names it (`HTTPHandler.credential`):
    /// revoking it closes this connection and no other.
    var credential: String?

    init(id: UInt64, wsi: OpaquePointer) {
        session = ClientSession(id: id)
        self.wsi = wsi
        scratch = [UInt8](repeating: 0, count: OutgoingMessage.headroom + 4096)
    }

    /// What this client is to be sent: the shared frames, with its own where they are newer.
    func frames(over shared: [FrameKey: Frame]) -> [FrameKey: Frame] {
        guard !ownFrames.isEmpty else { return shared }
        return shared.merging(ownFrames) { shared, own in own.seq > shared.seq ? own : shared }
    }
}
