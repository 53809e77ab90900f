import ArgumentParser
import Foundation
import PreviewDaemon

struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Ask a running previewd what it is doing.")

    @OptionGroup var connection: DaemonConnection

    func run() throws {
        let (data, status) = try connection.request("/api/v1/status")
        guard status == 200 else {
            throw CommandFailure(message: "previewd at \(connection.url) answered \(status): \(String(decoding: data, as: UTF8.self))")
        }
        printLine(String(decoding: data, as: UTF8.self))
    }
}
