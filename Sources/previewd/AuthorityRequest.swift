import Foundation

/// One HTTP/1.1 request to a daemon serving `--https`, verified against previewd's own certificate authority.
///
/// Foundation's URLSession on Linux cannot be given a CA file (swift-corelibs-foundation reads
/// `URLSessionCertificateAuthorityInfoFile` on Android only and has no server-trust callback), and the system's
/// bundle does not hold previewd's authority. So the CLI talks through `openssl s_client`, which `--https` needs
/// anyway, with `-verify_return_error`: a certificate that does not chain to `authority` or does not name the
/// host ends the handshake before anything, the token included, is sent.
struct AuthorityRequest {
    var url: URLComponents
    var authority: URL

    func send(method: String, headers: [String: String], body: Data?) throws -> (body: Data, status: Int) {
        guard let host = url.host, let port = url.port else {
            throw CommandFailure(message: "'\(url)' names no host and port")
        }
        let numeric = host.allSatisfy { $0.isNumber || $0 == "." } || host.contains(":")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "openssl", "s_client", "-quiet", "-verify_return_error", "-CAfile", authority.path,
                numeric ? "-verify_ip" : "-verify_hostname", host,
                "-connect", host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)",
            ] + (numeric ? [] : ["-servername", host])
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw CommandFailure(
                message: "cannot run openssl to reach previewd over HTTPS: \(error.localizedDescription)")
        }
        var request = "\(method) \(url.percentEncodedPath.isEmpty ? "/" : url.percentEncodedPath) HTTP/1.1\r\n"
        request += "Host: \(host.contains(":") ? "[\(host)]" : host):\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "Content-Length: \(body?.count ?? 0)\r\n\r\n"
        input.fileHandleForWriting.write(Data(request.utf8) + (body ?? Data()))
        try? input.fileHandleForWriting.close()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let split = answer.range(of: Data("\r\n\r\n".utf8)),
            let statusLine = String(data: answer[..<split.lowerBound], encoding: .utf8)?.split(separator: "\r\n").first,
            let status = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else {
            let reason =
                problem.split(separator: "\n").first { $0.contains("error") || $0.contains("verify") } ?? "no answer"
            throw CommandFailure(message: "cannot reach previewd at \(url.string ?? host) over HTTPS: \(reason)")
        }
        return (Data(answer[split.upperBound...]), status)
    }
}
