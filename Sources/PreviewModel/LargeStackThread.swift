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

    /// `transform` of every element, computed by up to `threads` large-stack threads at once (each takes the next
    /// element not yet taken), in the order of `elements`. One element, or one thread, runs as `run` does.
    package static func map<Element: Sendable, Result>(
        _ elements: [Element], threads: Int, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let workers = min(threads, elements.count)
        guard workers > 1 else { return run { elements.map(transform) } }
        let work = ParallelWork(elements, transform)
        var started: [pthread_t] = []
        for _ in 1..<workers {
            if let thread = start(work.drain) { started.append(thread) }
        }
        // This thread takes a share too, on a large stack of its own, so the work finishes even if no thread
        // could be started.
        run(work.drain)
        for thread in started { pthread_join(thread, nil) }
        return work.results()
    }

    /// Elements handed out one at a time under a lock, and a slot per element that only its taker writes.
    private final class ParallelWork<Element, Result>: @unchecked Sendable {
        private let elements: [Element]
        private let transform: (Element) -> Result
        private let slots: UnsafeMutableBufferPointer<Result?>
        private let lock = NSLock()
        private var next = 0

        init(_ elements: [Element], _ transform: @escaping (Element) -> Result) {
            self.elements = elements
            self.transform = transform
            slots = .allocate(capacity: elements.count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        func drain() {
            while let index = take() { slots[index] = transform(elements[index]) }
        }

        private func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < elements.count else { return nil }
            next += 1
            return next - 1
        }

        /// Called after every worker is joined, so no slot is still being written.
        func results() -> [Result] { slots.map { $0! } }
    }

    /// Starts `body` on a new large-stack thread; nil when no thread could be made.
    private static func start(_ body: @escaping () -> Void) -> pthread_t? {
        let box = Box()
        box.body = {
            pthread_setspecific(onLargeStack, UnsafeRawPointer(bitPattern: 1))
            body()
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
        guard status == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    package static func run<T>(_ body: @escaping () -> T) -> T {
        if pthread_getspecific(onLargeStack) != nil { return body() }
        var result: T?
        // No thread could be made (resource limits): evaluate here, where the depth budget still applies.
        guard let thread = start({ result = body() }) else { return body() }
        pthread_join(thread, nil)
        return result!
    }
}
