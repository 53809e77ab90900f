import Foundation
import SwiftSyntax

/// Locks and dispatch queues as a still frame means them. One thread evaluates a preview, so a lock is always free
/// and work sent to a queue runs at once, in the order it was sent: `DispatchQueue.main.async { self.items = … }`
/// in a view model's initialiser has happened by the time the frame is drawn. `asyncAfter` runs its work too, at
/// once: a frame shows the state at rest, after the delay, not the instant before it.
enum FoundationConcurrency {
    static let constructs: [Construct] = [
        Construct("NSLock", "()") { _ in FoundationObject("NSLock", .lock).value },
        Construct("NSRecursiveLock", "()") { _ in FoundationObject("NSRecursiveLock", .lock).value },
        Construct("NSCondition", "()") { _ in FoundationObject("NSCondition", .lock).value },
        // Darwin's C lock (`var lock = os_unfair_lock()`, taken with `os_unfair_lock_lock(&lock)`).
        Construct("os_unfair_lock", "()") { _ in FoundationObject("os_unfair_lock", .lock).value },
        Construct("OSAllocatedUnfairLock", ["()", "(initialState: Any)", "(uncheckedState: Any)"]) { call in
            FoundationObject(
                "OSAllocatedUnfairLock", .unfairLock,
                state: call.has("initialState") ? call["initialState"] : call["uncheckedState"]
            ).value
        },
        Construct(
            "DispatchQueue",
            """
            (label: String, qos: Any? = nil, attributes: Any? = nil, autoreleaseFrequency: Any? = nil, target: Any? = \
            nil)
            """
        ) { call in
            FoundationObject("DispatchQueue", .dispatchQueue(label: try call.string("label") ?? "")).value
        },
        Construct("DispatchGroup", "()") { _ in FoundationObject("DispatchGroup", .dispatchGroup).value },
        Construct("DispatchSemaphore", "(value: Int)") { _ in
            FoundationObject("DispatchSemaphore", .dispatchSemaphore).value
        },
        Construct(
            "DispatchWorkItem", ["(block: () -> Void)", "(qos: Any? = nil, flags: Any? = nil, block: () -> Void)"]
        ) { call in
            FoundationObject("DispatchWorkItem", .workItem(call["block"])).value
        },
    ]

    static let staticFunctions: [Construct] = [
        Construct("DispatchQueue.main", "()") { _ in
            FoundationObject("DispatchQueue", .dispatchQueue(label: "com.apple.main-thread")).value
        },
        Construct("DispatchQueue.global", "(qos: Any? = nil)") { _ in
            FoundationObject("DispatchQueue", .dispatchQueue(label: "com.apple.root.default-qos")).value
        },
        // The iterations run one after another, in order: what they write under a lock is what the parallel
        // version writes, and the frame does not depend on scheduling.
        Construct("DispatchQueue.concurrentPerform", "(iterations: Int, execute work: (Int) -> Void)") { call in
            let count = Convert.clampedInt(try call.number("iterations") ?? 0)
            try call.evaluator.checkSize(count, at: call.node)
            for index in 0..<max(0, count) {
                _ = try FoundationObjects.call(call["work"], [.int(index)], evaluator: call.evaluator, at: call.node)
            }
            return .void
        },
        // A deadline is seconds from now: `.now() + 0.5` is half a second, which `asyncAfter` does not wait for.
        Construct("DispatchTime.now", "()") { _ in .double(0) },
        Construct("DispatchWallTime.now", "()") { _ in .double(0) },
        Construct(".now", "()") { _ in .double(0) },
        // `try await Task.sleep(for: .seconds(2))` returns at once, as `asyncAfter` runs at once: the frame shows the
        // state after the wait. Nothing cancels a preview's task; one that waits here round after round is left
        // waiting (`PeriodicTaskWaits`).
        Construct(
            "Task.sleep",
            [
                "(nanoseconds duration: UInt64)", "(for duration: Any, tolerance: Any? = nil, clock: Any? = nil)",
                "(until deadline: Any, tolerance: Any? = nil, clock: Any? = nil)",
            ]
        ) { call in
            try call.evaluator.noteSleep(at: call.node)
            return .void
        },
        Construct("Task.yield", "()") { _ in .void },
        Construct("Task.checkCancellation", "()") { _ in .void },
        Construct("Task.isCancelled", "()") { _ in .bool(false) },
        // The preview is evaluated on what stands for the main thread.
        Construct("Thread.isMainThread", "()") { _ in .bool(true) },
        Construct("Thread.current", "()") { _ in .tuple([.bool(true)], labels: ["isMainThread"]) },
        Construct("MainActor.run", "(resultType: Any? = nil, body: () -> Void)") { call in
            try call.evaluator.invoke(call["body"], arguments: [], at: call.node)
        },
        Construct("MainActor.assumeIsolated", "(_ operation: () -> Void)") { call in
            try call.evaluator.invoke(call["operation"], arguments: [], at: call.node)
        },
    ]

