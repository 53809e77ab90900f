import ArgumentParser
import Foundation

struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Ask a running previewd what it is doing.",
        discussion: """
            Examples:
              previewd status                    # what the daemon on the default port is doing
              previewd status --json             # the same as one JSON object (GET /api/v1/status)

            Exit status: 0 answered, 1 the daemon could not be reached or refused, 64 a usage error.
            """)

    @Flag(help: "Print the daemon's answer as one JSON object (Documentation/Protocol.md, GET /api/v1/status).")
    var json = false

    @OptionGroup var connection: DaemonConnection

    func run() throws {
        let (data, status, url) = try connection.request("/api/v1/status")
        guard status == 200, let answer = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw CommandFailure(
                message: "previewd at \(url) answered \(status): \(String(decoding: data, as: UTF8.self))")
        }
        if json { return printLine(String(decoding: data, as: UTF8.self)) }
        func number(_ key: String) -> Double? { (answer[key] as? NSNumber)?.doubleValue }
        printLine(
            "previewd at \(url): \(answer["state"] as? String ?? "?"), project \(answer["project"] as? String ?? "?")")
        printLine(
            """
              \(Int(number("previews") ?? 0)) previews × \(Int(number("targets") ?? 0)) targets, \
            \(Int(number("clients") ?? 0)) clients
            """
        )
        let rendering = (answer["rendering"] as? Bool) == true
        let last =
            number("secondsSinceLastRender").map { "last render finished \(String(format: "%.1f", $0)) s ago" }
            ?? "no render finished yet"
        printLine("  \(rendering ? "rendering now" : "idle"); \(last)")
        if let bytes = number("residentMemoryBytes") { printLine("  memory: \(Int(bytes / 1_048_576)) MB resident") }
        if let uptime = number("uptimeSeconds") { printLine("  up \(Int(uptime)) s") }
        if let problem = answer["stateError"] as? String { printLine("  state is not being saved: \(problem)") }
    }
}
