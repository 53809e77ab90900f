// The type checker gives literals and implicit members their type from the context before anything runs: a
// parameter chosen by its labels, a return type, an assignment, the other operand, a collection's element.
struct Size {
    var width: Double
    var height: Double
}

enum Shape {
    case circle(radius: Double)
    case square(side: Double)

    var area: Double {
        switch self {
        case .circle(let radius): return 3 * radius * radius
        case .square(let side): return side * side
        }
    }
}

struct Token {
    var name: String
    static let compound = TokenSet()
}

struct TokenSet {
    let textPrimary = Token(name: "compound.textPrimary")
    func accent(_ level: Int) -> Token { Token(name: "accent \(level)") }
}

func scaled(by factor: Double) -> Double { factor * 10 }
func halved() -> Double { return 7 / 2 }
func quartered() -> Double { 1 / 4 }
func fraction(_ part: Double = 1 / 8) -> Double { part }
enum Units {
    static func measure(width: Double) -> String { "width \(width)" }
    static func measure(count: Int) -> String { "count \(count)" }
}
func describe(_ token: Token) -> String { token.name }

print(scaled(by: 3 / 2))
print(halved(), quartered(), fraction(), fraction(1 / 2))
print(Units.measure(width: 3 / 2), Units.measure(count: 3 / 2))
print(Size(width: 7 / 2, height: 1).width)
print(Shape.circle(radius: 1 / 2).area, Shape.square(side: 5 / 2).area)
print(describe(.compound.textPrimary), describe(.compound.accent(2)))

var distance: Double = 0
distance = 7 / 2
print(distance)
distance += 1 / 2
print(distance)

let weights: [String: Double] = ["light": 1 / 2, "heavy": 3]
print(weights["light"]!, weights["heavy"]!)
let chosen: Double = distance > 1 ? 1 / 4 : 3 / 4
print(chosen)
let limit = 2.5
print(limit > 5 / 2, limit == 5 / 2)

let half: (Double) -> Double = { $0 / 2 }
print(half(3))
let shapes: [Shape] = [.circle(radius: 1 / 2), .square(side: 3 / 2)]
print(shapes.map(\.area))

// An array literal's elements share the type of those that have one; a collection's element-taking methods give it.
enum Direction: Int, Comparable {
    case north, east, south, west
    static func < (a: Direction, b: Direction) -> Bool { a.rawValue < b.rawValue }
}
let headings = [Direction.west, .north, .east].sorted()
print(headings.map(\.rawValue), headings.contains(.north), headings.firstIndex(of: .west) ?? -1)
var route: [Shape] = []
route.append(.square(side: 3 / 2))
print(route.map(\.area), route.contains { $0.area > 2 })

// `.init(…)` where an array or a dictionary is expected is that collection's initialiser.
let zeros: [Double] = .init(repeating: 0, count: 3)
let lookup: [String: Int] = .init(uniqueKeysWithValues: [("a", 1)])
print(zeros, lookup)
