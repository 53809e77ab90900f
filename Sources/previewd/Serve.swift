import ArgumentParser
import Foundation
import Logging
import PreviewDaemon
import PreviewModel
import PreviewPipeline
import PreviewStream

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Watch a project and stream its previews to browsers and phones.")

    @Argument(help: "The SwiftUI project folder.", completion: .directory)
    var project: String = "."

    @Option(help: "Address to listen on; 0.0.0.0 makes previewd reachable from phones on the LAN.")
    var host: String = "127.0.0.1"

    @Option(
        help: """
            Port to listen on (default: the one this project was served on last while it is free, else \
            \(Self.defaultPort)); 0 picks a free one the first time.
            """)
    var port: Int?

    static let defaultPort = 8765

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

    @Option(
        help: "PEM certificate for HTTPS/WSS (phones then get a secure context); needs --tls-key.", completion: .file())
    var tlsCert: String?

    @Option(help: "PEM private key of --tls-cert.", completion: .file())
    var tlsKey: String?

    @Flag(
        help: ArgumentHelp(
            """
            Serve HTTPS with previewd's own certificate authority, made once in the state directory \
            (also `https = true` in previewd.toml).
            """,
            discussion:
                """
                Install its certificate on each phone once (the dashboard's "Trust on phones" shows how); phones then \
                get offline reloads and a home-screen app.
                """
        ))
    var https = false

    @OptionGroup var logging: LoggingOptions

    func validate() throws {
        if noAuth && token != nil { throw ValidationError("--token and --no-auth cannot be used together") }
        if let token, !PairingToken.isWellFormed(token) {
            throw ValidationError("--token must be 8 to 128 characters of letters, digits, '-' and '_'")
        }
        if (tlsCert == nil) != (tlsKey == nil) { throw ValidationError("--tls-cert and --tls-key go together") }
        if https && tlsCert != nil {
            throw ValidationError("--https makes its own certificate; leave out --tls-cert and --tls-key, or --https")
        }
        for path in [tlsCert, tlsKey].compactMap({ $0 }) where !FileManager.default.isReadableFile(atPath: path) {
            throw ValidationError("cannot read '\(path)'; give a readable PEM file")
        }
        guard (0...65535).contains(port ?? Self.defaultPort) else {
            throw ValidationError("--port must be between 0 and 65535")
        }
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
        let configurationFile =
            config.map { URL(fileURLWithPath: $0) }
            ?? projectURL.appendingPathComponent(ProjectConfiguration.fileName)
        // A broken file at startup stops here with its line and key; later edits keep the last good one.
        let projectConfiguration = try ProjectConfiguration.load(configurationFile, projectFolder: projectURL).applying(
            matrix.overrides)
        // Under socket activation (previewd.socket) systemd's socket decides the address; --host and --port are unused.
        let inherited = try ListeningSocket.inherited()
        let host = inherited?.host ?? self.host
        let port = inherited?.port ?? self.port ?? Self.defaultPort
        if let inherited {
            logger.notice(
                "serving the socket systemd passed",
                metadata: ["http.host": "\(inherited.host)", "http.port": "\(inherited.port)"])
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let pairingHost = LocalAddress.isWildcard(host) ? LocalAddress.lanIPv4() : host
        var configuration = Daemon.Configuration(
            project: projectURL, host: host, port: port, token: pairingToken, targets: projectConfiguration.targets,
            stateDirectory: stateDirectory, pairingHost: pairingHost ?? host)
        configuration.pairingHint = Daemon.Configuration.pairingHint(host: host, pairingHost: pairingHost)
        configuration.reusesLastPort = inherited == nil && (self.port ?? 0) == 0
        configuration.tokenIsStored = !noAuth && token == nil
        configuration.inheritedSocket = inherited
        configuration.conformanceEcho = conformanceEcho
        configuration.runtimeDirectory = RuntimeFile.directory()
        configuration.ignore = projectConfiguration.ignore
        configuration.configurationFile = configurationFile
        configuration.configurationOverrides = matrix.overrides
        if let tlsCert, let tlsKey {
            configuration.tls = TLSFiles(certificatePath: tlsCert, privateKeyPath: tlsKey)
        } else if https || projectConfiguration.https {
            let authority = LocalCertificateAuthority(stateDirectory: stateDirectory, logger: logger)
            let server = try authority.prepare(hostNames: LocalAddress.hostNames(), addresses: LocalAddress.all())
            configuration.tls = TLSFiles(certificatePath: server.certificate.path, privateKeyPath: server.key.path)
            configuration.authority = authority
        }
        let fingerprint = try configuration.authority?.fingerprint()
        let scheme = configuration.tls == nil ? "http" : "https"
        let daemon = Daemon(configuration: configuration, logger: logger)
        try await daemon.run { [shownHost, scheme, configuration, projectURL] boundPort, previews in
            printLine("previewd listening on \(scheme)://\(shownHost):\(boundPort)/")
            printLine("open the dashboard: \(configuration.dashboardURL(port: boundPort))")
            // A phone must trust the authority before it can open the pairing URL; over plain HTTP it can fetch it.
            if let fingerprint, let authorityURL = configuration.authorityURL(port: boundPort),
                configuration.pairingHint == nil
            {
                printLine("first, on each phone once: install previewd's certificate authority from \(authorityURL)")
                printLine(
                    "  (the dashboard's \"Trust on phones\" has its QR code and the steps; SHA-256 \(fingerprint))")
            }
            PairingCode.print(configuration.pairingURL(port: boundPort), hint: configuration.pairingHint)
            if previews == 0 {
                let folder = projectURL.standardizedFileURL.path
                printLine("no previews found in \(folder): add a #Preview { … } to one of its Swift files")
            }
        }
    }

}
