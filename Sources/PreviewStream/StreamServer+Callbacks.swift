internal import CLibWebSockets
internal import CLibWebSocketsShims
import Foundation
import Logging
import PreviewProtocol
import Synchronization

/// The lws callback: a global function because C function pointers cannot capture context; the server comes
/// from the context's user pointer. Runs on the service thread.
func streamCallback(
    wsi: OpaquePointer?, reason: lws_callback_reasons, user: UnsafeMutableRawPointer?, input: UnsafeMutableRawPointer?,
    length: Int
) -> Int32 {
    guard let wsi, let contextUser = lws_context_user(lws_get_context(wsi)) else {
        return lws_callback_http_dummy(wsi, reason, user, input, length)
    }
    let server = Unmanaged<StreamServer>.fromOpaque(contextUser).takeUnretainedValue()
    return server.handle(wsi, reason, user, input, length)
}

extension StreamServer {
    func handle(
        _ wsi: OpaquePointer, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
        _ input: UnsafeMutableRawPointer?, _ length: Int
    ) -> Int32 {
        switch reason {
        case LWS_CALLBACK_FILTER_NETWORK_CONNECTION:
            // `user` is lws's `lws_filter_network_conn_args`, with the peer's address.
            guard let arguments = user?.assumingMemoryBound(to: lws_filter_network_conn_args.self) else { return 0 }
            return withUnsafePointer(to: arguments.pointee.cli_addr) {
                admitConnection(from: $0, length: arguments.pointee.clilen, on: wsi) ? 1 : 0
            }
        case LWS_CALLBACK_WSI_CREATE:
            connectionCreated(wsi)
        case LWS_CALLBACK_WSI_DESTROY:
            connectionDestroyed(wsi)
        case LWS_CALLBACK_HTTP:
            requestStarted(wsi)
            if lws_hdr_total_length(wsi, WSI_TOKEN_POST_URI) > 0 {
                let id = connectionID(user)
                let request = readRequest(wsi, method: "POST")
                // lws reads a body only when Content-Length announces one (it does not take chunked bodies);
                // without it, completion would never come and the client would hang.
                guard let length = request.headers["content-length"].flatMap({ Int($0) }), length >= 0 else {
                    return send(
                        HTTPResponse(
                            status: 411, text: #"{"error":"a POST needs a Content-Length"}"#,
                            contentType: "application/json"),
                        to: wsi, id: id, method: "POST", path: request.path)
                }
                guard length <= Self.maximumBodySize else {
                    return send(
                        HTTPResponse(
                            status: 413, text: #"{"error":"request body too large"}"#, contentType: "application/json"),
                        to: wsi, id: id, method: "POST", path: request.path)
                }
                // The answer waits for the body (HTTP_BODY, then HTTP_BODY_COMPLETION).
                postRequests[id] = request
                return 0
            }
            return respondHTTP(wsi, id: connectionID(user))
        case LWS_CALLBACK_RAW_RX_FILE:
            return acceptInherited(wsi)
        case LWS_CALLBACK_HTTP_BODY:
            return receiveBody(wsi, id: connectionID(user), input, length)
        case LWS_CALLBACK_HTTP_BODY_COMPLETION:
            let id = connectionID(user)
            guard let request = postRequests.removeValue(forKey: id) else { return 0 }  // already answered (413)
            return send(http.respond(to: request), to: wsi, id: id, method: "POST")
        case LWS_CALLBACK_HTTP_WRITEABLE:
            return writeHTTP(wsi, id: connectionID(user))
        case LWS_CALLBACK_CLOSED_HTTP:
            httpResponses[connectionID(user)] = nil
            postRequests[connectionID(user)] = nil
        case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
            requestStarted(wsi)
            var request = readRequest(wsi, method: "GET")
            // The conformance echo (`serve --conformance-echo`) is admitted as /ws is: token, Host and Origin.
            if echoEndpoint && request.path == Self.echoPath { request.path = "/ws" }
            let allowed = http.allowsUpgrade(request)
            if !allowed { logger.notice("refused WebSocket upgrade", metadata: ["client.peer": "\(request.peer)"]) }
            guard allowed else { return 1 }
            guard sessions.count < Self.maxClients else {
                // Logged once per episode of being full, not per refused client.
                if !refusingForCapacity {
                    logger.warning(
                        "client limit reached; refusing new WebSockets", metadata: ["clients.max": "\(Self.maxClients)"]
                    )
                    refusingForCapacity = true
                }
                return 1
            }
            refusingForCapacity = false
            return 0
        case LWS_CALLBACK_ESTABLISHED:
            let id = connectionID(user)
            let state = SessionState(id: id, wsi: wsi)
            let request = readRequest(wsi, method: "GET")
            state.isEcho = echoEndpoint && request.path == Self.echoPath
            state.credential = http.credential(admitting: request)
            sessions[id] = state
            connectionOpened()
            logger.debug("client connected", metadata: ["client.session": "\(id)"])
        case LWS_CALLBACK_RECEIVE:
            return receive(wsi, id: connectionID(user), input, length)
        case LWS_CALLBACK_SERVER_WRITEABLE:
            return writeWebSocket(wsi, id: connectionID(user))
        case LWS_CALLBACK_CLOSED:
            let id = connectionID(user)
            if sessions.removeValue(forKey: id) != nil {
                connectionClosed()
                sessionHandler.sessionClosed(id)
            }
            logger.debug("client disconnected", metadata: ["client.session": "\(id)"])
        case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
            refresh()
        default:
            break
        }
        return lws_callback_http_dummy(wsi, reason, user, input, length)
    }

    /// Socket activation: accepts every connection waiting on the inherited listening socket (non-blocking) and
    /// hands each to lws as if its own listener had accepted it.
    private func acceptInherited(_ listener: OpaquePointer) -> Int32 {
        let descriptor = lws_get_socket_fd(listener)
        while true {
            // Idle connections closed to make room that lws has not released yet still take places in its
            // table: wait for them (connectionDestroyed resumes) rather than overflow it.
            if !closingConnections.isEmpty && isFullUntilClosingEnds {
                _ = lws_rx_flow_control(listener, 0)
                pausedListener = listener
                return 0
            }
            // Glibc's module does not export accept4; lws makes the socket non-blocking itself.
            var address = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let connection = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(descriptor, $0, &length) }
            }
            guard connection >= 0 else {
                if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR && errno != ECONNABORTED {
                    logger.error(
                        "accept on the socket systemd passed failed",
                        metadata: ["error": "\(String(cString: strerror(errno)))"])
                }
                return 0
            }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            if admitConnection(from: &address, length: length, on: listener) {
                close(connection)
                if pausedListener != nil { return 0 }
                continue
            }
            // On failure lws closes the connection itself.
            if lws_adopt_socket_vhost(lws_get_vhost(listener), connection) == nil {
                logger.warning("could not take over an accepted connection")
            }
        }
    }

    /// The id kept in lws's per-connection memory (zeroed by lws; assigned on first use).
    private func connectionID(_ user: UnsafeMutableRawPointer?) -> UInt64 {
        guard let slot = user?.assumingMemoryBound(to: UInt64.self) else { return 0 }
        if slot.pointee == 0 {
            slot.pointee = nextConnectionID
            nextConnectionID += 1
        }
        return slot.pointee
    }

    /// Picks up what other threads published; cancels coalesce, so this checks everything each time.
    private func refresh() {
        if stopRequested && !closing {
            closing = true
            for state in sessions.values { lws_callback_on_writable(state.wsi) }
            return
        }
        (frames, earlyFrames) = store.framesForClients()
        if let (code, reason) = takeDisconnect() {
            for state in sessions.values { _ = requestClose(state, code: code, reason: reason) }
        }
        for (credential, code, reason) in takeCredentialDisconnects() {
            for state in sessions.values where state.credential == credential {
                _ = requestClose(state, code: code, reason: reason)
            }
        }
        if takeCertificateReload(), let context = servicedContext, let tls = tlsFiles {
            // lws reads the files into every vhost made with these paths; handshakes from now on present the
            // new certificate (the libwebsockets documentation of `lws_tls_cert_updated`).
            _ = lws_tls_cert_updated(context, tls.certificatePath, tls.privateKeyPath, nil, 0, nil, 0)
            logger.notice("serving the new HTTPS certificate", metadata: ["tls.certificate": "\(tls.certificatePath)"])
        }
        for delivery in takeOwnFrames() {
            guard let state = sessions[delivery.session] else { continue }
            if let frame = delivery.frame {
                state.ownFrames[delivery.key] = frame
            } else if state.ownFrames.removeValue(forKey: delivery.key) != nil {
                state.session.forget(delivery.key)
            }
        }
        for (text, audience) in takeBroadcasts() {
            for state in sessions.values where audience.includes(state.session) {
                for close in state.session.enqueue(text) { apply(close, to: state) }
            }
        }
        let catalog = store.catalog
        // By content, not generation: the catalog published before the first render and the one after it (with
        // the evaluations' diagnostics) share the project's generation.
        let catalogMessage = catalog != lastCatalog ? ServerMessage.catalog(catalog.json) : nil
        lastCatalog = catalog
        for state in sessions.values {
            if let catalogMessage, state.session.hello != nil { state.session.enqueueCatalog(catalogMessage) }
            if state.session.hasPending(in: state.frames(over: frames), early: earlyFrames) {
                lws_callback_on_writable(state.wsi)
            }
        }
    }

    // MARK: WebSocket

    private func receive(_ wsi: OpaquePointer, id: UInt64, _ input: UnsafeMutableRawPointer?, _ length: Int) -> Int32 {
        guard let state = sessions[id] else { return -1 }
        if state.isEcho { return echo(wsi, state, input, length) }
        if lws_frame_is_binary(wsi) != 0 {
            return requestClose(state, code: 1003, reason: "binary messages are not accepted")
        }
        guard let message = reassemble(wsi, state, input, length) else { return 0 }
        // A whole message is a sign of life, as a PONG is: a client that talks need not also answer PINGs.
        lws_validity_confirmed(wsi)
        let text = String(decoding: message, as: UTF8.self)
        let now = (ContinuousClock.now - startTime) / .seconds(1)
        for action in state.session.receive(text, now: now) {
            switch action {
            case .greet(let hello):
                logger.info(
                    "client said hello",
                    metadata: ["client.id": "\(hello.client)", "client.role": "\(hello.role.rawValue)"])
                let welcome = sessionHandler.welcome(for: hello, session: state.session.id)
                for close in state.session.enqueue(welcome) { apply(close, to: state) }
                state.session.enqueueCatalog(ServerMessage.catalog(store.catalog.json))
            case .selected(let preview):
                if let hello = state.session.hello {
                    sessionHandler.session(state.session.id, of: hello, selected: preview)
                }
            case .variants(let preview, let axis):
                let answer = sessionHandler.session(state.session.id, variantsOf: preview, along: axis)
                for close in state.session.enqueue(answer) { apply(close, to: state) }
            case .pinned(let preview, let isPinned):
                if let hello = state.session.hello {
                    sessionHandler.session(state.session.id, of: hello, pinned: preview, isPinned)
                }
            case .tapped(let key, let x, let y):
                sessionHandler.session(state.session.id, tapped: key, x: x, y: y)
            case .reset:
                sessionHandler.sessionReset(state.session.id)
            case .screenChanged(let hello):
                let answer = sessionHandler.session(state.session.id, changedScreen: hello)
                for close in state.session.enqueue(answer) { apply(close, to: state) }
            case .linkChanged(let slow):
                let rate = state.session.link.bytesPerSecond.map { String(format: "%.0f", $0 / 1000) } ?? "?"
                logger.notice(
                    slow ? "client link is slow" : "client link is fast again",
                    metadata: ["client.session": "\(state.session.id)", "link.kB_per_s": "\(rate)"])
                sessionHandler.session(state.session.id, prefersWebP: state.session.prefersWebP)
            case .close:
                apply(action, to: state)
            }
        }
        if state.session.waitingTexts >= ClientSession.answersBeforePausing && !state.readingPaused {
            // lws keeps the rest of what arrived and delivers it once reading resumes (writeWebSocket).
            state.readingPaused = true
            _ = lws_rx_flow_control(wsi, 0)
        }
        lws_callback_on_writable(wsi)
        return 0
    }

    /// The conformance echo: each complete message goes back as it came, text or binary (lws has already checked
    /// framing, control frames and, for text, UTF-8). The same size limit as /ws applies.
    private func echo(_ wsi: OpaquePointer, _ state: SessionState, _ input: UnsafeMutableRawPointer?, _ length: Int)
        -> Int32
    {
        guard let message = reassemble(wsi, state, input, length) else { return 0 }
        lws_validity_confirmed(wsi)
        guard state.echoes.count < ClientSession.outboxLimit else {
            return requestClose(state, code: 1008, reason: "client is not reading")
        }
        state.echoes.append(.init(bytes: message, isBinary: lws_frame_is_binary(wsi) != 0))
        lws_callback_on_writable(wsi)
        return 0
    }

    /// Adds one received fragment to the session's message: the whole message once its last fragment came; nil
    /// before that, and when the message outgrew `ClientSession.maximumMessageSize` (the client is then closed
    /// with 1009).
    private func reassemble(
        _ wsi: OpaquePointer, _ state: SessionState, _ input: UnsafeMutableRawPointer?, _ length: Int
    ) -> [UInt8]? {
        if let input, length > 0 {
            guard state.receiveBuffer.count + length <= ClientSession.maximumMessageSize else {
                state.receiveBuffer = []
                _ = requestClose(state, code: 1009, reason: "message too big")
                return nil
            }
            state.receiveBuffer += UnsafeRawBufferPointer(start: input, count: length)
        }
        guard lws_is_final_fragment(wsi) != 0 else { return nil }
        defer { state.receiveBuffer = [] }
        return state.receiveBuffer
    }

    private func apply(_ action: ClientSession.Action, to state: SessionState) {
        if case .close(let code, let reason) = action { _ = requestClose(state, code: code, reason: reason) }
    }

    private func requestClose(_ state: SessionState, code: UInt16, reason: String) -> Int32 {
        if state.closeRequest == nil {
            logger.notice(
                "closing client", metadata: ["client.session": "\(state.session.id)", "close.reason": "\(reason)"])
            state.closeRequest = (code, reason)
        }
        lws_callback_on_writable(state.wsi)
        return 0
    }

    private func writeWebSocket(_ wsi: OpaquePointer, id: UInt64) -> Int32 {
        guard let state = sessions[id] else { return -1 }
        if closing {
            lws_close_reason(wsi, LWS_CLOSE_STATUS_GOINGAWAY, nil, 0)
            return -1
        }
        if let (code, reason) = state.closeRequest {
            var bytes = Array(reason.utf8.prefix(120))
            lws_close_reason(wsi, lws_close_status(rawValue: UInt32(code)), &bytes, bytes.count)
            return -1
        }
        var written = 0
        // The socket took every message whole so far (lws buffered nothing), so another write goes straight to
        // it too. lws 4.1.6 allows several writes per WRITEABLE when `lws_partial_buffered` is checked after each
        // (the libwebsockets documentation of `lws_partial_buffered`); each is a whole WebSocket message, so the
        // pings and pongs lws writes between callbacks never split one.
        defer {
            if state.readingPaused && state.session.waitingTexts == 0 {
                state.readingPaused = false
                _ = lws_rx_flow_control(wsi, 1)
            }
        }
        while written < Self.writeBudget, lws_partial_buffered(wsi) == 0 {
            guard let count = writeNext(wsi, state) else { return 0 }
            if count < 0 { return -1 }
            written += count
        }
        if !state.echoes.isEmpty || state.session.hasPending(in: state.frames(over: frames), early: earlyFrames) {
            lws_callback_on_writable(wsi)
        }
        return 0
    }

    /// Writes the client's next message whole in one `lws_write`: a frame straight from its shared
    /// `OutgoingMessage`, text and echoes through the session's scratch buffer. Returns the bytes written, -1 when
    /// lws failed, nil when nothing is waiting. When the socket takes only part, lws keeps the rest (at most one
    /// message per client), sends it by itself and calls back once it is out.
    private func writeNext(_ wsi: OpaquePointer, _ state: SessionState) -> Int? {
        if !state.echoes.isEmpty {
            let echo = state.echoes.removeFirst()
            return writeOwn(wsi, state, echo.bytes, isBinary: echo.isBinary)
        }
        let now = (ContinuousClock.now - startTime) / .seconds(1)
        guard let outgoing = state.session.next(in: state.frames(over: frames), early: earlyFrames, now: now) else {
            return nil
        }
        if case .text(let text) = outgoing { return writeOwn(wsi, state, Array(text.utf8), isBinary: false) }
        guard let message = state.session.message(carrying: outgoing) else { return nil }
        framesSentCounter.add(1, ordering: .relaxed)
        return lws_write(wsi, message.sendPointer, message.count, LWS_WRITE_BINARY) < 0 ? -1 : message.count
    }

    private func writeOwn(_ wsi: OpaquePointer, _ state: SessionState, _ bytes: [UInt8], isBinary: Bool) -> Int {
        let headroom = OutgoingMessage.headroom
        if state.scratch.count < headroom + bytes.count {
            state.scratch = [UInt8](repeating: 0, count: headroom + bytes.count)
        }
        let result = state.scratch.withUnsafeMutableBufferPointer { scratch -> Int32 in
            let payload = scratch.baseAddress! + headroom
            if !bytes.isEmpty {
                bytes.withUnsafeBufferPointer { payload.update(from: $0.baseAddress!, count: bytes.count) }
            }
            return lws_write(wsi, payload, bytes.count, isBinary ? LWS_WRITE_BINARY : LWS_WRITE_TEXT)
        }
        return result < 0 ? -1 : bytes.count
    }

    // MARK: HTTP

    private func respondHTTP(_ wsi: OpaquePointer, id: UInt64) -> Int32 {
        let method =
            lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) > 0
            ? "GET"
            : lws_hdr_total_length(wsi, WSI_TOKEN_HEAD_URI) > 0 ? "HEAD" : "OTHER"
        let request = readRequest(wsi, method: method)
        return send(http.respond(to: request), to: wsi, id: id, method: method, path: request.path)
    }

    /// Collects a POST body, refusing one larger than `maximumBodySize` with 413.
    private func receiveBody(_ wsi: OpaquePointer, id: UInt64, _ input: UnsafeMutableRawPointer?, _ length: Int)
        -> Int32
    {
        guard var request = postRequests[id] else { return 0 }  // already answered (too big)
        guard request.body.count + length <= Self.maximumBodySize else {
            postRequests[id] = nil
            let response = HTTPResponse(
                status: 413, text: #"{"error":"request body too large"}"#, contentType: "application/json")
            return send(response, to: wsi, id: id, method: "POST", path: request.path)
        }
        if let input, length > 0 { request.body += UnsafeRawBufferPointer(start: input, count: length) }
        postRequests[id] = request
        return 0
    }

    /// Writes `response`'s headers now and its body from HTTP_WRITEABLE callbacks.
    private func send(_ response: HTTPResponse, to wsi: OpaquePointer, id: UInt64, method: String, path: String = "")
        -> Int32
    {
        logger.trace(
            "http", metadata: ["http.method": "\(method)", "http.path": "\(path)", "http.status": "\(response.status)"])
        var headerBuffer = [UInt8](repeating: 0, count: pvd_lws_pre() + 4096)
        let failed = headerBuffer.withUnsafeMutableBufferPointer { buffer -> Bool in
            let start = buffer.baseAddress! + pvd_lws_pre()
            let end = buffer.baseAddress! + buffer.count - 1
            var position: UnsafeMutablePointer<UInt8>? = start
            if lws_add_http_common_headers(
                wsi, UInt32(response.status), response.contentType, lws_filepos_t(response.body.count), &position, end)
                != 0
            {
                return true
            }
            for (name, value) in response.headers {
                let bytes = Array(value.utf8)
                if lws_add_http_header_by_name(wsi, name + ":", bytes, Int32(bytes.count), &position, end) != 0 {
                    return true
                }
            }
            return lws_finalize_write_http_header(wsi, start, &position, end) != 0
        }
        if failed { return -1 }
        // HEAD gets the headers GET would, content-length included, and no body.
        if response.body.isEmpty || method == "HEAD" {
            requestAnswered(wsi)
            return lws_http_transaction_completed(wsi) != 0 ? -1 : 0
        }
        httpResponses[id] = (response, 0)
        lws_callback_on_writable(wsi)
        return 0
    }

    private func writeHTTP(_ wsi: OpaquePointer, id: UInt64) -> Int32 {
        guard let (response, offset) = httpResponses[id] else { return 0 }
        let body = response.body
        let count = min(Self.httpChunkSize, body.count - offset)
        let isEnd = offset + count == body.count
        var buffer = [UInt8](repeating: 0, count: pvd_lws_pre() + count)
        let written = buffer.withUnsafeMutableBufferPointer { buffer -> Int32 in
            let payload = buffer.baseAddress! + pvd_lws_pre()
            body.withUnsafeBufferPointer { payload.update(from: $0.baseAddress! + offset, count: count) }
            return lws_write(wsi, payload, count, isEnd ? LWS_WRITE_HTTP_FINAL : LWS_WRITE_HTTP)
        }
        if written < 0 { return -1 }
        if isEnd {
            httpResponses[id] = nil
            requestAnswered(wsi)
            return lws_http_transaction_completed(wsi) != 0 ? -1 : 0
        }
        httpResponses[id] = (response, offset + count)
        lws_callback_on_writable(wsi)
        return 0
    }

    /// Reads what handlers need from the request headers lws parsed.
    func readRequest(_ wsi: OpaquePointer, method: String) -> HTTPRequest {
        func header(_ token: lws_token_indexes) -> String? {
            let length = Int(lws_hdr_total_length(wsi, token))
            guard length > 0 else { return nil }
            var buffer = [CChar](repeating: 0, count: length + 1)
            guard lws_hdr_copy(wsi, &buffer, Int32(buffer.count), token) >= 0 else { return nil }
            return String(cBuffer: buffer)
        }
        var headers: [String: String] = [:]
        let names: [(String, lws_token_indexes)] = [
            ("host", WSI_TOKEN_HOST), ("origin", WSI_TOKEN_ORIGIN), ("cookie", WSI_TOKEN_HTTP_COOKIE),
            ("authorization", WSI_TOKEN_HTTP_AUTHORIZATION), ("if-none-match", WSI_TOKEN_HTTP_IF_NONE_MATCH),
            ("content-length", WSI_TOKEN_HTTP_CONTENT_LENGTH), ("content-type", WSI_TOKEN_HTTP_CONTENT_TYPE),
        ]
        for (name, token) in names { headers[name] = header(token) }
        var query: [String: String] = [:]
        var fragment = [CChar](repeating: 0, count: 1024)
        var index: Int32 = 0
        while lws_hdr_copy_fragment(wsi, &fragment, Int32(fragment.count), WSI_TOKEN_HTTP_URI_ARGS, index) > 0 {
            let pair = String(cBuffer: fragment)
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            query[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
            index += 1
        }
        var peer = [CChar](repeating: 0, count: 64)
        let peerName = lws_get_peer_simple(wsi, &peer, peer.count) != nil ? String(cBuffer: peer) : ""
        let uriToken = method == "HEAD" ? WSI_TOKEN_HEAD_URI : method == "POST" ? WSI_TOKEN_POST_URI : WSI_TOKEN_GET_URI
        let path = header(uriToken) ?? "/"
        return HTTPRequest(
            method: method, path: path, query: query, headers: headers, peer: peerName, overTLS: lws_is_ssl(wsi) != 0)
    }
}
