import Foundation
import PreviewPipeline
import PreviewProtocol
import PreviewStream

/// Paired devices' own credentials (`/api/v1/devices`) and the web app manifest that carries one to the
/// home-screen app.
extension APIRouter {
    /// `GET /manifest.webmanifest`, public so the home-screen app and its icons load with empty storage. With
    /// `?device=CREDENTIAL` (what the device view links once it has one) and that credential valid, the start URL
    /// carries it and the device's client id in its fragment, which no server receives: the app opens paired, on
    /// the device's last preview. Anything else gets the plain manifest, so the manifest never tells a requester
    /// more than it presented.
    func manifest(_ request: HTTPRequest) -> HTTPResponse {
        let plain = page("manifest.webmanifest", request)
        guard plain.status == 200, let presented = request.query["device"],
            let device = devices?.device(presenting: presented),
            var document = (try? JSONSerialization.jsonObject(with: Data(plain.body))) as? [String: Any]
        else { return plain }
        var fragment = URLComponents()
        fragment.queryItems =
            [URLQueryItem(name: "device", value: device.credential)]
            + (device.client.isEmpty ? [] : [URLQueryItem(name: "client", value: device.client)])
        document["start_url"] = "device#" + (fragment.percentEncodedQuery ?? "")
        guard
            let body = try? JSONSerialization.data(
                withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
        else {
            return plain
        }
        return HTTPResponse(
            status: 200, contentType: plain.contentType, headers: plain.headers, body: ArraySlice(Array(body)))
    }

    /// `POST /api/v1/devices` with `{"name": …, "client": …}` and the pairing token: a credential of the device's
    /// own, `{"id", "credential"}`.
    func enrollDevice(_ request: HTTPRequest) -> HTTPResponse {
        guard let devices else {
            return error(409, "previewd runs without a token (--no-auth); devices need no credential")
        }
        guard presentsPairingToken(request) else { return error(403, "only the pairing token pairs a device") }
        struct Body: Decodable {
            var name: String?
            var client: String?
        }
        guard let body = try? JSONDecoder().decode(Body.self, from: Data(request.body)) else {
            return error(400, #"expected a JSON object {"name": …, "client": …}"#)
        }
        let device: DeviceCredentials.Device?
        do {
            device = try devices.enroll(name: body.name ?? "", client: body.client ?? "")
        } catch {
            return self.error(500, "cannot store the device's credential: \(error)")
        }
        guard let device else {
            return error(
                409,
                "\(DeviceCredentials.maximumDevices) devices are paired; revoke some with `previewd pair --revoke ID`")
        }
        return HTTPResponse(
            status: 200, contentType: "application/json", headers: noStore,
            body: ArraySlice(Array(CatalogDocument.encode(["id": device.id, "credential": device.credential]).utf8)))
    }

    /// `GET /api/v1/devices` with the pairing token: `{"devices": [{id, name, created}]}`, never the secrets.
    func listDevices(_ request: HTTPRequest) -> HTTPResponse {
        guard presentsPairingToken(request) else { return error(403, "only the pairing token lists devices") }
        let list = (devices?.all ?? []).map { ["id": $0.id, "name": $0.name, "created": $0.created] as [String: Any] }
        return HTTPResponse(
            status: 200, contentType: "application/json", headers: noStore,
            body: ArraySlice(Array(CatalogDocument.encode(["devices": list]).utf8)))
    }

    /// `POST /api/v1/devices/revoke` with `{"id": ID}` and the pairing token: that device's credential stops
    /// working at once and its connection is closed.
    func revokeDevice(_ request: HTTPRequest) -> HTTPResponse {
        guard presentsPairingToken(request) else { return error(403, "only the pairing token revokes a device") }
        struct Body: Decodable { var id: String }
        guard let body = try? JSONDecoder().decode(Body.self, from: Data(request.body)) else {
            return error(400, #"expected a JSON object {"id": ID}"#)
        }
        let removed: Bool
        do {
            removed = try devices?.revoke(body.id) ?? false
        } catch {
            return self.error(500, "cannot store the device list, the device stays paired: \(error)")
        }
        guard removed else { return error(404, "no paired device '\(body.id.prefix(64))'") }
        // Only the connections this device's credential opened: every other device stays connected.
        control.disconnect(admittedWith: Self.deviceCredentialName(body.id))
        return HTTPResponse(
            status: 200, contentType: "application/json", headers: noStore,
            body: ArraySlice(Array(CatalogDocument.encode(["revoked": body.id]).utf8)))
    }
}
