// Collections made by their initialisers.
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byLetter = Dictionary(grouping: words, by: { $0.first! })
for key in byLetter.keys.sorted() { print(key, byLetter[key]!) }
let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
print(lengths["banana"]!, lengths.count)
print(Array(1...4), Array("abc"), Array(repeating: 0, count: 3))
let unique = Set([3, 1, 3, 2])
print(unique.count, unique.sorted(), unique.contains(2))
print(Array(zip([1, 2, 3], ["x", "y", "z"])).map { "\($0)\($1)" })
var counts: [String: Int] = [:]
for word in words { counts[String(word.prefix(1)), default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(words.prefix(2), words.suffix(1), words.dropFirst(3))
