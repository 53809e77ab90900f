import ArgumentParser
import Foundation
import Glibc
import PreviewFiles
import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewPipeline
import PreviewRender
import PreviewViews
import Synchronization

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every preview in every target to PNG files once (for CI and review).")

    @Argument(help: "The SwiftUI project folder (not with --merge).", completion: .directory)
    var project: String?

    @Option(help: "Folder to write the images and index.json to.")
    var out: String

    @Option(help: "Render only this preview id.")
    var preview: String?

    @Option(help: "Render only this target id (see `previewd targets`).")
    var target: String?

    @Option(
        help: "Render only slice I of N of the (preview, target) matrix, e.g. 2/4 (for CI runners sharing a project).")
    var shard: String?

    @Option(
        parsing: .upToNextOption,
        help: "Join the index.json files and images of these shard output folders into --out instead of rendering.")
    var merge: [String] = []

    @Flag(help: "Exit non-zero on any diagnostic, not only on failed previews.")
    var strict = false

    @Option(
        help: """
            Render every preview on a canvas of exactly W×H points at scale S (default 2), light and dark, instead \
            of the device targets, e.g. 390x844@3 (as snapshot tests' .fixed(width:height:)).
            """)
    var size: String?

    @Flag(
        help: """
            Draw no diagnostics badge into the images, for snapshot comparison (index.json still lists them; \
            also `clean-frames = true` in previewd.toml).
            """)
    var cleanFrames = false

    @Option(help: "How many previews to render at once (default: one per core, at most 2).")
    var jobs: Int?

    func validate() throws {
        if merge.isEmpty {
            guard project != nil else { throw ValidationError("missing the project folder") }
            if let shard, RenderShard(shard) == nil {
                throw ValidationError("--shard wants I/N with 1 ≤ I ≤ N, got '\(shard)'")
            }
            if let jobs, !(1...64).contains(jobs) {
                throw ValidationError("--jobs wants a number from 1 to 64, got \(jobs)")
            }
            if let size {
                guard target == nil else { throw ValidationError("--size replaces the targets: give it or --target") }
                _ = try Self.fixedTargets(size)
            }
        } else {
            guard project == nil, shard == nil, preview == nil, target == nil else {
                throw ValidationError("--merge takes only shard folders and --out")
            }
        }
    }

    @OptionGroup var logging: LoggingOptions

    func run() throws {
        _ = logging.bootstrap()
        if !merge.isEmpty { return try mergeShards() }
        BatchMemory.returnLargeBlocksWhenFreed()
        let model = try Project(root: URL(fileURLWithPath: project!))
        let targets = try selectedTargets()
        let previews = try selectedPreviews(model)
        let shard = self.shard.flatMap(RenderShard.init)
        // Each preview with the targets this run renders it in: all of them, or this shard's slice.
        let work = shard?.slice(previews: previews, targets: targets) ?? previews.map { ($0, targets) }
        let output = URL(fileURLWithPath: out)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let workers = try jobs.map { try RenderWorkers(count: $0) } ?? RenderWorkers()
        if cleanFrames || configuredCleanFrames(model) {
            for renderer in workers.renderers { renderer.drawsDiagnostics = false }
        }
        let interpreter = PreviewInterpreter(project: model)
        // index.json is rewritten as results come in, so a crash or a kill loses nothing already rendered.
        var initialIndex = RenderIndex(
            file: output.appendingPathComponent("index.json"), targets: targets, projectDiagnostics: model.diagnostics)
        if let shard {
            initialIndex.shard = ["index": shard.index, "count": shard.count, "previews": previews.map(\.id)]
        }
        let progress = RenderProgress(total: work.count)
        // The workers share the index, the progress line and the first error; previews finish in any order.
        let shared = Mutex<(index: RenderIndex, started: Int, failure: (any Error)?)>((initialIndex, 0, nil))
        let command = self
        workers.forEach(work.count) { number, renderer in
            let (preview, previewTargets) = work[number]
            let proceed = shared.withLock { shared -> Bool in
                guard shared.failure == nil else { return false }
                shared.started += 1
                progress.show(shared.started, preview.name)
                do {
                    // Everything so far, plus the previews being rendered, so a crash can be traced to them.
                    shared.index.start(preview.id)
                    try shared.index.write()
                } catch {
                    shared.failure = error
                }
                return shared.failure == nil
            }
            guard proceed else { return }
            let result = Result {
                try command.render(
                    preview, targets: previewTargets, renderer: renderer, interpreter: interpreter, output: output)
            }
            shared.withLock { shared in
                switch result {
                case .success(let entry): shared.index.append(entry, order: number, finishing: preview.id)
                case .failure(let error): shared.failure = shared.failure ?? error
                }
            }
        }
        progress.finish()
        let counts = try shared.withLock { shared in
            if let failure = shared.failure { throw failure }
            try shared.index.write(complete: true)
            return shared.index.counts
        }
        for diagnostic in model.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
        let scope = shard.map { " (shard \($0): \(work.reduce(0) { $0 + $1.1.count }) frames)" } ?? ""
        printLine(
            "rendered \(work.count) previews × \(targets.count) targets\(scope): \(counts[.clean]!) clean, "
                + "\(counts[.degraded]!) degraded, \(counts[.failed]!) failed → \(output.path)")
        let anyDiagnostic = counts[.degraded]! > 0 || !model.diagnostics.isEmpty
        // A file that does not parse is left out with its previews: the render is not what the project holds.
        let unparsed = Set(model.diagnostics.filter { $0.severity == .error }.map(\.file))
        if !unparsed.isEmpty {
            printLine(
                """
                \(unparsed.count) file\(unparsed.count == 1 ? "" : "s") could not be read or parsed (see above); their \
                previews are missing
                """
            )
        }
        if counts[.failed]! > 0 || !unparsed.isEmpty || (strict && anyDiagnostic) { throw ExitCode.failure }
    }

    /// One preview in every target: its index.json entry. A render that throws is previewd's fault, not the
    /// project's: the preview is reported failed with that error and the others go on. Only failing to write the
    /// output folder stops the command. The preview's status is the worst of its targets', and a failed preview
    /// has no frames (Protocol.md: `failed` = no frame worth showing), so images are written only once every
    /// target has rendered.
    private func render(
        _ preview: PreviewDeclaration, targets: [Target], renderer: PreviewFrameRenderer,
        interpreter: PreviewInterpreter, output: URL
    ) throws -> (entry: [String: Any], status: PreviewStatus) {
        var diagnostics: [Diagnostic] = []
        var images: [(target: Target, png: [UInt8], taps: [[String: Double]])] = []
        var status = PreviewStatus.clean
        for target in targets {
            let result: PreviewFrameRenderer.Output
            do {
                result = try renderer.render(preview, on: target, interpreter: interpreter)
            } catch {
                let failure = RenderFailure.diagnostic(error, preview: preview, target: target)
                return failed(preview, diagnostics: diagnostics + [failure], targets: targets, output: output)
            }
            // Output.diagnostics, not the evaluation's: a preview that draws nothing gets a diagnostic saying so.
            diagnostics += result.diagnostics.filter { !diagnostics.contains($0) }
            status = status.combined(with: result.status)
            if let image = result.image { images.append((target, image.png, Self.tapRegions(result.displayList))) }
        }
        guard status != .failed else {
            return failed(preview, diagnostics: diagnostics, targets: targets, output: output)
        }
        var frames: [[String: Any]] = []
        for (target, png, taps) in images {
            let relative = "\(preview.id)/\(target.id).png"
            let file = output.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(png).write(to: file, options: .atomic)
            frames.append(["target": target.id, "path": relative, "taps": taps])
        }
        return (entry(preview, status: status, diagnostics: diagnostics, frames: frames), status)
    }

    /// Where a tap on the frame runs a button, toggle, stepper or tap gesture in interactive mode, in points from its
    /// top-left corner, in the order a tap resolves them (a later region wins where they overlap): what a tool that
    /// drives `tap` messages needs, since the image alone does not say what is tappable.
    private static func tapRegions(_ list: DisplayList) -> [[String: Double]] {
        list.hitRegions.map { region in
            ["x": region.rect.minX, "y": region.rect.minY, "width": region.rect.width, "height": region.rect.height]
        }
    }

    /// The entry of a failed preview. `failed` means no frame: frames of this preview left in `output` by an
    /// earlier run are removed, so the folder matches index.json.
    private func failed(
        _ preview: PreviewDeclaration, diagnostics: [Diagnostic], targets: [Target], output: URL
    ) -> (entry: [String: Any], status: PreviewStatus) {
        let folder = output.appendingPathComponent(preview.id)
        for target in targets {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(target.id).png"))
        }
        rmdir(folder.path)  // only if nothing else is in it
        return (entry(preview, status: .failed, diagnostics: diagnostics, frames: []), .failed)
    }

    private func entry(
        _ preview: PreviewDeclaration, status: PreviewStatus, diagnostics: [Diagnostic], frames: [[String: Any]]
    ) -> [String: Any] {
        var entry = CatalogDocument.previewObject(preview)
        entry["status"] = status.rawValue
        entry["diagnostics"] = diagnostics.map(CatalogDocument.diagnosticObject)
        entry["frames"] = frames
        return entry
    }

    /// `--merge`: one index.json and one folder of images from the shards' outputs.
    private func mergeShards() throws {
        let output = URL(fileURLWithPath: out)
        var indexes: [[String: Any]] = []
        var folderOfFrame: [String: URL] = [:]
        for folder in merge.map({ URL(fileURLWithPath: $0) }) {
            let file = folder.appendingPathComponent("index.json")
            guard let data = FileManager.default.contents(atPath: file.path),
                let index = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { throw ValidationError("cannot read \(file.path)") }
            indexes.append(index)
            for entry in index["previews"] as? [[String: Any]] ?? [] {
                for frame in entry["frames"] as? [[String: Any]] ?? [] {
                    if let path = frame["path"] as? String { folderOfFrame[path] = folder }
                }
            }
        }
        let merged: [String: Any]
        do {
            merged = try RenderReportMerge.merge(indexes)
        } catch let failure as RenderReportMerge.Failure {
            throw ValidationError("cannot merge: \(failure)")
        }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let previews = merged["previews"] as? [[String: Any]] ?? []
        for entry in previews {
            for frame in entry["frames"] as? [[String: Any]] ?? [] {
                guard let path = frame["path"] as? String, let source = folderOfFrame[path] else { continue }
                let from = source.appendingPathComponent(path)
                let to = output.appendingPathComponent(path)
                guard from.standardizedFileURL != to.standardizedFileURL else { continue }
                try FileManager.default.createDirectory(
                    at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: to)
                try FileManager.default.copyItem(at: from, to: to)
            }
        }
        try AtomicFile.write(
            Data(CatalogDocument.encode(merged).utf8), to: output.appendingPathComponent("index.json"),
            permissions: 0o644)
        let summary = merged["summary"] as? [String: Int] ?? [:]
        let clean = summary["clean"] ?? 0
        let degraded = summary["degraded"] ?? 0
        let failed = summary["failed"] ?? 0
        printLine(
            "merged \(merge.count) shards: \(previews.count) previews, \(clean) clean, \(degraded) degraded, "
                + "\(failed) failed → \(output.path)")
        let projectDiagnostics = !(merged["diagnostics"] as? [Any] ?? []).isEmpty
        if failed > 0 || (strict && (degraded > 0 || projectDiagnostics)) { throw ExitCode.failure }
    }

    /// The scale `--size` draws at when it names none: the most common iPhone density among those still sold
    /// is 3, but 2 draws under half the pixels and is what most snapshot suites record at.
    static let defaultFixedScale = 2.0

    /// `--size W×H[@S]`'s targets, light and dark (the default matrix's colour schemes).
    static func fixedTargets(_ text: String) throws -> [Target] {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x")
            .split(separator: "@", omittingEmptySubsequences: false)
        let sides = parts.first?.split(separator: "x", omittingEmptySubsequences: false) ?? []
        guard parts.count <= 2, sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
            let scale = parts.count == 2 ? Double(parts[1]) : defaultFixedScale
        else { throw ValidationError("--size wants W×H or W×H@S in points, e.g. 390x844@3, got '\(text)'") }
        let schemes = DeviceCatalog.defaultTargets.map(\.colorScheme).reduce(into: [ColorScheme]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let targets = schemes.compactMap { Target.fixed(width: width, height: height, scale: scale, colorScheme: $0) }
        guard targets.count == schemes.count else {
            throw ValidationError(
                "--size wants whole points from \(Int(Target.fixedSideRange.lowerBound)) to "
                    + "\(Int(Target.fixedSideRange.upperBound)) and a scale from 1 to 4, got '\(text)'")
        }
        guard width * scale * height * scale * 4 <= Double(FrameRenderer.maximumCanvasBytes) else {
            throw ValidationError(
                "--size \(text) is more pixels than a frame may have (\(FrameRenderer.maximumCanvasBytes >> 20) MB)")
        }
        return targets
    }

    private func selectedTargets() throws -> [Target] {
        if let size { return try Self.fixedTargets(size) }
        let all = DeviceCatalog.defaultTargets
        guard let target else { return all }
        guard let match = all.first(where: { $0.id == target }) else {
            throw ValidationError("unknown target '\(target)'; known: \(all.map(\.id).joined(separator: ", "))")
        }
        return [match]
    }

    /// `clean-frames` in the project's previewd.toml (the file's targets are not `render`'s: see `--target`). A
    /// broken file is `serve`'s to report; here it only means frames keep their badge.
    private func configuredCleanFrames(_ model: Project) -> Bool {
        let file = model.root.appendingPathComponent(ProjectConfiguration.fileName)
        return (try? ProjectConfiguration.load(file, projectFolder: model.root).cleanFrames) ?? false
    }

    private func selectedPreviews(_ model: Project) throws -> [PreviewDeclaration] {
        guard let preview else { return model.previews }
        guard let match = model.previews.first(where: { $0.id == preview }) else {
            throw ValidationError("unknown preview '\(preview)'; run `previewd list \(project ?? ".")` to see them")
        }
        return [match]
    }
}

