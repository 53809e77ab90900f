package import PreviewPipeline
import Synchronization

/// What `/metrics` reports, in Prometheus' text format: the render thread records each render, the stream server
/// counts clients and frames sent, and a scrape reads them all. Hand-written (a few counters and one histogram)
/// rather than a metrics package, which would cost more build time than the whole feature.
package final class ServiceMetrics: RenderRecorder {
    /// Upper bounds, in seconds, of the render-duration histogram's buckets.
    static let renderBuckets: [Double] = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private struct State {
        var renders = 0
        var framesRendered = 0
        var framesPublished = 0
        var stageSeconds: [String: Double] = ["evaluate": 0, "layout": 0, "raster": 0, "encode": 0]
        var renderBucketCounts = Array(repeating: 0, count: ServiceMetrics.renderBuckets.count)
        var renderSecondsSum = 0.0
        var diagnostics = 0
    }

    private let state = Mutex(State())

    package init() {}

    /// Render thread: one render of the pipeline finished.
    package func recordRender(
        framesRendered: Int, framesPublished: Int, duration: Duration, stages: StageTimings, diagnostics: Int
    ) {
        let seconds = Self.seconds(duration)
        state.withLock { state in
            state.renders += 1
            state.framesRendered += framesRendered
            state.framesPublished += framesPublished
            state.stageSeconds["evaluate", default: 0] += Self.seconds(stages.evaluate)
            state.stageSeconds["layout", default: 0] += Self.seconds(stages.layout)
            state.stageSeconds["raster", default: 0] += Self.seconds(stages.raster)
            state.stageSeconds["encode", default: 0] += Self.seconds(stages.encode)
            for (index, bound) in Self.renderBuckets.enumerated() where seconds <= bound {
                state.renderBucketCounts[index] += 1
            }
            state.renderSecondsSum += seconds
            state.diagnostics = diagnostics
        }
    }

    /// The exposition text; `clients` and `framesSent` come from the stream server at scrape time.
    package func prometheusText(clients: Int, framesSent: UInt64) -> String {
        let state = state.withLock { $0 }
        var lines: [String] = []
        func metric(_ name: String, _ type: String, _ help: String, _ samples: [(String, String)]) {
            lines.append("# HELP \(name) \(help)")
            lines.append("# TYPE \(name) \(type)")
            for (labels, value) in samples { lines.append("\(name)\(labels) \(value)") }
        }
        metric(
            "previewd_renders_total", "counter", "Renders of the project (start-up, edits, configuration changes).",
            [("", "\(state.renders)")])
        metric(
            "previewd_frames_rendered_total", "counter", "(preview, target) pairs evaluated and laid out.",
            [("", "\(state.framesRendered)")])
        metric(
            "previewd_frames_published_total", "counter", "Frames with new pixels published to clients.",
            [("", "\(state.framesPublished)")])
        metric(
            "previewd_frames_sent_total", "counter", "Frames written to clients, one per client that received it.",
            [("", "\(framesSent)")])
        metric(
            "previewd_stage_seconds_total", "counter", "Time spent per pipeline stage, summed over frames.",
            state.stageSeconds.sorted { $0.key < $1.key }.map { ("{stage=\"\($0.key)\"}", Self.format($0.value)) })
        var buckets = zip(Self.renderBuckets, state.renderBucketCounts).map { ("{le=\"\(Self.format($0))\"}", "\($1)") }
        buckets.append(("{le=\"+Inf\"}", "\(state.renders)"))
        buckets.append(("_sum", Self.format(state.renderSecondsSum)))
        buckets.append(("_count", "\(state.renders)"))
        lines.append("# HELP previewd_render_duration_seconds How long each render of the project took.")
        lines.append("# TYPE previewd_render_duration_seconds histogram")
        for (suffix, value) in buckets {
            lines.append(
                suffix.hasPrefix("{")
                    ? "previewd_render_duration_seconds_bucket\(suffix) \(value)"
                    : "previewd_render_duration_seconds\(suffix) \(value)")
        }
        metric("previewd_clients", "gauge", "Connected WebSocket clients.", [("", "\(clients)")])
        metric("previewd_diagnostics", "gauge", "Diagnostics in the newest catalog.", [("", "\(state.diagnostics)")])
        return lines.joined(separator: "\n") + "\n"
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
