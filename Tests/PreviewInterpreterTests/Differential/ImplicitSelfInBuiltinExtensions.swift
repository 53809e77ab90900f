// Inside an extension of a standard library type, a method named alone is `self`'s (`map { … }` in an
// `extension Int?`), and `[...]`, the unbounded range, is the whole collection.
extension Optional where Wrapped == Int {
    func label() -> String {
        map { $0 == 0 ? "" : "\($0)" } ?? "none"
    }
}

extension Array where Element == Int {
    func total() -> Int { reduce(0, +) }
    func evens() -> [Int] { filter { $0 % 2 == 0 } }
}

extension String {
    func shout() -> String { uppercased() + "!" }
}

let some: Int? = 4
let zero: Int? = 0
let none: Int? = nil
print(some.label(), zero.label().isEmpty, none.label())
print([1, 2, 3, 4].total(), [1, 2, 3, 4].evens())
print("hi".shout())
let items = [5, 6, 7]
let whole: ArraySlice<Int> = items[...]
print(Array(whole), items[...].count, "text"[...])
