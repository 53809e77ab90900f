import ArgumentParser
import Foundation
import PreviewDaemon
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `previewd open PREVIEW`: mirrors a preview on every following device of a running daemon
/// (`POST /api/v1/select`).
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a preview on every phone and tablet that follows the dashboard.")

    @Argument(help: "The preview id (as `previewd list` prints it), e.g. ContentView.greeting.")
    var preview: String

    @Option(help: "The daemon's address.")
    var url: String = "http://127.0.0.1:8765/"

    @Option(help: "Pairing token (default: the one in the state directory).")
    var token: String?

    @Option(help: "The daemon's state directory, where its token is kept.")
    var stateDir: String?

    func run() throws {
        guard var components = URLComponents(string: url), components.host != nil else {
            throw ValidationError("'\(url)' is not a URL")
        }
        components.path = "/api/v1/select"
        var request = URLRequest(url: components.url!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["preview": preview])
        let stateDirectory = stateDir.map { URL(fileURLWithPath: $0) } ?? PairingToken.defaultStateDirectory()
        if let token = token ?? (try? String(contentsOf: stateDirectory.appendingPathComponent("token"), encoding: .utf8)) {
            request.setValue("Bearer \(token.trimmingCharacters(in: .whitespacesAndNewlines))", forHTTPHeaderField: "Authorization")
        }
        let result = Mutex<Result<(Data, Int), any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            result.withLock {
                if let error { $0 = .failure(error) } else { $0 = .success((data ?? Data(), (response as? HTTPURLResponse)?.statusCode ?? 0)) }
            }
            done.signal()
        }.resume()
        done.wait()
        switch result.withLock({ $0! }) {
        case .failure(let error):
            throw OpenError(message: "cannot reach previewd at \(url): \(error.localizedDescription)")
        case .success(let (data, status)):
            guard status == 200 else {
                let answer = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["error"] as? String
                throw OpenError(message: "previewd refused: \(answer ?? "HTTP \(status)")")
            }
            printLine("showing \(preview) on every following device")
        }
    }
}

/// A failure of `open` after its arguments were fine: one line on standard error, exit status 1.
struct OpenError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
