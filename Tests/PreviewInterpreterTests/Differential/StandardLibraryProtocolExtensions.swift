// A project's extensions of the standard library's protocols reach the built-in values Swift makes conform to
// them: Sequence and Collection on arrays, sets, dictionaries, strings and ranges, StringProtocol on substrings,
// BinaryInteger, FloatingPoint, Numeric, Comparable and Equatable on numbers and strings, `where` clauses honoured
// and `mutating` members writing back to the variable they ran on.
struct Item: Identifiable, Equatable { let id: Int?; let name: String }

extension Sequence {
    func keyedBy(_ id: KeyPath<Element, Int?>) -> [Int: Element] {
        reduce(into: [Int: Element]()) { dict, element in
            if let key = element[keyPath: id] { dict[key] = element }
        }
    }
    func countWhere(_ test: (Element) -> Bool) -> Int { filter(test).count }
}

extension Collection {
    var isNotEmpty: Bool { !isEmpty }
    func second() -> Element? { dropFirst().first }
}

extension Array where Element == Item {
    var names: [String] { map(\.name) }
}

extension Array where Element: Identifiable {
    func ids() -> [Element.ID] { map(\.id) }
}

extension StringProtocol {
    var shouted: String { uppercased() + "!" }
}

extension BinaryInteger {
    var isEven: Bool { self % 2 == 0 }
}

extension FloatingPoint {
    func clampedUnit() -> Self { Swift.min(Swift.max(self, 0), 1) }
}

extension Numeric {
    func squared() -> Self { self * self }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}

extension Equatable {
    func isAny(of values: Self...) -> Bool { values.contains(self) }
}

extension RangeReplaceableCollection {
    mutating func prependAll(_ other: [Element]) { insert(contentsOf: other, at: startIndex) }
}

extension MutableCollection where Self: RandomAccessCollection {
    mutating func setFirst(_ value: Element) { if !isEmpty { self[startIndex] = value } }
}

let items = [Item(id: 1, name: "a"), Item(id: nil, name: "b"), Item(id: 3, name: "c")]
let keyed = items.keyedBy(\.id)
print(keyed.keys.sorted(), keyed[3]?.name ?? "-")
print(items.names, items.isNotEmpty, [Int]().isNotEmpty, items.countWhere { $0.id == nil })
print(Set([1, 2]).isNotEmpty, ["k": 1].isNotEmpty, "".isNotEmpty, "x".isNotEmpty, (1..<3).isNotEmpty)
print([5, 6, 7].second() ?? 0, "hey".second() ?? "?", (1...4).countWhere { $0 > 2 })
print("hi".shouted, "hello world".split(separator: " ")[0].shouted)
print(4.isEven, 7.isEven, UInt8(2).isEven)
print(1.5.clampedUnit(), (-0.5).clampedUnit())
print(3.squared(), 1.5.squared())
print(15.clamped(to: 0...10), "m".clamped(to: "a"..."k"), 0.5.clamped(to: 0...1))
print(3.isAny(of: 1, 2, 3), "x".isAny(of: "a", "b"))
var numbers = [3, 4]
numbers.prependAll([1, 2])
numbers.setFirst(9)
print(numbers)
var text = "world"
text.prependAll(Array("hello "))
print(text)
if items.isNotEmpty { print("non-empty") }

// An empty array has no elements to tell which constrained extension applies: its declared type does.
struct Chord { let name: String }
enum Key { case c, d }
extension Array where Element == Chord {
    func summary() -> String { "\(count) chords" }
}
extension Array where Element == Key {
    func summary() -> String { "\(count) keys" }
}
struct Scale { var keys: [Key] = []; var chords: [Chord] = [] }
let scale = Scale()
print(scale.keys.summary(), scale.chords.summary(), Scale(keys: [.c, .d]).keys.summary())
