// A method of a value named without calling it is a function of the method's remaining arguments, as
// `terms.contains(where: value.contains)` passes `value`'s `contains`.
let value = "release-blocklisted-wrong"
let terms = ["wrong", "size"]
print(terms.contains(where: value.contains))
print(["x", "y"].contains(where: value.contains))
let starts = value.hasPrefix
print(starts("rel"), starts("x"))
let words = ["a", "b"]
print(["b", "c"].filter(words.contains))
let numbers = [3, 1, 2]
let isIn = numbers.contains
print([1, 5].map(isIn))
struct Box {
    let items: [Int]
    func has(_ item: Int) -> Bool { items.contains(item) }
}
let box = Box(items: [4])
print([4, 5].filter(box.has))
