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

        package init(project: URL, host: String, port: Int, token: String?, targets: [Target] = DeviceCatalog.defaultTargets) {
            self.project = project
            self.host = host
            self.port = port
            self.token = token
            self.targets = targets
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
        let router = APIRouter(
            store: store, webRoot: webRoot, token: configuration.token, allowedHosts: Self.ownHostNames(configuration.host),
            projectName: project.name)
        let server = StreamServer(store: store, handler: router, logger: logger)
        router.countClients { [server] in server.clientCount }
        let tuning = PipelineTuning(environment: ProcessInfo.processInfo.environment)
        let watcher = try DirectoryWatcher(
            root: project.root.path, configuration: .init(quietPeriod: tuning.quietPeriod))
        let queue = RenderQueue()
        let signals = SignalWaiter()

        let port = try server.start(host: configuration.host, port: configuration.port)
        logger.notice("listening", metadata: ["http.host": "\(configuration.host)", "http.port": "\(port)"])

        let renderFailure = Mutex<(any Error)?>(nil)
        let renderDone = DispatchSemaphore(value: 0)
        let firstRender = DispatchSemaphore(value: 0)
        let renderThread = Thread { [configuration, logger, tuning] in
            defer { renderDone.signal() }
            let pipeline: RenderPipeline
            do {
                pipeline = try RenderPipeline(
                    project: project, targets: configuration.targets, store: store, logger: logger,
                    workers: tuning.renderWorkers, onPublish: { server.notifyChanged() })
            } catch {
                renderFailure.withLock { $0 = error }
                firstRender.signal()
                signals.trigger()
                return
            }
            pipeline.renderAll()
            server.notifyChanged()
            firstRender.signal()
            while let changes = queue.next() {
                logger.debug("files changed", metadata: ["paths": "\(changes.paths.sorted())"])
                if pipeline.update(changedPaths: changes.needsFullRescan ? nil : changes.paths) { server.notifyChanged() }
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
        if renderFailure.withLock({ $0 == nil }) { ready(port) }
        let signal = signals.wait()
        logger.notice("stopping", metadata: ["signal": "\(signal)"])
        watcher.stop()
        queue.stop()
        watchDone.wait()
        renderDone.wait()
        server.stop()
        if let error = renderFailure.withLock({ $0 }) {
            throw DaemonError(.render, "cannot start the renderer: \(error)")
        }
        logger.notice("stopped")
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
