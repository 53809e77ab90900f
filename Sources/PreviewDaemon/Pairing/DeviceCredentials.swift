package import Foundation
import PreviewFiles
import Synchronization

/// Each paired device's own credential (`devices.json` in the state directory, mode 0600).
///
/// The pairing token admits a phone once; the device view then trades it for a credential of its own and forgets
/// the token. So one phone can be cut off (`previewd pair --revoke ID`) without pairing every other one again,
/// a revoked phone cannot pair itself again from a token it kept, and the home-screen app, which starts with
/// empty storage on iOS, finds its credential in its manifest's start URL. `previewd pair --rotate` replaces the
/// token and removes every credential. Any thread.
package final class DeviceCredentials: Sendable {
    /// One paired device, as listed by `previewd pair --list`.
    package struct Device: Codable, Equatable, Sendable {
        package var id: String
        package var secret: String
        /// What the device called itself (its browser's platform), for the list.
        package var name: String
        /// The device view's client id, which its last preview is remembered under: the home-screen app takes it
        /// over, so it opens on that preview.
        package var client: String
        /// Seconds since 1970.
        package var created: Double

        /// What the device presents: `dev-ID-SECRET`, URL-safe like the pairing token.
        package var credential: String { "dev-\(id)-\(secret)" }
    }

    private struct File: Codable {
        var version = 1
        var devices: [Device] = []
    }

    /// More than anyone pairs; past it, pairing asks for revoking some first rather than growing the file.
    package static let maximumDevices = 100
    package static let fileName = "devices.json"

    private let url: URL?
    private let devices: Mutex<[Device]>

    /// Reads `url` (nil: memory only). A file that is not previewd's or does not parse is an error that names it:
    /// starting without it would silently unpair every device.
    package init(url: URL?) throws(DaemonError) {
        self.url = url
        var loaded: [Device] = []
        if let url, let stored = try StateFile.read(url) {
            guard stored.mode & 0o077 == 0 else {
                throw DaemonError(
                    .stateDirectory,
                    """
                    the device credentials '\(url.path)' can be read by other users (mode \
                    \(String(stored.mode, radix: 8))): `chmod 600` it to keep them, or delete it (phones then pair \
                    again)
                    """
                )
            }
            guard let file = try? JSONDecoder().decode(File.self, from: stored.data), file.version == 1 else {
                throw DaemonError(
                    .stateDirectory,
                    "'\(url.path)' is not a previewd device list: move it away (phones then pair again)")
            }
            loaded = file.devices
        }
        devices = Mutex(loaded)
    }

    /// A new credential for a device, stored before it is returned; nil when `maximumDevices` are paired.
    package func enroll(name: String, client: String, now: Double = Date().timeIntervalSince1970) throws -> Device? {
        let secret = PairingToken.generate()
        let name = String(name.filter { $0.isLetter || $0.isNumber || " ._-()".contains($0) }.prefix(64))
        let client = client.count == 32 && client.allSatisfy(\.isHexDigit) ? client : ""
        return try update { devices in
            guard devices.count < Self.maximumDevices else { return nil }
            var id: String
            repeat { id = String(PairingToken.generate().prefix(8)) } while devices.contains { $0.id == id }
            let device = Device(
                id: id, secret: secret, name: name.isEmpty ? "device" : name, client: client, created: now)
            devices.append(device)
            return device
        }
    }

    /// The device a presented credential belongs to, compared in constant time; nil for anything else.
    package func device(presenting credential: String) -> Device? {
        let parts = credential.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "dev", parts[1].count == 8 else { return nil }
        guard let device = devices.withLock({ $0.first { $0.id == parts[1] } }) else { return nil }
        return PairingToken.matches(String(parts[2]), device.secret) ? device : nil
    }

    package var all: [Device] { devices.withLock { $0 } }

    /// Removes the device `id`; whether there was one.
    package func revoke(_ id: String) throws -> Bool {
        try update { devices in
            let before = devices.count
            devices.removeAll { $0.id == id }
            return devices.count != before
        }
    }

    /// Removes every device (the pairing token was rotated).
    package func revokeAll() throws { try update { $0.removeAll() } }

    /// Applies `change` and saves; when saving fails the change is undone and the error thrown, so memory never
    /// admits a device the file would forget (or the reverse) after a restart.
    private func update<Result>(_ change: (inout [Device]) -> Result) throws -> Result {
        try devices.withLock { devices in
            var changed = devices
            let result = change(&changed)
            if let url {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try AtomicFile.write(try encoder.encode(File(devices: changed)), to: url, permissions: 0o600)
            }
            devices = changed
            return result
        }
    }
}
