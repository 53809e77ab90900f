import Foundation
@testable import PreviewFuzzHarnesses
import PreviewPipeline
import PreviewTestSupport
import Testing

/// No geometry may break the layout and raster stages: the seeds in Fuzz/Seeds/render and seeded mutants of them go
/// through layout and the renderer (`RenderFuzzPipeline`), and every frame after a hostile one must come out as
/// if nothing had happened before it.
///
/// A crash kills the test process; the mutant being run is then in `Findings/render-pending-crash.bin` (renamed to
/// `render-crash-<time>.bin` by the next run). A hang or a violation is saved to `Findings/` and fails the test.
/// Replay one with `scripts/fuzz render --replay FILE`; once fixed, a finding joins the seeds (any file in the seed
/// folder is replayed on every run).
///
/// Environment: `PREVIEWD_FUZZ_SECONDS` (default 10 here) and `PREVIEWD_FUZZ_ITERATIONS` bound the mutation run,
/// `PREVIEWD_FUZZ_SEED` changes the mutants, `PREVIEWD_FUZZ_START` starts at an iteration (to replay one);
/// `RECORD_SNAPSHOTS=1` rewrites the seed files from `RenderFuzzSeeds`.
@Suite(.serialized)
struct RenderFuzzTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let seeds = directory.appendingPathComponent("../../Fuzz/Seeds/render", isDirectory: true).standardized
    static let findings = directory.appendingPathComponent("Findings", isDirectory: true)
    static let pendingCrash = findings.appendingPathComponent("render-pending-crash.bin")

    /// How long one input may take before it counts as a hang: three frames, three reference frames and, after a
    /// violation, the bisection that names the item, in a debug build on a loaded machine.
    static let hangSeconds = 120.0
    /// Resident memory over the pipeline's baseline, sampled while an input runs, beyond which the run stops
    /// (the thread cannot be stopped, and would take the machine with it).
    static let runawayMemory = 6 << 30

    static func seedFiles() throws -> [(name: String, bytes: [UInt8])] {
        try FileManager.default.contentsOfDirectory(atPath: seeds.path).filter { !$0.hasPrefix(".") }.sorted().map {
            name in
            (name, [UInt8](try Data(contentsOf: seeds.appendingPathComponent(name))))
        }
    }

    /// Each seed file holds the bytes its description encodes to, and those bytes decode to the same frame (encoded
    /// again, the same bytes).
    @Test func seedFilesHoldTheirDescriptions() throws {
        let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        let folder = RenderFuzzSeeds.imageFolder
        for (name, frame) in RenderFuzzSeeds.all {
            let bytes = HostileEncoder.encode(frame, imageFolder: folder)
            let decoded = HostileFrame(decoding: bytes, imageFolder: folder)
            #expect(
                HostileEncoder.encode(decoded, imageFolder: folder) == bytes,
                "\(name) does not decode to what it describes")
            let url = Self.seeds.appendingPathComponent("\(name).bin")
            if record {
                try FileManager.default.createDirectory(at: Self.seeds, withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            } else {
                let stored = try? Data(contentsOf: url)
                #expect(
                    stored.map([UInt8].init) == bytes,
                    "\(url.path) is not what RenderFuzzSeeds describes; RECORD_SNAPSHOTS=1 rewrites it")
            }
        }
    }

    @Test func seedsRenderWithoutViolations() throws {
        let seeds = try Self.seedFiles()
        #expect(seeds.count >= 10, "the render seeds are in \(Self.seeds.path)")
        let images = try TemporaryFolder("render-fuzz")
        let pipeline = try RenderFuzzPipeline(imageFolder: images.url)
        for seed in seeds {
            var peak = 0
            guard let report = run(pipeline, seed.bytes, peak: &peak, finding: seed.name) else {
                Issue.record("\(seed.name) did not finish in \(Int(Self.hangSeconds)) s")
                return
            }
            print("render fuzz: \(seed.name): \(report.summary); \(report.framesDrawn) frames drawn, "
                + "\(report.refused.count) refused, slowest stage \(String(format: "%.2f", report.slowestStage)) s, "
                + "resident +\(peak >> 20) MiB at most")
            #expect(report.violations.isEmpty, "\(seed.name): \(report.violations.joined(separator: "\n"))")
            #expect(
                peak <= pipeline.bounds.residentGrowth,
                "\(seed.name): resident memory peaked \(peak >> 20) MiB over the baseline")
        }
    }

    @Test func mutantsRenderWithoutViolations() throws {
        let settings = MutationSettings(defaultSeconds: 10)
        let (seed, iterations, seconds, start) = (settings.seed, settings.iterations, settings.seconds, settings.start)

        try keepPendingCrash()
        let seeds = try Self.seedFiles()
        let mutator = ByteMutator(seeds: seeds)
        let images = try TemporaryFolder("render-fuzz")
        let pipeline = try RenderFuzzPipeline(imageFolder: images.url)

        var mutants = 0, frames = 0, refused = 0, findings = 0, items = 0, slowest = 0.0, peak = 0
        let began = Date()
        var iteration = start
        while iteration - start < iterations, Date().timeIntervalSince(began) < seconds {
            defer { iteration += 1 }
            // Each iteration has its own generator, so that one mutant can be replayed with PREVIEWD_FUZZ_START.
            var random = FuzzRandom(seed: seed &+ UInt64(iteration) &* 0x9E37_79B9_7F4A_7C15)
            let base = random.pick(seeds)
            let (mutant, steps) = random.chance(5)
                ? ((0..<random.within(1...256)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, ["random bytes"])
                : mutator.mutate(base.bytes, random: &random)
            let name = "seed \(seed), iteration \(iteration), from \(base.name): \(steps.joined(separator: "; "))"
            try Data(mutant).write(to: Self.pendingCrash)

            var inputPeak = 0
            let report = run(pipeline, mutant, peak: &inputPeak, finding: "render-memory-\(iteration)")
            mutants += 1
            peak = max(peak, inputPeak)
            guard let report else {
                let path = try save(mutant, as: "render-hang-\(iteration)")
                Issue.record(
                    "mutant \(iteration) (\(name)) did not finish in \(Int(Self.hangSeconds)) s; saved to \(path)")
                break
            }
            frames += report.framesDrawn
            refused += report.refused.count
            items = max(items, report.displayItems)
            slowest = max(slowest, report.slowestStage)
            var violations = report.violations
            if inputPeak > pipeline.bounds.residentGrowth {
                violations.append("resident memory peaked \(inputPeak >> 20) MiB over the baseline")
            }
            if !violations.isEmpty {
                let path = try save(mutant, as: "render-bound-\(iteration)")
                Issue.record("""
                    mutant \(iteration) (\(name); \(report.summary)): \(violations.joined(separator: "; ")); saved to \
                    \(path)
                    """)
                findings += 1
                if findings >= 5 { break }
            }
        }
        try? FileManager.default.removeItem(at: Self.pendingCrash)

        let elapsed = Date().timeIntervalSince(began)
        print(
            "render fuzz: \(mutants) mutants in \(String(format: "%.1f", elapsed)) s "
                + "(\(String(format: "%.1f", Double(mutants) / max(elapsed, 0.001)))/s), seed \(seed), "
                + """
                    iterations \(start)..<\(iteration); \(frames) frames drawn, \(refused) refused; largest display \
                    list 
                    """
                + """
                    \(items) items; slowest stage \(String(format: "%.2f", slowest)) s; resident +\(peak >> 20) MiB at \
                    most
                    """)
        #expect(mutants > 0)
    }

    /// Runs one input on a thread of its own, sampling resident memory into `peak` (over the pipeline's baseline);
    /// nil when it has not finished in `hangSeconds`.
    private func run(_ pipeline: RenderFuzzPipeline, _ bytes: [UInt8], peak: inout Int, finding: String)
        -> RenderFuzzPipeline.Report?
    {
        let baseline = pipeline.baselineResident
        var highest = 0
        let report = FuzzThread.run(
            timeout: Self.hangSeconds,
            poll: {
                highest = max(highest, (ResidentMemory.bytes() ?? 0) - baseline)
                guard highest > Self.runawayMemory else { return }
                let path = try? save(bytes, as: finding)
                fatalError("""
                    \(finding): resident memory grew \(highest >> 20) MiB over the baseline; input saved to \
                    \(path ?? "?")
                    """)
            }, { pipeline.run(bytes) })
        peak = max(highest, (ResidentMemory.bytes() ?? 0) - baseline, report?.residentGrowth ?? 0)
        return report
    }

    /// A crash in an earlier run left its mutant behind: keep it under a name of its own before this run reuses
    /// the pending file.
    private func keepPendingCrash() throws {
        guard let bytes = try? Data(contentsOf: Self.pendingCrash) else { return }
        let kept = try save([UInt8](bytes), as: "render-crash-\(Int(Date().timeIntervalSince1970))")
        try FileManager.default.removeItem(at: Self.pendingCrash)
        print("render fuzz: an earlier run crashed on the mutant now in \(kept)")
    }

    private func save(_ bytes: [UInt8], as name: String) throws -> String {
        let url = Self.findings.appendingPathComponent("\(name).bin")
        try Data(bytes).write(to: url)
        print("render fuzz: finding saved to \(url.path)")
        return url.path
    }
}
