// Tuples with labels, positions, destructuring and patterns.
func circle() -> (center: (x: Double, y: Double), radius: Double) {
    ((x: 1, y: 2), 5)
}

let shape = circle()
print(shape.radius, shape.center.x, shape.0.y)
let (center, radius) = circle()
print(center.y, radius)
let pair = (3, "three")
print(pair.0, pair.1)
var (low, high) = (1, 9)
swap(&low, &high)
print(low, high)

func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (let x, 0): return "on x at \(x)"
    case (0, _): return "on y"
    case let (x, y) where x == y: return "diagonal"
    default: return "elsewhere"
    }
}
print([(0, 0), (4, 0), (0, 7), (2, 2), (1, 3)].map(classify))
for (index, word) in ["a", "b"].enumerated() { print(index, word) }
