import ArgumentParser
import Dispatch
import Foundation
import PreviewConformance
import PreviewInterpreter

/// Runs the tests of Swift folders through previewd's interpreter and reports which pass, fail or cannot be
/// evaluated: how close the interpreter is to the Swift language on code it was not written for.
@main
struct SwiftConformance: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift-conformance",
        abstract: "Evaluate Swift Testing and XCTest tests with previewd's interpreter.",
        discussion: """
            Each folder holds Swift sources (Sources/, or .meta/Sources/ where a collection keeps a reference \
            solution beside a stub) and their tests (Tests/). A folder without Tests/ is searched two levels deep \
            for folders that have one. Each test function runs as its own evaluation; it passes when every \
            #expect/#require/XCTAssert holds and the interpreter evaluated all of it.
            """)

    @Argument(help: "Folders of Swift sources with tests, or folders of such folders.")
    var folders: [String]

    @Flag(help: "Print JSON (totals passed, failed, unsupported; per folder and test; causes) instead of a table.")
    var json = false

    @Flag(help: "List every test that did not pass, with its first failure or diagnostic.")
    var verbose = false

    @Option(help: "Folders evaluated at once.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "How many of the most frequent causes the table lists.")
    var causes = 25

    @Option(help: "Processor seconds each test may take.")
    var seconds = ConformanceRunner.testBudget.seconds

    @Option(help: "Exit with status 1 when fewer than this percentage of the tests pass.")
    var minimum: Double?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard seconds > 0 else { throw ValidationError("--seconds must be positive") }
    }

    func run() throws {
        let roots = try folders.flatMap { try Self.testFolders(below: URL(fileURLWithPath: $0), depth: 2) }
        guard !roots.isEmpty else {
            throw ValidationError("no folder with a Tests/ folder among \(folders.joined(separator: ", "))")
        }
        var budget = ConformanceRunner.testBudget
        budget.seconds = seconds
        let runner = ConformanceRunner(budget: budget)
        let results = Results(count: roots.count)
        let pending = AtomicCounter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, roots.count)) { _ in
            while let index = pending.next(below: roots.count) {
                let root = roots[index]
                let result: FolderResult
                do {
                    result = try runner.run(try TestFolder(root: root))
                } catch {
                    result = FolderResult(
                        folder: root.lastPathComponent, results: [], problem: "could not be read: \(error)")
                }
                results.set(index, result)
                if !json {
                    FileHandle.standardError.write(
                        Data("\(root.lastPathComponent): \(result.count(.passed))/\(result.results.count)\n".utf8))
                }
            }
        }
        let report = ConformanceReport(folders: results.all)
        if json {
            FileHandle.standardOutput.write(try report.json())
            print()
        } else {
            print(report.table(causeLimit: causes, verbose: verbose), terminator: "")
        }
        if let minimum, report.passedPercent < minimum { throw ExitCode(1) }
    }

    /// `url` when it has a `Tests` folder, else its subfolders that do (down to `depth` levels), sorted.
    static func testFolders(below url: URL, depth: Int) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(url.path) is not a folder")
        }
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Tests").path) { return [url] }
        guard depth > 0 else { return [] }
        let children = try FileManager.default.contentsOfDirectory(
            at: url, includingPropertiesForKeys: [.isDirectoryKey]
        )
        .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        .sorted { $0.path < $1.path }
        return try children.flatMap { try testFolders(below: $0, depth: depth - 1) }
    }
}

/// Folder results filled in by concurrent workers, read once they are all done.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FolderResult?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: FolderResult) { lock.withLock { slots[index] = result } }
    var all: [FolderResult] { lock.withLock { slots.compactMap { $0 } } }
}

/// Hands out the indices 0, 1, 2, … to concurrent workers.
private final class AtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}
