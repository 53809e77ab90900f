import Logging
import PreviewModel
import PreviewPipeline
import PreviewWatch

/// `previewd.render`: the render thread's policy, from the daemon's start to its shutdown. It makes the pipeline,
/// publishes the catalog (the daemon is ready from then on), renders the whole matrix, then takes work from its one
/// inbox (`RenderQueue`: file changes, SIGHUP's reload, devices' demand and taps, stop) until it is stopped. Its
/// state is explicit and every change of it is logged (debug), so a log says what the render thread was doing when
/// anything else happened. Runs on the thread `BlockingService` gives it; `inbox.send(.stop)` ends `run`.
struct RenderService: Sendable {
    enum State: String, Sendable {
        /// Making the pipeline: reading previewd.toml, warming the renderers.
        case starting
        /// The first render of the whole matrix (and the devices' own targets).
        case renderingAll = "rendering all"
        /// Waiting for the inbox.
        case idle
        /// Rendering what one piece of work changed: files, taps, what devices show.
        case rendering
        /// The inbox was stopped; `run` returns.
        case stopped
    }

    let inbox: RenderQueue
    let taps: TapInbox
    let activity: RenderActivity
    let logger: Logger
    /// Makes the pipeline, configured, with `wake` as what it calls after each frame or catalog it publishes; on
    /// the render thread, which owns it from then on.
    let makePipeline: @Sendable (_ wake: @escaping @Sendable () -> Void) throws -> RenderPipeline
    /// Wakes the stream server to send what the store holds that is new. The pipeline calls it once per
    /// publication; nothing else here does, so one edit wakes the stream once for each message it has for clients.
    let wake: @Sendable () -> Void
    /// The catalog is published: clients can connect and get it (the count of previews shown).
    let ready: @Sendable (_ previews: Int) -> Void
    /// How many previews the newest render showed, for systemd's status line.
    let previewsShown: @Sendable (_ previews: Int) -> Void
    /// The matrix of targets may have changed (previewd.toml), for the HTTP API.
    let matrixChanged: @Sendable (_ targets: [Target]) -> Void
    /// A render published frames (the pipeline woke the stream server for each): keep them for the next start.
    let framesPublished: @Sendable () -> Void
    /// Sends one device's interactive frame to that device alone.
    let deliver: RenderPipeline.Delivery

    func run() throws {
        var state = State.starting
        func enter(_ next: State) {
            logger.debug("render service", metadata: ["from": "\(state.rawValue)", "to": "\(next.rawValue)"])
            state = next
        }
        logger.debug("render service", metadata: ["to": "\(state.rawValue)"])
        let pipeline = try makePipeline(wake)
        previewsShown(pipeline.shownPreviews.count)
        matrixChanged(pipeline.targets)
        // Ready once the catalog is out (and restored frames are served): frames follow one by one as they are
        // encoded, so the first one does not wait for the whole matrix.
        pipeline.publishCatalogBeforeFirstRender()
        ready(pipeline.shownPreviews.count)
        enter(.renderingAll)
        activity.whileRendering { pipeline.renderAll() }
        matrixChanged(pipeline.targets)
        framesPublished()
        enter(.idle)
        FreedMemory.returnToSystem()
        while let work = inbox.next() {
            enter(.rendering)
            activity.whileRendering {
                let changes = work.changes
                if !changes.isEmpty {
                    logger.debug("files changed", metadata: ["paths": "\(changes.paths.sorted())"])
                    if pipeline.update(changedPaths: changes.needsFullRescan ? nil : changes.paths) {
                        pipeline.resetInteractions(deliver: deliver)
                        framesPublished()
                    }
                }
                pipeline.handle(taps.take(), deliver: deliver)
                // After an update this finds nothing left to do: renderAll rendered what devices show. A tap asks
                // for it too, as a device's new demand does.
                if work.demandChanged || work.tapped, pipeline.renderDemanded() { framesPublished() }
                previewsShown(pipeline.shownPreviews.count)
            }
            matrixChanged(pipeline.targets)
            enter(.idle)
            if !inbox.hasWaitingWork { FreedMemory.returnToSystem() }
        }
        enter(.stopped)
    }
}
