import Synchronization

/// Whether the render thread is working, for the dashboard's status line: set by the render thread, read by the
/// stream thread for welcomes, and announced to dashboards as it changes (`status` messages).
package final class RenderActivity: Sendable {
    private let rendering = Atomic<Bool>(false)
    private let announce = Mutex<(@Sendable (Bool) -> Void)?>(nil)

    package init() {}

    package var isRendering: Bool { rendering.load(ordering: .relaxed) }

    package func onChange(_ action: @escaping @Sendable (Bool) -> Void) { announce.withLock { $0 = action } }

    /// Render thread: marks the work of `body` as rendering.
    package func whileRendering<Result>(_ body: () -> Result) -> Result {
        set(true)
        defer { set(false) }
        return body()
    }

    private func set(_ value: Bool) {
        guard rendering.exchange(value, ordering: .relaxed) != value else { return }
        announce.withLock { $0 }?(value)
    }
}
