import ArgumentParser
import Foundation

/// `previewd pair`: the running daemon's pairing URL and QR code; `--rotate` replaces the token first; `--list`
/// and `--revoke` manage the paired devices' own credentials.
struct Pair: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the pairing URL and QR code of a running previewd, or replace its token.",
        discussion: """
            Examples:
              previewd pair                      # URL and QR code, to pair another phone
              previewd pair --rotate             # new token: every paired phone and browser is disconnected
              previewd pair --list               # the paired devices, each with its own credential
              previewd pair --revoke 3f2a9c01    # that device's credential stops working; the others stay paired
              previewd pair --url http://127.0.0.1:9000/ --state-dir /var/lib/previewd

            Exit status: 0 done, 1 the daemon could not be reached or refused, 64 a usage error.
            """)

    @Flag(help: "Replace the pairing token; every client paired with the old one is disconnected and must pair again.")
    var rotate = false

    @Flag(help: "List the paired devices (id, name, when paired); each has a credential of its own.")
    var list = false

    @Option(help: "Revoke the paired device with this id (from --list): its credential stops working at once.")
    var revoke: String?

    @Flag(help: "Print {url, token, rotated} (or the device list) as JSON instead of text.")
    var json = false

    @OptionGroup var connection: DaemonConnection

    func validate() throws {
        if [rotate, list, revoke != nil].filter({ $0 }).count > 1 {
            throw ValidationError("give one of --rotate, --list and --revoke")
        }
    }

    func run() throws {
        if list { return try listDevices() }
        if let revoke { return try revokeDevice(revoke) }
        let (data, status, _) =
            rotate
            ? try connection.request("/api/v1/pair/rotate", method: "POST", json: [:])
            : try connection.request("/api/v1/pair")
        let answer = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        guard status == 200, let url = answer?["url"] as? String else {
            throw CommandFailure(message: "previewd refused: \((answer?["error"] as? String) ?? "HTTP \(status)")")
        }
        if json {
            // The pairing URL carries the token in its fragment (`#token=…`), which no server receives.
            var fragment = URLComponents()
            fragment.percentEncodedQuery = URLComponents(string: url)?.percentEncodedFragment
            let token = fragment.queryItems?.first { $0.name == "token" }?.value
            var object: [String: Any] = ["url": url, "token": token ?? NSNull(), "rotated": rotate]
            if let hint = answer?["hint"] as? String { object["hint"] = hint }
            return printLine(
                String(
                    decoding: try JSONSerialization.data(
                        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
                    as: UTF8.self))
        }
        if rotate { printLine("the pairing token was replaced; every client paired with the old one was disconnected") }
        let hint = answer?["hint"] as? String
        // The URL still opens the device view in a browser on this machine.
        if hint != nil { printLine("device view on this machine: \(url)") }
        PairingCode.print(url, hint: hint)
    }
}

extension Pair {
    private func listDevices() throws {
        let (data, status, _) = try connection.request("/api/v1/devices")
        let answer = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        guard status == 200, let devices = answer?["devices"] as? [[String: Any]] else {
            throw CommandFailure(message: "previewd refused: \((answer?["error"] as? String) ?? "HTTP \(status)")")
        }
        if json { return printLine(String(decoding: data, as: UTF8.self)) }
        if devices.isEmpty { return printLine("no paired devices") }
        let formatter = ISO8601DateFormatter()
        for device in devices {
            let created =
                (device["created"] as? Double).map { formatter.string(from: Date(timeIntervalSince1970: $0)) } ?? "?"
            printLine("\(device["id"] as? String ?? "?")  \(created)  \(device["name"] as? String ?? "")")
        }
    }

    private func revokeDevice(_ id: String) throws {
        let (data, status, _) = try connection.request("/api/v1/devices/revoke", method: "POST", json: ["id": id])
        let answer = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        guard status == 200 else {
            throw CommandFailure(message: "previewd refused: \((answer?["error"] as? String) ?? "HTTP \(status)")")
        }
        if json { return printLine(String(decoding: data, as: UTF8.self)) }
        printLine("revoked device \(id); it must be paired again to show previews")
    }
}
