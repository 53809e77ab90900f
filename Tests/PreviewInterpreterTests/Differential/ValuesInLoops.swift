// A model's sample data made in loops: closures called per element (named, shorthand and destructured
// parameters, `inout` ones), structs copied out of arrays and changed, numbers of every kind and enum payloads
// kept in collections.
struct Item {
    var name: String
    var count: Int
    var tags: [String]
}

enum Kind {
    case plain
    case weighted(Double)
    case named(String, times: Int)
}

let falloff = 0.5
var items = (0..<4).map { index in Item(name: "item\(index)", count: index * 3, tags: ["t\(index)"]) }
var copies: [Item] = []
for item in items {
    var changed = item
    changed.count += 100
    changed.tags.append("copy")
    copies.append(changed)
}
print(items.map(\.count), items.map(\.tags))
print(copies.map(\.count), copies.map(\.tags))

var first = items[0]
first.name = "renamed"
items[1].count = -1
print(first.name, items[0].name, items[1].count)

let scaled = items.enumerated().map { offset, item in
    let share: Double = 1 - Double(offset) / Double(items.count) * falloff
    return (key: item.name, value: Int(Double(item.count) * share))
}
print(scaled.map(\.key), scaled.map(\.value))
let totals = Dictionary(uniqueKeysWithValues: scaled.map { ($0.key, $0.value) })
print(totals.keys.sorted(), totals.values.sorted())

var running = 0
let sums = items.map { item -> Int in
    running += item.count
    return running
}
print(sums, running)

func bump(_ value: inout Int, by step: (inout Int) -> Void) { step(&value) }
var counter = 7
for _ in 0..<3 { bump(&counter) { $0 *= 2 } }
print(counter)

let kinds: [Kind] = [.plain, .weighted(0.25), .named("x", times: 2)]
var described: [String] = []
for kind in kinds {
    switch kind {
    case .plain: described.append("plain")
    case .weighted(let weight): described.append("weighted \(weight * 4)")
    case .named(let name, let times): described.append(String(repeating: name, count: times))
    }
}
print(described)

let small: UInt8 = 200
let widened = [small, small &+ 100, UInt8(7)].map { Int($0) * 2 }
let halves: [Float] = [1, 2, 3].map { Float($0) / 2 }
print(widened, halves, (1...4).map { $0 * $0 }, Array(stride(from: 0.0, to: 1.0, by: 0.25)))
let pairs = zip(["a", "b", "c"], [1, 2, 3]).map { "\($0)\($1)" }
let nested = [[1, 2], [3], []].map { row in row.map { $0 + 1 } }
print(pairs, nested, nested.flatMap { $0 }.reduce(0, +))
