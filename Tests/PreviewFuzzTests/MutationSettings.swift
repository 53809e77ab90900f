import Foundation

/// What a seeded mutation test runs, from its environment: `PREVIEWD_FUZZ_SECONDS` and `PREVIEWD_FUZZ_ITERATIONS`
/// bound the run (`defaultSeconds` when neither is given), `PREVIEWD_FUZZ_SEED` changes the mutants and
/// `PREVIEWD_FUZZ_START` starts at an iteration, to replay one.
struct MutationSettings: Equatable {
    var seed: UInt64
    var iterations: Int
    var seconds: Double
    var start: Int

    init(defaultSeconds: Double, environment: [String: String] = ProcessInfo.processInfo.environment) {
        seed = environment["PREVIEWD_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED
        iterations = environment["PREVIEWD_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? .max
        let counted = iterations != .max
        seconds = environment["PREVIEWD_FUZZ_SECONDS"].flatMap { Double($0) } ?? (counted ? .infinity : defaultSeconds)
        start = environment["PREVIEWD_FUZZ_START"].flatMap { Int($0) } ?? 0
    }
}
