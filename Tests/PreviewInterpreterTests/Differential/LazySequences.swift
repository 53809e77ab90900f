// `lazy` chains and `reduce(into:)` as sample-data code writes them.
let numbers = Array(1...10)
let evens = numbers.lazy.filter { $0 % 2 == 0 }.map { $0 * $0 }
print(Array(evens), evens.first ?? 0)
print(numbers.lazy.map { $0 * 3 }.filter { $0 > 20 }.first ?? -1)
print(Array(numbers.lazy.compactMap { $0 % 3 == 0 ? "n\($0)" : nil }))
let counts = "hello world".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(counts["l"]!, counts["o"]!, counts.count)
let squares = numbers.reduce(into: [Int]()) { result, n in result.append(n * n) }
print(squares.suffix(3))
let sum = numbers.reduce(into: 0) { $0 += $1 }
print(sum)
