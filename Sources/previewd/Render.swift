import ArgumentParser
import Foundation
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
        var entries: [[String: Any]] = []
        var counts: [PreviewStatus: Int] = [.clean: 0, .degraded: 0, .failed: 0]
        for preview in previews {
            var diagnostics: [Diagnostic] = []
            var frames: [[String: Any]] = []
            var status = PreviewStatus.clean
            for target in targets {
                let result = try renderer.render(preview, on: target, interpreter: interpreter)
                diagnostics += result.evaluation.diagnostics.filter { !diagnostics.contains($0) }
                if result.status == .failed || (result.status == .degraded && status == .clean) { status = result.status }
                guard let image = result.image, result.status != .failed else { continue }
                let relative = "\(preview.id)/\(target.id).png"
                let file = output.appendingPathComponent(relative)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(image.png).write(to: file, options: .atomic)
                frames.append(["target": target.id, "path": relative])
            }
            counts[status, default: 0] += 1
            var entry = CatalogDocument.previewObject(preview)
            entry["status"] = status.rawValue
            entry["diagnostics"] = diagnostics.map(CatalogDocument.diagnosticObject)
            entry["frames"] = frames
            entries.append(entry)
        }
        let index: [String: Any] = [
            "previews": entries, "targets": targets.map(CatalogDocument.targetObject),
            "diagnostics": model.diagnostics.map(CatalogDocument.diagnosticObject),
            "summary": ["clean": counts[.clean]!, "degraded": counts[.degraded]!, "failed": counts[.failed]!],
        ]
        try Data(CatalogDocument.encode(index).utf8).write(to: output.appendingPathComponent("index.json"), options: .atomic)
        for diagnostic in model.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
        printLine(
            "rendered \(previews.count) previews × \(targets.count) targets: \(counts[.clean]!) clean, "
                + "\(counts[.degraded]!) degraded, \(counts[.failed]!) failed → \(output.path)")
        let anyDiagnostic = counts[.degraded]! > 0 || !model.diagnostics.isEmpty
        if counts[.failed]! > 0 || (strict && anyDiagnostic) { throw ExitCode.failure }
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
