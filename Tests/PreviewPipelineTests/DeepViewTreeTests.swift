import Foundation
import PreviewLayout
import Testing
@testable import PreviewPipeline

/// A view nested as deep as the interpreter lets it (a chain of hundreds of modifiers) is laid out: layout recurses
/// once per level with the environment copied at each, on a thread with the interpreter's large stack.
@Suite struct DeepViewTreeTests {
    @Test func aTextUnderSixHundredModifiersIsDrawnFromARenderThread() throws {
        let modifiers = String(
            repeating: ".padding(0.01).background(LinearGradient(colors: [.red, .blue], startPoint: .top, "
                + "endPoint: .bottom))\n", count: 300)
        let output = try #require(onRenderThread { try? renderOnlyPreview("Text(\"Deep\")\n" + modifiers) })
        #expect(output.displayList.items.contains { item in
            if case .text("Deep", _, _, _, _, _) = item { return true }
            return false
        })
    }

    /// Runs `body` on a thread with the 8 MiB of stack the daemon's render thread has, and waits for it.
    private func onRenderThread<T>(_ body: @escaping @Sendable () -> T) -> T {
        let slot = Slot<T>(), done = DispatchSemaphore(value: 0)
        let thread = Thread {
            slot.value = body()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        return slot.value!
    }
}

/// What the render thread hands back; `@unchecked Sendable`: written before the semaphore is signalled, read after.
private final class Slot<T>: @unchecked Sendable {
    var value: T?
}
