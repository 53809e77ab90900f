// Types declared inside functions and closures: a preview's body often declares a small wrapper type, and two
// functions may each declare their own type of the same name.
func describeShapes() -> String {
    enum Kind: String {
        case square, circle
        var corners: Int { self == .square ? 4 : 0 }
    }
    struct Shape {
        var kind: Kind
        var size: Double
        struct Label {
            let text: String
        }
        func label() -> Label { Label(text: "\(kind.rawValue) \(size)") }
        static func unit(_ kind: Kind) -> Shape { Shape(kind: kind, size: 1) }
    }
    let shapes = [Shape.unit(.square), Shape(kind: .circle, size: 2.5)]
    return shapes.map { "\($0.label().text) corners \($0.kind.corners)" }.joined(separator: ", ")
}

func tally() -> Int {
    final class Counter {
        private(set) var count = 0
        init(start: Int) { count = start }
        func add(_ amount: Int) { count += amount }
    }
    let counter = Counter(start: 10)
    [1, 2, 3].forEach { counter.add($0) }
    return counter.count
}

func otherShape() -> String {
    struct Shape {
        let sides: Int
    }
    return "sides \(Shape(sides: 6).sides)"
}

let fromClosure: () -> String = {
    struct Pair {
        let first: String
        let second: String
        var joined: String { first + "+" + second }
    }
    return Pair(first: "a", second: "b").joined
}

print(describeShapes())
print(tally())
print(otherShape())
print(fromClosure())
print(describeShapes())
