import ArgumentParser
import Foundation
import Glibc
import PreviewDaemon
import PreviewInterpreter
import PreviewModel

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every preview in every target to PNG files once (for CI and review).")

    @Argument(help: "The SwiftUI project folder.", completion: .directory)
    var project: String

    @Option(help: "Folder to write the images and index.json to.")
    var out: String

    @Option(help: "Render only this preview id.")
    var preview: String?

    @Option(help: "Render only this target id (see `previewd targets`).")
    var target: String?

    @Flag(help: "Exit non-zero on any diagnostic, not only on failed previews.")
    var strict = false

    @OptionGroup var logging: LoggingOptions

    func run() throws {
        _ = logging.bootstrap()
        let model = try Project(root: URL(fileURLWithPath: project))
        let targets = try selectedTargets()
        let previews = try selectedPreviews(model)
        let output = URL(fileURLWithPath: out)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let renderer = try PreviewFrameRenderer()
        let interpreter = PreviewInterpreter(project: model)
        // index.json is rewritten as results come in, so a crash or a kill loses nothing already rendered.
        var index = RenderIndex(
            file: output.appendingPathComponent("index.json"), targets: targets, projectDiagnostics: model.diagnostics)
        let progress = RenderProgress(total: previews.count)
        for (number, preview) in previews.enumerated() {
            progress.show(number + 1, preview.name)
            // Everything so far, plus the preview about to be rendered, so a crash inside it can be traced to it.
            try index.write(rendering: preview.id)
            index.append(try render(preview, targets: targets, renderer: renderer, interpreter: interpreter, output: output))
        }
        progress.finish()
        try index.write(complete: true)
        for diagnostic in model.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
        let counts = index.counts
        printLine(
            "rendered \(previews.count) previews × \(targets.count) targets: \(counts[.clean]!) clean, "
                + "\(counts[.degraded]!) degraded, \(counts[.failed]!) failed → \(output.path)")
        let anyDiagnostic = counts[.degraded]! > 0 || !model.diagnostics.isEmpty
        if counts[.failed]! > 0 || (strict && anyDiagnostic) { throw ExitCode.failure }
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
        var images: [(target: Target, png: [UInt8])] = []
        var status = PreviewStatus.clean
        for target in targets {
            let result: PreviewFrameRenderer.Output
            do {
                result = try renderer.render(preview, on: target, interpreter: interpreter)
            } catch {
                let internalError = Diagnostic(
                    file: preview.file, line: preview.line, column: 1, severity: .error,
                    message: "internal error while rendering: \(error) (target '\(target.id)'); please report it",
                    preview: preview.id)
                return failed(preview, diagnostics: diagnostics + [internalError], targets: targets, output: output)
            }
            // Output.diagnostics, not the evaluation's: a preview that draws nothing gets a diagnostic saying so.
            diagnostics += result.diagnostics.filter { !diagnostics.contains($0) }
            if result.status == .failed || (result.status == .degraded && status == .clean) { status = result.status }
            if let image = result.image { images.append((target, image.png)) }
        }
        guard status != .failed else { return failed(preview, diagnostics: diagnostics, targets: targets, output: output) }
        var frames: [[String: Any]] = []
        for (target, png) in images {
            let relative = "\(preview.id)/\(target.id).png"
            let file = output.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(png).write(to: file, options: .atomic)
            frames.append(["target": target.id, "path": relative])
        }
        return (entry(preview, status: status, diagnostics: diagnostics, frames: frames), status)
    }

    /// The entry of a failed preview. `failed` means no frame: frames of this preview left in `output` by an
    /// earlier run are removed, so the folder matches index.json.
    private func failed(
        _ preview: PreviewDeclaration, diagnostics: [Diagnostic], targets: [Target], output: URL
    ) -> (entry: [String: Any], status: PreviewStatus) {
        let folder = output.appendingPathComponent(preview.id)
        for target in targets { try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(target.id).png")) }
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

    private func selectedTargets() throws -> [Target] {
        let all = DeviceCatalog.defaultTargets
        guard let target else { return all }
        guard let match = all.first(where: { $0.id == target }) else {
            throw ValidationError("unknown target '\(target)'; known: \(all.map(\.id).joined(separator: ", "))")
        }
        return [match]
    }

    private func selectedPreviews(_ model: Project) throws -> [PreviewDeclaration] {
        guard let preview else { return model.previews }
        guard let match = model.previews.first(where: { $0.id == preview }) else {
            throw ValidationError("unknown preview '\(preview)'; run `previewd list \(project)` to see them")
        }
        return [match]
    }
}

/// The `render` index.json, written whole as each preview finishes (temporary file, fsync, rename), so that
/// whoever reads it, even after previewd crashed or was killed, sees every preview rendered so far. Until the end it
/// has `"complete": false` and names the preview being rendered in `rendering`; the last write has
/// `"complete": true` and no `rendering`.
struct RenderIndex {
    let file: URL
    let targets: [Target]
    let projectDiagnostics: [Diagnostic]
    private(set) var entries: [[String: Any]] = []
    private(set) var counts: [PreviewStatus: Int] = [.clean: 0, .degraded: 0, .failed: 0]

    init(file: URL, targets: [Target], projectDiagnostics: [Diagnostic]) {
        self.file = file
        self.targets = targets
        self.projectDiagnostics = projectDiagnostics
    }

    mutating func append(_ result: (entry: [String: Any], status: PreviewStatus)) {
        entries.append(result.entry)
        counts[result.status, default: 0] += 1
    }

    func write(complete: Bool = false, rendering: String? = nil) throws {
        var index: [String: Any] = [
            "previews": entries, "targets": targets.map(CatalogDocument.targetObject),
            "diagnostics": projectDiagnostics.map(CatalogDocument.diagnosticObject),
            "summary": ["clean": counts[.clean]!, "degraded": counts[.degraded]!, "failed": counts[.failed]!],
            "complete": complete,
        ]
        if let rendering { index["rendering"] = rendering }
        try AtomicFile.write(Data(CatalogDocument.encode(index).utf8), to: file, permissions: 0o644)
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