    /// Darwin's C functions on an `os_unfair_lock`: one thread evaluates, so the lock is always free.
    static let functions: [Construct] =
        [
            "os_unfair_lock_lock", "os_unfair_lock_unlock", "os_unfair_lock_assert_owner",
            "os_unfair_lock_assert_not_owner",
        ].map { name in Construct(name, "(_ lock: Any)") { _ in .void } }
        + [Construct("os_unfair_lock_trylock", "(_ lock: Any)") { _ in .bool(true) }]

    static func method(_ name: String, of object: FoundationObject) -> NativeMethods.Method? {
        switch object.kind {
        case .lock: return lockMethod(name)
        case .unfairLock: return unfairLockMethod(name, of: object)
        case .dispatchQueue: return queueMethod(name)
        case .dispatchGroup:
            switch name {
            case "enter", "leave": return { _, _, _, _ in .void }
            // Everything entered ran already: the group is empty when it is waited on.
            case "wait": return { _, _, _, _ in .symbol("success") }
            case "notify": return run
            default: return nil
            }
        case .dispatchSemaphore:
            switch name {
            case "signal": return { _, _, _, _ in .int(0) }
            case "wait": return { _, _, _, _ in .symbol("success") }
            default: return nil
            }
        case .workItem(let block):
            switch name {
            case "perform":
                return { _, _, evaluator, node in try FoundationObjects.call(block, [], evaluator: evaluator, at: node)
                }
            case "cancel", "notify", "wait": return { _, _, _, _ in .void }
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `lock()`, `unlock()`, `try()`, `withLock { … }` of a lock nothing else holds.
    private static func lockMethod(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "lock", "unlock", "signal", "broadcast": return { _, _, _, _ in .void }
        case "try": return { _, _, _, _ in .bool(true) }
        case "withLock": return run
        default: return nil
        }
    }

    /// `OSAllocatedUnfairLock`'s `withLock { state in … }`: the closure changes the state in place and its result
    /// is the call's.
    private static func unfairLockMethod(_ name: String, of lock: FoundationObject) -> NativeMethods.Method? {
        switch name {
        case "lock", "unlock": return { _, _, _, _ in .void }
        case "lockIfAvailable": return { _, _, _, _ in .bool(true) }
        case "withLock", "withLockUnchecked", "withLockIfAvailable":
            return { _, arguments, evaluator, node in
                guard let body = FoundationObjects.closure(arguments) else {
                    throw EvaluationError("'\(name)' takes a closure", at: node)
                }
                // A lock made without state passes none.
                if case .void = lock.state { return try evaluator.invoke(body, arguments: [], at: node) }
                return try evaluator.invoke(body, changing: &lock.state, at: node)
            }
        default: return nil
        }
    }

    /// `async`, `sync`, `asyncAfter`, `asyncAndWait`, `concurrentPerform`: the work runs now.
    private static func queueMethod(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "async", "sync", "asyncAfter", "asyncAndWait", "asyncUnsafe":
            return { _, arguments, evaluator, node in
                guard
                    let work = FoundationObjects.closure(arguments) ?? FoundationObjects.argument(arguments, "execute")
                else {
                    throw EvaluationError("'\(name)' takes the work to run, a closure or a DispatchWorkItem", at: node)
                }
                if case .native(.object(let item)) = work, case .workItem(let block) = item.kind {
                    return try FoundationObjects.call(block, [], evaluator: evaluator, at: node)
                }
                let result = try FoundationObjects.call(work, [], evaluator: evaluator, at: node)
                return name == "sync" || name == "asyncAndWait" ? result : .void
            }
        case "concurrentPerform":
            return { _, arguments, evaluator, node in
                let count = Convert.clampedInt(
                    FoundationObjects.argument(arguments, "iterations").flatMap(Convert.number) ?? 0)
                guard let work = FoundationObjects.closure(arguments) else { return .void }
                try evaluator.checkSize(count, at: node)
                for index in 0..<max(0, count) {
                    _ = try FoundationObjects.call(work, [.int(index)], evaluator: evaluator, at: node)
                }
                return .void
            }
        case "setSpecific", "suspend", "resume", "activate": return { _, _, _, _ in .void }
        default: return nil
        }
    }

    /// Runs the closure a call passes and returns its result (`withLock`, a group's `notify`).
    private static func run(_ receiver: inout Value, _ arguments: [Argument], _ evaluator: Evaluator, _ node: Syntax)
        throws -> Value
    {
        guard let body = FoundationObjects.closure(arguments) else {
            throw EvaluationError("a closure is needed here", at: node)
        }
        return try FoundationObjects.call(body, [], evaluator: evaluator, at: node)
    }
}