/// The `render` index.json, written whole as each preview starts and at the end (temporary file, rename), so that
/// whoever reads it, even after previewd crashed or was killed, sees every preview rendered so far. Until the end it
/// has `"complete": false` and lists the previews being rendered in `rendering`; the last write has
/// `"complete": true` and no `rendering`, and is the one synced to disk.
///
/// Each preview's entry is encoded to JSON once, when it finishes, and every write joins the encoded entries: a
/// 750-preview app's index is over a megabyte, and encoding all of it again for each preview took minutes.
struct RenderIndex {
    let file: URL
    /// `--shard`: which slice this is, and every preview of the matrix in order (so `--merge` can restore it).
    var shard: [String: Any]?
    /// The finished previews' encoded entries with their place in the matrix: written in that order whatever order
    /// the workers finish them in.
    private var entries: [(order: Int, json: String)] = []
    private(set) var counts: [PreviewStatus: Int] = [.clean: 0, .degraded: 0, .failed: 0]
    /// The previews being rendered now, in the order they started.
    private var rendering: [String] = []

    /// What every write repeats (the targets and the project's own diagnostics), encoded once.
    private let encodedTargets: String
    private let encodedDiagnostics: String

    init(file: URL, targets: [Target], projectDiagnostics: [Diagnostic]) {
        self.file = file
        encodedTargets = CatalogDocument.encode(targets.map(CatalogDocument.targetObject))
        encodedDiagnostics = CatalogDocument.encode(projectDiagnostics.map(CatalogDocument.diagnosticObject))
    }

