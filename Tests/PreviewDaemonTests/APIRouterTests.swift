import Foundation
import PreviewTestSupport
import Testing

@testable import PreviewDaemon
@testable import PreviewProtocol
@testable import PreviewStream

@Suite struct APIRouterTests {
    let token = "secret-token-1"
    let webFolder: TemporaryFolder
    let webRoot: WebRoot
    let store = FrameStore()

    init() throws {
        webFolder = try TemporaryFolder("previewd-web")
        try Data("<html>dashboard</html>".utf8).write(to: webFolder.appendingPathComponent("index.html"))
        try Data("console.log(1)".utf8).write(to: webFolder.appendingPathComponent("app.js"))
        try Data("SECRET".utf8).write(to: webFolder.appendingPathComponent(".env"))
        webRoot = WebRoot(directory: webFolder.url)
    }

    func router(token: String? = "secret-token-1") -> APIRouter {
        APIRouter(
            store: store, webRoot: webRoot, token: token, allowedHosts: ["devbox", "devbox.local"], projectName: "P",
            control: RecordingControl())
    }

    func request(_ path: String, query: [String: String] = [:], headers: [String: String] = [:]) -> HTTPRequest {
        HTTPRequest(
            method: "GET", path: path, query: query, headers: ["host": "127.0.0.1:8765"].merging(headers) { $1 })
    }

    @Test func healthNeedsNoToken() {
        #expect(router().respond(to: request("/healthz")).status == 200)
    }

