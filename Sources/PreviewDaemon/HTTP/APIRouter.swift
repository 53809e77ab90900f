import Foundation
import Logging
import PreviewModel
package import PreviewPipeline
package import PreviewProtocol
import PreviewRender
package import PreviewStream
import PreviewViews
import Synchronization

/// Previewd's HTTP API and WebSocket admission (Documentation/Protocol.md), answered from memory on the stream
/// server's service thread. The WebSocket sessions it admits are `sessions`' (StreamSessions.swift).
package final class APIRouter: HTTPHandler {
    package static let version = "0.1.0"
    /// The cookie earlier versions kept the token in; no longer read.
    static let legacyCookieName = "previewd_token"

    let store: FrameStore
    let webRoot: WebRoot
    /// nil: `--no-auth`. Replaced by `POST /api/v1/pair/rotate`.
    var token: String? { currentToken.withLock { $0 } }
    let currentToken: Mutex<String?>
    /// The WebSocket close code clients get when their pairing was revoked.
    package static let pairingRevokedCloseCode: UInt16 = 4001
    let allowedHosts: Set<String>
    let projectName: String
    private let started = ContinuousClock.now
    /// Whether the render thread is busy, for the status answer.
    let activity: RenderActivity
    /// The WebSocket sessions: welcomes, what clients show, pins, variants and taps.
    package let sessions: StreamSessions
    /// The running daemon: its clients, its state writer, its metrics and its stored token.
    let control: any DaemonControl
    /// The URL a phone opens to pair (with the token), its QR code as SVG, and, when no phone can reach that
    /// URL (previewd listens on this machine only), what to do instead of scanning it; set once the port is known.
    let pairing = Mutex<(url: String, svg: String, hint: String?)?>(nil)
    /// With `serve --https`: the plain-HTTP URL a phone fetches the local certificate authority from before it
    /// trusts previewd, and its QR code as SVG.
    let authorityLink = Mutex<(url: String, svg: String)?>(nil)
    /// Each paired device's own credential (APIRouter+Devices.swift); nil without a token (`--no-auth`).
    let devices: DeviceCredentials?
    /// The local certificate authority's certificate (`serve --https`), served at `/ca.crt`; nil otherwise.
    let authorityCertificate = Mutex<[UInt8]?>(nil)
    /// Whether previewd serves HTTPS: the plain HTTP its port also answers gets only `/ca.crt` and redirects.
    let requiresTLS: Bool

    package init(
        store: FrameStore, webRoot: WebRoot, token: String?, allowedHosts: Set<String>, projectName: String,
        control: any DaemonControl, clientState: ClientStateFile? = nil, demand: TargetDemand = TargetDemand(),
        activity: RenderActivity = RenderActivity(), taps: TapInbox = TapInbox(), devices: DeviceCredentials? = nil,
        requiresTLS: Bool = false
    ) {
        self.control = control
        self.requiresTLS = requiresTLS
        self.devices = token == nil ? nil : devices
        self.activity = activity
        self.store = store
        self.webRoot = webRoot
        self.currentToken = Mutex(token)
        self.allowedHosts = allowedHosts
        self.projectName = projectName
        sessions = StreamSessions(
            store: store,
            clientState: clientState ?? ClientStateFile(url: nil, writer: nil, logger: .init(label: "previewd")),
            demand: demand, activity: activity, taps: taps, control: control)
    }

    /// Serves `url` and its QR code at `/api/v1/pair` and `/api/v1/pair/qr.svg`; with a `hint` (the URL is
    /// unreachable from a phone) the answer carries the hint and there is no QR code, which could only mislead.
    package func setPairingURL(_ url: String, hint: String?) throws {
        let svg = try QRCode(encoding: url).svg()
        pairing.withLock { $0 = (url, svg, hint) }
    }

    /// The pairing URL now, for whoever tells the user about it.
    package var pairingURL: String? { pairing.withLock { $0?.url } }

    // MARK: HTTPHandler

    package func respond(to request: HTTPRequest) -> HTTPResponse {
        if request.path == "/healthz" { return HTTPResponse(status: 200, text: "ok") }
        guard hostIsAllowed(request) else { return error(421, "unexpected Host header") }
        if requiresTLS && !request.overTLS { return respondOverPlainHTTP(to: request) }
        // The web client's files are the same for everyone and hold nothing of the user's, so a page can load
        // without the token: it reads the token from the pairing URL's fragment and sends it itself. A cookie
        // would reach every other server on this host, whatever its port.
        if request.method == "GET" || request.method == "HEAD" {
            // Public like the page: the home-screen app and its icons must load before anything is presented.
            if request.path == "/ca.crt" { return authorityCertificateFile() }
            if request.path == "/manifest.webmanifest" { return manifest(request) }
            if let name = Self.clientFile(request.path) { return page(name, request) }
        }
        guard isAuthorized(request) else { return error(401, "missing or wrong token") }
        if request.method == "POST" {
            if let refusal = crossSiteRefusal(request) { return refusal }
            switch request.path {
            case "/api/v1/select": return select(request)
            case "/api/v1/pair/rotate": return rotateToken()
            case "/api/v1/devices": return enrollDevice(request)
            case "/api/v1/devices/revoke": return revokeDevice(request)
            default: return error(405, "method not allowed")
            }
        }
        guard request.method == "GET" || request.method == "HEAD" else { return error(405, "method not allowed") }
        switch request.path {
        case "/api/v1/catalog":
            return HTTPResponse(
                status: 200, contentType: "application/json", headers: noStore,
                body: ArraySlice(Array(store.catalog.json.utf8)))
        case "/api/v1/pair":
            guard let pairing = pairing.withLock({ $0 }) else { return error(404, "no pairing URL yet") }
            return HTTPResponse(
                status: 200, contentType: "application/json", headers: noStore,
                body: ArraySlice(Array(pairingJSON(url: pairing.url, hint: pairing.hint).utf8)))
        case "/api/v1/pair/authority-qr.svg":
            guard let link = authorityLink.withLock({ $0 }) else {
                return error(404, "previewd serves without its certificate authority")
            }
            // As the pairing code: no code for an address no phone can reach.
            if let hint = pairing.withLock({ $0 })?.hint { return error(404, hint) }
            return HTTPResponse(
                status: 200, contentType: "image/svg+xml", headers: noStore, body: ArraySlice(Array(link.svg.utf8)))
        case "/api/v1/pair/qr.svg":
            guard let pairing = pairing.withLock({ $0 }) else { return error(404, "no pairing URL yet") }
            if let hint = pairing.hint { return error(404, hint) }
            return HTTPResponse(
                status: 200, contentType: "image/svg+xml", headers: noStore, body: ArraySlice(Array(pairing.svg.utf8)))
        case "/metrics":
            return HTTPResponse(
                status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8", headers: noStore,
                body: ArraySlice(Array(control.metricsText().utf8)))
        case "/api/v1/status":
            return HTTPResponse(
                status: 200, contentType: "application/json", headers: noStore,
                body: ArraySlice(Array(statusJSON().utf8)))
        case "/api/v1/devices":
            return listDevices(request)
        default:
            if request.path.hasPrefix("/api/v1/frames/") { return frame(request) }
            return error(404, "not found")
        }
    }

    /// The file of `Web/` a path names, or nil for the API and the daemon's other endpoints.
    static func clientFile(_ path: String) -> String? {
        switch path {
        case "/", "/index.html": return "index.html"
        case "/device", "/device.html": return "device.html"
        case "/metrics", "/ws", "/ca.crt": return nil
        default: return path.hasPrefix("/api/") ? nil : String(path.dropFirst())
        }
    }

    package func allowsUpgrade(_ request: HTTPRequest) -> Bool {
        guard request.path == "/ws", hostIsAllowed(request), isAuthorized(request) else { return false }
        // Over HTTPS the token and frames never cross the network in the clear, even to a page that asks.
        guard !requiresTLS || request.overTLS else { return false }
        return originMatchesHost(request)
    }

    /// A paired device's connections are named after its id, so revoking it closes them and no other; the
    /// pairing token (dashboards, a device before it trades it) names none.
    package func credential(admitting request: HTTPRequest) -> String? {
        guard let devices else { return nil }
        for presented in presentedTokens(request) {
            if let device = devices.device(presenting: presented) { return Self.deviceCredentialName(device.id) }
        }
        return nil
    }

    /// How `credential(admitting:)` names the connections of device `id`.
    package static func deviceCredentialName(_ id: String) -> String { "device:\(id)" }

    /// Browsers always send Origin with an upgrade or a POST; a page from another origin must neither read
    /// previews (cross-site WebSocket hijacking) nor change what devices show. Clients that are not browsers
    /// send none. A page on another port of this host is "same-site" to a browser but another origin here.
    func originMatchesHost(_ request: HTTPRequest) -> Bool {
        guard let origin = request.headers["origin"] else { return true }
        guard let host = request.headers["host"], let components = URLComponents(string: origin),
            let originHost = components.host, components.scheme == "http" || components.scheme == "https"
        else { return false }
        let originAuthority = components.port.map { "\(originHost):\($0)" } ?? originHost
        return originAuthority.lowercased() == host.lowercased()
    }

    /// Why a state-changing request is refused as cross-site, or nil. Besides `Origin`, the body must be declared
    /// JSON: a form or a `no-cors` fetch cannot send that content type, and a page on another origin can only
    /// send it after a CORS preflight, which previewd never approves.
    private func crossSiteRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard originMatchesHost(request) else { return error(403, "cross-origin request refused") }
        let mediaType = request.headers["content-type"]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "application/json" else { return error(415, "expected Content-Type: application/json") }
        return nil
    }

    /// `POST /api/v1/select` with `{"preview": ID}`: mirrors that preview on every following device.
    private func select(_ request: HTTPRequest) -> HTTPResponse {
        struct Body: Decodable { var preview: String }
        guard let body = try? JSONDecoder().decode(Body.self, from: Data(request.body)) else {
            return error(400, #"expected a JSON object {"preview": ID}"#)
        }
        guard store.latestFrames().keys.contains(where: { $0.preview == body.preview }) else {
            return error(404, "no preview '\(body.preview.prefix(256))'")
        }
        sessions.mirror(body.preview)
        return HTTPResponse(
            status: 200, contentType: "application/json", headers: noStore,
            body: ArraySlice(Array(CatalogDocument.encode(["selected": body.preview]).utf8)))
    }

    // MARK: Checks

    /// DNS-rebinding defence: a name that is not ours in `Host` means a browser was tricked into calling us.
    func hostIsAllowed(_ request: HTTPRequest) -> Bool {
        guard let host = request.headers["host"] else { return false }
        var name = host.lowercased()
        if name.hasPrefix("[") {
            return true  // an IPv6 literal cannot be rebound
        }
        if let colon = name.lastIndex(of: ":") { name = String(name[..<colon]) }
        if name.allSatisfy({ $0.isNumber || $0 == "." }) { return true }  // an IPv4 literal
        return name == "localhost" || name.hasSuffix(".localhost") || allowedHosts.contains(name)
    }

    /// The pairing token or a paired device's own credential.
    func isAuthorized(_ request: HTTPRequest) -> Bool {
        guard token != nil else { return true }
        return presentsPairingToken(request)
            || presentedTokens(request).contains { devices?.device(presenting: $0) != nil }
    }

    /// Only the pairing token pairs devices and manages them: a device's credential admits that device alone.
    func presentsPairingToken(_ request: HTTPRequest) -> Bool {
        guard let token else { return true }
        return presentedTokens(request).contains { PairingToken.matches($0, token) }
    }

    func presentedTokens(_ request: HTTPRequest) -> [String] {
        var tokens: [String] = []
        if let query = request.query["token"] { tokens.append(query) }
        if let authorization = request.headers["authorization"], authorization.hasPrefix("Bearer ") {
            tokens.append(String(authorization.dropFirst("Bearer ".count)))
        }
        return tokens
    }

    // MARK: Responses

    var noStore: [(String, String)] { [("cache-control", "no-store")] }

    func error(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, text: CatalogDocument.encode(["error": message]), contentType: "application/json")
    }

    /// A file of the web client. Earlier versions kept the token in a cookie, which the browser also sends to
    /// every other server on this host; a request that still carries one is told to forget it.
    func page(_ name: String, _ request: HTTPRequest) -> HTTPResponse {
        guard let bytes = webRoot.file(name) else { return error(404, "not found") }
        var headers = noStore
        headers.append(("x-content-type-options", "nosniff"))
        headers.append(("referrer-policy", "no-referrer"))
        if request.headers["cookie"]?.contains(Self.legacyCookieName + "=") == true {
            headers.append(("set-cookie", "\(Self.legacyCookieName)=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict"))
        }
        return HTTPResponse(
            status: 200, contentType: WebRoot.contentType(for: name), headers: headers, body: bytes[...])
    }

    /// `/api/v1/frames/{preview}/{target}` and `/api/v1/frames/by-hash/{hash}`.
    private func frame(_ request: HTTPRequest) -> HTTPResponse {
        let parts = request.path.dropFirst("/api/v1/frames/".count).split(
            separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return error(404, "not found") }
        if parts[0] == "by-hash" {
            guard let frame = store.frame(hash: String(parts[1])) else { return error(404, "no frame with that hash") }
            return HTTPResponse(
                status: 200, contentType: "image/png",
                headers: [("etag", "\"\(frame.hash)\""), ("cache-control", "public, max-age=31536000, immutable")],
                body: frame.png[...])
        }
        guard let frame = store.frame(for: FrameKey(preview: String(parts[0]), target: String(parts[1]))) else {
            return error(404, "no such preview or target")
        }
        let etag = "\"\(frame.hash)\""
        if let match = request.headers["if-none-match"], match == etag || match == frame.hash {
            return HTTPResponse(
                status: 304, contentType: "image/png", headers: [("etag", etag), ("cache-control", "no-cache")])
        }
        return HTTPResponse(
            status: 200, contentType: "image/png", headers: [("etag", etag), ("cache-control", "no-cache")],
            body: frame.png[...])
    }

    func pairingJSON(url: String, hint: String?) -> String {
        var object: [String: Any] = ["url": url]
        if let hint { object["hint"] = hint }
        if let link = authorityLink.withLock({ $0 }) { object["authority"] = link.url }
        return CatalogDocument.encode(object)
    }

    private func statusJSON() -> String {
        let catalog = store.catalog
        let frames = store.latestFrames()
        let sinceLastRender: Any = activity.secondsSinceLastRender.map { ($0 * 10).rounded() / 10 } ?? NSNull()
        let residentMemory: Any = ResidentMemory.bytes() ?? NSNull()
        let stateError: Any = control.stateFailure ?? NSNull()
        let status: [String: Any] = [
            "state": "serving", "generation": catalog.generation, "project": projectName,
            "previews": Set(frames.keys.map(\.preview)).count, "targets": Set(frames.keys.map(\.target)).count,
            "clients": control.clientCount,
            "uptimeSeconds": Int((ContinuousClock.now - started) / .seconds(1)),
            "rendering": activity.isRendering,
            "secondsSinceLastRender": sinceLastRender,
            "residentMemoryBytes": residentMemory,
            "stateError": stateError,
        ]
        return CatalogDocument.encode(status)
    }
}
