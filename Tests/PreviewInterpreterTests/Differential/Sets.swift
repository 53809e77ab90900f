// Sets: membership, algebra and equality as the standard library has them. A set's order is unspecified, so
// what is printed is sorted, counted or compared.
var seen = Set<String>()
print(seen.insert("a").inserted, seen.insert("a").inserted, seen.insert("b").memberAfterInsert, seen.count)
let evens: Set = [2, 4, 6, 8], small: Set<Int> = [1, 2, 3, 4]
print(evens.union(small).sorted(), evens.intersection(small).sorted(), evens.subtracting(small).sorted())
print(evens.symmetricDifference(small).sorted(), small.isSubset(of: [1, 2, 3, 4, 5]), evens.isDisjoint(with: [1, 3]))
print(Set([3, 1, 3, 2]) == [1, 2, 3], Set([1, 2]) == Set([2, 1]), Set([1, 2]) == [1, 2, 4])
var letters = Set("hello")
print(letters.count, letters.contains("l"), letters.remove("l") ?? "-", letters.remove("z") ?? "-", letters.count)
letters.formUnion(["x", "y"])
print(letters.sorted(), letters.filter { $0 > "l" }.sorted(), letters.map { $0.uppercased() }.sorted())
func score(_ dice: [Int]) -> Int { Set(dice) == [1, 2, 3, 4, 5] ? 30 : 0 }
print(score([3, 5, 4, 1, 2]), score([1, 1, 2, 3, 4]))
struct Pair: Hashable { var a: Int; var b: Int }
let pairs: Set = [Pair(a: 1, b: 9), Pair(a: 3, b: 3), Pair(a: 1, b: 9)]
print(pairs.count, pairs == [Pair(a: 3, b: 3), Pair(a: 1, b: 9)])
