/// Time spent per pipeline stage, for one render or summed over many (logged with each update, read by the
/// benchmark to split edit-to-frame latency).
package struct StageTimings: Sendable, Equatable {
    package var evaluate: Duration = .zero
    package var layout: Duration = .zero
    package var raster: Duration = .zero
    package var encode: Duration = .zero

    package static func += (total: inout StageTimings, more: StageTimings) {
        total.evaluate += more.evaluate
        total.layout += more.layout
        total.raster += more.raster
        total.encode += more.encode
    }
}
