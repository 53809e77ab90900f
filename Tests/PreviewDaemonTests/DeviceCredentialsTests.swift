import Foundation
import Logging
import PreviewModel
import PreviewTestSupport
import Synchronization
import Testing

@testable import PreviewDaemon
@testable import PreviewPipeline
@testable import PreviewPipeline
@testable import PreviewProtocol
@testable import PreviewStream

@Suite struct DeviceCredentialsTests {
    let folder: TemporaryFolder
    var file: URL { folder.appendingPathComponent(DeviceCredentials.fileName) }

    init() throws { folder = try TemporaryFolder("previewd-devices") }

    @Test func aCredentialAdmitsItsDeviceUntilRevokedAndSurvivesARestart() throws {
        let credentials = try DeviceCredentials(url: file)
        let device = try #require(
            try credentials.enroll(name: "iPhone 390x844", client: String(repeating: "ab", count: 16)))
        #expect(credentials.device(presenting: device.credential)?.id == device.id)
        #expect(credentials.device(presenting: device.credential + "0") == nil)
        #expect(credentials.device(presenting: "dev-\(device.id)-" + String(repeating: "0", count: 32)) == nil)
        #expect(credentials.device(presenting: "garbage") == nil)
        var status = stat()
        #expect(stat(file.path, &status) == 0 && status.st_mode & 0o777 == 0o600)

        let reloaded = try DeviceCredentials(url: file)
        #expect(reloaded.device(presenting: device.credential)?.client == String(repeating: "ab", count: 16))
        #expect(try reloaded.revoke(device.id))
        #expect(reloaded.device(presenting: device.credential) == nil)
        #expect(try DeviceCredentials(url: file).all.isEmpty)
        #expect(try !reloaded.revoke(device.id))
    }

    @Test func namesAndClientIdsFromTheBrowserAreCappedAndChecked() throws {
        let credentials = try DeviceCredentials(url: nil)
        let device = try #require(try credentials.enroll(name: String(repeating: "<x>", count: 100), client: "not-hex"))
        #expect(device.name.count <= 64 && !device.name.contains("<"))
        #expect(device.client.isEmpty)
    }

    @Test func pairingStopsAtTheMaximumInsteadOfGrowingTheFile() throws {
        let credentials = try DeviceCredentials(url: nil)
        for _ in 0..<DeviceCredentials.maximumDevices { #expect(try credentials.enroll(name: "d", client: "") != nil) }
        #expect(try credentials.enroll(name: "one more", client: "") == nil)
        try credentials.revokeAll()
        #expect(credentials.all.isEmpty)
    }

    @Test func aFileOthersCanReadOrThatIsNotADeviceListIsRefusedByName() throws {
        try Data("{\"version\":1,\"devices\":[]}".utf8).write(to: file)
        chmod(file.path, 0o644)
        #expect(throws: DaemonError.self) { try DeviceCredentials(url: file) }
        chmod(file.path, 0o600)
        #expect(try DeviceCredentials(url: file).all.isEmpty)
        try Data("[1, 2".utf8).write(to: file)
        #expect(throws: DaemonError.self) { try DeviceCredentials(url: file) }
    }
}

@Suite struct DeviceRoutesTests {
    let token = "pairing-token-1"
    let webFolder: TemporaryFolder
    let store = FrameStore()

