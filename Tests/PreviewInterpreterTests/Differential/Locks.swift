// Locks: a view model guarding its state with NSLock and NSRecursiveLock, as shared caches and counters do.
import Foundation

final class Counter {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    func add(_ amount: Int) -> Int {
        lock.withLock {
            count += amount
            return count
        }
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

final class ImageCache {
    private let lock = NSRecursiveLock()
    private var entries: [String: Int] = [:]

    func store(_ name: String, size: Int) {
        lock.lock()
        defer { lock.unlock() }
        entries[name] = size
    }

    func totalSize() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.values.reduce(0, +)
    }

    func storeIfSmall(_ name: String, size: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        // A recursive lock may be taken again by the thread that holds it.
        guard totalSize() + size <= 100 else { return false }
        store(name, size: size)
        return true
    }
}

let counter = Counter()
for _ in 0..<5 { counter.increment() }
print(counter.value, counter.add(10), counter.value)

let cache = ImageCache()
print(
    cache.storeIfSmall("hero", size: 60), cache.storeIfSmall("thumb", size: 30), cache.storeIfSmall("banner", size: 40))
print(cache.totalSize())

let lock = NSLock()
if lock.try() {
    print("took the free lock")
    lock.unlock()
}
let doubled = lock.withLock { [1, 2, 3].map { $0 * 2 } }
print(doubled)
