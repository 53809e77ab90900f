import ArgumentParser
import Foundation

/// `previewd pair`: the running daemon's pairing URL and QR code; `--rotate` replaces the token first.
struct Pair: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the pairing URL and QR code of a running previewd, or replace its token.",
        discussion: """
            Examples:
              previewd pair                      # URL and QR code, to pair another phone
              previewd pair --rotate             # new token: every paired phone and browser is disconnected
              previewd pair --url http://127.0.0.1:9000/ --state-dir /var/lib/previewd

            Exit status: 0 done, 1 the daemon could not be reached or refused, 64 a usage error.
            """)

    @Flag(help: "Replace the pairing token; every client paired with the old one is disconnected and must pair again.")
    var rotate = false

    @Flag(help: "Print {url, token, rotated} as JSON instead of the URL and QR code.")
    var json = false

    @OptionGroup var connection: DaemonConnection

    func run() throws {
        let (data, status, _) = rotate
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
            return printLine(String(
                decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
                as: UTF8.self))
        }
        if rotate { printLine("the pairing token was replaced; every client paired with the old one was disconnected") }
        let hint = answer?["hint"] as? String
        // The URL still opens the device view in a browser on this machine.
        if hint != nil { printLine("device view on this machine: \(url)") }
        PairingCode.print(url, hint: hint)
    }
}
