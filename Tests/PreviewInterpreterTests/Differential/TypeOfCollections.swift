// `type(of:)` of a collection names its element types, as Swift prints a generic type: `Array<Int>`.
enum Outer { struct Inner {} }
struct Item { var name = "item" }
let numbers = [1, 2, 3]
print(type(of: numbers), type(of: ["a"]), type(of: [Item()]), type(of: [Outer.Inner()]))
print(String(describing: type(of: [2.5])), "\(type(of: Set([1])))", type(of: ["k": 1]))
print(type(of: [[1], [2]]), type(of: 3), type(of: Item()))
