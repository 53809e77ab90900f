package import Foundation
package import Logging
import PreviewFiles
package import PreviewModel
import PreviewPipeline
import PreviewProtocol
package import PreviewStream
import PreviewWatch
import ServiceLifecycle
import Synchronization

/// `previewd serve`: the stream server, the render pipeline and the watcher as services of one group, which owns
/// the signals (SIGTERM and SIGINT stop it cleanly, SIGHUP reloads) and the order of shutdown.
package final class Daemon {
    package struct Configuration: Sendable {
        package var project: URL
        package var host: String
        package var port: Int
        /// nil: no authentication (`--no-auth`).
        package var token: String?
        package var targets: [Target]
        /// Where clients' last views and the last frames are kept across restarts; nil: nowhere (memory only).
        package var stateDirectory: URL?
        /// Glob patterns of files whose previews are not shown (previewd.toml's `ignore`).
        package var ignore: [String] = []
        /// The config file, reloaded when it changes (nil: previewd.toml in the project folder).
        package var configurationFile: URL?
        /// Flags that override the file's lists, also after it is reloaded.
        package var configurationOverrides = ProjectConfiguration.Overrides()
        /// The host phones reach the daemon at (the LAN address when listening on every interface); nil: `host`.
        package var pairingHost: String?
        /// Why no phone can reach the pairing URL and what to do about it (listening on this machine only), shown
        /// instead of its QR code; nil when phones can reach it.
        package var pairingHint: String?
        /// Listen on the port this project's daemon used last, while it is free, before `port` (`--port` not given
        /// or 0): a phone keeps reconnecting to the origin it was paired with, where its token and settings live.
        package var reusesLastPort = false
        /// Whether `token` is the one kept in `stateDirectory` (not `--token`), so `previewd pair --rotate` may
        /// replace it there.
        package var tokenIsStored = false
        /// HTTPS/WSS instead of HTTP/WS when set (`--tls-cert`, `--tls-key`).
        package var tls: TLSFiles?
        /// The local certificate authority that issued `tls` (`--https`): its certificate is offered at `/ca.crt`,
        /// and it issues `tls` again when this machine's addresses change.
        package var authority: LocalCertificateAuthority?
        /// The listening socket systemd passed (`previewd.socket`); `host` and `port` are its address.
        package var inheritedSocket: ListeningSocket?
        /// Also serve the WebSocket echo the conformance tests drive (`serve --conformance-echo`).
        package var conformanceEcho = false
        /// Where the daemon says how to reach it while it runs (`RuntimeFile`); nil: nowhere.
        package var runtimeDirectory: URL?

        package init(
            project: URL, host: String, port: Int, token: String?, targets: [Target] = DeviceCatalog.defaultTargets,
            stateDirectory: URL? = nil, pairingHost: String? = nil
        ) {
            self.pairingHost = pairingHost
            self.project = project
            self.host = host
            self.port = port
            self.token = token
            self.targets = targets
            self.stateDirectory = stateDirectory
        }
    }

    private let configuration: Configuration
    private let logger: Logger

    package init(configuration: Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Runs until SIGTERM or SIGINT, then shuts down cleanly. `ready` receives the bound port and the number of
    /// previews found once the catalog is published and clients can connect (on the render thread).
    package func run(ready: @escaping @Sendable (_ port: Int, _ previews: Int) -> Void) async throws {
        // Until ReloadService traps it: SIGHUP's default action ends the process.
        signal(SIGHUP, SIG_IGN)
        // previewd's own folders are never project content, wherever they are: a state directory inside the
        // project would otherwise make every state write an edit, and every edit a state write.
        let ownDirectories = [configuration.stateDirectory, configuration.runtimeDirectory, LogFile.directory()]
        let project = try Project(root: configuration.project, excluding: ownDirectories.compactMap { $0 })
        if let state = configuration.stateDirectory, ProjectBoundary(root: state).root == project.boundary.root {
            throw DaemonError(
                .stateDirectory,
                "the state directory is the project folder itself; give --state-dir a folder of its own")
        }
        let webRoot = try WebRoot.locate()
        let store = FrameStore()
        let writer = StateWriter(logger: logger)
        let stateFolder = configuration.stateDirectory.map { ProjectStateFolder.url(for: project.root, in: $0) }
        let archive = stateFolder.map { FrameArchive(directory: $0.appendingPathComponent("frames")) }
        if let archive {
            // Before the server starts: a phone that reconnects during the first render gets its last frame.
            let restored = archive.restore(into: store, logger: logger)
            if restored > 0 { logger.info("restored saved frames", metadata: ["frames": "\(restored)"]) }
        }
        let clientState = ClientStateFile(
            url: stateFolder?.appendingPathComponent("clients.json"), writer: writer, logger: logger)
        let server = StreamServer(store: store, logger: logger)
        server.echoEndpoint = configuration.conformanceEcho
        let notifier = SystemdNotifier()
        // How many previews the newest render showed, for systemd's status line.
        let previewCount = Atomic<Int>(project.previews.count)
        // The render thread's one inbox: what devices show and tap wakes it, as file changes do.
        let queue = RenderQueue()
        let demand = TargetDemand { queue.send(.demandChanged) }
        let taps = TapInbox { queue.send(.tapped) }
        let activity = RenderActivity { [server] rendering in
            server.broadcast(CatalogDocument.encode(["type": "status", "rendering": rendering]), to: .dashboards)
            let previews = previewCount.load(ordering: .relaxed)
            notifier.status(
                rendering
                    ? "rendering \(previews) previews" : "idle, \(previews) previews, \(server.clientCount) clients")
        }
        // Beside the token, not per project: a device is paired with this daemon, whatever it serves.
        let devices = try DeviceCredentials(
            url: configuration.stateDirectory?.appendingPathComponent(DeviceCredentials.fileName))
        let metrics = ServiceMetrics()
        let control = ServerControl(
            server: server, writer: writer, metrics: metrics, configuration: configuration, logger: logger)
        let router = APIRouter(
            store: store, webRoot: webRoot, token: configuration.token,
            allowedHosts: Self.ownHostNames(configuration.host), projectName: project.name, control: control,
            clientState: clientState, demand: demand, activity: activity, taps: taps, devices: devices,
            requiresTLS: configuration.tls != nil)
        let authorityPEM = configuration.authority
            .flatMap { FileManager.default.contents(atPath: $0.certificate.path) }.map { [UInt8]($0) }
        if let authorityPEM { try router.offerAuthorityCertificate(authorityPEM, at: nil) }
        let tuning = PipelineTuning(environment: ProcessInfo.processInfo.environment)
        // The watcher also reports previewd.toml, so an edit of the config takes effect while serving.
        let configurationPath = ProjectConfiguration.fileName
        let watcher = try DirectoryWatcher(
            root: project.root.path,
            configuration: .init(
                ignoresDirectory: ProjectScanner.isIgnoredDirectory,
                excludedDirectories: project.boundary.excludedDirectories,
                includes: { path in
                    path == configurationPath || DirectoryWatcher.Configuration.includesSourcesAndAssets(path)
                },
                quietPeriod: tuning.quietPeriod))
        // The pipeline has woken the stream server for each frame and catalog it published (`onPublish`); what
        // is left once a render is done is to keep its frames for the next start.
        let saveFrames = { @Sendable [logger] () -> Void in archive?.save(store, with: writer, logger: logger) }
        let lastPortFile = stateFolder?.appendingPathComponent("port")
        let port = try server.start(
            http: router, sessions: router.sessions, host: configuration.host,
            port: listeningPort(lastPortFile: lastPortFile),
            inherited: configuration.inheritedSocket, tls: configuration.tls)
        control.listening(on: port)
        logger.notice("listening", metadata: ["http.host": "\(configuration.host)", "http.port": "\(port)"])
        if configuration.inheritedSocket == nil, let lastPortFile { record(port: port, in: lastPortFile) }
        let runtimeFile = RuntimeFile(
            url: configuration.localURL(port: port), project: project.root.path,
            stateDirectory: configuration.stateDirectory?.path)
        // Also in the state directory, where a CLI without $XDG_RUNTIME_DIR (another login, sudo, cron) looks.
        let runtimeDirectories = [configuration.runtimeDirectory, configuration.stateDirectory].compactMap { $0 }
        for directory in runtimeDirectories {
            do {
                try runtimeFile.write(in: directory)
            } catch {
                logger.warning("the CLI will need --url to find this daemon", metadata: ["error": "\(error)"])
            }
        }
        defer { runtimeDirectories.forEach(runtimeFile.remove(from:)) }
        do {
            try router.setPairingURL(configuration.pairingURL(port: port), hint: configuration.pairingHint)
            if let authorityPEM {
                try router.offerAuthorityCertificate(authorityPEM, at: configuration.authorityURL(port: port))
            }
        } catch {
            logger.warning("no pairing QR code", metadata: ["error": "\(error)"])
        }
        let addressWatch =
            followsAddresses
            ? AddressWatch(initial: .current()) { [configuration, logger] snapshot in
                Self.addressesChanged(
                    to: snapshot, configuration: configuration, port: port, router: router, server: server,
                    authorityPEM: authorityPEM, logger: logger)
            } : nil

        let render = RenderService(
            inbox: queue, taps: taps, activity: activity, logger: logger,
            makePipeline: { [configuration, logger, tuning, queue] wake in
                let pipeline: RenderPipeline
                do {
                    pipeline = try RenderPipeline(
                        project: project, targets: configuration.targets, store: store, logger: logger, demand: demand,
                        ignore: configuration.ignore, configurationFile: configuration.configurationFile,
                        workers: tuning.renderWorkers, newerWorkWaits: { queue.hasWaitingWork }, onPublish: wake)
                } catch {
                    throw DaemonError(.render, "cannot start the renderer: \(error)")
                }
                pipeline.configurationOverrides = configuration.configurationOverrides
                pipeline.metrics = metrics
                return pipeline
            },
            wake: { server.notifyChanged() },
            ready: { previews in
                ready(port, previews)
                notifier.ready(
                    status: "rendering \(previewCount.load(ordering: .relaxed)) previews, listening on port \(port)")
            },
            previewsShown: { previewCount.store($0, ordering: .relaxed) },
            matrixChanged: { router.sessions.matrixChanged($0) },
            framesPublished: saveFrames,
            deliver: { [server] frame, key, session in server.deliver(frame, for: key, toSession: session) })
        let watchLoop = { @Sendable [logger] in
            do {
                try watcher.run { changes in queue.send(.filesChanged(changes)) }
            } catch {
                logger.error("file watching stopped; edits will not be picked up", metadata: ["error": "\(error)"])
            }
        }

        // Started in this order and shut down in the reverse one once SIGTERM or SIGINT arrives (the last service
        // returns): systemd hears "stopping" first, then the watcher and the render loop stop (a render under way
        // finishes), and last the stream server closes every client with 1001 (going away). Only a renderer that
        // cannot start ends the daemon from inside; the service keeps serving its last frames if file watching
        // stops.
        var services: [ServiceGroupConfiguration.ServiceConfiguration] = [
            .init(
                service: BlockingService(
                    "previewd.stream", work: server.waitUntilStopped, stop: { server.requestStop() })),
            .init(service: BlockingService("previewd.render", work: render.run, stop: { queue.send(.stop) })),
            .init(
                service: BlockingService("previewd.watch", work: watchLoop, stop: watcher.stop),
                successTerminationBehavior: .ignore),
            .init(service: ReloadService(queue: queue, logger: logger)),
        ]
        if let addressWatch {
            services.append(
                .init(
                    service: BlockingService("previewd.addresses", work: addressWatch.run, stop: addressWatch.stop),
                    successTerminationBehavior: .ignore))
        }
        services += [
            .init(service: SystemdService(notifier: notifier, server: server)),
            .init(service: ShutdownSignalService(logger: logger), successTerminationBehavior: .gracefullyShutdownGroup),
        ]
        let group = ServiceGroup(configuration: .init(services: services, logger: logger))
        do {
            try await group.run()
        } catch {
            server.stop()
            writer.flush()
            throw error
        }
        writer.flush()
        logger.notice("stopped")
    }

    /// Whether anything phones are told depends on this machine's addresses: the certificate of `--https`, or the
    /// pairing URL when listening on every interface. A socket systemd passed keeps the address it was given.
    private var followsAddresses: Bool {
        configuration.inheritedSocket == nil
            && (configuration.authority != nil || LocalAddress.isWildcard(configuration.host))
    }

    /// This machine's addresses changed while serving (`AddressWatch`): the HTTPS certificate is issued for the new
    /// ones and loaded for new connections, and the pairing URL (the dashboard's QR code, `previewd pair`) names
    /// the new LAN address. Phones already connected keep their connections.
    private static func addressesChanged(
        to snapshot: AddressWatch.Snapshot, configuration: Configuration, port: Int, router: APIRouter,
        server: StreamServer,
        authorityPEM: [UInt8]?, logger: Logger
    ) {
        if let authority = configuration.authority, configuration.tls != nil {
            do {
                if try authority.prepare(hostNames: snapshot.hostNames, addresses: snapshot.addresses).issued {
                    server.reloadCertificate()
                }
            } catch {
                logger.error(
                    """
                    cannot issue the HTTPS certificate for this machine's new addresses; phones using them cannot \
                    connect until previewd restarts
                    """,
                    metadata: ["error": "\(error)"])
            }
        }
        guard LocalAddress.isWildcard(configuration.host) else { return }
        var moved = configuration
        moved.token = router.token  // the token may have been rotated since the start
        moved.pairingHost = snapshot.lanIPv4 ?? configuration.host
        moved.pairingHint = Configuration.pairingHint(host: configuration.host, pairingHost: snapshot.lanIPv4)
        let url = moved.pairingURL(port: port)
        guard url != router.pairingURL else { return }
        do {
            try router.setPairingURL(url, hint: moved.pairingHint)
            if let authorityPEM {
                try router.offerAuthorityCertificate(authorityPEM, at: moved.authorityURL(port: port))
            }
        } catch {
            logger.warning("no pairing QR code", metadata: ["error": "\(error)"])
        }
        logger.notice(
            "this machine's address changed; phones pair at the new one (`previewd pair` shows its URL and QR code)",
            metadata: ["pairing.host": "\(moved.pairingHost ?? configuration.host)"])
    }

    /// The port to listen on: with `reusesLastPort`, the one recorded in `lastPortFile` while it is free, else the
    /// configured one while it is free, else any free port (each port passed over is logged).
    private func listeningPort(lastPortFile: URL?) -> Int {
        guard configuration.reusesLastPort, configuration.inheritedSocket == nil else { return configuration.port }
        let last = lastPortFile.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            .flatMap { (1...65535).contains($0) ? $0 : nil }
        for candidate in [last, configuration.port].compactMap({ $0 }) where candidate != 0 {
            if PortProbe.isFree(host: configuration.host, port: candidate) { return candidate }
            logger.notice("port taken; listening on another one", metadata: ["http.port": "\(candidate)"])
        }
        return 0
    }

    /// Keeps the bound port for the next start (`listeningPort`); without it phones would have to pair again.
    private func record(port: Int, in file: URL) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            try AtomicFile.write(Data("\(port)\n".utf8), to: file, permissions: 0o600)
        } catch {
            logger.warning("cannot record the port; a restart may pick another", metadata: ["error": "\(error)"])
        }
    }

    /// Names in `Host` headers that mean this machine: the host name, its `.local` form and the listen address.
    static func ownHostNames(_ listenHost: String) -> Set<String> {
        var names: Set<String> = [listenHost.lowercased()]
        var buffer = [CChar](repeating: 0, count: 256)
        if gethostname(&buffer, buffer.count) == 0 {
            let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .lowercased()
            names.insert(name)
            names.insert(name + ".local")
        }
        return names
    }
}

