/// How fast frames reach one client, learned from its acks (`"ack"` in `hello.formats`), and whether that is slow
/// enough for lossless WebP to pay.
///
/// An ack's delay is the frame's transfer plus a fixed part (the round trip, the client's decode and compositing),
/// and that fixed part would make every small message (a damage frame of 2–3 KB) look like a slow link. So the
/// fixed part is taken as the shortest delay among recent small messages, and only messages of at least
/// `rateSampleMinimum` bytes give a rate: their bytes over their delay less that fixed part.
package struct LinkEstimate: Sendable, Equatable {
    /// Below this many bytes a message says more about latency than about throughput.
    package static let rateSampleMinimum = 16 * 1024
    /// A link is slow below this rate and fast again above `fastAbove` (the gap keeps it from flapping). WebP
    /// level 1 halves a full phone frame (about 19 KB less) for about 33 ms more encode on this machine, which is
    /// paid back where 19 KB take longer than 33 ms to send: under about 575 KB/s (4.6 Mbit/s). The line is drawn a
    /// little lower, at 4 Mbit/s (Documentation/Performance.md).
    package static let slowBelow = 500_000.0
    package static let fastAbove = 750_000.0
    /// How many recent small-message delays the fixed part is the minimum of.
    private static let latencyWindow = 8
    /// Weight of a new rate sample in the running estimate.
    private static let smoothing = 0.3

    /// Delays (seconds) of the latest small messages, oldest first.
    private var smallDelays: [Double] = []
    /// Bytes per second, smoothed; nil until a large message was acknowledged.
    package private(set) var bytesPerSecond: Double?
    package private(set) var isSlow = false

    package init() {}

    /// The fixed part of an ack's delay: the shortest recent small-message delay (0 before there is one).
    package var latency: Double { smallDelays.min() ?? 0 }

    /// Takes one acknowledged message of `bytes` that took `delay` seconds from being written (or from the previous
    /// ack, when it waited behind that message) to its ack. Returns true when `isSlow` changed.
    package mutating func record(bytes: Int, delay: Double) -> Bool {
        guard delay.isFinite, delay >= 0 else { return false }
        if bytes < Self.rateSampleMinimum {
            smallDelays.append(delay)
            if smallDelays.count > Self.latencyWindow { smallDelays.removeFirst() }
            return false
        }
        // A millisecond at least: loopback acks can come back faster than the clock's noise.
        let sample = Double(bytes) / max(delay - latency, 0.001)
        let rate = bytesPerSecond.map { $0 + Self.smoothing * (sample - $0) } ?? sample
        bytesPerSecond = rate
        let wasSlow = isSlow
        isSlow = wasSlow ? rate < Self.fastAbove : rate < Self.slowBelow
        return isSlow != wasSlow
    }
}