    mutating func start(_ preview: String) { rendering.append(preview) }

    mutating func append(_ result: (entry: [String: Any], status: PreviewStatus), order: Int, finishing preview: String)
    {
        let position = entries.firstIndex { $0.order > order } ?? entries.endIndex
        entries.insert((order, CatalogDocument.encode(result.entry)), at: position)
        counts[result.status, default: 0] += 1
        rendering.removeAll { $0 == preview }
    }

    func write(complete: Bool = false) throws {
        var members = [
            ("complete", complete ? "true" : "false"), ("diagnostics", encodedDiagnostics),
            ("previews", "[" + entries.map(\.json).joined(separator: ",") + "]"),
            (
                "summary",
                CatalogDocument.encode([
                    "clean": counts[.clean]!, "degraded": counts[.degraded]!, "failed": counts[.failed]!,
                ])
            ),
            ("targets", encodedTargets),
        ]
        if !complete && !rendering.isEmpty { members.append(("rendering", CatalogDocument.encode(rendering))) }
        if let shard { members.append(("shard", CatalogDocument.encode(shard))) }
        // Keys sorted, as `CatalogDocument.encode` writes every other document.
        let document = "{" + members.sorted { $0.0 < $1.0 }.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        try AtomicFile.write(Data(document.utf8), to: file, permissions: 0o644, durable: complete)
    }
}

/// `[12/79] PreviewName` on standard error, redrawn in place, when standard error is a terminal; silent otherwise
/// (CI logs and pipes get only the summary line).
struct RenderProgress {
    let total: Int
    let enabled = isatty(STDERR_FILENO) == 1

    init(total: Int) { self.total = total }

    func show(_ number: Int, _ name: String) {
        guard enabled else { return }
        let shown = name.count > 60 ? String(name.prefix(59)) + "…" : name
        // Carriage return and erase-line: one status line, overwritten by the next.
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(number)/\(total)] \(shown)".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
