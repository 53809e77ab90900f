// Operators a project declares generically over its own protocols: Swift considers them only for operands that
// conform, and prefers the standard library's concrete operators for numbers and strings.

protocol Scalable: Equatable {
    func scaled(by factor: Double) -> Self
    func plus(_ other: Self) -> Self
}

func * <V: Scalable>(value: V, factor: Double) -> V { value.scaled(by: factor) }
func + <V: Scalable>(left: V, right: V) -> V { left.plus(right) }

extension Double: Scalable {
    func scaled(by factor: Double) -> Double { self * factor }
    func plus(_ other: Double) -> Double { self + other }
}

struct Point: Scalable {
    var x: Double
    var y: Double
    func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    func plus(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
}

protocol Choice {
    associatedtype Value
    var chosen: Value? { get }
}

func == <C: Choice>(left: C, right: C) -> Bool where C.Value: Equatable { left.chosen == right.chosen }

struct Pick: Choice {
    var chosen: Int?
}

struct Tag: Equatable {
    var name: String
}

let a = Point(x: 1, y: 2)
let b = Point(x: 3, y: 4)
let sum = a + b
let scaled = a * 2.5
print("point", sum.x, sum.y, scaled.x, scaled.y)
print("double", 1.5 + 2.25, 2.0 * 4.0, Double(3).plus(4))
print("string", "ab" + "cd", [1, 2] + [3])
print("picks", Pick(chosen: 1) == Pick(chosen: 1), Pick(chosen: 1) == Pick(chosen: 2))
print("tags", Tag(name: "a") == Tag(name: "a"), Tag(name: "a") == Tag(name: "b"))
