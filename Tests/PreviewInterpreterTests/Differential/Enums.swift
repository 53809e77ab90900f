// Enums with raw values, associated values, CaseIterable and switches.
enum Suit: String, CaseIterable {
    case hearts, spades
    case diamonds = "d"
}

enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)

    var area: Double {
        switch self {
        case .circle(let radius): return 3 * radius * radius
        case let .rectangle(width, height): return width * height
        }
    }
}

print(Suit.allCases.map(\.rawValue), Suit(rawValue: "d") == .diamonds, Suit(rawValue: "x") == nil)
let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 3, height: 4)]
print(shapes.map(\.area))
for shape in shapes {
    if case .circle(let radius) = shape { print("circle", radius) }
}
func weight(_ value: Int) -> String {
    switch value {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1...9: return "small"
    case let n where n % 2 == 0: return "large even"
    default: return "large odd"
    }
}
print([-3, 0, 5, 12, 13].map(weight))
