import Synchronization

/// Whether the render thread is working, for the dashboard's status line: set by the render thread, read by the
/// stream thread for welcomes, and announced to dashboards as it changes (`status` messages).
package final class RenderActivity: Sendable {
    private let rendering = Atomic<Bool>(false)
    /// Told (on the render thread) each time rendering starts or stops.
    private let announce: @Sendable (Bool) -> Void
    /// When the render thread last finished work, for `previewd status`.
    private let finished = Mutex<ContinuousClock.Instant?>(nil)

    package init(onChange: @escaping @Sendable (Bool) -> Void = { _ in }) { announce = onChange }

    package var isRendering: Bool { rendering.load(ordering: .relaxed) }

    /// Seconds since the render thread last finished work; nil before it first did.
    package var secondsSinceLastRender: Double? {
        finished.withLock { $0 }.map { (ContinuousClock.now - $0) / .seconds(1) }
    }

    /// Render thread: marks the work of `body` as rendering.
    package func whileRendering<Result>(_ body: () -> Result) -> Result {
        set(true)
        defer {
            finished.withLock { $0 = ContinuousClock.now }
            set(false)
        }
        return body()
    }

    private func set(_ value: Bool) {
        guard rendering.exchange(value, ordering: .relaxed) != value else { return }
        announce(value)
    }
}
