import ArgumentParser
import Foundation
import PreviewModel

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            """
            Render a project's swift-snapshot-testing snapshots of SwiftUI views and compare them with the recorded \
            images.
            """,
        discussion: """
            Finds every assertSnapshot(of:as:) of a view in the project's tests, renders the view as the test lays it \
            out (.fixed, .device, .sizeThatFits, dark traits) at the scale of the recorded image, and scores it \
            against __Snapshots__/<TestFile>/<testName>.<n>.png by structural similarity (SSIM, 1 = identical). \
            Writes one diff image per snapshot: reference, rendering and their difference side by side.
            """)

    @Argument(help: "The project folder holding the tests and their __Snapshots__ folders.", completion: .directory)
    var project: String

    @Option(help: "Folder to write the diff images and compare.json to.")
    var out = "previewd-compare"

    @Flag(help: "Print the report as JSON instead of a table.")
    var json = false

    @Option(help: "Exit non-zero when a snapshot scores below this SSIM (0 to 1) or cannot be compared.")
    var minSsim: Double?

    @OptionGroup var logging: LoggingOptions

    func validate() throws {
        if let minSsim, !(0...1).contains(minSsim) {
            throw ValidationError("--min-ssim wants a number from 0 to 1, got \(minSsim)")
        }
    }

    func run() throws {
        _ = logging.bootstrap()
        let root = URL(fileURLWithPath: project)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("'\(project)' is not a folder")
        }
        let output = URL(fileURLWithPath: out)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let results = try SnapshotComparison(project: root, output: output).run()
        let report = CompareReport(results: results, minimum: minSsim)
        try Data(report.json.utf8).write(to: output.appendingPathComponent("compare.json"), options: .atomic)
        printLine(json ? report.json : report.table + "\ndiff images → \(out)")
        if !report.passes { throw ExitCode.failure }
    }
}