    @Test func tokenIsAcceptedInEveryDocumentedPlace() {
        let router = router()
        #expect(router.respond(to: request("/api/v1/catalog")).status == 401)
        #expect(router.respond(to: request("/api/v1/catalog", query: ["token": "wrong"])).status == 401)
        #expect(router.respond(to: request("/api/v1/catalog", query: ["token": token + "x"])).status == 401)
        #expect(router.respond(to: request("/api/v1/catalog", query: ["token": token])).status == 200)
        #expect(
            router.respond(to: request("/api/v1/catalog", headers: ["authorization": "Bearer \(token)"])).status == 200)
    }

    /// A cookie reaches every server on the host, whatever its port, so the token is never carried in one.
    @Test func aCookieIsNeitherSetNorAcceptedAndAnOldOneIsCleared() {
        let router = router()
        let cookie = ["cookie": "previewd_token=\(token)"]
        #expect(router.respond(to: request("/api/v1/catalog", headers: cookie)).status == 401)
        let page = router.respond(to: request("/", query: ["token": token]))
        #expect(page.status == 200)
        #expect(!page.headers.contains { $0.0 == "set-cookie" })
        let stale = router.respond(to: request("/", headers: ["cookie": "a=b; previewd_token=\(token)"]))
        #expect(stale.headers.contains { name, value in
            name == "set-cookie" && value.hasPrefix("previewd_token=;") && value.contains("Max-Age=0")
        })
    }

    @Test func theWebClientsFilesNeedNoTokenButTheAPIDoes() {
        let router = router()
        #expect(router.respond(to: request("/")).status == 200)
        #expect(router.respond(to: request("/app.js")).status == 200)
        for path in ["/api/v1/catalog", "/api/v1/status", "/api/v1/pair", "/metrics", "/api/v1/frames/p/t"] {
            #expect(router.respond(to: request(path)).status == 401, "\(path)")
        }
        #expect(router.respond(to: request("/", headers: ["host": "evil.example"])).status == 421)
    }

    func post(_ path: String, headers: [String: String]) -> HTTPRequest {
        HTTPRequest(
            method: "POST", path: path,
            headers: ["host": "127.0.0.1:8765", "authorization": "Bearer \(token)"].merging(headers) { $1 },
            body: Array(#"{"preview":"p"}"#.utf8))
    }

    @Test(arguments: [false, true])
    func stateChangingRequestsMustBeSameOriginJSON(_ noAuth: Bool) {
        let router = router(token: noAuth ? nil : token)
        store.publish(Frame(
            key: FrameKey(preview: "p", target: "t"), seq: 1, generation: 1, hash: "h", pixelWidth: 1, pixelHeight: 1,
            scale: 1, png: [1]))
        let json = ["content-type": "application/json"]
        func from(_ origin: String) -> [String: String] { json.merging(["origin": origin]) { $1 } }
        #expect(router.respond(to: post("/api/v1/select", headers: json)).status == 200)
        #expect(router.respond(to: post("/api/v1/select", headers: from("http://127.0.0.1:8765"))).status == 200)
        for origin in ["http://127.0.0.1:9999", "http://evil.example", "null"] {
            #expect(router.respond(to: post("/api/v1/select", headers: from(origin))).status == 403)
            #expect(router.respond(to: post("/api/v1/pair/rotate", headers: from(origin))).status == 403)
        }
        for type in [nil, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"] {
            let headers = type.map { ["content-type": $0] } ?? [:]
            #expect(router.respond(to: post("/api/v1/select", headers: headers)).status == 415, "\(type ?? "none")")
        }
        let mixedCase = ["content-type": "Application/JSON; charset=utf-8"]
        #expect(router.respond(to: post("/api/v1/select", headers: mixedCase)).status == 200)
    }

    @Test(arguments: ["evil.example", "evil.example:8765", "localhost.evil.example", "127.0.0.1.evil.example"])
    func foreignHostIsRefused(_ host: String) {
        #expect(
            router().respond(to: request("/api/v1/catalog", query: ["token": token], headers: ["host": host])).status
                == 421)
    }

    @Test(arguments: ["localhost:8765", "192.168.1.20:8765", "[::1]:8765", "devbox:8765", "devbox.local"])
    func ownHostsAreAllowed(_ host: String) {
        #expect(
            router().respond(to: request("/api/v1/catalog", query: ["token": token], headers: ["host": host])).status
                == 200)
    }

    @Test(arguments: ["/../../etc/passwd", "/.env", "/a/b/c.js", "/%2e%2e/x", "/app.js/..", "/"])
    func staticFilesStayInsideTheWebRoot(_ path: String) {
        let response = router().respond(to: request(path))
        #expect(!String(decoding: response.body, as: UTF8.self).contains("SECRET"))
        if path != "/" { #expect(response.status == 404) }
    }

    @Test func staticFileIsServedWithItsType() {
        let response = router().respond(to: request("/app.js", query: ["token": token]))
        #expect(response.status == 200)
        #expect(response.contentType.hasPrefix("text/javascript"))
    }

    @Test func upgradeChecksPathTokenAndOrigin() {
        let router = router()
        let good = request("/ws", query: ["token": token])
        #expect(router.allowsUpgrade(good))
        #expect(!router.allowsUpgrade(request("/other", query: ["token": token])))
        #expect(!router.allowsUpgrade(request("/ws")))
        var sameOrigin = good
        sameOrigin.headers["origin"] = "http://127.0.0.1:8765"
        #expect(router.allowsUpgrade(sameOrigin))
        for origin in [
            "http://evil.example", "null", "http://127.0.0.1:9999", "http://127.0.0.1:8765@evil.example", "file://x",
        ] {
            var foreign = good
            foreign.headers["origin"] = origin
            #expect(!router.allowsUpgrade(foreign), "origin \(origin)")
        }
    }

    @Test func noAuthServesWithoutToken() {
        #expect(router(token: nil).respond(to: request("/api/v1/catalog")).status == 200)
    }

    @Test func framesByKeyAndHashWithETags() {
        let key = FrameKey(preview: "p", target: "t")
        store.publish(
            Frame(
                key: key, seq: 1, generation: 1, hash: "abc", pixelWidth: 1, pixelHeight: 1, scale: 1, png: [9, 8, 7]))
        let router = router()
        let byKey = router.respond(to: request("/api/v1/frames/p/t", query: ["token": token]))
        #expect(byKey.status == 200)
        #expect(Array(byKey.body) == [9, 8, 7])
        #expect(byKey.headers.contains { $0 == ("etag", "\"abc\"") })
        #expect(
            router.respond(
                to: request("/api/v1/frames/p/t", query: ["token": token], headers: ["if-none-match": "\"abc\""])
            ).status == 304)
        #expect(router.respond(to: request("/api/v1/frames/p/other", query: ["token": token])).status == 404)
        #expect(router.respond(to: request("/api/v1/frames/by-hash/abc", query: ["token": token])).status == 200)
        #expect(router.respond(to: request("/api/v1/frames/by-hash/nope", query: ["token": token])).status == 404)
    }
}

@Suite struct PairingTokenTests {
    @Test func tokenPersistsAcrossLoadsWithPrivateMode() throws {
        let folder = try TemporaryFolder("previewd-state", create: false)  // the token's loader creates it
        let directory = folder.url
        let first = try PairingToken.loadOrCreate(in: directory)
        let second = try PairingToken.loadOrCreate(in: directory)
        #expect(first == second)
        #expect(PairingToken.isWellFormed(first))
        let attributes = try FileManager.default.attributesOfItem(
            atPath: directory.appendingPathComponent("token").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func stateDirectoryFollowsSystemdThenXDG() {
        #expect(
            PairingToken.defaultStateDirectory(environment: ["STATE_DIRECTORY": "/var/lib/previewd:/x"]).path
                == "/var/lib/previewd")
        #expect(
            PairingToken.defaultStateDirectory(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).path
                == "/s/previewd")
        #expect(PairingToken.defaultStateDirectory(environment: ["HOME": "/h"]).path == "/h/.local/state/previewd")
    }

    @Test func comparisonNeedsTheWholeToken() {
        #expect(PairingToken.matches("abcdefgh", "abcdefgh"))
        #expect(!PairingToken.matches("abcdefg", "abcdefgh"))
        #expect(!PairingToken.matches("abcdefghi", "abcdefgh"))
        #expect(!PairingToken.matches("", "abcdefgh"))
    }
}
