// The standard library's types written with their module's name (`Swift.Optional<Int>`, `Swift.Array<Double>`)
// are the same types as written bare: optionals hold a value or nil, literals take the element type.
let bare: Optional<Int> = .some(5)
print(bare.map { $0 + 1 } ?? 0)
let qualified: Swift.Optional<Int> = .some(7)
print(qualified ?? 0, qualified == 7)
let empty: Swift.Optional<String> = nil
print(empty ?? "nothing")
let ratios: Swift.Array<Double> = [1, 2]
print(ratios)
let counts: Swift.Dictionary<String, Double> = ["a": 1]
print(counts)
let filled: Swift.Array<Int> = .init(repeating: 1, count: 2)
print(filled)

enum Choice {
    case some(Int)
    case none
}
let choice: Choice = .some(3)
switch choice {
case .some(let value): print("choice", value)
case .none: print("no choice")
}
