import Foundation
import PreviewProtocol
import PreviewStream
import Synchronization

/// `POST /api/v1/pair/rotate`: a new pairing token replaces the old one, and every client paired with it is
/// disconnected.
extension APIRouter {
    /// A new token: stored, then in force (the old one stops working at once), then every client is disconnected.
    func rotateToken() -> HTTPResponse {
        guard token != nil else { return error(409, "previewd runs without a token (--no-auth)") }
        guard control.rotatesToken else {
            return error(409, "the token was given with --token; restart previewd with another one to change it")
        }
        let newToken = PairingToken.generate()
        let url: String
        do {
            // First, so a failure leaves both the token and the devices as they were.
            try devices?.revokeAll()
        } catch {
            return self.error(500, "cannot remove the paired devices' credentials, the token stays: \(error)")
        }
        do {
            url = try control.storeToken(newToken)
        } catch {
            return self.error(500, "cannot store the new token, the old one stays: \(error)")
        }
        currentToken.withLock { $0 = newToken }
        let hint = pairing.withLock { $0?.hint }
        try? setPairingURL(url, hint: hint)
        control.disconnectAll()
        return HTTPResponse(
            status: 200, contentType: "application/json", headers: noStore,
            body: ArraySlice(Array(pairingJSON(url: url, hint: hint).utf8)))
    }

    /// `{"url": …}`, with `"hint"` when no phone can reach the URL and `"authority"` (the plain-HTTP URL of
}
