import Foundation
package import PreviewModel
import PreviewPipeline
package import PreviewProtocol
import PreviewStream
import PreviewViews
import Synchronization

/// The WebSocket side of the API: what each client is welcomed with, and what its choices (a preview, a screen,
/// pins, variants, taps) change in what the render thread renders and what other clients are told.
package final class StreamSessions: SessionHandler {
    let store: FrameStore
    /// Which preview and target each client last showed, the mirrored preview and the pins (kept across restarts).
    let clientState: ClientStateFile
    /// What devices show, which the render thread renders.
    let demand: TargetDemand
    let activity: RenderActivity
    /// Devices' taps in interactive mode, which the render thread runs.
    let taps: TapInbox
    /// The configured targets, as the render thread last read them (variants start from the first).
    let matrix = Mutex<[Target]>(DeviceCatalog.defaultTargets)
    let control: any DaemonControl

    init(
        store: FrameStore, clientState: ClientStateFile, demand: TargetDemand, activity: RenderActivity, taps: TapInbox,
        control: any DaemonControl
    ) {
        self.store = store
        self.clientState = clientState
        self.demand = demand
        self.activity = activity
        self.taps = taps
        self.control = control
    }

    package func welcome(for hello: ClientHello, session: UInt64) -> String {
        let record = clientState.record(of: hello.client)
        var resume: Any = NSNull()
        if let record, let preview = record.preview {
            resume = ["preview": preview, "target": record.target ?? NSNull()] as [String: Any]
        }
        let target = assignTarget(for: hello, session: session)
        var welcome: [String: Any] = [
            "type": "welcome", "server": "previewd", "version": APIRouter.version,
            "generation": store.catalog.generation, "resume": resume,
            "target": target.map { CatalogDocument.targetObject($0) as Any } ?? NSNull(),
            "mirror": clientState.mirror ?? NSNull(), "pins": clientState.pins, "rendering": activity.isRendering,
        ]
        welcome["reduced"] = reduction(of: target, for: hello)
        return CatalogDocument.encode(welcome)
    }

    package func session(_ session: UInt64, of hello: ClientHello, selected preview: String) {
        let preview = String(preview.prefix(256))
        if hello.role == .dashboard {
            mirror(preview)
        } else {
            demand.select(preview, for: session)
        }
        clientState.remember(hello.client, preview: preview, target: demand.target(of: session)?.id)
    }

    package func session(_ session: UInt64, changedScreen hello: ClientHello) -> String {
        let target = assignTarget(for: hello, session: session)
        if let target { clientState.remember(hello.client, target: target.id) }
        var answer: [String: Any] = [
            "type": "target", "target": target.map { CatalogDocument.targetObject($0) as Any } ?? NSNull(),
        ]
        answer["reduced"] = reduction(of: target, for: hello)
        return CatalogDocument.encode(answer)
    }

    package func sessionClosed(_ session: UInt64) {
        demand.end(session)
        taps.reset(session: session)
    }

    package func session(_ session: UInt64, tapped key: FrameKey, x: Double, y: Double) {
        taps.tap(session: session, key: key, at: Point(x: x, y: y))
    }

    package func sessionReset(_ session: UInt64) { taps.reset(session: session) }

    package func session(_ session: UInt64, prefersWebP: Bool) {
        demand.setPrefersWebP(prefersWebP, for: session)
    }

    package func session(_ session: UInt64, variantsOf preview: String?, along axis: String) -> String {
        let targets = preview == nil ? [] : VariantAxis(rawValue: axis).map { $0.targets(from: variantBase()) } ?? []
        demand.showVariants(of: preview ?? "", on: targets, for: session)
        var answer: [String: Any] = [
            "type": "variants", "axis": axis, "targets": targets.map(CatalogDocument.targetObject),
        ]
        answer["preview"] = preview ?? NSNull()
        if preview != nil && VariantAxis(rawValue: axis) == nil {
            answer["error"] =
                """
                unknown axis '\(axis.prefix(32))' (expected \
                \(VariantAxis.allCases.map(\.rawValue).joined(separator: ", ")))
                """
        }
        return CatalogDocument.encode(answer)
    }

    /// The target variants start from: the configured matrix's first.
    func variantBase() -> Target { matrix.withLock { $0.first } ?? DeviceCatalog.defaultTargets[0] }

    /// Render thread: the configured targets changed (startup, previewd.toml edited).
    package func matrixChanged(_ targets: [Target]) { matrix.withLock { $0 = targets } }

    /// Pins are the project's, not one dashboard's: every dashboard is told, and they survive restarts.
    package func session(_ session: UInt64, of hello: ClientHello, pinned preview: String, _ isPinned: Bool) {
        let pins = clientState.setPinned(preview, isPinned)
        control.broadcast(CatalogDocument.encode(["type": "pins", "pins": pins]), to: .dashboards)
    }

    /// The ad-hoc target for a device's reported screen, registered for rendering; nil for dashboards, screens
    /// that are not plausible, or when too many distinct targets are live (the device then uses the catalog's).
    /// A screen whose frames would be too large is given a smaller scale (`TargetDemand.assign`).
    func assignTarget(for hello: ClientHello, session: UInt64) -> Target? {
        guard hello.role == .device, let viewport = hello.viewport else { return nil }
        let colorScheme = ColorScheme(rawValue: hello.colorScheme ?? "") ?? .light
        return demand.assign(requestedScale: hello.scale ?? 1, to: session) { scale in
            Target.adHoc(width: viewport.width, height: viewport.height, scale: scale, colorScheme: colorScheme)
        }
    }

    /// The `reduced` field of `welcome` and `target`: the scale the device asked for and the one it gets, when
    /// its frames are rendered at less than it asked for.
    func reduction(of target: Target?, for hello: ClientHello) -> [String: Any]? {
        guard let target, let requested = hello.scale, requested.isFinite else { return nil }
        guard ((requested * 4).rounded() / 4) > target.device.scale else { return nil }
        return ["requestedScale": (requested * 4).rounded() / 4, "scale": target.device.scale]
    }

    /// Every following device switches to `preview`.
    func mirror(_ preview: String) {
        clientState.setMirror(preview)
        control.broadcast(CatalogDocument.encode(["type": "select", "preview": preview]), to: .followingDevices)
    }
}
