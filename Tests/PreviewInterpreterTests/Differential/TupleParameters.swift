// A tuple passed to a parameter of a labeled tuple type takes the parameter's labels, as Swift converts it.
func describe(_ items: [(name: String, amount: Int, category: String)]) -> [String] {
    items.map { "\($0.name) \($0.amount) \($0.category)" }
}
func total(_ pair: (first: Int, second: Int)) -> Int { pair.first + pair.second }
func tag(_ items: [(name: String, amount: Int)], as category: String)
    -> [(name: String, amount: Int, category: String)]
{
    var result: [(name: String, amount: Int, category: String)] = []
    for item in items { result.append((item.name, item.amount, category)) }
    return result
}

let expected = [(name: "Car", amount: 5, "Vehicle"), (name: "Train", amount: 3, "Vehicle")]
print(describe(expected))
print(total((3, 4)), total((first: 1, 2)))
let unlabeled = (7, 8)
print(total(unlabeled))
print(describe(tag([(name: "Doll", amount: 2)], as: "Toy")))
print(tag([("Kite", 1)], as: "Air").map(\.category))
