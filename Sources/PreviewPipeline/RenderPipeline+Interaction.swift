import Logging
import PreviewInterpreter
import PreviewModel
package import PreviewProtocol
import PreviewRender
import PreviewViews

/// Interactive mode: taps from devices run on the render thread, and each one that changes something renders a
/// frame for that device alone, from the `@State` its taps left. An edit of the project starts every device
/// afresh, as a rebuild does in Xcode's canvas.
extension RenderPipeline {
    /// Sends a frame to one session alone, or (nil) withdraws the one it had for the key (`StreamServer.deliver`).
    package typealias Delivery = @Sendable (_ frame: Frame?, _ key: FrameKey, _ session: UInt64) -> Void

    /// The most (preview, target) states one session keeps; the oldest goes first.
    static let maximumInteractiveKeys = 8

    /// Runs `events` in order; returns how many taps rendered a frame.
    @discardableResult
    package func handle(_ events: [TapInbox.Event], deliver: Delivery) -> Int {
        var rendered = 0
        for event in events {
            switch event {
            case .tap(let session, let key, let point):
                if tap(session: session, key: key, at: point, deliver: deliver) { rendered += 1 }
            case .reset(let session):
                for key in (interactiveStates.removeValue(forKey: session) ?? [:]).keys { deliver(nil, key, session) }
            }
        }
        return rendered
    }

    /// Forgets every session's taps and withdraws the frames they made: the project changed under them.
    package func resetInteractions(deliver: Delivery) {
        for (session, states) in interactiveStates {
            for key in states.keys { deliver(nil, key, session) }
        }
        interactiveStates = [:]
    }

    private func tap(session: UInt64, key: FrameKey, at point: Point, deliver: Delivery) -> Bool {
        guard let preview = shownPreviews.first(where: { $0.id == key.preview }),
            let target = target(key.target, of: session)
        else {
            logger.debug(
                "tap on a frame that is gone", metadata: ["preview.id": "\(key.preview)", "target.id": "\(key.target)"])
            return false
        }
        let started = ContinuousClock.now
        let interpreter = PreviewInterpreter(
            project: project, sharedInitializers: sharedInitializers, semanticModels: semanticModels)
        let before = interactiveStates[session]?[key]?.state ?? InteractionState()
        guard let after = renderers[0].tap(preview, on: target, interpreter: interpreter, state: before, at: point)
        else {
            return false
        }
        var states = interactiveStates[session, default: [:]]
        states[key] = (after, tapCounter)
        tapCounter += 1
        if states.count > Self.maximumInteractiveKeys,
            let oldest = states.min(by: { $0.value.order < $1.value.order })?.key
        {
            states[oldest] = nil
            deliver(nil, oldest, session)
        }
        interactiveStates[session] = states
        do {
            let output = try renderers[0].render(preview, on: target, interpreter: interpreter, state: after)
            guard let image = output.image else { return false }
            deliver(
                Frame(
                    key: key, seq: store.takeSequenceNumber(), generation: project.generation, hash: image.hash,
                    pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: target.device.scale,
                    png: image.png),
                key, session)
            metrics?.recordRender(
                framesRendered: 1, framesPublished: 1, duration: ContinuousClock.now - started, stages: output.timings,
                diagnostics: output.diagnostics.count)
            return true
        } catch {
            logger.error("render after a tap failed", metadata: ["preview.id": "\(preview.id)", "error": "\(error)"])
            return false
        }
    }

    /// The target a session's frame of `id` was rendered on: a catalog target, or the session's own ad-hoc one.
    private func target(_ id: String, of session: UInt64) -> Target? {
        if let target = targets.first(where: { $0.id == id }) { return target }
        if let own = demand.target(of: session), own.id == id { return own }
        return nil
    }
}
