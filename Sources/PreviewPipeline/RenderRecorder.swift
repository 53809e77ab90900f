/// Where the render thread counts each render it finishes (the daemon's `/metrics`); called on the render thread.
package protocol RenderRecorder: Sendable {
    func recordRender(
        framesRendered: Int, framesPublished: Int, duration: Duration, stages: StageTimings, diagnostics: Int)
}
