import Foundation
@testable import PreviewFuzzHarnesses
import PreviewModel
import PreviewPipeline
import PreviewTestSupport
import Testing

/// No source file may crash, hang or exhaust the daemon: seeded mutants of the corpus in `Corpus/` go through
/// load → evaluate → layout (`FuzzPipeline`) within fixed bounds.
///
/// A crash kills the test process, which is the failure signal; the mutant being run is then in
/// `Findings/pending-crash.swift` (renamed to `crash-<time>.swift` by the next run). A hang or a broken bound is
/// saved to `Findings/` and fails the test. Once fixed, a finding moves to `Regressions/`, which every run
/// replays (kept apart from `Corpus/` because some are large and need not parse).
///
/// Environment: `PREVIEWD_FUZZ_SECONDS` (default 25) and `PREVIEWD_FUZZ_ITERATIONS` bound the run,
/// `PREVIEWD_FUZZ_SEED` changes the mutants, `PREVIEWD_FUZZ_START` starts at an iteration (to replay one).
@Suite(.serialized)
struct InterpreterFuzzTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let corpus = directory.appendingPathComponent("Corpus", isDirectory: true)
    static let findings = directory.appendingPathComponent("Findings", isDirectory: true)
    static let regressions = directory.appendingPathComponent("Regressions", isDirectory: true)
    static let pendingCrash = findings.appendingPathComponent("pending-crash.swift")

    /// How long a mutant may take before it counts as a hang: several previews of 1 s budget each, slack for a
    /// loaded CI machine.
    static let hangSeconds = 30.0
    /// Resident memory growth during one mutant that counts as unbounded.
    static let memoryGrowthLimit = 3 << 30
    /// Resident memory growth over the whole run that counts as a leak.
    static let leakLimit = 1 << 30

    static func corpusFiles() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { name in (name, try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)) }
    }

    @Test func seedsRenderWithinBounds() throws {
        let seeds = try Self.corpusFiles()
        #expect(seeds.count >= 10, "the seed corpus is in \(Self.corpus.path)")
        let folder = try ProjectFolder()
        let pipeline = FuzzPipeline(root: folder.root)
        for seed in seeds {
            let report = try #require(FuzzThread.run(timeout: Self.hangSeconds) { pipeline.run(Data(seed.text.utf8)) })
            #expect(report.violations.isEmpty, "\(seed.name): \(report.violations)")
            if !seed.name.hasPrefix("regression-") {
                #expect(report.parsed, "\(seed.name) should parse")
                #expect(report.previews > 0, "\(seed.name) should have previews")
            }
        }
    }

    /// Every file in `Regressions/` (fixed findings) on every run; `PREVIEWD_FUZZ_REPLAY=path[:path…]` runs
    /// those files instead (an open finding, a libFuzzer artifact).
    @Test func replay() throws {
        let paths: [String]
        if let value = ProcessInfo.processInfo.environment["PREVIEWD_FUZZ_REPLAY"] {
            paths = value.split(separator: ":").map(String.init)
        } else {
            paths = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path).filter {
                $0.hasSuffix(".swift")
            }
            .sorted().map { Self.regressions.appendingPathComponent($0).path }
        }
        try #require(!paths.isEmpty)
        let folder = try ProjectFolder()
        let pipeline = FuzzPipeline(root: folder.root)
        for path in paths {
            print("fuzz: replaying \(path)")
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let report = FuzzThread.run(timeout: Self.hangSeconds, { pipeline.run(data) }) else {
                Issue.record("\(path) did not finish in \(Int(Self.hangSeconds)) s")
                continue
            }
            print(
                "fuzz: \(path): parsed \(report.parsed), \(report.previews) previews, "
                + "\(report.diagnostics) diagnostics, tree \(report.treeNodes) nodes, "
                + "evaluation \(String(format: "%.2f", report.slowestEvaluation)) s")
            #expect(report.violations.isEmpty, "\(path): \(report.violations)")
        }
    }

    @Test func mutantsRenderWithinBounds() throws {
        let settings = MutationSettings(defaultSeconds: 25)
        let (seed, iterations, seconds, start) = (settings.seed, settings.iterations, settings.seconds, settings.start)

        try keepPendingCrash()
        let seeds = try Self.corpusFiles()
        let mutator = SourceMutator(seeds: seeds)
        let folder = try ProjectFolder()
        let pipeline = FuzzPipeline(root: folder.root)

        var stats = Stats()
        let baseline = ResidentMemory.bytes() ?? 0
        let began = Date()
        var iteration = start
        while iteration - start < iterations, Date().timeIntervalSince(began) < seconds {
            defer { iteration += 1 }
            // Each iteration has its own generator, so that one mutant can be replayed with PREVIEWD_FUZZ_START.
            var random = FuzzRandom(seed: seed &+ UInt64(iteration) &* 0x9E37_79B9_7F4A_7C15)
            let base = random.pick(seeds)
            // Most mutants should parse, or the interpreter never sees them: try a few times for one that does,
            // keeping a quarter of the broken ones for the parser and the project's diagnostics.
            var mutant = "", steps: [String] = [], finding = ""
            for _ in 0..<4 {
                (mutant, steps) = mutator.mutate(base.text, random: &random)
                let header =
                    "// seed \(seed), iteration \(iteration), from \(base.name): \(steps.joined(separator: "; "))\n"
                    .replacingAll("\r", with: "")
                finding = header + mutant
                try Data(finding.utf8).write(to: Self.pendingCrash)
                if random.chance(25) { break }
                let text = mutant
                let parses = FuzzThread.run(timeout: Self.hangSeconds) {
                    !SourceFile(path: FuzzPipeline.fileName, text: text).hasSyntaxErrors
                }
                if parses != false { break }
            }

            let before = ResidentMemory.bytes() ?? 0
            let report = FuzzThread.run(
                timeout: Self.hangSeconds,
                poll: {
                    let grown = (ResidentMemory.bytes() ?? 0) - before
                    guard grown > Self.memoryGrowthLimit else { return }
                    // The runaway thread cannot be stopped, and would take the machine with it: save and stop.
                    let path = try? save(finding, as: "memory-\(iteration)")
                    fatalError(
                        "mutant \(iteration) grew resident memory by \(grown >> 20) MiB; saved to \(path ?? "?")")
                }, { pipeline.run(Data(mutant.utf8)) })
            stats.mutants += 1
            guard let report else {
                let path = try save(finding, as: "hang-\(iteration)")
                Issue.record("mutant \(iteration) did not finish in \(Int(Self.hangSeconds)) s; saved to \(path)")
                break
            }
            stats.add(report)
            if !report.violations.isEmpty {
                let path = try save(finding, as: "bound-\(iteration)")
                Issue.record("mutant \(iteration): \(report.violations.joined(separator: "; ")); saved to \(path)")
                if stats.findings >= 5 { break }
                stats.findings += 1
            }
        }
        try? FileManager.default.removeItem(at: Self.pendingCrash)

        let elapsed = Date().timeIntervalSince(began)
        let grown = (ResidentMemory.bytes() ?? 0) - baseline
        print(
            "fuzz: \(stats.mutants) mutants in \(String(format: "%.1f", elapsed)) s "
                + "(\(String(format: "%.1f", Double(stats.mutants) / max(elapsed, 0.001)))/s), seed \(seed), "
                + """
                    iterations \(start)..<\(iteration); \(stats.parsed) parsed, \(stats.evaluations) previews \
                    evaluated, 
                    """
                + "\(stats.diagnostics) diagnostics; largest tree \(stats.treeNodes) nodes (depth \(stats.treeDepth)), "
                + """
                    display list \(stats.displayItems) items; slowest evaluation \
                    \(String(format: "%.2f", stats.slowestEvaluation)) s, 
                    """
                + "layout \(String(format: "%.2f", stats.slowestLayout)) s; resident memory +\(grown >> 20) MiB")
        #expect(stats.mutants > 0)
        #expect(grown < Self.leakLimit, "resident memory grew by \(grown >> 20) MiB over the run")
    }

    /// A crash in an earlier run left its mutant behind: keep it under a name of its own before this run reuses
    /// the pending file.
    private func keepPendingCrash() throws {
        guard FileManager.default.fileExists(atPath: Self.pendingCrash.path) else { return }
        let kept = try save(
            String(contentsOf: Self.pendingCrash, encoding: .utf8), as: "crash-\(Int(Date().timeIntervalSince1970))")
        try FileManager.default.removeItem(at: Self.pendingCrash)
        print("fuzz: an earlier run crashed on the mutant now in \(kept)")
    }

    private func save(_ text: String, as name: String) throws -> String {
        let url = Self.findings.appendingPathComponent("\(name).swift")
        try Data(text.utf8).write(to: url)
        print("fuzz: finding saved to \(url.path)")
        return url.path
    }

    private struct Stats {
        var mutants = 0, parsed = 0, evaluations = 0, diagnostics = 0, findings = 0
        var treeNodes = 0, treeDepth = 0, displayItems = 0
        var slowestEvaluation = 0.0, slowestLayout = 0.0

        mutating func add(_ report: FuzzPipeline.Report) {
            if report.parsed { parsed += 1 }
            evaluations += report.previews
            diagnostics += report.diagnostics
            treeNodes = max(treeNodes, report.treeNodes)
            treeDepth = max(treeDepth, report.treeDepth)
            displayItems = max(displayItems, report.displayItems)
            slowestEvaluation = max(slowestEvaluation, report.slowestEvaluation)
            slowestLayout = max(slowestLayout, report.slowestLayout)
        }
    }
}
