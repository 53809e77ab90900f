// Closures in every position: nested $0, trailing and multiple trailing closures, captures, stored closures,
// inout parameters, escaping closures, and the sequence functions that take them.
let grid = [[1, 2], [3, 4, 5]]
print(grid.map { $0.map { $0 * 10 } }, grid.flatMap { $0 }.filter { $0 % 2 == 1 })
print(grid.map { row in row.reduce(0) { $0 + $1 } })

func transform(_ value: Int, using first: (Int) -> Int, then second: (Int) -> Int) -> Int { second(first(value)) }
print(transform(3) { $0 + 1 } then: { $0 * 2 })
func animate(duration: Double, changes: () -> String, completion: (Bool) -> String) -> String {
    changes() + " " + completion(true)
}
let animated = animate(duration: 1) {
    "moved"
} completion: { finished in
    finished ? "done" : "cancelled"
}
print(animated)

var log: [String] = []
func record(_ message: String) { log.append(message) }
let steps = [1, 2, 3]
steps.forEach { record("step \($0)") }
print(log)

var counter = 0
let increment = { counter += 1 }
increment()
increment()
print(counter)

struct Button {
    var title: String
    var action: () -> Void
    var validate: ((String) -> Bool)?
}
var taps = 0
let button = Button(title: "Add", action: { taps += 2 }, validate: { !$0.isEmpty })
button.action()
button.action()
print(taps, button.validate?("x") ?? false, button.validate?("") ?? true)

final class Store {
    var handlers: [String: (Int) -> String] = [:]
    var onChange: ((Int) -> Void)?
    var value = 0 {
        didSet { onChange?(value) }
    }
    func register(_ name: String, handler: @escaping (Int) -> String) { handlers[name] = handler }
}
let store = Store()
var seen: [Int] = []
store.onChange = { seen.append($0) }
store.value = 4
store.value += 1
store.register("double") { "\($0 * 2)" }
store.register("square") { value in "\(value * value)" }
print(seen, store.handlers["double"]!(21), store.handlers["square"]?(5) ?? "")

func makeAdders() -> [(Int) -> Int] { [1, 10, 100].map { amount in { $0 + amount } } }
print(makeAdders().map { $0(1) })
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let lengthThenDouble = compose({ (text: String) in text.count }, { $0 * 2 })
print(lengthThenDouble("four"))

func update(_ values: inout [Int], with change: (inout Int) -> Void) {
    for index in values.indices { change(&values[index]) }
}
var numbers = [1, 2, 3]
update(&numbers) { $0 *= 3 }
print(numbers)

let words = ["banana", "Apple", "cherry", "date", "fig"]
print(words.sorted(by: { $0.lowercased() < $1.lowercased() }), words.sorted { $0.count > $1.count })
let letterCounts = words.reduce(into: [Character: Int]()) { counts, word in counts[word.first!, default: 0] += 1 }
print(letterCounts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
let byLength = Dictionary(grouping: words, by: \.count)
print(byLength.keys.sorted(), byLength[6]!)
let byInitial = Dictionary(grouping: words) { $0.prefix(1).lowercased() }
print(byInitial.keys.sorted())
let lengths = Dictionary(uniqueKeysWithValues: zip(words, words.map(\.count)))
print(lengths["fig"]!, lengths.count)
print(Array(words.prefix(2)), Array(Set([1, 1, 2])).sorted(), Set(words.map(\.count)).count, Array(1...3))
print(Array(zip([1, 2, 3], "abc")).map { "\($0)\($1)" })
print(
    Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 5, through: 1, by: -2)),
    stride(from: 0.0, to: 1.0, by: 0.25).map { $0 })
print(
    words.lazy.filter { $0.count > 3 }.map { $0.uppercased() }.first!,
    Array((1...10).lazy.map { $0 * $0 }.filter { $0 % 2 == 0 }.prefix(2)))
print(words.map(\.count).max()!, words.min(by: { $0.count < $1.count })!, words.max { $0.count < $1.count }!)
print(
    words.first(where: { $0.hasPrefix("c") })!, words.firstIndex(where: { $0 == "date" })!,
    words.allSatisfy { $0.count > 2 })
print(words.enumerated().filter { $0.offset % 2 == 0 }.map(\.element), words.contains(where: { $0.contains("pp") }))
let summary = words.map { word -> String in
    let upper = word.uppercased()
    return String(upper.prefix(2))
}
print(summary)
let adder: (Int, Int) -> Int = { $0 + $1 }
let apply = { (f: (Int, Int) -> Int, a: Int, b: Int) in f(a, b) }
print(apply(adder, 2, 3), apply(*, 2, 3), [3, 1, 2].sorted(by: >))
var memo: [Int: Int] = [:]
func fibonacci(_ n: Int) -> Int {
    if n < 2 { return n }
    if let known = memo[n] { return known }
    let value = fibonacci(n - 1) + fibonacci(n - 2)
    memo[n] = value
    return value
}
print(fibonacci(40))
let partitioned = (1...10).reduce(into: (even: [Int](), odd: [Int]())) { result, n in
    if n % 2 == 0 { result.even.append(n) } else { result.odd.append(n) }
}
print(partitioned.even, partitioned.odd)
let total = [1, 2, 3].reduce(0) { partial, next in partial + next }
print(total, [[1], [2, 3]].reduce([], +), ["a", "b"].reduce("") { $0 + $1 })

// A memberwise initialiser takes a trailing closure for an optional closure property.
struct Tile {
    var title: String
    let onTap: (() -> String)?

    func tap() -> String { onTap?() ?? "\(title): nothing" }
}
print(Tile(title: "Library") { "opened" }.tap(), Tile(title: "Radio", onTap: nil).tap())
