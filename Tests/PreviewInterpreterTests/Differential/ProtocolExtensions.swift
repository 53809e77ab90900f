// Protocols with associated types and default implementations, constrained extensions, generic functions and
// types with constraints, some and any, and casts to a generic parameter.
protocol Shape {
    var name: String { get }
    func area() -> Double
}
extension Shape {
    var name: String { "shape" }
    func summary() -> String { "\(name) of area \(area())" }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { 3 * radius * radius }
}
let shapes: [any Shape] = [Square(side: 2), Circle(radius: 1)]
print(shapes.map { $0.summary() }, shapes.map(\.name))
func biggest(_ shapes: [any Shape]) -> some Shape { Square(side: shapes.map { $0.area() }.max() ?? 0) }
print(biggest(shapes).area())

protocol Queue {
    associatedtype Item
    var items: [Item] { get set }
    mutating func enqueue(_ item: Item)
}
extension Queue {
    mutating func enqueue(_ item: Item) { items.append(item) }
    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
}
struct Line: Queue {
    var items: [String] = []
}
var line = Line()
line.enqueue("ana")
line.enqueue("bo")
print(line.count, line.items, line.isEmpty)

struct Item { var title: String; var price: Int }
extension Array where Element == Item {
    var totalPrice: Int { reduce(0) { $0 + $1.price } }
    func titled(_ prefix: String) -> [Item] { filter { $0.title.hasPrefix(prefix) } }
}
let cart = [Item(title: "tea", price: 3), Item(title: "toast", price: 2), Item(title: "jam", price: 4)]
print(cart.totalPrice, cart.titled("t").map(\.title))
extension Collection where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
extension Sequence where Element: Comparable {
    func isAscending() -> Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
extension Array where Element: Equatable {
    func without(_ element: Element) -> [Element] { filter { $0 != element } }
}
extension Dictionary where Value == Int {
    var sum: Int { values.reduce(0, +) }
}
print([1, 2, 3].total(), [1.5, 2.5].total(), [1, 3, 2].isAscending(), ["a", "b"].isAscending())
print([1, 2, 1, 3].without(1), ["x": 2, "y": 5].sum)
extension Int {
    var squared: Int { self * self }
    func times(_ action: (Int) -> Void) { for index in 0..<self { action(index) } }
}
3.times { print("time", $0, $0.squared) }
extension String {
    var isPalindrome: Bool { self == String(reversed()) }
}
print("level".isPalindrome, "swift".isPalindrome)

struct Pair<First, Second> {
    var first: First
    var second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}
let pair = Pair(first: 1, second: "one").swapped()
print(pair.first, pair.second)
struct Stack<Element: Equatable> {
    private(set) var elements: [Element] = []
    mutating func push(_ element: Element) { elements.append(element) }
    mutating func pop() -> Element? { elements.popLast() }
    func contains(_ element: Element) -> Bool { elements.contains(element) }
    var top: Element? { elements.last }
}
var stack = Stack<Int>()
stack.push(1)
stack.push(2)
print(stack.contains(2), stack.pop()!, stack.top!, stack.elements)
func firstIndex<T: Equatable>(of value: T, in values: [T]) -> Int? {
    for (index, element) in values.enumerated() where element == value { return index }
    return nil
}
print(firstIndex(of: "c", in: ["a", "b", "c"])!, firstIndex(of: 9, in: [1]) == nil)
func largest<T>(_ values: [T], by key: (T) -> Int) -> T? where T: CustomStringConvertible {
    values.max { key($0) < key($1) }
}
print(largest([10, 300, 25], by: { $0 % 100 })!)
protocol Animal { func sound() -> String }
struct Dog: Animal { func sound() -> String { "woof" } }
struct Cat: Animal { func sound() -> String { "meow" } }
func chorus(_ animals: [any Animal]) -> String { animals.map { $0.sound() }.joined(separator: " ") }
let animals: [any Animal] = [Dog(), Cat(), Dog()]
print(chorus(animals), animals.filter { $0 is Dog }.count, animals.compactMap { $0 as? Cat }.count)
func makeAnimal(loud: Bool) -> some Animal { Dog() }
print(makeAnimal(loud: true).sound())
protocol Identified { static var prefix: String { get }; var id: Int { get } }
extension Identified { var tag: String { Self.prefix + String(id) } }
struct Order: Identified { static let prefix = "O-"; let id: Int }
print(Order(id: 7).tag)
// A project's own sorted(by:) taking a key, beside the standard library's taking two elements: a closure of two
// arguments inside it means the standard library's.
extension Collection {
    func sorted<Key: Comparable>(by key: (Element) -> Key) -> [Element] { sorted { key($0) < key($1) } }
    func max<Key: Comparable>(by key: (Element) -> Key) -> Element? { self.max { key($0) < key($1) } }
}
print(
    ["ccc", "a", "bb"].sorted(by: { $0.count }), ["ccc", "a", "bb"].sorted(by: >), ["x", "yyy"].max(by: { $0.count })!)