    init() throws {
        webFolder = try TemporaryFolder("previewd-web")
        try Data("<html>dashboard</html>".utf8).write(to: webFolder.appendingPathComponent("index.html"))
        try Data(#"{"name": "previewd", "id": "device", "start_url": "device", "icons": []}"#.utf8)
            .write(to: webFolder.appendingPathComponent("manifest.webmanifest"))
    }

    func router(
        devices: DeviceCredentials, requiresTLS: Bool = false, control: RecordingControl = RecordingControl()
    ) -> APIRouter {
        APIRouter(
            store: store, webRoot: WebRoot(directory: webFolder.url), token: token, allowedHosts: [], projectName: "P",
            control: control, devices: devices, requiresTLS: requiresTLS)
    }

    /// A GET, or a POST of `body` when there is one.
    func request(
        _ path: String, bearer: String? = nil, query: [String: String] = [:], body: String? = nil, overTLS: Bool = true
    ) -> HTTPRequest {
        var headers = ["host": "127.0.0.1:8765", "content-type": "application/json"]
        if let bearer { headers["authorization"] = "Bearer \(bearer)" }
        return HTTPRequest(
            method: body == nil ? "GET" : "POST", path: path, query: query, headers: headers, peer: "test",
            body: Array((body ?? "").utf8),
            overTLS: overTLS)
    }

    func enroll(_ router: APIRouter, with bearer: String) throws -> (status: Int, answer: [String: Any]) {
        let response = router.respond(
            to: request(
                "/api/v1/devices", bearer: bearer,
                body: #"{"name": "Android 412x915", "client": "0123456789abcdef0123456789abcdef"}"#))
        return (
            response.status, (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
        )
    }

    @Test func onlyThePairingTokenPairsAndTheDeviceIsAdmittedByItsOwnCredential() throws {
        let router = router(devices: try DeviceCredentials(url: nil))
        let paired = try enroll(router, with: token)
        #expect(paired.status == 200)
        let credential = try #require(paired.answer["credential"] as? String)
        #expect(router.respond(to: request("/api/v1/catalog", bearer: credential)).status == 200)
        #expect(router.allowsUpgrade(request("/ws", query: ["token": credential])))
        // A device cannot pair more devices, nor list or revoke others.
        #expect(try enroll(router, with: credential).status == 403)
        #expect(router.respond(to: request("/api/v1/devices", bearer: credential)).status == 403)
        #expect(router.respond(to: request("/api/v1/devices", bearer: token)).status == 200)

        let id = try #require(paired.answer["id"] as? String)
        #expect(
            router.respond(to: request("/api/v1/devices/revoke", bearer: token, body: #"{"id": "\#(id)"}"#)).status
                == 200)
        #expect(router.respond(to: request("/api/v1/catalog", bearer: credential)).status == 401)
        #expect(!router.allowsUpgrade(request("/ws", query: ["token": credential])))
        #expect(
            router.respond(to: request("/api/v1/devices/revoke", bearer: token, body: #"{"id": "\#(id)"}"#)).status
                == 404)
    }

    @Test func theManifestCarriesACredentialOnlyToWhoPresentsIt() throws {
        let router = router(devices: try DeviceCredentials(url: nil))
        let credential = try #require(try enroll(router, with: token).answer["credential"] as? String)
        func startURL(_ query: [String: String]) throws -> String? {
            let response = router.respond(to: request("/manifest.webmanifest", query: query))
            #expect(response.status == 200)
            return (try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])?["start_url"]
                as? String
        }
        #expect(try startURL([:]) == "device")
        #expect(try startURL(["device": "dev-00000000-" + String(repeating: "0", count: 32)]) == "device")
        #expect(
            try startURL(["device": credential])
                == "device#device=\(credential)&client=0123456789abcdef0123456789abcdef")
    }

    @Test func rotatingTheTokenRemovesEveryDeviceCredential() throws {
        let control = RecordingControl(rotatesToken: true)
        let router = router(devices: try DeviceCredentials(url: nil), control: control)
        let credential = try #require(try enroll(router, with: token).answer["credential"] as? String)
        #expect(router.respond(to: request("/api/v1/pair/rotate", bearer: token, body: "")).status == 200)
        #expect(router.respond(to: request("/api/v1/catalog", bearer: credential)).status == 401)
        #expect(control.disconnectedAll.load(ordering: .relaxed) == 1)
    }

    @Test func theAuthorityCertificateIsPublicAndOnlyWhereThereIsOne() throws {
        let router = router(devices: try DeviceCredentials(url: nil))
        #expect(router.respond(to: request("/ca.crt")).status == 404)
        try router.offerAuthorityCertificate(Array("-----BEGIN CERTIFICATE-----\n".utf8), at: nil)
        let response = router.respond(to: request("/ca.crt"))
        #expect(response.status == 200 && response.contentType == "application/x-x509-ca-cert")
    }

    @Test func plainHTTPToAnHTTPSDaemonGetsTheAuthorityAndNothingElse() throws {
        let router = router(devices: try DeviceCredentials(url: nil), requiresTLS: true)
        try router.offerAuthorityCertificate(
            Array("-----BEGIN CERTIFICATE-----\n".utf8), at: "http://192.168.1.20:8765/ca.crt")
        #expect(router.respond(to: request("/ca.crt", overTLS: false)).status == 200)
        let page = router.respond(to: request("/device", bearer: token, query: ["token": token], overTLS: false))
        #expect(page.status == 308 && page.headers.contains { $0 == ("location", "https://127.0.0.1:8765/device") })
        // A path a Location header cannot carry as it is goes to the start page.
        let odd = router.respond(to: request("/a b\r\nx: y", overTLS: false))
        #expect(odd.headers.contains { $0 == ("location", "https://127.0.0.1:8765/") })
        #expect(router.respond(to: request("/api/v1/select", bearer: token, body: "{}", overTLS: false)).status == 403)
        #expect(!router.allowsUpgrade(request("/ws", query: ["token": token], overTLS: false)))
        #expect(router.allowsUpgrade(request("/ws", query: ["token": token])))
        #expect(router.respond(to: request("/api/v1/catalog", bearer: token)).status == 200)
        let pairing = router.respond(to: request("/api/v1/pair/authority-qr.svg", bearer: token))
        #expect(pairing.status == 200 && pairing.contentType == "image/svg+xml")
    }

    @Test func aDeviceConnectionIsNamedAfterItsCredentialAndRevokingClosesThatOneOnly() throws {
        let control = RecordingControl()
        let router = router(devices: try DeviceCredentials(url: nil), control: control)
        let first = try enroll(router, with: token).answer
        let second = try enroll(router, with: token).answer
        let firstCredential = try #require(first["credential"] as? String)
        let secondCredential = try #require(second["credential"] as? String)
        let firstName = router.credential(admitting: request("/ws", query: ["token": firstCredential]))
        #expect(firstName == APIRouter.deviceCredentialName(try #require(first["id"] as? String)))
        #expect(router.credential(admitting: request("/ws", bearer: secondCredential)) != firstName)
        #expect(
            router.credential(admitting: request("/ws", query: ["token": token])) == nil,
            "the pairing token names no device")
        let id = try #require(first["id"] as? String)
        #expect(
            router.respond(to: request("/api/v1/devices/revoke", bearer: token, body: #"{"id": "\#(id)"}"#)).status
                == 200)
        #expect(control.disconnectedCredentials.withLock { $0 } == [firstName])
    }
}

@Suite struct LocalCertificateAuthorityTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder("previewd-tls") }

    func openssl(_ arguments: [String]) throws {
        try LocalCertificateAuthority.openssl(arguments, in: folder.url)
    }

    @Test func theAuthorityIsMadeOnceAndTheServerCertificateFollowsTheAddresses() throws {
        let authority = LocalCertificateAuthority(stateDirectory: folder.url, logger: Logger(label: "test"))
        let first = try authority.prepare(hostNames: ["devbox", "devbox.local"], addresses: ["192.168.1.20", "8.8.8.8"])
        try openssl(["verify", "-CAfile", authority.certificate.path, first.certificate.path])
        var status = stat()
        #expect(stat(authority.key.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(stat(first.key.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        let authorityBytes = try Data(contentsOf: authority.certificate)
        let serverBytes = try Data(contentsOf: first.certificate)
        // The public address is left out: the authority may not vouch for it.
        #expect(try String(contentsOf: authority.serverNamesFile, encoding: .utf8).contains("IP:192.168.1.20"))
        #expect(try !String(contentsOf: authority.serverNamesFile, encoding: .utf8).contains("8.8.8.8"))

        #expect(first.issued)
        #expect(try !authority.prepare(hostNames: ["devbox", "devbox.local"], addresses: ["192.168.1.20"]).issued)
        #expect(try Data(contentsOf: authority.certificate) == authorityBytes)
        #expect(try Data(contentsOf: first.certificate) == serverBytes, "same addresses: the certificate is kept")

        #expect(try authority.prepare(hostNames: ["devbox", "devbox.local"], addresses: ["10.0.0.7"]).issued)
        #expect(try Data(contentsOf: authority.certificate) == authorityBytes)
        #expect(try Data(contentsOf: first.certificate) != serverBytes, "new address: a new certificate")
        try openssl(["verify", "-CAfile", authority.certificate.path, first.certificate.path])
    }

    @Test func aServerCertificateNearExpiryIsIssuedAgain() throws {
        let authority = LocalCertificateAuthority(stateDirectory: folder.url, logger: Logger(label: "test"))
        let server = try authority.prepare(hostNames: [], addresses: ["10.1.2.3"])
        // The same names, signed by the same authority, but valid for one more day only.
        try Data("[x]\nsubjectAltName = DNS:localhost, IP:127.0.0.1, IP:::1, IP:10.1.2.3\n".utf8)
            .write(to: folder.appendingPathComponent("short.cnf"))
        try openssl(["req", "-new", "-key", server.key.path, "-subj", "/CN=previewd", "-out", "short.csr"])
        try openssl(
            [
                "x509", "-req", "-in", "short.csr", "-CA", authority.certificate.path, "-CAkey", authority.key.path,
                "-set_serial", "9", "-days", "1", "-extfile", "short.cnf", "-extensions", "x", "-out",
                server.certificate.path,
            ])
        let shortLived = try Data(contentsOf: server.certificate)
        #expect(throws: DaemonError.self) {
            try openssl([
                "x509", "-noout", "-checkend", "\(LocalCertificateAuthority.renewalSeconds)", "-in",
                server.certificate.path,
            ])
        }

        _ = try authority.prepare(hostNames: [], addresses: ["10.1.2.3"])
        #expect(try Data(contentsOf: server.certificate) != shortLived)
        try openssl([
            "x509", "-noout", "-checkend", "\(LocalCertificateAuthority.renewalSeconds)", "-in",
            server.certificate.path,
        ])
        try openssl(["verify", "-CAfile", authority.certificate.path, server.certificate.path])
    }

    @Test func aReadableAuthorityKeyIsRefused() throws {
        let authority = LocalCertificateAuthority(stateDirectory: folder.url, logger: Logger(label: "test"))
        _ = try authority.prepare(hostNames: [], addresses: [])
        chmod(authority.key.path, 0o644)
        #expect(throws: DaemonError.self) { try authority.prepare(hostNames: [], addresses: []) }
    }

    @Test(arguments: [
        ("192.168.0.1", true), ("10.255.0.3", true), ("172.16.5.5", true), ("172.32.0.1", false), ("100.100.1.1", true),
        ("127.0.0.1", true), ("8.8.8.8", false), ("::1", true), ("fd12::5", true), ("2001:db8::1", false),
        ("nonsense", false),
    ])
    func privateAddressesArePermitted(address: String, permitted: Bool) {
        #expect(CertificateNames.isPermitted(address: address) == permitted)
    }
}

@Suite struct HTTPSConfigurationTests {
    @Test func previewdTomlCanAskForHTTPS() throws {
        #expect(try ProjectConfiguration.parse("https = true").https)
        #expect(try !ProjectConfiguration.parse("devices = [\"iphone-se\"]").https)
        #expect(try ProjectConfiguration.parse("https = true\n[[targets]]\ndevice = \"iphone-se\"").https)
        #expect(throws: ProjectConfiguration.Error.self) { try ProjectConfiguration.parse("https = \"yes\"") }
    }
}
