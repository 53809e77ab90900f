package import PreviewProtocol
package import PreviewViews
import Synchronization

/// Devices' taps in interactive mode, handed from the stream server's service thread to the render thread, which
/// runs them (RenderPipeline+Interaction.swift).
package final class TapInbox: Sendable {
    package enum Event: Equatable, Sendable {
        /// A tap at `point` (points on the frame's canvas) on session `session`'s frame of `key`.
        case tap(session: UInt64, key: FrameKey, point: Point)
        /// The session left interactive mode or closed: what its taps changed is dropped.
        case reset(session: UInt64)
    }

    /// Taps a session may have waiting; more are dropped. A tap costs a render, and a finger waits for the frame
    /// its last tap made anyway, so only a flood ever reaches this.
    package static let maximumWaitingTaps = 4

    private let events = Mutex<[Event]>([])
    /// Called (on the writing thread) when an event arrives, to wake the render thread.
    private let changed: @Sendable () -> Void

    package init(onChange: @escaping @Sendable () -> Void = {}) { changed = onChange }

    /// Queues a tap; false when the session already has `maximumWaitingTaps` waiting.
    @discardableResult
    package func tap(session: UInt64, key: FrameKey, at point: Point) -> Bool {
        let accepted = events.withLock { events -> Bool in
            let waiting = events.count { if case .tap(session, _, _) = $0 { true } else { false } }
            guard waiting < Self.maximumWaitingTaps else { return false }
            events.append(.tap(session: session, key: key, point: point))
            return true
        }
        if accepted { changed() }
        return accepted
    }

    package func reset(session: UInt64) {
        events.withLock { $0.append(.reset(session: session)) }
        changed()
    }

    /// Everything queued since the last call, in order. Render thread.
    package func take() -> [Event] {
        events.withLock { events in
            defer { events = [] }
            return events
        }
    }
}
