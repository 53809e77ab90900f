import Foundation
import PreviewProtocol
import PreviewRender
import PreviewStream
import Synchronization

/// `serve --https`: the local certificate authority's certificate (`/ca.crt`), and the plain HTTP the HTTPS port
/// also answers so a phone can fetch that certificate before it trusts previewd.
extension APIRouter {
    /// Serves `pem` at `/ca.crt`, and tells the dashboard the plain-HTTP `url` phones fetch it from (with its QR
    /// code); `url` follows the pairing host when this machine's address changes.
    package func offerAuthorityCertificate(_ pem: [UInt8], at url: String?) throws {
        authorityCertificate.withLock { $0 = pem }
        guard let url else { return }
        let svg = try QRCode(encoding: url).svg()
        authorityLink.withLock { $0 = (url, svg) }
    }

    /// `GET /ca.crt`: public, as every certificate is. The MIME type makes iOS offer a configuration profile and
    /// Android a CA certificate to install.
    func authorityCertificateFile() -> HTTPResponse {
        guard let pem = authorityCertificate.withLock({ $0 }) else {
            return error(404, "previewd serves without its certificate authority; start it with --https")
        }
        return HTTPResponse(
            status: 200, contentType: "application/x-x509-ca-cert",
            headers: noStore + [("content-disposition", "attachment; filename=\"previewd-ca.crt\"")], body: pem[...])
    }

    /// A request that came over plain HTTP to a daemon serving HTTPS. A phone that does not trust previewd's
    /// authority yet cannot load anything over HTTPS, so the authority's certificate is served here as well: it is
    /// public, and the fingerprint the dashboard and the terminal show lets the user check the copy the phone got.
    /// Everything else is sent to the same address over HTTPS (a GET or HEAD, without its query, which may hold a
    /// token) or refused, so no token, frame or page of the user's crosses the network unencrypted.
    func respondOverPlainHTTP(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return error(403, "previewd serves HTTPS on this port; send this request to https://")
        }
        if request.path == "/ca.crt" { return authorityCertificateFile() }
        // Only characters a Location header can carry as they are; a path with others goes to the start page.
        let hostCharacters = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]")
        let pathCharacters = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._~-")
        guard let host = request.headers["host"], !host.isEmpty, host.unicodeScalars.allSatisfy(hostCharacters.contains)
        else {
            return error(400, "missing or malformed Host header")
        }
        let path =
            request.path.hasPrefix("/") && request.path.unicodeScalars.allSatisfy(pathCharacters.contains)
            ? request.path : "/"
        let location = "https://\(host)\(path)"
        return HTTPResponse(
            status: 308, contentType: "text/plain; charset=utf-8", headers: noStore + [("location", location)],
            body: ArraySlice(Array("previewd serves HTTPS: \(location)\n".utf8)))
    }
}
