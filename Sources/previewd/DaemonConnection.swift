import ArgumentParser
import Foundation
import PreviewDaemon
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a command reaches a running previewd (`status`, `open`, `pair`): its address, by default the one the
/// running daemon left in its runtime directory, and the pairing token, by default the one the daemon keeps in its
/// state directory.
struct DaemonConnection: ParsableArguments {
    @Option(
        help: """
            The daemon's address (default: the running daemon's, from $XDG_RUNTIME_DIR/previewd, /run/previewd or the \
            state directory, else \(Self.fallbackURL)).
            """)
    var url: String?

    @Option(help: "Pairing token (default: the one in the state directory).")
    var token: String?

    @Option(help: "The daemon's state directory, where its token is kept.")
    var stateDir: String?

    static let fallbackURL = "http://127.0.0.1:8765/"

    /// The daemon this command talks to: `--url`, else the one running daemon's runtime file, looked for in the
    /// runtime directories and in the state directory (the daemon leaves one in both, and only the state directory
    /// is the same for a shell without $XDG_RUNTIME_DIR); several running daemons are an error that lists them.
    func daemon() throws -> (url: String, stateDirectory: URL) {
        var found: RuntimeFile?
        if url == nil {
            let state = stateDir.map { URL(fileURLWithPath: $0) } ?? PairingToken.defaultStateDirectory()
            var running: [RuntimeFile] = []
            let directories = RuntimeFile.searchDirectories() + [state]
            for file in RuntimeFile.running(in: directories) where !running.contains(file) { running.append(file) }
            if running.count > 1 {
                let list = running.map { "  \($0.url)  \($0.project)  (pid \($0.pid))" }.joined(separator: "\n")
                throw CommandFailure(
                    message: "\(running.count) previewd daemons are running; choose one with --url:\n\(list)")
            }
            found = running.first
        }
        let stateDirectory =
            stateDir.map { URL(fileURLWithPath: $0) }
            ?? found?.stateDirectory.map { URL(fileURLWithPath: $0) }
            ?? PairingToken.defaultStateDirectory()
        return (url ?? found?.url ?? Self.fallbackURL, stateDirectory)
    }

    /// Sends one request to `path` and returns the body, the status and the daemon's URL; a daemon that cannot be
    /// reached is an error that says where it was looked for.
    func request(_ path: String, method: String = "GET", json: [String: Any]? = nil) throws -> (
        body: Data, status: Int, url: String
    ) {
        let (url, stateDirectory) = try daemon()
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
        let storedToken = try? String(contentsOf: stateDirectory.appendingPathComponent("token"), encoding: .utf8)
        if let token = token ?? storedToken {
            request.setValue(
                "Bearer \(token.trimmingCharacters(in: .whitespacesAndNewlines))", forHTTPHeaderField: "Authorization")
        }
        let result = Mutex<Result<(Data, Int), any Error>?>(nil)
        let authority = stateDirectory.appendingPathComponent("tls/ca.crt")
        if components.scheme == "https", FileManager.default.isReadableFile(atPath: authority.path) {
            // A daemon serving `--https` from this state directory: its certificate chains to previewd's authority.
            let headers = request.allHTTPHeaderFields ?? [:]
            let answer = Result {
                try AuthorityRequest(url: components, authority: authority).send(
                    method: method, headers: headers, body: request.httpBody)
            }
            result.withLock { $0 = answer.map { ($0.body, $0.status) } }
        } else {
            let done = DispatchSemaphore(value: 0)
            URLSession.shared.dataTask(with: request) { data, response, error in
                result.withLock {
                    if let error {
                        $0 = .failure(error)
                    } else {
                        $0 = .success((data ?? Data(), (response as? HTTPURLResponse)?.statusCode ?? 0))
                    }
                }
                done.signal()
            }.resume()
            done.wait()
        }
        switch result.withLock({ $0! }) {
        case .failure(let error as CommandFailure): throw error
        case .failure(let error):
            throw CommandFailure(message: "cannot reach previewd at \(url): \(error.localizedDescription)")
        case .success((_, 401)):
            let folder = stateDirectory.path
            let sent =
                token != nil
                ? "the token given with --token"
                : storedToken != nil ? "the token kept in \(folder)" : "a request without a token (none in \(folder))"
            throw CommandFailure(
                message: """
                    previewd at \(url) refused \(sent): pass its token with --token TOKEN, or the daemon's state \
                    directory, where it keeps the token, with --state-dir DIR
                    """)
        case .success(let (body, status)): return (body, status, url)
        }
    }
}

/// A command's failure after its arguments were fine: one line on standard error, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
