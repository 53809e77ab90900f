import Dispatch
package import Foundation
package import Logging
import PreviewInterpreter
import PreviewLanguage
import PreviewLayout
package import PreviewModel
package import PreviewProtocol
import PreviewRender
import PreviewViews
import Synchronization

/// The daemon's pipeline from project changes to published frames. Confined to the render thread, which lends
/// its work to a few helper threads while a render runs (see `render(_:)`).
///
/// Incremental by dependency: each (preview, target) remembers the files its last evaluation touched, and a change
/// set re-evaluates only those whose files changed (see `RenderPlan`). Frames are published and clients woken one by
/// one as they finish, the edited file's previews first, so the first changed frame does not wait for the rest.
package final class RenderPipeline {
    private(set) var project: Project
    /// The configured matrix (previewd.toml, else the defaults).
    package var targets: [Target] { configuration.targets }
    /// The project's previewd.toml (targets and ignore globs); the last good one when the file is broken.
    var configuration: ProjectConfiguration
    /// Problems in previewd.toml, shown in the catalog like any other diagnostic.
    var configurationDiagnostics: [Diagnostic] = []
    /// Where the configuration comes from (`serve --config`, else previewd.toml in the project folder).
    let configurationFile: URL
    /// `serve`'s flags, applied over every version of the file.
    package var configurationOverrides = ProjectConfiguration.Overrides()
    let store: FrameStore
    /// The render threads; ad-hoc targets (RenderPipeline+AdHoc.swift) and taps render on the first renderer, on
    /// the render thread.
    let workers: RenderWorkers
    var renderers: [PreviewFrameRenderer] { workers.renderers }
    let logger: Logger
    /// The devices' ad-hoc targets and what they show (RenderPipeline+AdHoc.swift).
    let demand: TargetDemand
    /// The ad-hoc (preview, target) frames rendered since the project last changed.
    var freshAdHocKeys: Set<FrameKey> = []
    /// The display list behind each published ad-hoc frame: an unchanged list is not rasterised again.
    var adHocDisplayLists: [FrameKey: DisplayList] = [:]
    /// The Swift file saved last that has previews: the dashboard's "current file".
    var currentFile: String?
    /// Where each render is counted for `/metrics`.
    package var metrics: (any RenderRecorder)?
    /// Whether newer work waits (another change set, a device showing another preview): background jobs not started
    /// yet are then left for the next render (`abandonedKeys`), so an edit never waits behind the rest of the
    /// project. Called on worker threads.
    private let newerWorkWaits: @Sendable () -> Bool
    /// Matrix frames a render left undone because newer work was waiting: the next plan renders them whatever it
    /// changes.
    private(set) var abandonedKeys: Set<FrameKey> = []
    /// Called after each published frame (any worker thread): wakes the stream server to send it.
    private let onPublish: @Sendable () -> Void
    /// Sample-data instances kept across renders: an edit of a view does not make its model again
    /// (`SharedInitializers`, which drops an instance once a file it read changes).
    let sharedInitializers = SharedInitializers()
    /// The semantic model of the newest version rendered: renders of one version share it, and an edit of literal
    /// values keeps its walks (`SemanticModelCache`).
    let semanticModels = SemanticModelCache()
    /// What the newest render of each (preview, target) produced and depended on.
    private var records: [FrameKey: RenderRecord] = [:]
    /// (preview, target) pairs evaluated since the pipeline started, reused ones not counted: what the dependency
    /// tracking saves shows here (tests, benchmarks).
    private(set) var framesRendered = 0
    /// What each session's taps changed, by (preview, target), with the order of the last tap for eviction
    /// (RenderPipeline+Interaction.swift).
    var interactiveStates: [UInt64: [FrameKey: (state: InteractionState, order: Int)]] = [:]
    var tapCounter = 0
    /// Diagnostics of the newest evaluations, by preview.
    private var evaluationDiagnostics: [String: [Diagnostic]] = [:]
    /// The project folder was deleted or moved away: its files' deletions are not previews being removed, so the
    /// last frames stay until it comes back (then it is read again in full).
    private var projectFolderGone = false

    /// `workers` renderers render in parallel (two pay on a two-core machine: evaluation and encoding are CPU-bound
    /// and independent per frame).
    package init(
        project: Project, targets: [Target], store: FrameStore, logger: Logger, demand: TargetDemand = TargetDemand(),
        ignore: [String] = [], configurationFile: URL? = nil,
        workers: Int = min(2, ProcessInfo.processInfo.activeProcessorCount),
        newerWorkWaits: @escaping @Sendable () -> Bool = { false },
        onPublish: @escaping @Sendable () -> Void = {}
    ) throws {
        self.project = project
        self.configurationFile = configurationFile ?? project.root.appendingPathComponent(ProjectConfiguration.fileName)
        self.configuration = ProjectConfiguration(targets: targets, ignore: ignore)
        self.store = store
        self.logger = logger
        self.demand = demand
        self.newerWorkWaits = newerWorkWaits
        self.onPublish = onPublish
        self.workers = try RenderWorkers(count: workers)
    }

    /// Applies a change set (nil: rescan everything) and renders again what it affects. Returns whether the model
    /// changed.
    @discardableResult
    package func update(changedPaths: Set<String>?) -> Bool {
        var changedPaths = changedPaths
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: project.root.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            if !projectFolderGone {
                logger.warning(
                    "the project folder is gone; its last previews stay on every device until it comes back",
                    metadata: ["project": "\(project.root.path)"])
            }
            projectFolderGone = true
            return false
        }
        if projectFolderGone {
            logger.notice("the project folder is back; reading it again", metadata: ["project": "\(project.root.path)"])
            projectFolderGone = false
            changedPaths = nil
        }
        let started = ContinuousClock.now
        let startedWallClock = Date()
        let filesBefore = Set(project.files.keys)
        let declarationsBefore = changedPaths.map { DeclarationSignature(of: $0, in: project.index) }
        let changed: Bool
        if let changedPaths {
            changed = project.apply(changedPaths: changedPaths)
        } else {
            do {
                changed = try project.reload()
            } catch {
                // The project folder itself went away or became unreadable: keep the last frames, say why.
                logger.error("cannot rescan the project", metadata: ["error": "\(error)"])
                return false
            }
        }
        let configurationChanged = changedPaths.map { paths in configurationPath.map(paths.contains) ?? false } ?? true
        if configurationChanged { reloadConfiguration() }
        guard changed || configurationChanged else {
            // Nothing new, but what an interrupted render left undone is still to do.
            if !abandonedKeys.isEmpty { renderAll(scope: .files([]), startedWallClock: startedWallClock) }
            return false
        }
        let files = Set(project.previews.map(\.file))
        if let saved = changedPaths?.filter({ files.contains($0) }).sorted().first { currentFile = saved }
        // A new configuration can change every target and which previews are shown.
        let scope = configurationChanged
            ? .everything
            : RenderPlan.scope(
                changedPaths: changedPaths, filesBefore: filesBefore, filesAfter: Set(project.files.keys))
        // A resource that is not Swift (JSON sample data, a strings table) declares nothing the index knows, but a
        // preview may have failed on it without recording it: its edit counts as a declaration change.
        let declarationsChanged = changedPaths.map { paths in
            paths.contains { !$0.hasSuffix(".swift") }
                || DeclarationSignature(of: paths, in: project.index) != declarationsBefore
        } ?? true
        renderAll(
            scope: scope, declarationsChanged: declarationsChanged,
            parse: ContinuousClock.now - started, startedWallClock: startedWallClock)
        return true
    }

    /// Renders what `scope` says may have changed (everything by default) and publishes the frames that changed,
    /// then the catalog. Unless `declarationsChanged`, the changed files declare what they did before (`RenderPlan`).
    /// `parse` is the time the model update before it took, and `startedWallClock` when that began (both only
    /// reported in the log).
    package func renderAll(
        scope: RenderPlan.Scope = .everything, declarationsChanged: Bool = true, parse: Duration = .zero,
        startedWallClock: Date = Date()
    ) {
        let started = ContinuousClock.now
        let plan = RenderPlan(
            previews: shownPreviews, targets: targets, records: records, scope: scope,
            declarationsChanged: declarationsChanged, visible: Set(demand.pairs.map(\.preview)),
            abandoned: abandonedKeys)
        // What devices show on their own targets follows every change, right after the first frame: a phone
        // is where the user looks (one frame per device, usually; an unchanged display list costs no raster).
        let adHoc = adHocJobs()
        let jobs = Array(plan.jobs.prefix(1)) + adHoc + plan.jobs.dropFirst()
        let results = render(jobs)
        let abandoned = Set(
            zip(jobs, results).filter { $0.1 == nil }.map { FrameKey(preview: $0.0.preview.id, target: $0.0.target.id) }
        )
        abandonedKeys = abandoned.intersection(plan.keys)
        framesRendered += jobs.count - abandoned.count
        var stages = StageTimings()
        var published = 0
        freshAdHocKeys = Set(adHoc.map { FrameKey(preview: $0.preview.id, target: $0.target.id) })
        for result in results.compactMap({ $0 }) {
            stages += result.timings
            if plan.keys.contains(result.key) {
                records[result.key] = result.record
            } else {
                adHocDisplayLists[result.key] = result.record.displayList
            }
            if result.published { published += 1 }
        }
        records = records.filter { plan.keys.contains($0.key) }
        evaluationDiagnostics = [:]
        for preview in shownPreviews {
            var diagnostics: [Diagnostic] = []
            for target in targets {
                for diagnostic in records[FrameKey(preview: preview.id, target: target.id)]?.diagnostics ?? []
                where !diagnostics.contains(diagnostic) {
                    diagnostics.append(diagnostic)
                }
            }
            evaluationDiagnostics[preview.id] = diagnostics
            for diagnostic in diagnostics where plan.jobs.contains(where: { $0.preview.id == preview.id }) {
                logger.info("\(diagnostic)", metadata: ["preview.id": "\(preview.id)"])
            }
        }
        let adHocKeys = retainedAdHocKeys()
        adHocDisplayLists = adHocDisplayLists.filter { adHocKeys.contains($0.key) }
        store.publish(
            catalog: FrameStore.Catalog(json: catalogJSON(), generation: project.generation),
            keeping: plan.keys.union(adHocKeys))
        onPublish()
        for diagnostic in project.diagnostics { logger.warning("\(diagnostic)") }
        metrics?.recordRender(
            framesRendered: jobs.count - abandoned.count, framesPublished: published,
            duration: ContinuousClock.now - started, stages: stages,
            diagnostics: diagnostics.count)
        let milliseconds = (ContinuousClock.now - started) / .milliseconds(1)
        // Wall-clock times (Unix seconds) let an outside observer, such as the benchmark, line these figures up
        // with its own file writes and frame arrivals.
        func ms(_ duration: Duration) -> String { String(format: "%.2f", duration / .milliseconds(1)) }
        logger.notice(
            "rendered", metadata: [
                "project.generation": "\(project.generation)", "previews": "\(project.previews.count)",
                "frames.rendered": "\(jobs.count - abandoned.count)",
                "frames.reused": "\(plan.keys.count - plan.jobs.count)",
                "frames.left.for.next.render": "\(abandoned.count)",
                "frames.published": "\(published)", "frame.ms": "\(Int(milliseconds))",
                "stage.parse.ms": "\(ms(parse))", "stage.evaluate.ms": "\(ms(stages.evaluate))",
                "stage.layout.ms": "\(ms(stages.layout))", "stage.raster.ms": "\(ms(stages.raster))",
                "stage.encode.ms": "\(ms(stages.encode))",
                "update.started.unix": "\(String(format: "%.4f", startedWallClock.timeIntervalSince1970))",
                "frames.published.unix": "\(String(format: "%.4f", Date().timeIntervalSince1970))",
            ])
    }

    /// Publishes the catalog before the first render, with the frames restored from disk: clients that connect
    /// while the project renders learn its previews and get each frame as soon as it is encoded, instead of
    /// waiting for the whole matrix (Daemon reports ready after this).
    package func publishCatalogBeforeFirstRender() {
        store.publish(
            catalog: FrameStore.Catalog(json: catalogJSON(), generation: project.generation),
            keeping: Set(store.latestFrames().keys))
        onPublish()
    }

    /// What one job produced; a job whose render threw has the failure as its only diagnostic and no frame.
    struct JobResult: Sendable {
        var key: FrameKey
        var record: RenderRecord
        var timings: StageTimings
        var published: Bool
        /// A frame known by its damage and tiles only, whose PNG is still to be made (`finish`).
        var pending: PendingFrame?
    }

    /// A frame whose damage may be out (`FrameStore.publishEarly`) and whose PNG is not encoded yet.
    struct PendingFrame: Sendable {
        /// Tiles and damage, no PNG.
        var image: RenderedImage
        /// The `seq` its damage went out under; nil when it matched the frame clients have (nothing was sent).
        var seq: UInt64?
        var base: Frame?
        var scale: Double
        /// What `finish` draws again, in full.
        var displayList: DisplayList
        /// Whether `finish` encodes a WebP too.
        var webp: Bool
    }

    /// Up to this many frames the user looks at, a render sends every such frame's damage before it encodes any
    /// full PNG, drawing only the changed tiles where it can, and draws each frame again in full for its PNG
    /// afterwards. An edit of one file changes a handful of such frames (its previews × the catalog's targets, plus
    /// devices' own targets); more (a cold start, an edit of a model many views read) are drawn and encoded once,
    /// as they come.
    private static let damageFirstLimit = 16

    /// Runs `jobs` on the workers: first the ones the user looks at, in order, the first alone (the edited file's
    /// first preview: the frame the user waits for), their damage out before any of their full PNGs is made (up
    /// to `damageFirstLimit` of them), so the damage of an edit's last target does not wait for the encodes of the
    /// ones before it; then, in a render of more than `damageFirstLimit` jobs, the background jobs, each drawn and
    /// encoded once, so they never delay those. A background job not started when newer work waits
    /// (`newerWorkWaits`) is skipped: its result is nil.
    func render(_ jobs: [RenderPlan.Job]) -> [JobResult?] {
        let interpreter = PreviewInterpreter(
            project: project, sharedInitializers: sharedInitializers, semanticModels: semanticModels)
        let results = Mutex<[JobResult?]>(Array(repeating: nil, count: jobs.count))
        let pipeline = WorkerAccess(pipeline: self)
        // A render small enough to send all its damage first is fast as a whole: only a larger one (an edit of code
        // many previews read, a cold start) splits off its background work.
        let large = jobs.count > Self.damageFirstLimit
        let foreground = jobs.indices.filter { !large || !jobs[$0].isBackground }
        let background = jobs.indices.filter { large && jobs[$0].isBackground }
        let encodeLater = foreground.count <= Self.damageFirstLimit
        let webpTargets = demand.webpTargets
        let newerWorkWaits = self.newerWorkWaits
        workers.forEach(foreground.count, firstAlone: true) { position, renderer in
            let index = foreground[position]
            let job = jobs[index]
            let result = pipeline.pipeline.run(
                job, renderer: renderer, interpreter: interpreter, encodeLater: encodeLater,
                webp: webpTargets.contains(job.target.id))
            results.withLock { $0[index] = result }
        }
        let pending = foreground.filter { index in results.withLock { $0[index]?.pending != nil } }
        workers.forEach(pending.count) { position, renderer in
            let index = pending[position]
            guard var result = results.withLock({ $0[index] }) else { return }
            pipeline.pipeline.finish(&result, renderer: renderer)
            results.withLock { $0[index] = result }
        }
        workers.forEach(background.count, firstAlone: foreground.isEmpty) { position, renderer in
            guard !newerWorkWaits() else { return }
            let index = background[position]
            let job = jobs[index]
            let result = pipeline.pipeline.run(
                job, renderer: renderer, interpreter: interpreter, encodeLater: false,
                webp: webpTargets.contains(job.target.id))
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0 }
    }

    /// One (preview, target): evaluate, lay out, and unless the display list is unchanged, raster, encode, publish.
    /// With `encodeLater` a frame with damage is published twice under one `seq`: its damage now, its full PNG in
    /// `finish`. With `webp` (a device on a slow link shows the job's target) the full frame carries a WebP too.
    private func run(
        _ job: RenderPlan.Job, renderer: PreviewFrameRenderer, interpreter: PreviewInterpreter, encodeLater: Bool,
        webp: Bool
    ) -> JobResult {
        let key = FrameKey(preview: job.preview.id, target: job.target.id)
        do {
            let base = store.frame(for: key)
            let output = try renderer.render(
                job.preview, on: job.target, interpreter: interpreter, previous: job.previous?.displayList, tiles: true,
                previousTiles: base.flatMap(Frame.damageBaseTiles), encodeLater: encodeLater, webp: webp)
            let record = RenderRecord(
                displayList: output.displayList, touchedFiles: output.evaluation.touchedFiles,
                diagnostics: output.diagnostics)
            guard let image = output.image else {
                return JobResult(key: key, record: record, timings: output.timings, published: false)
            }
            let scale = job.target.device.scale
            func pending(seq: UInt64?) -> PendingFrame? {
                image.png.isEmpty
                    ? PendingFrame(
                        image: image, seq: seq, base: base, scale: scale, displayList: output.displayList, webp: webp)
                    : nil
            }
            // A changed list that drew the same pixels (an edit inside something invisible): clients already have
            // this frame, so nothing is published or sent. One drawn in part is still drawn in full, as a check.
            guard base?.hash != image.hash else {
                var result = JobResult(key: key, record: record, timings: output.timings, published: false)
                result.pending = pending(seq: nil)
                return result
            }
            let frame = Frame(
                image, key: key, seq: store.takeSequenceNumber(), generation: project.generation, scale: scale,
                base: base)
            var result = JobResult(key: key, record: record, timings: output.timings, published: true)
            result.pending = pending(seq: frame.seq)
            if result.pending == nil {
                store.publish(frame)
            } else if frame.damage != nil {
                store.publishEarly(frame)
            }
            onPublish()
            return result
        } catch {
            logger.error(
                "render failed",
                metadata: ["preview.id": "\(job.preview.id)", "target.id": "\(job.target.id)", "error": "\(error)"])
            // The failure is the preview's diagnostic until it renders again; an empty list is never a skippable
            // repeat.
            let record = RenderRecord(
                displayList: DisplayList(size: .zero), touchedFiles: [],
                diagnostics: [RenderFailure.diagnostic(error, preview: job.preview, target: job.target)])
            return JobResult(key: key, record: record, timings: StageTimings(), published: false)
        }
    }

    /// Draws and encodes in full a frame `run` left without its PNG, and publishes it under the `seq` its damage
    /// went out with. Where the full frame's pixels differ from the tiles `run` reported (its damage missed
    /// something), it goes out as a new full frame instead, so every client ends up with the right pixels.
    private func finish(_ result: inout JobResult, renderer: PreviewFrameRenderer) {
        guard let pending = result.pending else { return }
        result.pending = nil
        do {
            let (full, timings) = try renderer.renderInFull(
                pending.displayList, scale: pending.scale, webp: pending.webp)
            result.timings.raster += timings?.raster ?? .zero
            result.timings.encode += timings?.encode ?? .zero
            if full.hash == pending.image.hash {
                guard let seq = pending.seq else { return }
                var image = pending.image
                image.png = full.png
                image.webp = full.webp
                store.publish(
                    Frame(
                        image, key: result.key, seq: seq, generation: project.generation, scale: pending.scale,
                        base: pending.base))
            } else {
                logger.notice(
                    "the damage of a frame drawn in part missed a change; sending the frame in full",
                    metadata: ["frame.key": "\(result.key)"])
                store.publish(
                    Frame(
                        full, key: result.key, seq: store.takeSequenceNumber(), generation: project.generation,
                        scale: pending.scale, base: nil))
                result.published = true
            }
            onPublish()
        } catch {
            logger.error("encoding failed", metadata: ["frame.key": "\(result.key)", "error": "\(error)"])
        }
    }

    /// Lends the pipeline to the worker threads of one `render(_:)` call. Sound because the render thread waits in
    /// `RenderWorkers.forEach` meanwhile, so nothing mutates the pipeline, and each worker uses only its own
    /// renderer; what workers share (`store`, the results) is locked.
    private struct WorkerAccess: @unchecked Sendable {
        let pipeline: RenderPipeline
    }

    /// Configuration and file diagnostics, then each preview's evaluation diagnostics.
    var diagnostics: [Diagnostic] {
        configurationDiagnostics + project.diagnostics + shownPreviews.flatMap { evaluationDiagnostics[$0.id] ?? [] }
    }

    private func catalogJSON() -> String {
        CatalogDocument.json(
            project: project, targets: targets, diagnostics: diagnostics, currentFile: currentFile,
            previews: shownPreviews)
    }
}
