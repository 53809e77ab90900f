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
        APIRouter(store: store, webRoot: webRoot, token: token, allowedHosts: ["devbox", "devbox.local"], projectName: "P")
    }

    func request(_ path: String, query: [String: String] = [:], headers: [String: String] = [:]) -> HTTPRequest {
        HTTPRequest(method: "GET", path: path, query: query, headers: ["host": "127.0.0.1:8765"].merging(headers) { $1 })
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
        #expect(router.respond(to: request("/api/v1/catalog", headers: ["authorization": "Bearer \(token)"])).status == 200)
        #expect(router.respond(to: request("/api/v1/catalog", headers: ["cookie": "a=b; previewd_token=\(token)"])).status == 200)
    }

    @Test func pageWithTokenSetsTheCookie() {
        let response = router().respond(to: request("/", query: ["token": token]))
        #expect(response.status == 200)
        #expect(response.headers.contains { $0.0 == "set-cookie" && $0.1.hasPrefix("previewd_token=\(token);") && $0.1.contains("HttpOnly") })
    }

    @Test(arguments: ["evil.example", "evil.example:8765", "localhost.evil.example", "127.0.0.1.evil.example"])
    func foreignHostIsRefused(_ host: String) {
        #expect(router().respond(to: request("/api/v1/catalog", query: ["token": token], headers: ["host": host])).status == 421)
    }

    @Test(arguments: ["localhost:8765", "192.168.1.20:8765", "[::1]:8765", "devbox:8765", "devbox.local"])
    func ownHostsAreAllowed(_ host: String) {
        #expect(router().respond(to: request("/api/v1/catalog", query: ["token": token], headers: ["host": host])).status == 200)
    }

    @Test(arguments: ["/../../etc/passwd", "/.env", "/a/b/c.js", "/%2e%2e/x", "/app.js/..", "/"])
    func staticFilesStayInsideTheWebRoot(_ path: String) {
        let response = router().respond(to: request(path, query: ["token": token]))
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
        for origin in ["http://evil.example", "null", "http://127.0.0.1:9999", "http://127.0.0.1:8765@evil.example", "file://x"] {
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
        store.publish(Frame(key: key, seq: 1, generation: 1, hash: "abc", pixelWidth: 1, pixelHeight: 1, scale: 1, png: [9, 8, 7]))
        let router = router()
        let byKey = router.respond(to: request("/api/v1/frames/p/t", query: ["token": token]))
        #expect(byKey.status == 200)
        #expect(Array(byKey.body) == [9, 8, 7])
        #expect(byKey.headers.contains { $0 == ("etag", "\"abc\"") })
        #expect(router.respond(to: request("/api/v1/frames/p/t", query: ["token": token], headers: ["if-none-match": "\"abc\""])).status == 304)
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
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("token").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func stateDirectoryFollowsSystemdThenXDG() {
        #expect(PairingToken.defaultStateDirectory(environment: ["STATE_DIRECTORY": "/var/lib/previewd:/x"]).path == "/var/lib/previewd")
        #expect(PairingToken.defaultStateDirectory(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).path == "/s/previewd")
        #expect(PairingToken.defaultStateDirectory(environment: ["HOME": "/h"]).path == "/h/.local/state/previewd")
    }

    @Test func comparisonNeedsTheWholeToken() {
        #expect(PairingToken.matches("abcdefgh", "abcdefgh"))
        #expect(!PairingToken.matches("abcdefg", "abcdefgh"))
        #expect(!PairingToken.matches("abcdefghi", "abcdefgh"))
        #expect(!PairingToken.matches("", "abcdefgh"))
    }
}
