import SwiftSyntax

/// Continuations and task groups, run as the rest of previewd runs `async` code: at once and in order, so a frame
/// shows what the code leaves once it has finished.
///
/// `withCheckedContinuation { c in legacyLoad { c.resume(returning: $0) } }` gives what the body resumed with; a
/// body that never resumes (it handed the continuation to a callback that never comes in a preview) would suspend
/// for ever, so the code after it does not run and that is reported. A task group runs each child task when it is
/// added and hands out the results in that order (Swift gives them in completion order, which callers cannot rely
/// on either).
///
/// A task (`Task { … }`, `Task.detached { … }`, which differ only in the actor they inherit, and previews run on one
/// thread) that a tap's action starts runs to its end before the frame is drawn, as work sent to a queue does
/// (FoundationConcurrency): the frame shows where the tap leaves the preview. A task started while the preview is
/// built runs when something awaits its `value`, whose code cannot go on without it, and otherwise not. What it
/// throws stays in the task, as in Swift, until its value is awaited.
enum StructuredConcurrency {
    /// What a continuation was resumed with, once.
    final class Continuation {
        var returned: Value?
        var thrown: Value?
    }

    /// A task's operation and, once it ran, what it returned or threw.
    final class TaskHandle {
        let operation: Value
        var outcome: (value: Value, threw: Bool)?

        init(operation: Value) { self.operation = operation }

        func run(evaluator: Evaluator, at node: Syntax) throws -> (value: Value, threw: Bool) {
            if let outcome { return outcome }
            let finished: (value: Value, threw: Bool)
            do {
                finished = (try evaluator.invoke(operation, arguments: [], at: node), false)
            } catch let thrown as ThrownValue {
                finished = (thrown.value, true)
            }
            outcome = finished
            return finished
        }
    }

    static let taskConstructs = [
        Construct("Task", "(priority: Any? = nil, operation: () -> Any)") { call in try startTask(call) }
    ]

    static let taskStaticFunctions = [
        Construct("Task.detached", "(priority: Any? = nil, operation: () -> Any)") { call in try startTask(call) }
    ]

    private static func startTask(_ call: Call) throws -> Value {
        let task = TaskHandle(operation: call["operation"])
        if call.evaluator.isRunningTap { _ = try task.run(evaluator: call.evaluator, at: call.node) }
        return FoundationObject("Task", .task(task)).value
    }

    /// `await task.value` runs the task if it has not run; `result` is its `Result`.
    static func taskProperty(_ name: String, of task: TaskHandle, evaluator: Evaluator, at node: Syntax) throws
        -> Value?
    {
        switch name {
        case "value":
            let outcome = try task.run(evaluator: evaluator, at: node)
            if outcome.threw { throw ThrownValue(value: outcome.value, node: node) }
            return outcome.value
        case "isCancelled": return .bool(false)
        default: return nil
        }
    }

    /// The results of a task group's child tasks not yet taken, each a value or an error the task threw.
    final class TaskGroup {
        var results: [(value: Value, threw: Bool)] = []
    }

    static let functions: [Construct] =
        [
            "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
            "withUnsafeThrowingContinuation",
        ]
        .map { name in
            Construct(
                name, "(of type: Any? = nil, isolation: Any? = nil, function: String = \"\", _ body: (Any) -> Void)"
            ) { call in
                let continuation = Continuation()
                let handle = FoundationObject("CheckedContinuation", .continuation(continuation)).value
                _ = try call.evaluator.invoke(
                    call["body"], arguments: [Argument(label: nil, value: handle, node: call.expression("body"))],
                    at: call.node)
                if let thrown = continuation.thrown { throw ThrownValue(value: thrown, node: Syntax(call.node)) }
                guard let returned = continuation.returned else {
                    throw SuspendedForever(
                        message: "the continuation is never resumed in a preview, so the code after it does not run",
                        node: Syntax(call.node))
                }
                return returned
            }
        }
        + [
            // Nothing cancels a preview's task, so the handler never runs.
            Construct(
                "withTaskCancellationHandler",
                "(operation: () -> Any, onCancel handler: () -> Void, isolation: Any? = nil)"
            ) { call in try call.evaluator.invoke(call["operation"], arguments: [], at: call.node) }
        ]
        + ["withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup"].map {
            name in
            Construct(
                name,
                "(of childTaskResultType: Any? = nil, returning returnType: Any? = nil, isolation: Any? = nil, "
                    + "body: (Any) -> Any)"
            ) { call in
                let group = FoundationObject("TaskGroup", .taskGroup(TaskGroup())).value
                return try call.evaluator.invoke(
                    call["body"], arguments: [Argument(label: nil, value: group, node: call.expression("body"))],
                    at: call.node)
            }
        }

    static func continuationMethod(_ name: String, of continuation: Continuation) -> NativeMethods.Method? {
        guard name == "resume" else { return nil }
        return { _, arguments, _, node in
            guard continuation.returned == nil, continuation.thrown == nil else {
                throw EvaluationError("a continuation is resumed twice (Swift stops the app here)", at: node)
            }
            if let thrown = arguments.first(where: { $0.label == "throwing" }) {
                continuation.thrown = thrown.value
            } else {
                continuation.returned = arguments.first(where: { $0.label == "returning" })?.value ?? .void
            }
            return .void
        }
    }

    static func taskGroupMethod(_ name: String, of group: TaskGroup) -> NativeMethods.Method? {
        switch name {
        case "addTask", "addTaskUnlessCancelled":
            return { _, arguments, evaluator, node in
                guard let operation = FoundationObjects.closure(arguments) else {
                    throw EvaluationError("'\(name)' takes a closure", at: node)
                }
                do {
                    group.results.append(
                        (try FoundationObjects.call(operation, [], evaluator: evaluator, at: node), false))
                } catch let thrown as ThrownValue {
                    group.results.append((thrown.value, true))
                }
                return name == "addTask" ? .void : .bool(true)
            }
        case "next", "nextResult":
            return { _, _, _, node in
                guard !group.results.isEmpty else { return .null }
                let (value, threw) = group.results.removeFirst()
                if threw { throw ThrownValue(value: value, node: node) }
                return value
            }
        case "waitForAll", "cancelAll":
            return { _, _, _, node in
                if name == "waitForAll", let failure = group.results.first(where: \.threw) {
                    throw ThrownValue(value: failure.value, node: node)
                }
                return .void
            }
        default:
            return nil
        }
    }

    static func taskGroupProperty(_ name: String, of group: TaskGroup) -> Value? {
        switch name {
        case "isEmpty": return .bool(group.results.isEmpty)
        case "isCancelled": return .bool(false)
        default: return nil
        }
    }

    /// `for await value in group`: the results not yet taken, in the order their tasks were added.
    static func elements(of group: TaskGroup, at node: Syntax) throws -> [Value] {
        defer { group.results.removeAll() }
        return try group.results.map { result in
            if result.threw { throw ThrownValue(value: result.value, node: node) }
            return result.value
        }
    }
}
