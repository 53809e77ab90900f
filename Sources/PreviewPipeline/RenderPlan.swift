import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewProtocol

/// What the newest render of one (preview, target) produced and what it depended on.
struct RenderRecord: Sendable {
    /// The list behind the published frame: an unchanged list is not rasterised again.
    var displayList: DisplayList
    /// Files whose declarations the evaluation used (the interpreter's `touchedFiles`).
    var touchedFiles: Set<String>
    /// What the frame's diagnostics badge counts.
    var diagnostics: [Diagnostic]
}

/// Which (preview, target) pairs a change must render again, and in what order. Pure: tested without rendering.
package struct RenderPlan {
    /// How far a change reaches.
    package enum Scope: Equatable {
        /// Everything may have changed: first render, full rescan, asset catalogs, files added or removed.
        case everything
        /// Only these existing files' contents changed (relative paths).
        case files(Set<String>)
    }

    struct Job {
        var preview: PreviewDeclaration
        var target: Target
        var previous: RenderRecord?
        /// Nobody is looking at it (not in a changed file, not shown on a device): the render may leave it for the
        /// next one when another change is waiting (`RenderPipeline.render`).
        var isBackground = false
    }

    /// What must be rendered, most urgent first.
    let jobs: [Job]
    /// Every (preview, target) that exists after the change, rendered again or not.
    let keys: Set<FrameKey>

    /// A change's scope: only edits of files that existed before and after narrow it. A new or deleted file can add
    /// or remove declarations that previews resolve by name without having touched that file, and an asset
    /// catalog change reaches every preview that names a colour or image, so those render everything.
    static func scope(changedPaths: Set<String>?, filesBefore: Set<String>, filesAfter: Set<String>) -> Scope {
        guard let changedPaths, filesBefore == filesAfter,
            !changedPaths.contains(where: { AssetCatalog.isInCatalog($0) })
        else { return .everything }
        return .files(changedPaths)
    }

    /// A (preview, target) is rendered again when it has no record, or its last evaluation touched a changed file,
    /// or it had diagnostics and the changed files' declarations changed (what failed to resolve may resolve now, in
    /// a file it could not know it needs; an edit that declares nothing new resolves nothing new), or an earlier
    /// render left it `abandoned`. Jobs of previews declared in a changed file come first: they are the ones
    /// the user is looking at; then those of previews a device shows (`visible`); the rest are background work.
    init(
        previews: [PreviewDeclaration], targets: [Target], records: [FrameKey: RenderRecord], scope: Scope,
        declarationsChanged: Bool = true, visible: Set<String> = [], abandoned: Set<FrameKey> = []
    ) {
        var urgent: [Job] = []
        var shown: [Job] = []
        var rest: [Job] = []
        var keys: Set<FrameKey> = []
        for preview in previews {
            for target in targets {
                let key = FrameKey(preview: preview.id, target: target.id)
                keys.insert(key)
                let record = records[key]
                var job = Job(preview: preview, target: target, previous: record)
                switch scope {
                case .everything:
                    break
                case .files(let changed):
                    if changed.contains(preview.file) {
                        urgent.append(job)
                        continue
                    }
                    if let record, record.diagnostics.isEmpty || !declarationsChanged,
                        record.touchedFiles.isDisjoint(with: changed),
                        !abandoned.contains(key)
                    {
                        continue
                    }
                }
                if visible.contains(preview.id) {
                    shown.append(job)
                } else {
                    job.isBackground = true
                    rest.append(job)
                }
            }
        }
        jobs = urgent + shown + rest
        self.keys = keys
    }
}
