import ArgumentParser
import Foundation
import PreviewDaemon
import PreviewModel

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Watch a project and stream its previews to browsers and phones.")

    @Argument(help: "The SwiftUI project folder.", completion: .directory)
    var project: String = "."

    @Option(help: "Address to listen on; 0.0.0.0 makes previewd reachable from phones on the LAN.")
    var host: String = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port: Int = 8765

    @Option(help: "Pairing token clients must present (default: the one kept in the state directory).")
    var token: String?

    /// For the WebSocket conformance tests (Tests/EndToEnd/test_autobahn.py): the Autobahn cases expect a server
    /// that echoes, so this adds one at /echo, admitted like /ws.
    @Flag(help: .hidden)
    var conformanceEcho = false

    @Flag(help: "Serve without a token. Only on a machine and network you trust.")
    var noAuth = false

    @Option(help: "Where previewd keeps its state (default: $STATE_DIRECTORY, else $XDG_STATE_HOME/previewd).")
    var stateDir: String?

    @Option(help: "The project's config file (default: PROJECT/previewd.toml).", completion: .file())
    var config: String?

    @OptionGroup var matrix: MatrixOptions

    @Option(help: "PEM certificate for HTTPS/WSS (phones then get a secure context); needs --tls-key.", completion: .file())
    var tlsCert: String?

    @Option(help: "PEM private key of --tls-cert.", completion: .file())
    var tlsKey: String?

    @OptionGroup var logging: LoggingOptions

    func validate() throws {
        if noAuth && token != nil { throw ValidationError("--token and --no-auth cannot be used together") }
        if let token, !PairingToken.isWellFormed(token) {
            throw ValidationError("--token must be 8 to 128 characters of letters, digits, '-' and '_'")
        }
        if (tlsCert == nil) != (tlsKey == nil) { throw ValidationError("--tls-cert and --tls-key go together") }
        for path in [tlsCert, tlsKey].compactMap({ $0 }) where !FileManager.default.isReadableFile(atPath: path) {
            throw ValidationError("cannot read '\(path)'; give a readable PEM file")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let logger = logging.bootstrap(fileDirectory: LogFile.directory())
        let stateDirectory = stateDir.map { URL(fileURLWithPath: $0) } ?? PairingToken.defaultStateDirectory()
        // Checked, made private if needed and locked before anything in it is read or written: a second daemon
        // on the same directory stops here, naming the first one's pid.
        let state = try StateDirectory(stateDirectory, logger: logger)
        defer { state.release() }
        let pairingToken = noAuth ? nil : try token ?? PairingToken.loadOrCreate(in: stateDirectory)
        let projectURL = URL(fileURLWithPath: project)
        let configurationFile = config.map { URL(fileURLWithPath: $0) }
            ?? projectURL.appendingPathComponent(ProjectConfiguration.fileName)
        // A broken file at startup stops here with its line and key; later edits keep the last good one.
        let projectConfiguration = try ProjectConfiguration.load(configurationFile, projectFolder: projectURL).applying(matrix.overrides)
        // Under socket activation (previewd.socket) systemd's socket decides the address; --host and --port are unused.
        let inherited = try ListeningSocket.inherited()
        let host = inherited?.host ?? self.host
        let port = inherited?.port ?? self.port
        if let inherited { logger.notice("serving the socket systemd passed", metadata: ["http.host": "\(inherited.host)", "http.port": "\(inherited.port)"]) }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let pairingHost = (host == "0.0.0.0" || host == "::") ? (LocalAddress.lanIPv4() ?? host) : host
        var configuration = Daemon.Configuration(
            project: projectURL, host: host, port: port, token: pairingToken, targets: projectConfiguration.targets,
            stateDirectory: stateDirectory, pairingHost: pairingHost)
        configuration.tokenIsStored = !noAuth && token == nil
        configuration.inheritedSocket = inherited
        configuration.conformanceEcho = conformanceEcho
        configuration.runtimeDirectory = RuntimeFile.directory()
        configuration.ignore = projectConfiguration.ignore
        configuration.configurationFile = configurationFile
        configuration.configurationOverrides = matrix.overrides
        if let tlsCert, let tlsKey { configuration.tls = TLSFiles(certificatePath: tlsCert, privateKeyPath: tlsKey) }
        let scheme = configuration.tls == nil ? "http" : "https"
        try await Daemon(configuration: configuration, logger: logger).run { [host, shownHost, scheme, configuration] boundPort in
            printLine("previewd listening on \(scheme)://\(shownHost):\(boundPort)/")
            let pairingURL = configuration.pairingURL(port: boundPort)
            printLine("pair a phone or browser: \(pairingURL)")
            PairingCode.print(pairingURL)
            if host == "127.0.0.1" || host == "localhost" {
                printLine("(listening on this machine only; use --host 0.0.0.0 to reach it from a phone)")
            }
        }
    }
}

/// The machine's first non-loopback IPv4 address, for the pairing URL when listening on every interface.
enum LocalAddress {
    static func lanIPv4() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0
            else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 {
                return String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
        return nil
    }
}
