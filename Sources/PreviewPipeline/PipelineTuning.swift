import Foundation

/// The edit path's two timing choices, with defaults chosen by `make bench` (README, "Performance"). The
/// environment can override them so that the benchmark can compare settings on the same binary; they are not a
/// user-facing configuration.
package struct PipelineTuning: Sendable {
    /// How long the watcher waits for more events before it hands over a change set. The watcher reacts only to
    /// finished writes (`CLOSE_WRITE`, `MOVED_TO`), so a short wait never sees half a file; it only decides whether
    /// a multi-file save arrives as one change set or as two (the second then re-renders incrementally). 1 ms:
    /// `make bench` measured the first changed frame at p50 21 ms with 5 ms and 17 ms with 1 ms (0 ms: no faster).
    package var quietPeriod: Duration = .milliseconds(1)
    /// Render worker threads: two pay on a two-core machine when an edit changes several frames.
    package var renderWorkers = min(2, ProcessInfo.processInfo.activeProcessorCount)

    /// `PREVIEWD_DEBOUNCE_MS` and `PREVIEWD_RENDER_WORKERS` override the defaults when they hold sane numbers.
    package init(environment: [String: String]) {
        if let value = environment["PREVIEWD_DEBOUNCE_MS"].flatMap(Int.init), (0...1000).contains(value) {
            quietPeriod = .milliseconds(value)
        }
        if let value = environment["PREVIEWD_RENDER_WORKERS"].flatMap(Int.init), (1...16).contains(value) {
            renderWorkers = value
        }
    }
}
