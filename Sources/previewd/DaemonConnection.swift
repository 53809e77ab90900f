import ArgumentParser
import Foundation
import PreviewDaemon
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a command reaches a running previewd (`status`, `open`): its address and the pairing token, by default
/// the one the daemon keeps in its state directory.
struct DaemonConnection: ParsableArguments {
    @Option(help: "The daemon's address.")
    var url: String = "http://127.0.0.1:8765/"

    @Option(help: "Pairing token (default: the one in the state directory).")
    var token: String?

    @Option(help: "The daemon's state directory, where its token is kept.")
    var stateDir: String?

    /// Sends one request to `path` and returns the body and status; a daemon that cannot be reached is an error
    /// that says where it was looked for.
    func request(_ path: String, method: String = "GET", json: [String: Any]? = nil) throws -> (body: Data, status: Int) {
        guard var components = URLComponents(string: url), components.host != nil else {
            throw ValidationError("'\(url)' is not a URL")
        }
        components.path = path
        var request = URLRequest(url: components.url!)
        request.httpMethod = method
        if let json {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
        }
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
        case .failure(let error): throw CommandFailure(message: "cannot reach previewd at \(url): \(error.localizedDescription)")
        case .success(let (body, status)): return (body, status)
        }
    }
}

/// A command's failure after its arguments were fine: one line on standard error, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
