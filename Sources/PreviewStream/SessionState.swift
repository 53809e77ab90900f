/// A WebSocket connection's state on the service thread: the protocol session plus what is being written.
final class SessionState {
    /// A message partly written: the bytes are kept alive until the last fragment is out.
    struct InFlight {
        var bytes: [UInt8]
        var offset: Int
        var isBinary: Bool
    }

    var session: ClientSession
    /// The lws connection, valid from ESTABLISHED to CLOSED.
    let wsi: OpaquePointer
    var inFlight: InFlight?
    /// Bytes of a text message arriving in fragments.
    var receiveBuffer: [UInt8] = []
    var closeRequest: (code: UInt16, reason: String)?
    /// Where each fragment is copied with LWS_PRE bytes of headroom: lws writes the WebSocket header in front of
    /// the payload, which must not clobber a frame other clients still send from.
    var scratch: [UInt8]
    /// Frames rendered for this client alone (interactive mode): each stands in for the shared frame of its key
    /// for as long as it is the newer one.
    var ownFrames: [FrameKey: Frame] = [:]
    /// A conformance echo session (`StreamServer.echoPath`): its messages come back instead of being read.
    var isEcho = false
    /// Messages to echo, in order.
    var echoes: [InFlight] = []

    init(id: UInt64, wsi: OpaquePointer, scratchSize: Int) {
        session = ClientSession(id: id)
        self.wsi = wsi
        scratch = [UInt8](repeating: 0, count: scratchSize)
    }

    /// What this client is to be sent: the shared frames, with its own where they are newer.
    func frames(over shared: [FrameKey: Frame]) -> [FrameKey: Frame] {
        guard !ownFrames.isEmpty else { return shared }
        return shared.merging(ownFrames) { shared, own in own.seq > shared.seq ? own : shared }
    }
}
