// `reduce`'s initial result takes the type the call gives, so `.zero` is that type's even where the project
// declares a `zero` of its own elsewhere.
struct Size { var width = 0.0, height = 0.0; static var zero: Size { Size() } }
struct Insets { var top = 0.0; static var zero: Insets { Insets() } }

let sizes = [Size(width: 3, height: 1), Size(width: 2, height: 5)]
let largest: Size = sizes.reduce(.zero) { partial, size in
    Size(width: max(partial.width, size.width), height: max(partial.height, size.height))
}
print(largest.width, largest.height)
let tally: [String: Int] = ["a", "b", "a"].reduce(into: .init()) { counts, letter in counts[letter, default: 0] += 1 }
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
