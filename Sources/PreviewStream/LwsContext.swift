internal import CLibWebSockets
import Foundation
import Logging

/// Owns a libwebsockets context and the C memory its creation info points into (lws keeps those pointers until
/// the context is destroyed). Created, serviced and destroyed on the service thread only.
final class LwsContext {
    let pointer: OpaquePointer
    private let protocols: UnsafeMutablePointer<lws_protocols>
    private let strings: [UnsafeMutablePointer<CChar>]
    private let idlePolicy: UnsafeMutablePointer<lws_retry_bo_t>

    /// A WebSocket that has shown no sign of life (data or a PONG) for this long gets a PING from lws…
    static let idlePingSeconds: UInt16 = 10
    /// …and is hung up after this long: a client that stalls mid-frame or stops answering cannot hold a slot forever.
    static let idleHangupSeconds: UInt16 = 20

    /// The socket systemd passed, when lws does not listen itself.
    let inherited: ListeningSocket?

    /// Listens on `host:port` (`port` 0: any free port), or serves `inherited`, with one protocol serving both HTTP
    /// and WebSockets, so that a browser asking for no subprotocol (which lws binds to protocol 0) reaches
    /// previewd's callback.
    init(
        host: String, port: Int, inherited: ListeningSocket? = nil, tls: TLSFiles? = nil, connectionLimit: Int,
        user: UnsafeMutableRawPointer
    ) throws(StreamError) {
        self.inherited = inherited
        let name = strdup("previewd")!
        var strings = [name]
        protocols = .allocate(capacity: 2)
        protocols.initialize(repeating: lws_protocols(), count: 2)
        protocols[0].name = UnsafePointer(name)
        protocols[0].callback = streamCallback
        protocols[0].per_session_data_size = MemoryLayout<UInt64>.size
        protocols[0].rx_buffer_size = 16 * 1024
        // Without this lws caps each send() at rx_buffer_size and copies the rest of larger writes into a heap
        // buffer (the libwebsockets documentation of `tx_packet_size`); every WebSocket message is one write.
        protocols[0].tx_packet_size = StreamServer.largestSend

        // lws logs to stderr by itself; send its errors and warnings through swift-log instead, and drop its notices.
        lws_set_log_level(LLL_ERR | LLL_WARN, lwsLogEmit)

        var info = lws_context_creation_info()
        // lws 4.1.6 cannot listen on a socket it did not create: with one from systemd the vhost serves without a
        // listener, and `adoptListener` hands it each connection (StreamServer.acceptInherited).
        info.port = inherited == nil ? Int32(port) : CONTEXT_PORT_NO_LISTEN_SERVER
        // lws binds every address when iface is NULL; it takes a literal address or an interface name otherwise.
        if host != "0.0.0.0" && host != "::" && !host.isEmpty {
            let iface = strdup(host)!
            strings.append(iface)
            info.iface = UnsafePointer(iface)
        }
        info.protocols = UnsafePointer(protocols)
        info.user = user
        info.options = UInt64(LWS_SERVER_OPTION_VALIDATE_UTF8)
        if let tls {
            // Debian's lws 4.1.6 is built with OpenSSL (LWS_WITH_TLS, no mbedTLS); this vhost then speaks only TLS.
            let certificate = strdup(tls.certificatePath)!
            let key = strdup(tls.privateKeyPath)!
            strings += [certificate, key]
            info.options |= UInt64(LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT)
            // Plain HTTP on the same port too: a connection whose first byte is not a TLS handshake is served
            // unencrypted (lws peeks at it), so a phone that does not trust the certificate yet can fetch the
            // authority that issued it at http://HOST:PORT/ca.crt. The handler answers such requests with that file
            // or a redirect to HTTPS, and refuses WebSockets over them (`HTTPRequest.overTLS`).
            // LWS_SERVER_OPTION_ALLOW_NON_SSL_ON_SSL_PORT is `(1ll << 3) | (1ll << 12)`, a macro Swift does not
            // import; bit 12 (DO_SSL_GLOBAL_INIT) is set above.
            info.options |= (UInt64(1) << 3) | UInt64(LWS_SERVER_OPTION_ALLOW_HTTP_ON_HTTPS_LISTENER)
            info.ssl_cert_filepath = UnsafePointer(certificate)
            info.ssl_private_key_filepath = UnsafePointer(key)
            // HTTP/1.1 only: lws 4.1.6 otherwise agrees to HTTP/2 with browsers and curl, whose requests carry the
            // host in `:authority`, not `Host`, so every one of them failed the DNS-rebinding check with 421.
            let alpn = strdup("http/1.1")!
            strings.append(alpn)
            info.alpn = UnsafePointer(alpn)
        }
        // lws stops polling its listener when its own descriptors reach this (`lws_context_creation_info`'s
        // `fd_limit_per_thread`). `ConnectionTable` keeps connections below it; this only backs it up, a few
        // above for lws's listener and wake-up pipe. Left at 0, lws would take the whole descriptor limit and
        // retry a failing accept() in a tight loop.
        info.fd_limit_per_thread = UInt32(connectionLimit + 16)
        info.pt_serv_buf_size = 16 * 1024
        info.max_http_header_data = 8 * 1024
        // Handshake and HTTP keep-alive limits (slowloris).
        info.timeout_secs = 20
        info.keepalive_timeout = 30
        idlePolicy = .allocate(capacity: 1)
        idlePolicy.initialize(to: lws_retry_bo_t())
        idlePolicy.pointee.secs_since_valid_ping = Self.idlePingSeconds
        idlePolicy.pointee.secs_since_valid_hangup = Self.idleHangupSeconds
        info.retry_and_idle_policy = UnsafePointer(idlePolicy)
        self.strings = strings
        guard let context = lws_create_context(&info) else {
            idlePolicy.deallocate()
            protocols.deallocate()
            strings.forEach { free($0) }
            if let tls {
                throw StreamError(
                    .listenFailed,
                    """
                    cannot listen on \(host):\(port) with TLS: check that \(tls.certificatePath) and \
                    \(tls.privateKeyPath) are a readable PEM certificate and its key, and that the port is free
                    """
                )
            }
            throw StreamError(.listenFailed, "cannot listen on \(host):\(port) (address in use or not available)")
        }
        pointer = context
        if let inherited { try adoptListener(inherited) }
    }

