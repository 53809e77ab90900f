import Dispatch
import Foundation
import Synchronization

/// The render loop `serve` and `render` share: a few renderers, each used by one thread at a time, taking items in
/// order. Two pay on a two-core machine: evaluation and encoding are CPU-bound and independent per frame.
package final class RenderWorkers: @unchecked Sendable {
    /// One per worker; each owns its own Pango font map, so workers never share cairo or Pango state. The first
    /// also serves work done outside `forEach` on the calling thread (a device's own target, a tap).
    package let renderers: [PreviewFrameRenderer]

    /// `count` renderers, their fonts loaded (tens of milliseconds each on the first text: paid now, not by the
    /// first frame a user waits for).
    package init(count: Int = min(2, ProcessInfo.processInfo.activeProcessorCount)) throws {
        renderers = try (0..<max(1, count)).map { _ in try PreviewFrameRenderer() }
        for renderer in renderers { renderer.warmUp() }
    }

    /// Runs `body(index, renderer)` for every index below `count`, each worker taking the next index in order, and
    /// returns when all are done. With `firstAlone`, item 0 runs before the others start: on two busy cores a second
    /// worker slows it by about half (measured with `make bench`), and it is the frame the user waits for.
    ///
    /// Sound as `@unchecked Sendable` because each renderer is used by one worker only, and the caller waits.
    package func forEach(_ count: Int, firstAlone: Bool = false, _ body: @Sendable (Int, PreviewFrameRenderer) -> Void)
    {
        guard count > 0 else { return }
        let next = Atomic<Int>(0)
        if firstAlone || renderers.count == 1 || count == 1 {
            body(next.add(1, ordering: .relaxed).oldValue, renderers[0])
        }
        let workers = min(renderers.count, count - next.load(ordering: .relaxed))
        guard workers > 0 else { return }
        // `body` is not escaping: concurrentPerform returns only when every iteration has.
        withoutActuallyEscaping(body) { body in
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < count else { return }
                    body(index, self.renderers[worker])
                }
            }
        }
    }
}
