// Generic functions and types, protocols with default implementations and associated types.
protocol Describable {
    var label: String { get }
}

extension Describable {
    func describe() -> String { "<\(label)>" }
}

struct Item: Describable {
    var label: String
}

struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var count: Int { items.count }
}

protocol Container {
    associatedtype Element
    var elements: [Element] { get }
}

struct Box: Container {
    var elements: [Int]
}

func largest<T: Comparable>(_ values: [T]) -> T? { values.max() }
func total<C: Container>(_ container: C) -> Int where C.Element == Int { container.elements.reduce(0, +) }

print(Item(label: "pen").describe())
var stack = Stack<String>()
stack.push("a")
stack.push("b")
print(stack.pop() ?? "-", stack.count)
print(largest([3, 9, 2]) ?? 0, largest(["b", "a"]) ?? "")
print(total(Box(elements: [1, 2, 3])))
let things: [any Describable] = [Item(label: "x"), Item(label: "y")]
print(things.map { $0.describe() })
