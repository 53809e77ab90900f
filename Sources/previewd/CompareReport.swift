import Foundation
import PreviewModel
import PreviewPipeline
import PreviewSnapshots
import PreviewViews

/// What `previewd compare` prints: a table or JSON of every snapshot, and the total.
struct CompareReport {
    var results: [SnapshotResult]
    var minimum: Double?

    var compared: [SnapshotResult] { results.filter(\.compared) }
    /// The mean SSIM of the snapshots compared; nil when none was.
    var meanSSIM: Double? {
        compared.isEmpty ? nil : compared.compactMap(\.ssim).reduce(0, +) / Double(compared.count)
    }

    /// With `--min-ssim`: every snapshot compared and none below it. Without, always.
    var passes: Bool {
        guard let minimum else { return true }
        return results.allSatisfy { ($0.ssim ?? -1) >= minimum }
    }

    var table: String {
        guard !results.isEmpty else { return "no snapshot assertions of views found" }
        let header = ["snapshot", "layout", "scale", "reference", "rendered", "size", "SSIM"]
        var rows: [[String]] = []
        var notes: [String] = []
        for result in results {
            rows.append([
                result.name, result.layout + (result.colorScheme == .dark ? ", dark" : ""),
                result.scale.map { "@\(Int($0))x" } ?? "-", Self.size(result.referenceSize),
                Self.size(result.renderedSize),
                result.sizeMatches.map { $0 ? "match" : "differs" } ?? "-",
                result.ssim.map { String(format: "%.3f", $0) } ?? "not compared",
            ])
            if let reason = result.reason { notes.append("\(result.name): \(reason)") }
            if result.compared, !result.diagnostics.isEmpty {
                notes.append(
                    """
                    \(result.name): rendered with \(result.diagnostics.count) diagnostic(s), first: \
                    \(result.diagnostics[0].message)
                    """
                )
            }
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(
                separator: "  "
            )
            .trimmingCharacters(in: .whitespaces)
        }
        var lines = [line(header)] + rows.map(line)
        let notCompared = results.count - compared.count
        let mean = meanSSIM.map { String(format: "%.3f", $0) } ?? "-"
        lines.append("")
        lines.append(
            "\(results.count) snapshots: \(compared.count) compared, \(notCompared) not compared; mean SSIM \(mean)")
        if let minimum {
            let below = compared.filter { $0.ssim! < minimum }.count
            lines.append(
                "minimum SSIM \(minimum): \(passes ? "passed" : "failed") (\(below) below, \(notCompared) not compared)"
            )
        }
        return (lines + notes.map { "  " + $0 }).joined(separator: "\n")
    }

    private static func size(_ size: (width: Int, height: Int)?) -> String {
        size.map { "\($0.width)×\($0.height)" } ?? "-"
    }

    var json: String {
        let snapshots: [[String: Any]] = results.map { result in
            var entry: [String: Any] = [
                "name": result.name, "file": result.assertion.file, "line": result.assertion.line,
                "test": result.assertion.testName, "layout": result.layout, "colorScheme": result.colorScheme.rawValue,
                "status": result.compared ? "compared" : "not-compared",
            ]
            entry["reference"] = result.reference
            entry["scale"] = result.scale
            entry["referenceSize"] = result.referenceSize.map { ["width": $0.width, "height": $0.height] }
            entry["renderedSize"] = result.renderedSize.map { ["width": $0.width, "height": $0.height] }
            entry["sizeMatch"] = result.sizeMatches
            entry["ssim"] = result.ssim
            entry["rendered"] = result.rendered
            entry["diff"] = result.diff
            entry["reason"] = result.reason
            entry["precision"] = result.assertion.strategy?.precision
            entry["perceptualPrecision"] = result.assertion.strategy?.perceptualPrecision
            entry["diagnostics"] = result.diagnostics.map(CatalogDocument.diagnosticObject)
            return entry
        }
        var summary: [String: Any] = [
            "snapshots": results.count, "compared": compared.count,
            "notCompared": results.count - compared.count,
        ]
        summary["meanSSIM"] = meanSSIM
        summary["minimumSSIM"] = minimum
        summary["passed"] = passes
        let document: [String: Any] = ["snapshots": snapshots, "summary": summary]
        let data = try! JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
