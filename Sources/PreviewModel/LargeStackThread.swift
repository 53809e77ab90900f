// Swift takes pthread_attr_t and its zero initialiser from the first C module that declares it, on Linux
// Dispatch's, so a file that makes one imports that module.
import CDispatch
import Foundation

/// Runs a closure on a new thread with `stackSize` of stack and waits for it: swift-syntax's visitors and the
/// tree-walking interpreter recurse natively, and a thread's default 8 MiB is not enough for the depth hostile
/// or generated source reaches.
package enum LargeStackThread {
    /// Deep enough that the interpreter's depth budget ends recursion long before it overflows, and that a file
    /// with a very deep syntax tree (a 100,000-term operator chain) can be folded and indexed; virtual memory,
    /// only the pages used are touched.
    package static let stackSize = 512 << 20

    /// Carries the work to the new thread; `@unchecked Sendable` because the caller waits in `pthread_join`, so
    /// the two threads never touch it at once.
    private final class Box: @unchecked Sendable {
        var body: (() -> Void)?
        init() {}
    }

    /// Set (to any non-nil value) on the threads `run` starts, so a `run` inside one (parsing a file while a project
    /// update already runs on a large stack) calls its body directly instead of starting another thread.
    private static let onLargeStack: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    package static func run<T>(_ body: @escaping () -> T) -> T {
        if pthread_getspecific(onLargeStack) != nil { return body() }
        var result: T?
        let box = Box()
        box.body = {
            pthread_setspecific(onLargeStack, UnsafeRawPointer(bitPattern: 1))
            result = body()
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(box).toOpaque()
        let status = pthread_create(&thread, &attributes, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body?()
            return nil
        }, context)
        if status != 0 {
            // No thread could be made (resource limits): evaluate here, where the depth budget still applies.
            Unmanaged<Box>.fromOpaque(context).release()
            return body()
        }
        pthread_join(thread, nil)
        return result!
    }
}
