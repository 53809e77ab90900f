// A dictionary's filter is a dictionary (looked up by key afterwards), also one keyed by arrays.

enum Kind: String, CaseIterable {
    case a, b
    var numbers: [Int] { self == .a ? [0, 4] : [0, 3] }
}

extension Kind {
    static var allNumbers: [[Int]] { Kind.allCases.map { $0.numbers } }
    static var byNumbers: [[Int]: Kind] = Dictionary(uniqueKeysWithValues: zip(allNumbers, allCases))
    static func filtered(count: Int) -> [[Int]: Kind] { byNumbers.filter { $0.key.count == count } }
}

print(Kind.byNumbers[[0, 3]]!)
print(Kind.filtered(count: 2)[[0, 4]]!)
let lookup: [[Int]: String] = [[1, 2]: "x"]
print(lookup[[1, 2]] ?? "none")
let scores = ["a": 1, "b": 5, "c": 7]
let high = scores.filter { $0.value > 2 }
print(high.count, high.keys.sorted(), high["c"] ?? 0, high["a"] ?? 0)
