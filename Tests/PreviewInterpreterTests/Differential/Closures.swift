// Closures in every position: trailing, $0, captures, inout, returned.
let numbers = [5, 3, 8, 1]
print(numbers.map { $0 * 2 })
print(numbers.filter { $0 > 2 }.sorted())
print(numbers.reduce(0, +), numbers.reduce(1) { $0 * $1 })
print(numbers.sorted { $0 > $1 })
print(numbers.contains { $0 == 8 }, numbers.first { $0 < 4 } ?? -1)

func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let counter = makeCounter()
_ = counter()
print(counter(), counter())

func apply(_ value: inout Int, _ transform: (Int) -> Int) { value = transform(value) }
var value = 10
apply(&value) { $0 + 5 }
print(value)

let words = ["pear", "fig", "banana"]
print(words.map(\.count), words.sorted(by: { $0.count < $1.count }))
let labelled = words.enumerated().map { "\($0.offset):\($0.element)" }
print(labelled)
print(numbers.compactMap { $0 > 4 ? String($0) : nil })
