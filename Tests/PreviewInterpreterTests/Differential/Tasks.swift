// Tasks a view model starts and awaits: `Task.detached` is `Task` without the caller's actor, and awaiting a
// task's value waits for its operation; a cancellation handler runs only when the task is cancelled.
enum FetchError: Error { case offline }

func score(_ id: Int) async -> Int { id * 10 }

func total() async -> Int {
    let first = Task { await score(1) }
    let second = Task.detached(priority: .background) { await score(2) }
    return await first.value + second.value
}

func guarded() async -> Int {
    await withTaskCancellationHandler {
        await score(4)
    } onCancel: {
        print("cancelled")
    }
}

func failing() async {
    let task = Task.detached { () throws -> Int in throw FetchError.offline }
    do {
        _ = try await task.value
    } catch {
        print("failed:", error)
    }
}

print(await total())
print(await guarded())
await failing()
