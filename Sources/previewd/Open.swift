import ArgumentParser
import Foundation

/// `previewd open PREVIEW`: mirrors a preview on every following device of a running daemon
/// (`POST /api/v1/select`).
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a preview on every phone and tablet that follows the dashboard.")

    @Argument(help: "The preview id (as `previewd list` prints it), e.g. ContentView.greeting.")
    var preview: String

    @OptionGroup var connection: DaemonConnection

    func run() throws {
        let (data, status, _) = try connection.request("/api/v1/select", method: "POST", json: ["preview": preview])
        guard status == 200 else {
            let answer = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["error"] as? String
            throw CommandFailure(message: "previewd refused: \(answer ?? "HTTP \(status)")")
        }
        printLine("showing \(preview) on every following device")
    }
}
