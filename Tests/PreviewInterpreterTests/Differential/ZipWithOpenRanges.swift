// `zip` with a range that has no upper bound (`1...`): it counts along as far as the other sequence goes, the usual
// way to number rows.
let names = ["Ada", "Grace", "Linus"]
for (name, number) in zip(names, 1...) { print(number, name) }
let numbered = zip(0..., names).map { "\($0): \($1)" }
print(numbered.joined(separator: ", "))
print(Array(zip(names, 10...)).count, Array(zip([String](), 1...)).isEmpty)
