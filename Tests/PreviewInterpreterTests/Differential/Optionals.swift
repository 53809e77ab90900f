// Optionals: binding, chaining, map and flatMap, nil-coalescing.
struct Person {
    var name: String
    var manager: Person? { name == "Ada" ? nil : Person(name: "Ada") }
}

let maybe: Int? = 4
let none: Int? = nil
print(maybe.map { $0 * 2 } ?? 0, none.map { $0 * 2 } ?? 0)
print(maybe.flatMap { $0 > 3 ? "big" : nil } ?? "small")
if let value = maybe, value > 2 { print("bound", value) }
guard let other = maybe else { fatalError() }
print(other + 1)
let bob = Person(name: "Bob")
print(bob.manager?.name ?? "none", bob.manager?.manager?.name ?? "none")
print(Int("12").map(String.init) ?? "-", Int("x") == nil)
let names: [String?] = ["a", nil, "c"]
print(names.compactMap { $0 }, names.count)
