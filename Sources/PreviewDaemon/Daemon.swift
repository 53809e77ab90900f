import Foundation
import Logging
import PreviewModel
import PreviewStream
import PreviewWatch
import Synchronization

/// `previewd serve`: the watcher, the render pipeline and the stream server, each on its own thread, stopped
/// together on SIGTERM or SIGINT.
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
        /// Whether `token` is the one kept in `stateDirectory` (not `--token`), so `previewd pair --rotate` may
        /// replace it there.
        package var tokenIsStored = false
        /// HTTPS/WSS instead of HTTP/WS when set (`--tls-cert`, `--tls-key`).
        package var tls: TLSFiles?
        /// The listening socket systemd passed (`previewd.socket`); `host` and `port` are its address.
        package var inheritedSocket: ListeningSocket?
        /// Also serve the WebSocket echo the conformance tests drive (`serve --conformance-echo`).
        package var conformanceEcho = false

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

    /// Runs until SIGTERM or SIGINT, then shuts down cleanly. `ready` receives the bound port once the first
    /// frames are published and clients can connect.
    package func run(ready: (Int) -> Void) throws {
        let project = try Project(root: configuration.project)
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
        let demand = TargetDemand()
        let activity = RenderActivity()
        let taps = TapInbox()
        let router = APIRouter(
            store: store, webRoot: webRoot, token: configuration.token, allowedHosts: Self.ownHostNames(configuration.host),
            projectName: project.name, clientState: clientState, demand: demand, activity: activity, taps: taps)
        let server = StreamServer(store: store, handler: router, logger: logger)
        server.echoEndpoint = configuration.conformanceEcho
        router.countClients { [server] in server.clientCount }
        router.reportStateFailures { writer.failure }
        router.broadcast { [server] text, audience in server.broadcast(text, to: audience) }
        let metrics = ServiceMetrics()
        router.serveMetrics { [server] in metrics.prometheusText(clients: server.clientCount, framesSent: server.framesSent) }
        let notifier = SystemdNotifier()
        // How many previews the newest render showed, for systemd's status line.
        let previewCount = Atomic<Int>(project.previews.count)
        activity.onChange { [server] rendering in
            server.broadcast(CatalogDocument.encode(["type": "status", "rendering": rendering]), to: .dashboards)
            let previews = previewCount.load(ordering: .relaxed)
            notifier.status(rendering ? "rendering \(previews) previews" : "idle, \(previews) previews, \(server.clientCount) clients")
        }
        let tuning = PipelineTuning(environment: ProcessInfo.processInfo.environment)
        // The watcher also reports previewd.toml, so an edit of the config takes effect while serving.
        let configurationPath = ProjectConfiguration.fileName
        let watcher = try DirectoryWatcher(
            root: project.root.path,
            configuration: .init(
                ignoresDirectory: ProjectScanner.isIgnoredDirectory,
                includes: { path in
                    path == configurationPath || DirectoryWatcher.Configuration.includesSourcesAndAssets(path)
                },
                quietPeriod: tuning.quietPeriod))
        let queue = RenderQueue()
        demand.onChange { queue.demandChanged() }
        taps.onChange { queue.demandChanged() }
        let published = { @Sendable [logger] in
            server.notifyChanged()
            archive?.save(store, with: writer, logger: logger)
        }
        let signals = SignalWaiter()
        // `systemctl reload`: read the configuration (and the project) again, as if every file had changed. A
        // broken file keeps the last good configuration and says why, as an edit of it does.
        signals.onHangUp { [logger] in
            logger.notice("SIGHUP: reloading the configuration and the project")
            queue.submit(ChangeSet(needsFullRescan: true))
        }

        let port = try server.start(
            host: configuration.host, port: configuration.port, inherited: configuration.inheritedSocket, tls: configuration.tls)
        logger.notice("listening", metadata: ["http.host": "\(configuration.host)", "http.port": "\(port)"])
        do {
            try router.setPairingURL(configuration.pairingURL(port: port))
        } catch {
            logger.warning("no pairing QR code", metadata: ["error": "\(error)"])
        }
        if configuration.tokenIsStored, let stateDirectory = configuration.stateDirectory {
            router.allowTokenRotation(
                storing: { [configuration, logger] newToken in
                    try PairingToken.store(newToken, in: stateDirectory)
                    logger.notice("pairing token rotated; every paired client was disconnected")
                    var rotated = configuration
                    rotated.token = newToken
                    return rotated.pairingURL(port: port)
                },
                disconnecting: { [server] in server.disconnectAll(code: APIRouter.pairingRevokedCloseCode, reason: "pairing revoked") })
        }

        let renderFailure = Mutex<(any Error)?>(nil)
        let renderDone = DispatchSemaphore(value: 0)
        let firstRender = DispatchSemaphore(value: 0)
        let deliver: RenderPipeline.Delivery = { [server] frame, key, session in server.deliver(frame, for: key, toSession: session) }
        let renderThread = Thread { [configuration, logger, tuning] in
            defer { renderDone.signal() }
            let pipeline: RenderPipeline
            do {
                pipeline = try RenderPipeline(
                    project: project, targets: configuration.targets, store: store, logger: logger, demand: demand,
                    ignore: configuration.ignore, configurationFile: configuration.configurationFile,
                    workers: tuning.renderWorkers, onPublish: { server.notifyChanged() })
                pipeline.configurationOverrides = configuration.configurationOverrides
                pipeline.metrics = metrics
            } catch {
                renderFailure.withLock { $0 = error }
                firstRender.signal()
                signals.trigger()
                return
            }
            previewCount.store(pipeline.shownPreviews.count, ordering: .relaxed)
            router.matrixChanged(pipeline.targets)
            // Ready once the catalog is out (and restored frames are served): frames follow one by one as they are
            // encoded, so the first one does not wait for the whole matrix.
            pipeline.publishCatalogBeforeFirstRender()
            firstRender.signal()
            activity.whileRendering { pipeline.renderAll() }
            router.matrixChanged(pipeline.targets)
            published()
            while let work = queue.next() {
                activity.whileRendering {
                    let changes = work.changes
                    if !changes.isEmpty {
                        logger.debug("files changed", metadata: ["paths": "\(changes.paths.sorted())"])
                        if pipeline.update(changedPaths: changes.needsFullRescan ? nil : changes.paths) {
                            pipeline.resetInteractions(deliver: deliver)
                            published()
                        }
                    }
                    pipeline.handle(taps.take(), deliver: deliver)
                    // After an update this finds nothing left to do: renderAll rendered what devices show.
                    if work.demandChanged, pipeline.renderDemanded() { published() }
                    previewCount.store(pipeline.shownPreviews.count, ordering: .relaxed)
                }
                router.matrixChanged(pipeline.targets)
            }
        }
        renderThread.name = "previewd.render"
        renderThread.start()

        let watchDone = DispatchSemaphore(value: 0)
        let watchThread = Thread { [logger] in
            defer { watchDone.signal() }
            do {
                try watcher.run { changes in queue.submit(changes) }
            } catch {
                logger.error("file watching stopped; edits will not be picked up", metadata: ["error": "\(error)"])
            }
        }
        watchThread.name = "previewd.watch"
        watchThread.start()

        firstRender.wait()
        if renderFailure.withLock({ $0 == nil }) {
            ready(port)
            notifier.ready(status: "rendering \(previewCount.load(ordering: .relaxed)) previews, listening on port \(port)")
        }
        let watchdog = notifier.watchdogInterval.map { Self.startWatchdog(every: $0, server: server, notifier: notifier) }
        let signal = signals.wait()
        logger.notice("stopping", metadata: ["signal": "\(signal)"])
        notifier.stopping()
        watchdog?.signal()
        watcher.stop()
        queue.stop()
        watchDone.wait()
        renderDone.wait()
        server.stop()
        writer.flush()
        if let error = renderFailure.withLock({ $0 }) {
            throw DaemonError(.render, "cannot start the renderer: \(error)")
        }
        logger.notice("stopped")
    }

    /// Sends `WATCHDOG=1` every `interval` while the stream server's loop keeps turning: each round wakes the loop
    /// and pings only if it turned since, so a wedged loop (the one that serves phones) stops the pings and
    /// systemd restarts the service. Returns the semaphore that stops it.
    private static func startWatchdog(every interval: Duration, server: StreamServer, notifier: SystemdNotifier) -> DispatchSemaphore {
        let stop = DispatchSemaphore(value: 0)
        let thread = Thread {
            var turns = server.serviceLoopTurns
            while true {
                server.notifyChanged()
                let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
                if stop.wait(timeout: .now() + seconds) == .success { return }
                let now = server.serviceLoopTurns
                if now != turns { notifier.watchdog() }
                turns = now
            }
        }
        thread.name = "previewd.watchdog"
        thread.start()
        return stop
    }

    /// Names in `Host` headers that mean this machine: the host name, its `.local` form and the listen address.
    static func ownHostNames(_ listenHost: String) -> Set<String> {
        var names: Set<String> = [listenHost.lowercased()]
        var buffer = [CChar](repeating: 0, count: 256)
        if gethostname(&buffer, buffer.count) == 0 {
            let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
            names.insert(name)
            names.insert(name + ".local")
        }
        return names
    }
}

extension Daemon.Configuration {
    /// The URL a phone opens to pair: the pairing host and port, with the token when there is one.
    package func pairingURL(port: Int) -> String {
        let hostName = pairingHost ?? host
        let shown = hostName.contains(":") ? "[\(hostName)]" : hostName
        return "\(tls == nil ? "http" : "https")://\(shown):\(port)/" + (token.map { "?token=\($0)" } ?? "")
    }
}
/// Re-exported so the `previewd` executable, which does not import the stream target, can configure TLS and
/// socket activation.
package typealias TLSFiles = PreviewStream.TLSFiles
package typealias ListeningSocket = PreviewStream.ListeningSocket
