import PreviewModel
import PreviewProtocol

/// Rendering for the devices' ad-hoc targets (TargetDemand): only the preview each device shows, on the target
/// built from its screen. Render thread only, like the rest of the pipeline.
extension RenderPipeline {
    /// Frames of targets outside the matrix (devices' ad-hoc targets, variants) kept for previews that still exist
    /// although no connected device shows them (a phone that is reconnecting gets its frame at once); beyond this many
    /// the oldest go.
    static let retainedIdleAdHocFrames = 32

    /// Renders what devices asked for since the last render: the pairs not rendered since the project changed;
    /// then what a render interrupted for them left, the previews devices now show first. Returns whether anything
    /// was published.
    @discardableResult
    package func renderDemanded() -> Bool {
        releaseCanvasesOfDepartedTargets()
        let jobs = adHocJobs().filter {
            !freshAdHocKeys.contains(FrameKey(preview: $0.preview.id, target: $0.target.id))
        }
        var published = false
        if !jobs.isEmpty {
            let results = render(jobs)
            for job in jobs { freshAdHocKeys.insert(FrameKey(preview: job.preview.id, target: job.target.id)) }
            for result in results.compactMap({ $0 }) { adHocDisplayLists[result.key] = result.record.displayList }
            published = results.contains { $0?.published == true }
        }
        if !abandonedKeys.isEmpty {
            renderAll(scope: .files([]))
            published = true
        }
        return published
    }

    /// A device that left may have had the largest screen the renderers drew; they keep canvas memory of that size
    /// for the next frame, so once it is larger than anything still shown they are made to let go of it (the next
    /// frame allocates what it needs).
    private func releaseCanvasesOfDepartedTargets() {
        let departed = demand.takeDepartedPixels()
        guard departed > 0 else { return }
        let shown = (targets + demand.pairs.map(\.target)).map(TargetDemand.pixels(of:)).max() ?? 0
        guard departed > shown else { return }
        for renderer in renderers { renderer.releaseCanvasMemory() }
    }

    /// The pairs devices show, as jobs for `render`: those of previews that exist, on targets outside the matrix
    /// (a variant that is also a matrix target is rendered with the matrix already), sorted so the order of work
    /// does not depend on hashing.
    func adHocJobs() -> [RenderPlan.Job] {
        let previews = Dictionary(shownPreviews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return demand.pairs.sorted { ($0.preview, $0.target.id) < ($1.preview, $1.target.id) }.compactMap { pair in
            guard let preview = previews[pair.preview], !targets.contains(where: { $0.id == pair.target.id }) else {
                return nil
            }
            let key = FrameKey(preview: pair.preview, target: pair.target.id)
            let previous = adHocDisplayLists[key].map {
                RenderRecord(displayList: $0, touchedFiles: [], diagnostics: [])
            }
            return RenderPlan.Job(preview: preview, target: pair.target, previous: previous)
        }
    }

    /// The ad-hoc frames to keep when a new catalog is published: every one a device shows, plus the newest idle
    /// ones of previews that still exist.
    func retainedAdHocKeys() -> Set<FrameKey> {
        let previewIDs = Set(shownPreviews.map(\.id))
        let shown = Set(demand.pairs.map { FrameKey(preview: $0.preview, target: $0.target.id) })
        let idle = store.latestFrames().values
            .filter {
                Target.isAdHocID($0.key.target) && previewIDs.contains($0.key.preview) && !shown.contains($0.key)
            }
            .sorted { $0.seq > $1.seq }
            .prefix(Self.retainedIdleAdHocFrames)
            .map(\.key)
        return shown.filter { previewIDs.contains($0.preview) }.union(idle)
    }
}
