// `description`, `String(describing:)` and interpolation print collections as Swift does.
let numbers = [1, 2, 3]
print(numbers.description, String(describing: numbers), "\(numbers)")
let words = ["a", "b"]
print(words.description, "\(words)", String(describing: words))
let nested = [[1], [2, 3]]
print(nested.description)
let dictionary = ["k": 1]
print(dictionary.description, "\(dictionary)")
let set: Set<Int> = [4]
print(set.description)
let tuple = (1, "x")
print("\(tuple)", String(describing: tuple))
let doubles = [1.0, 2.5]
print(doubles.description, "\(doubles)")
enum Kind { case one, two }
print("\(Kind.one)", String(describing: Kind.two))
print(numbers.map(\.description).joined(separator: "-"))
print(1.description, 2.5.description, true.description, "s".description)
print([1, 2].debugDescription, ["a"].debugDescription)
