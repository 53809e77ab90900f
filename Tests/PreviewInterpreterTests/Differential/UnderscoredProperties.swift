// A property whose own name starts with an underscore is that property, not a property wrapper's storage.
struct FetchConfig {
    let priority: Int
    private let _fetch: () -> Int

    func fetch() -> Int { _fetch() }

    init(priority: Int = 1, fetch: @escaping () -> Int) {
        self.priority = priority
        self._fetch = { fetch() * 2 }
    }
}

final class Counter {
    private var _count = 0
    var count: Int { _count }

    func increment() {
        _count += 1
        self._count += 10
    }
}

struct Box {
    var _value: Int

    init(value: Int) { _value = value }
}

let config = FetchConfig(fetch: { 21 })
let counter = Counter()
counter.increment()
print(config.fetch(), config.priority, counter.count, Box(value: 5)._value)
