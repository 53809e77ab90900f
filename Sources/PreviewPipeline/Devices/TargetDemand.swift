package import PreviewModel
import PreviewViews
import Synchronization

/// What the connected devices are looking at: each WebSocket session's ad-hoc target and selected preview.
///
/// The render thread renders exactly the (preview, target) pairs in here beyond the configured matrix. Devices
/// that report the same viewport, scale and colour scheme share one target id, so a room full of identical
/// phones costs one render per edit, not one per phone. Written on the stream server's service thread, read on
/// the render thread.
package final class TargetDemand: Sendable {
    /// The most distinct ad-hoc targets rendered at once; further devices fall back to the catalog's targets.
    package static let maximumTargets = 16

    /// One (preview, target) some device shows.
    package struct Pair: Hashable, Sendable {
        package var preview: String
        package var target: Target
    }

    private struct Viewer {
        /// nil for a dashboard that only asked for variants.
        var target: Target?
        var preview: String?
        /// A dashboard's variants view: one preview on several targets.
        var variants: Set<Pair> = []
        /// The device's link is slow and it decodes WebP: its target's frames carry a WebP too.
        var prefersWebP = false
    }

    /// The most targets one variants view asks for (every Dynamic Type size is 12).
    package static let maximumVariants = 12

    private let viewers = Mutex<[UInt64: Viewer]>([:])
    /// Pixels of the largest ad-hoc frame no device shows any more since the render thread last asked
    /// (`takeDepartedPixels`): its renderers may still hold a canvas that size.
    private let departedPixels = Mutex(0)
    /// Called (on the writing thread) when the set of pairs may have grown, to wake the renderer.
    private let changed: @Sendable () -> Void

    package init(onChange: @escaping @Sendable () -> Void = {}) { changed = onChange }

    /// The most pixels one ad-hoc frame may have: 8 Mi, a 4K screen, beyond any phone or tablet (an iPad Pro 13"
    /// is 5.5 Mi). Each costs 4 bytes in a renderer's canvas, and in the layers its effects draw in.
    package static let maximumFramePixels = 8 << 20
    /// The most pixels all distinct ad-hoc targets may have together: a few large tablets, or sixteen phones.
    package static let maximumTotalPixels = 48 << 20

    /// Pixels of one frame of `target`.
    package static func pixels(of target: Target) -> Int {
        Int((target.size.width * target.device.scale).rounded() * (target.size.height * target.device.scale).rounded())
    }

    /// Gives `session` the ad-hoc target `make(scale)` makes at `requestedScale` or, when its frames would exceed
    /// `maximumFramePixels` or the targets together `maximumTotalPixels`, at the largest quarter step of scale
    /// (at least 1) that fits. Returns nil (and records nothing) when even scale 1 does not fit or there are
    /// `maximumTargets` others.
    package func assign(requestedScale: Double, to session: UInt64, _ make: (Double) -> Target?) -> Target? {
        let assigned = viewers.withLock { viewers -> Target? in
            let otherTargets = viewers.filter { $0.key != session }.values.compactMap(\.target)
            let others = Dictionary(otherTargets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let othersPixels = others.values.reduce(0) { $0 + Self.pixels(of: $1) }
            var scale = requestedScale
            while true {
                guard let target = make(scale) else { return nil }
                let shared = others[target.id] != nil
                let addsTarget = others.count < Self.maximumTargets
                    && othersPixels + Self.pixels(of: target) <= Self.maximumTotalPixels
                let fits = Self.pixels(of: target) <= Self.maximumFramePixels && (shared || addsTarget)
                if fits {
                    viewers[session, default: Viewer()].target = target
                    return target
                }
                guard target.device.scale > 1, target.device.scale <= scale else { return nil }
                scale = max(1, target.device.scale - 0.25)
            }
        }
        if assigned != nil { notify() }
        return assigned
    }

    /// Gives `session` exactly `target`; returns false (and records nothing) when it does not fit the limits.
    @discardableResult
    package func assign(_ target: Target, to session: UInt64) -> Bool {
        assign(requestedScale: target.device.scale, to: session) { $0 == target.device.scale ? target : nil } != nil
    }

    /// `session` now shows `preview` (on its assigned target, if it has one).
    package func select(_ preview: String, for session: UInt64) {
        let known = viewers.withLock { viewers -> Bool in
            guard viewers[session]?.target != nil else { return false }
            viewers[session]?.preview = preview
            return true
        }
        if known { notify() }
    }

    /// The session's ad-hoc target, if it has one.
    package func target(of session: UInt64) -> Target? { viewers.withLock { $0[session]?.target } }

    /// `session` (a dashboard) shows `preview` on each of `targets` (at most `maximumVariants`); an empty list ends
    /// its variants view.
    package func showVariants(of preview: String, on targets: [Target], for session: UInt64) {
        let pairs = Set(targets.prefix(Self.maximumVariants).map { Pair(preview: preview, target: $0) })
        viewers.withLock { $0[session, default: Viewer()].variants = pairs }
        if !pairs.isEmpty { notify() }
    }

    /// Whether `session`'s frames should also be encoded as WebP (`ClientSession.prefersWebP`); from the next
    /// frame of its target that changes.
    package func setPrefersWebP(_ prefers: Bool, for session: UInt64) {
        viewers.withLock { $0[session, default: Viewer()].prefersWebP = prefers }
    }

    /// The ad-hoc targets some device on a slow link that decodes WebP shows.
    package var webpTargets: Set<String> {
        viewers.withLock { viewers in Set(viewers.values.filter(\.prefersWebP).compactMap(\.target?.id)) }
    }

    package func end(_ session: UInt64) {
        let departed = viewers.withLock { viewers -> Int in
            guard let target = viewers.removeValue(forKey: session)?.target,
                !viewers.values.contains(where: { $0.target?.id == target.id })
            else { return 0 }
            return Self.pixels(of: target)
        }
        guard departed > 0 else { return }
        departedPixels.withLock { $0 = max($0, departed) }
        notify()
    }

    /// The largest ad-hoc frame that went away since the last call (0: none), for the render thread.
    package func takeDepartedPixels() -> Int {
        departedPixels.withLock { pixels in
            defer { pixels = 0 }
            return pixels
        }
    }

    /// Every (preview, ad-hoc target) some device shows right now.
    package var pairs: Set<Pair> {
        viewers.withLock { viewers in
            var pairs = Set<Pair>()
            for viewer in viewers.values {
                if let preview = viewer.preview, let target = viewer.target {
                    pairs.insert(Pair(preview: preview, target: target))
                }
                pairs.formUnion(viewer.variants)
            }
            return pairs
        }
    }

    private func notify() { changed() }
}
