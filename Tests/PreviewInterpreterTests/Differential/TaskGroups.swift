// Continuations and task groups: async code a view model awaits, finished before the frame is drawn.
func fetchScore(_ id: Int) async -> Int { id * 10 }

func legacyLoad(completion: @escaping (String) -> Void) { completion("loaded") }

func load() async -> String {
    await withCheckedContinuation { continuation in
        legacyLoad { continuation.resume(returning: $0) }
    }
}

enum LoadError: Error { case missing }

func loadThrowing(_ fail: Bool) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        if fail { continuation.resume(throwing: LoadError.missing) } else { continuation.resume(returning: 7) }
    }
}

let total = await withTaskGroup(of: Int.self) { group in
    for id in 1...4 { group.addTask { await fetchScore(id) } }
    var sum = 0
    for await score in group { sum += score }
    return sum
}
print(total)
print(await load())
print(try await loadThrowing(false))
do { _ = try await loadThrowing(true) } catch { print("failed:", error) }
let names = try await withThrowingTaskGroup(of: String.self) { group in
    for name in ["b", "a", "c"] { group.addTask { name.uppercased() } }
    var collected: [String] = []
    while let next = try await group.next() { collected.append(next) }
    return collected.sorted()
}
print(names)
