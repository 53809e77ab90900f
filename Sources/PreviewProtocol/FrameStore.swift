import Synchronization

/// The newest frame of every (preview, target), the frames still reachable by hash, and the catalog.
///
/// Written by the render pipeline, read by the stream server's service thread and by HTTP handlers; every access
/// takes the lock briefly and hands out immutable values.
package final class FrameStore: Sendable {
    /// Frames kept by hash beyond the current ones, so a client or proxy that just saw a hash can still fetch it.
    package static let retainedOldFrames = 64

    private struct State {
        var latest: [FrameKey: Frame] = [:]
        /// Frames whose damage is out before their full image is encoded (`publishEarly`).
        var early: [FrameKey: Frame] = [:]
        var byHash: [String: Frame] = [:]
        var retiredHashes: [String] = []
        var catalog = Catalog(json: "{}", generation: 0)
        var nextSeq: UInt64 = 1
    }

    /// The catalog as sent to clients, and its generation.
    package struct Catalog: Sendable, Equatable {
        package var json: String
        package var generation: Int

        package init(json: String, generation: Int) {
            self.json = json
            self.generation = generation
        }
    }

    private let state = Mutex(State())

    package init() {}

    /// The next frame sequence number (grows by one per frame produced).
    package func takeSequenceNumber() -> UInt64 {
        state.withLock { state in
            defer { state.nextSeq += 1 }
            return state.nextSeq
        }
    }

    package func publish(_ frame: Frame) {
        state.withLock { state in
            if let early = state.early[frame.key], early.seq <= frame.seq { state.early[frame.key] = nil }
            let old = state.latest.updateValue(frame, forKey: frame.key)
            state.byHash[frame.hash] = frame
            if let old, old.hash != frame.hash { Self.retire(old.hash, in: &state) }
        }
    }

    /// Publishes the damage of a frame whose full image is still being encoded, so the clients that show its base
    /// get the change about 25 ms sooner (a phone frame's PNG encode). `frame.message` holds no image and is never
    /// sent, served or saved: the frame stays out of `latest`, and only its `damage` reaches clients, those that
    /// hold exactly its base. The full frame, published with the same `seq` by `publish(_:)`, replaces it.
    package func publishEarly(_ frame: Frame) {
        precondition(frame.damage != nil, "an early frame is its damage")
        state.withLock { $0.early[frame.key] = frame }
    }

    /// Replaces the catalog and drops the frames of previews and targets it no longer has.
    package func publish(catalog: Catalog, keeping keys: Set<FrameKey>) {
        state.withLock { state in
            state.catalog = catalog
            state.early = state.early.filter { keys.contains($0.key) }
            for (key, frame) in state.latest where !keys.contains(key) {
                state.latest[key] = nil
                Self.retire(frame.hash, in: &state)
            }
        }
    }

    package var catalog: Catalog { state.withLock { $0.catalog } }

    package func frame(for key: FrameKey) -> Frame? { state.withLock { $0.latest[key] } }

    package func frame(hash: String) -> Frame? { state.withLock { $0.byHash[hash] } }

    package func latestFrames() -> [FrameKey: Frame] { state.withLock { $0.latest } }

    /// The newest frames and the early ones (`publishEarly`), taken together.
    package func framesForClients() -> (latest: [FrameKey: Frame], early: [FrameKey: Frame]) {
        state.withLock { ($0.latest, $0.early) }
    }

    private static func retire(_ hash: String, in state: inout State) {
        // A hash still current for another key stays reachable.
        if state.latest.values.contains(where: { $0.hash == hash }) { return }
        state.retiredHashes.append(hash)
        while state.retiredHashes.count > retainedOldFrames {
            let evicted = state.retiredHashes.removeFirst()
            if !state.latest.values.contains(where: { $0.hash == evicted }) { state.byHash[evicted] = nil }
        }
    }
}
