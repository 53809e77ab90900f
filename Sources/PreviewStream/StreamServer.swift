internal import CLibWebSockets
internal import CLibWebSocketsShims
import Foundation
package import Logging
package import PreviewProtocol
import Synchronization

/// The HTTP + WebSocket server, on libwebsockets 4.1.6.
///
/// Threading: one service thread creates, services and destroys the lws context and owns every lws object and
/// every property marked "service thread only". Other threads only publish into the `FrameStore` and call
/// `notifyChanged()` (which wakes the loop with `lws_cancel_service`, documented as callable from any thread) or
/// `stop()`.
package final class StreamServer: @unchecked Sendable {
    // @unchecked: the invariant above. Cross-thread state is only `control` (a Mutex) and `clientCounter` (an
    // Atomic); the rest is immutable or confined to the service thread.

    /// HTTP bodies go out in pieces of this size, one per HTTP_WRITEABLE callback.
    static let httpChunkSize = 64 * 1024
    /// How many bytes one WRITEABLE callback writes to a WebSocket client at most (whole messages, the last may
    /// cross it): a client with several messages waiting gets them in one turn of the loop, but one with many (a
    /// dashboard that just connected to a large project) cannot hold up the others for long.
    static let writeBudget = 256 * 1024
    /// The most lws hands to one send(); anything beyond it is copied into lws's own buffer first. Each WebSocket
    /// message is one `lws_write`, so this is above any frame previewd makes (libwebsockets documents
    /// `lws_protocols.tx_packet_size`: with 0, each send() is held to `rx_buffer_size` and lws buffers the rest).
    static let largestSend = 256 * 1024 * 1024
    /// Open WebSockets beyond this are refused at the upgrade: every client costs a frame's worth of sending.
    static let maxClients = 256
    /// Where the conformance echo answers when `echoEndpoint` is on.
    static let echoPath = "/echo"
    /// Serve `echoPath`, a WebSocket that sends every message back, so the Autobahn cases (which are written
    /// against an echo server) can exercise this server's framing, fragmentation, UTF-8 and close handling. Off
    /// unless `serve --conformance-echo`; set before `start`.
    package var echoEndpoint = false

    /// The connection limits, from this process's descriptor limit at startup.
    static let descriptorLimits = ConnectionTable.Limits.forThisProcess()
    let connectionLimits = StreamServer.descriptorLimits.limits

    package let store: FrameStore
    /// Given to `start`, before the service thread exists, and read only on that thread: the handlers may
    /// themselves hold this server (through the daemon's control), so they cannot be arguments of `init`.
    private(set) var http: (any HTTPHandler)!
    private(set) var sessionHandler: (any SessionHandler)!
    let logger: Logger

    /// The context pointer, shared only so other threads can call `lws_cancel_service` on it.
    private struct ContextReference: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private struct Control {
        var context: ContextReference?
        var stopRequested = false
        /// Text messages for every client of an audience, waiting for the service thread.
        var broadcasts: [(text: String, audience: Audience)] = []
        var ownFrames: [OwnFrame] = []
        /// `disconnectAll`: close every connected client with this code and reason.
        var disconnect: (code: UInt16, reason: String)?
        /// `disconnect(admittedWith:)`: close the clients admitted with each of these credentials.
        var disconnectCredentials: [(credential: String, code: UInt16, reason: String)] = []
        /// `reloadCertificate`: read the TLS certificate and key files again.
        var reloadCertificate = false
    }

    /// The largest POST body accepted (the API's requests are small JSON objects).
    static let maximumBodySize = 16 * 1024

    private let control = Mutex(Control())
    private let clientCounter = Atomic<Int>(0)
    /// Frames handed to clients (each client's copy counts), for `/metrics`.
    let framesSentCounter = Atomic<UInt64>(0)
    package var framesSent: UInt64 { framesSentCounter.load(ordering: .relaxed) }
    /// Turns of the service loop so far: a watchdog that wakes the loop and sees this grow knows it is not wedged.
    private let loopTurns = Atomic<UInt64>(0)
    private let finished = DispatchSemaphore(value: 0)

    // Service thread only.
    var sessions: [UInt64: SessionState] = [:]
    /// HTTP responses whose body is still being written, and how much of it is out.
    var httpResponses: [UInt64: (response: HTTPResponse, offset: Int)] = [:]
    /// POST requests whose body is still arriving.
    var postRequests: [UInt64: HTTPRequest] = [:]
    var nextConnectionID: UInt64 = 1
    var frames: [FrameKey: Frame] = [:]
    var earlyFrames: [FrameKey: Frame] = [:]
    /// The catalog clients were last sent (nil before the first).
    var lastCatalog: FrameStore.Catalog?
    var closing = false
    /// Whether the client limit was hit and logged (reset once a client fits again).
    var refusingForCapacity = false
    /// Every TCP connection, against limits derived from the descriptor limit.
    var connections = ConnectionTable(limits: StreamServer.descriptorLimits.limits)
    /// The address of the connection lws is adopting (set when it is accepted, taken when its wsi is created).
    var pendingPeer: String?
    /// The listening socket, while accepting is paused because every connection is busy.
    var pausedListener: OpaquePointer?
    /// Idle connections closed to make room whose descriptors lws has not released yet: until it has, they still
    /// take a place in its table.
    var closingConnections: Set<OpaquePointer> = []
    /// Whether the connection limit was reached and logged (reset once well below it).
    var connectionLimitLogged = false
    /// The context being serviced and the TLS files it was made with, for `reloadCertificate`.
    var servicedContext: OpaquePointer?
    var tlsFiles: TLSFiles?
    let startTime = ContinuousClock.now

    package init(store: FrameStore, logger: Logger) {
        // Every message is written with one `lws_write` from its own memory, which lws may write LWS_PRE bytes in
        // front of: a protocol target without C cannot ask lws for that number, so it is checked here.
        precondition(OutgoingMessage.headroom >= pvd_lws_pre(), "OutgoingMessage.headroom is less than LWS_PRE")
        self.store = store
        self.logger = logger
    }

    /// Open WebSocket connections.
    package var clientCount: Int { clientCounter.load(ordering: .relaxed) }

    /// Starts serving on `host:port`, or on `inherited` (socket activation), with `http` answering requests and
    /// `sessions` the WebSocket clients; returns the bound port once the socket is open, and throws if it cannot
    /// listen. Called once.
    package func start(
        http: any HTTPHandler, sessions: any SessionHandler, host: String, port: Int, inherited: ListeningSocket? = nil,
        tls: TLSFiles? = nil
    ) throws(StreamError) -> Int {
        precondition(self.http == nil, "a stream server starts once")
        self.http = http
        self.sessionHandler = sessions
        let result = Mutex<Result<Int, StreamError>?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            // Named from inside: on Linux, a name set before `start()` never reaches the system thread (`top -H`,
            // `perf`, /proc/…/task/…/comm), and the benchmarks find this thread by it.
            Thread.current.name = "previewd.lws"
            serviceLoop(host: host, port: port, inherited: inherited, tls: tls) { outcome in
                result.withLock { $0 = outcome }
                ready.signal()
            }
            finished.signal()
        }
        thread.start()
        ready.wait()
        return try result.withLock { $0! }.get()
    }

    /// Wakes the service thread to pick up new frames or a new catalog from the store. Any thread.
    /// How many times the service loop has turned; with `notifyChanged()` (which makes it turn) this tells a
    /// watchdog whether the loop still runs.
    package var serviceLoopTurns: UInt64 { loopTurns.load(ordering: .relaxed) }

    package func notifyChanged() {
        control.withLock { control in
            if let context = control.context { lws_cancel_service(context.pointer) }
        }
    }

    /// Who a broadcast is for.
    package enum Audience: Sendable {
        /// Devices that follow the dashboard's selection (the mirror).
        case followingDevices
        case dashboards

        func includes(_ session: ClientSession) -> Bool {
            switch self {
            case .followingDevices: session.hello?.role == .device && session.follows
            case .dashboards: session.hello?.role == .dashboard
            }
        }
    }

    /// Sends `text` to every client in `audience`. Any thread.
    package func broadcast(_ text: String, to audience: Audience) {
        control.withLock { control in
            // Bounded: only the newest few matter if the service thread is behind.
            if control.broadcasts.count >= 16 { control.broadcasts.removeFirst() }
            control.broadcasts.append((text, audience))
            if let context = control.context { lws_cancel_service(context.pointer) }
        }
    }

    /// A frame for one session alone, or (nil) the withdrawal of the one it had for `key`.
    struct OwnFrame {
        var session: UInt64
        var key: FrameKey
        var frame: Frame?
    }

    /// Sends `frame` to session `session` only, standing in for the shared frame of its key until a newer one is
    /// published (interactive mode: what that client's taps made); nil withdraws it, and the client is sent the
    /// shared frame again. Any thread.
    package func deliver(_ frame: Frame?, for key: FrameKey, toSession session: UInt64) {
        control.withLock { control in
            control.ownFrames.append(OwnFrame(session: session, key: key, frame: frame))
            if let context = control.context { lws_cancel_service(context.pointer) }
        }
    }

    /// Service thread: the frames `deliver` queued since the last call.
    func takeOwnFrames() -> [OwnFrame] {
        control.withLock { control in
            defer { control.ownFrames = [] }
            return control.ownFrames
        }
    }

    /// Closes every connected client with `code` (their pairing was revoked, say); new connections are served as
    /// usual. Any thread.
    package func disconnectAll(code: UInt16, reason: String) {
        control.withLock { control in
            control.disconnect = (code, reason)
            if let context = control.context { lws_cancel_service(context.pointer) }
        }
    }

    /// Closes the clients that `HTTPHandler.credential(admitting:)` named `credential` when they connected (the
    /// connections of one revoked device); every other client stays. Any thread.
    package func disconnect(admittedWith credential: String, code: UInt16, reason: String) {
        control.withLock { control in
            control.disconnectCredentials.append((credential, code, reason))
            if let context = control.context { lws_cancel_service(context.pointer) }
        }
    }

    /// Makes new TLS connections use the certificate and key now in the files `start` was given (they were issued
    /// again for new addresses); connections already open keep theirs. Any thread.
    package func reloadCertificate() {
        control.withLock { control in
            control.reloadCertificate = true
            if let context = control.context { lws_cancel_service(context.pointer) }
        }
    }

    /// Service thread: the pending `disconnectAll`, once.
    func takeDisconnect() -> (code: UInt16, reason: String)? {
        control.withLock { control in
            defer { control.disconnect = nil }
            return control.disconnect
        }
    }

    /// Service thread: the pending `disconnect(admittedWith:)` requests, once.
    func takeCredentialDisconnects() -> [(credential: String, code: UInt16, reason: String)] {
        control.withLock { control in
            defer { control.disconnectCredentials = [] }
            return control.disconnectCredentials
        }
    }

    /// Service thread: whether `reloadCertificate` was asked for since the last call.
    func takeCertificateReload() -> Bool {
        control.withLock { control in
            defer { control.reloadCertificate = false }
            return control.reloadCertificate
        }
    }

    /// Service thread: the messages `broadcast` queued since the last call.
    func takeBroadcasts() -> [(text: String, audience: Audience)] {
        control.withLock { control in
            defer { control.broadcasts = [] }
            return control.broadcasts
        }
    }

    /// Closes every client with 1001 (going away), stops the service thread and waits for it. Any thread; idempotent.
    package func stop() {
        if requestStop() { waitUntilStopped() }
    }

    /// Asks the service thread to close every client with 1001 (going away) and stop, without waiting; returns
    /// whether it was running. Any thread; idempotent.
    @discardableResult
    package func requestStop() -> Bool {
        control.withLock { control -> Bool in
            let wasRunning = control.context != nil && !control.stopRequested
            control.stopRequested = true
            if let context = control.context { lws_cancel_service(context.pointer) }
            return wasRunning
        }
    }

    /// Blocks until the service thread has closed its clients and destroyed the context. Any thread, after `start`.
    package func waitUntilStopped() {
        finished.wait()
        finished.signal()  // for every other waiter
    }

    var stopRequested: Bool { control.withLock { $0.stopRequested } }

    func connectionOpened() { clientCounter.add(1, ordering: .relaxed) }
    func connectionClosed() { clientCounter.subtract(1, ordering: .relaxed) }

    private func serviceLoop(
        host: String, port: Int, inherited: ListeningSocket?, tls: TLSFiles?, ready: (Result<Int, StreamError>) -> Void
    ) {
        let context: LwsContext
        do {
            context = try LwsContext(
                host: host, port: port, inherited: inherited, tls: tls, connectionLimit: connectionLimits.total,
                user: Unmanaged.passUnretained(self).toOpaque())
        } catch {
            ready(.failure(error))
            return
        }
        control.withLock { $0.context = ContextReference(pointer: context.pointer) }
        servicedContext = context.pointer
        tlsFiles = tls
        ready(.success(context.listenPort))
        // lws_service's timeout is ignored since v3.2; lws_cancel_service makes it return.
        var drainingSpins = 0
        while true {
            if lws_service(context.pointer, 0) < 0 { break }
            loopTurns.add(1, ordering: .relaxed)
            if closing {
                // Keep servicing until the close frames went out, but never forever.
                drainingSpins += 1
                if sessions.isEmpty || drainingSpins > 200 { break }
            }
        }
        // Clear the shared reference before destroying, so no other thread cancels a freed context.
        control.withLock { $0.context = nil }
        servicedContext = nil
        withExtendedLifetime(context) {}
    }
}
