import Foundation
import Logging
import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewStream

/// The daemon's pipeline from project changes to published frames. Confined to the render thread.
final class RenderPipeline {
    private(set) var project: Project
    /// The configured matrix (previewd.toml, else the defaults).
    var targets: [Target] { configuration.targets }
    /// The project's previewd.toml (targets and ignore globs); the last good one when the file is broken.
    var configuration: ProjectConfiguration
    /// Problems in previewd.toml, shown in the catalog like any other diagnostic.
    var configurationDiagnostics: [Diagnostic] = []
    /// Where the configuration comes from (`serve --config`, else previewd.toml in the project folder).
    let configurationFile: URL
    /// `serve`'s flags, applied over every version of the file.
    var configurationOverrides = ProjectConfiguration.Overrides()
    let store: FrameStore
    let renderer: PreviewFrameRenderer
    let logger: Logger
    /// The devices' ad-hoc targets and what they show (RenderPipeline+AdHoc.swift).
    let demand: TargetDemand
    /// The ad-hoc (preview, target) frames rendered since the project last changed.
    var freshAdHocKeys: Set<FrameKey> = []
    /// The Swift file saved last that has previews: the dashboard's "current file".
    var currentFile: String?
    /// The display list behind each published frame: an unchanged list is not rasterised again.
    var displayLists: [FrameKey: DisplayList] = [:]
    /// Diagnostics of the newest evaluations, by preview.
    private var evaluationDiagnostics: [String: [Diagnostic]] = [:]

    init(
        project: Project, targets: [Target], store: FrameStore, logger: Logger, demand: TargetDemand = TargetDemand(),
        ignore: [String] = [], configurationFile: URL? = nil
    ) throws {
        self.project = project
        self.configurationFile = configurationFile ?? project.root.appendingPathComponent(ProjectConfiguration.fileName)
        self.configuration = ProjectConfiguration(targets: targets, ignore: ignore)
        self.store = store
        self.logger = logger
        self.demand = demand
        renderer = try PreviewFrameRenderer()
    }

    /// Applies a change set (nil: rescan everything) and renders again if the model changed.
    /// Returns whether anything was published.
    @discardableResult
    func update(changedPaths: Set<String>?) -> Bool {
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
        guard changed || configurationChanged else { return false }
        let files = Set(project.previews.map(\.file))
        if let saved = changedPaths?.filter({ files.contains($0) }).sorted().first { currentFile = saved }
        renderAll()
        return true
    }

    /// Renders every (preview, target) and publishes the frames that changed, then the catalog.
    func renderAll() {
        let started = ContinuousClock.now
        let interpreter = PreviewInterpreter(project: project)
        var published = 0
        var keys: Set<FrameKey> = []
        evaluationDiagnostics = [:]
        freshAdHocKeys = []
        for preview in shownPreviews {
            var diagnostics: [Diagnostic] = []
            for target in targets {
                let key = FrameKey(preview: preview.id, target: target.id)
                keys.insert(key)
                do {
                    let output = try renderer.render(preview, on: target, interpreter: interpreter, previous: displayLists[key])
                    for diagnostic in output.diagnostics where !diagnostics.contains(diagnostic) {
                        diagnostics.append(diagnostic)
                    }
                    guard let image = output.image else { continue }
                    displayLists[key] = output.displayList
                    store.publish(
                        Frame(
                            key: key, seq: store.takeSequenceNumber(), generation: project.generation, hash: image.hash,
                            pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: target.device.scale,
                            png: image.png))
                    published += 1
                } catch {
                    logger.error("render failed", metadata: ["preview.id": "\(preview.id)", "target.id": "\(target.id)", "error": "\(error)"])
                }
            }
            evaluationDiagnostics[preview.id] = diagnostics
            for diagnostic in diagnostics {
                logger.info("\(diagnostic)", metadata: ["preview.id": "\(preview.id)"])
            }
        }
        published += renderAdHoc(interpreter: interpreter, pairs: demand.pairs, onlyMissing: false)
        keys.formUnion(retainedAdHocKeys())
        displayLists = displayLists.filter { keys.contains($0.key) }
        store.publish(catalog: FrameStore.Catalog(json: catalogJSON(), generation: project.generation), keeping: keys)
        for diagnostic in project.diagnostics { logger.warning("\(diagnostic)") }
        let milliseconds = (ContinuousClock.now - started) / .milliseconds(1)
        logger.notice(
            "rendered", metadata: [
                "project.generation": "\(project.generation)", "previews": "\(project.previews.count)",
                "frames.published": "\(published)", "frame.ms": "\(Int(milliseconds))",
            ])
    }

    /// File diagnostics, then each preview's evaluation diagnostics.
    var diagnostics: [Diagnostic] {
        configurationDiagnostics + project.diagnostics + shownPreviews.flatMap { evaluationDiagnostics[$0.id] ?? [] }
    }

    private func catalogJSON() -> String {
        CatalogDocument.json(
            project: project, targets: targets, diagnostics: diagnostics, currentFile: currentFile, previews: shownPreviews)
    }
}