    /// Watches the inherited listening socket as a raw descriptor: lws reports it readable
    /// (LWS_CALLBACK_RAW_RX_FILE) when connections wait to be accepted.
    private func adoptListener(_ socket: ListeningSocket) throws(StreamError) {
        var descriptor = lws_sock_file_fd_type()
        descriptor.filefd = socket.descriptor
        guard let vhost = lws_get_vhost_by_name(pointer, "default"),
            lws_adopt_descriptor_vhost(vhost, LWS_ADOPT_RAW_FILE_DESC, descriptor, protocols[0].name, nil) != nil
        else {
            throw StreamError(.listenFailed, "cannot serve the socket systemd passed (descriptor \(socket.descriptor))")
        }
    }

    /// The port actually bound (useful after asking for port 0), or the inherited socket's.
    var listenPort: Int {
        if let inherited { return inherited.port }
        return Int(lws_get_vhost_listen_port(lws_get_vhost_by_name(pointer, "default")))
    }

    deinit {
        lws_context_destroy(pointer)
        idlePolicy.deallocate()
        protocols.deallocate()
        strings.forEach { free($0) }
    }
}

/// lws's log callback takes no context pointer, so its lines go to a logger of their own.
private let lwsLogger = Logger(label: "previewd.lws")

private func lwsLogEmit(level: Int32, line: UnsafePointer<CChar>?) {
    guard let line else { return }
    let text = String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines)
    if level & LLL_ERR != 0 { lwsLogger.error("\(text)") } else { lwsLogger.warning("\(text)") }
}

/// PEM files for serving HTTPS and WSS (`--tls-cert`, `--tls-key`).
package struct TLSFiles: Sendable {
    package var certificatePath: String
    package var privateKeyPath: String

    package init(certificatePath: String, privateKeyPath: String) {
        self.certificatePath = certificatePath
        self.privateKeyPath = privateKeyPath
    }
}

/// A failure of the stream server itself.
package struct StreamError: Error, CustomStringConvertible {
    package enum Code: Sendable {
        case listenFailed
    }

    package var code: Code
    package var message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { message }
}
