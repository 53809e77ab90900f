import ArgumentParser
import Foundation
import PreviewDaemon
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Ask a running previewd what it is doing.")

    @Option(help: "The daemon's address.")
    var url: String = "http://127.0.0.1:8765/"

    @Option(help: "Pairing token (default: the one in the state directory).")
    var token: String?

    @Option(help: "The daemon's state directory, where its token is kept.")
    var stateDir: String?

    func run() throws {
        guard var components = URLComponents(string: url) else { throw ValidationError("'\(url)' is not a URL") }
        components.path = "/api/v1/status"
        var request = URLRequest(url: components.url!)
        let stateDirectory = stateDir.map { URL(fileURLWithPath: $0) } ?? PairingToken.defaultStateDirectory()
        if let token = token ?? (try? String(contentsOf: stateDirectory.appendingPathComponent("token"), encoding: .utf8)) {
            request.setValue("Bearer \(token.trimmingCharacters(in: .whitespacesAndNewlines))", forHTTPHeaderField: "Authorization")
        }
        let result = Mutex<Result<(Data, Int), Error>?>(nil)
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
            throw ValidationError("cannot reach previewd at \(url): \(error.localizedDescription)")
        case .success(let (data, status)):
            guard status == 200 else {
                throw ValidationError("previewd at \(url) answered \(status): \(String(decoding: data, as: UTF8.self))")
            }
            printLine(String(decoding: data, as: UTF8.self))
        }
    }
}
