// Async work that waits: Task.sleep returns after its wait, so the state after it is what a still frame shows.
import Foundation

final class Feed {
    var items: [String] = []
    var status = "loading"

    func load() async throws {
        try await Task.sleep(nanoseconds: 1_000)
        try await Task.sleep(for: .milliseconds(1))
        try Task.checkCancellation()
        await Task.yield()
        items = ["first", "second"]
        status = "loaded"
    }
}

let feed = Feed()
try await feed.load()
print(feed.status, feed.items, Task.isCancelled)