extension Daemon.Configuration {
    /// The URL this machine's CLI reaches the daemon at: loopback when listening on every interface.
    package func localURL(port: Int) -> String {
        let local = host == "0.0.0.0" ? "127.0.0.1" : host == "::" ? "::1" : host
        let shown = local.contains(":") ? "[\(local)]" : local
        return "\(tls == nil ? "http" : "https")://\(shown):\(port)/"
    }

    /// The URL a phone opens to pair: the device view at the pairing host and port, with the token when there is
    /// one, in the fragment, which browsers never send to any server (the page reads it and keeps it for this
    /// origin).
    package func pairingURL(port: Int) -> String {
        let hostName = pairingHost ?? host
        let shown = hostName.contains(":") ? "[\(hostName)]" : hostName
        return "\(tls == nil ? "http" : "https")://\(shown):\(port)/device" + tokenFragment
    }

    /// With `--https`: where a phone fetches the local certificate authority over plain HTTP, before it trusts
    /// previewd (the HTTPS port also answers plain HTTP for it); nil without the authority.
    package func authorityURL(port: Int) -> String? {
        guard authority != nil else { return nil }
        let hostName = pairingHost ?? host
        let shown = hostName.contains(":") ? "[\(hostName)]" : hostName
        return "http://\(shown):\(port)/ca.crt"
    }

    /// What to do instead of scanning a QR code when no phone could open the pairing URL; nil when one can.
    package static func pairingHint(host: String, pairingHost: String?) -> String? {
        if pairingHost == nil {
            return
                "this machine has no network address a phone could reach; join the phone's network and restart previewd"
        }
        guard LocalAddress.isLoopback(host) else { return nil }
        return "previewd listens on this machine only (\(host)); serve with --host 0.0.0.0 to pair a phone"
    }

    /// The URL that opens the dashboard in a browser on this machine, paired like a phone.
    package func dashboardURL(port: Int) -> String { localURL(port: port) + tokenFragment }

    private var tokenFragment: String { token.map { "#token=\($0)" } ?? "" }
}
