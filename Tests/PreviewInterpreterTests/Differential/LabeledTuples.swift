// Labeled tuples returned from functions and properties, read by label and position; tuple patterns,
// destructuring and tuples in loops.
struct Point { var x: Double; var y: Double }

struct Geometry {
    var width: Double
    var height: Double
    var circle: (center: Point, radius: Double) {
        (Point(x: width / 2, y: height / 2), min(width, height) / 2)
    }
    func bounds() -> (origin: (x: Double, y: Double), size: (width: Double, height: Double)) {
        ((0, 0), (width, height))
    }
}

let geometry = Geometry(width: 40, height: 30)
print(geometry.circle.radius, geometry.circle.center.x, geometry.circle.0.y, geometry.circle.1)
print(geometry.bounds().size.width, geometry.bounds().origin.y)
let (origin, size) = geometry.bounds()
print(origin.x, size.height)
let (_, radius) = geometry.circle
print(radius)

func minMax(_ values: [Int]) -> (min: Int, max: Int)? {
    guard let first = values.first else { return nil }
    var result = (min: first, max: first)
    for value in values.dropFirst() {
        if value < result.min { result.min = value }
        if value > result.max { result.max = value }
    }
    return result
}
if let bounds = minMax([4, -2, 9, 3]) { print(bounds.min, bounds.max, bounds) }
print(minMax([]) == nil)
var pair = (name: "dial", count: 2)
pair.count += 3
pair.name = pair.name.uppercased()
print(pair.name, pair.count, pair)

func compare(_ a: Int, _ b: Int) -> String {
    switch (a, b) {
    case (0, 0): return "both zero"
    case (0, _): return "first zero"
    case (_, 0): return "second zero"
    case let (x, y) where x > y: return "\(x) above \(y)"
    case (let x, let y) where x == y: return "equal \(x)"
    default: return "below"
    }
}
print(compare(0, 0), compare(0, 4), compare(3, 0), compare(5, 2), compare(2, 2), compare(1, 8))

enum Light { case red, green }
func advice(_ light: Light, _ speed: Int) -> String {
    switch (light, speed) {
    case (.red, 0): return "wait"
    case (.red, _): return "stop"
    case (.green, 0..<10): return "go"
    case (.green, let fast): return "fast \(fast)"
    }
}
print(advice(.red, 0), advice(.red, 30), advice(.green, 5), advice(.green, 50))

let fruits = ["apple", "fig", "kiwi"]
for (index, fruit) in fruits.enumerated() where index > 0 { print(index, fruit) }
let stock = ["pear": 3, "plum": 1, "lime": 7]
for (name, count) in stock.sorted(by: { $0.key < $1.key }) { print(name, count) }
var total = 0
for (_, count) in stock { total += count }
print(total)
for (number, letter) in zip([1, 2, 3], ["a", "b", "c"]) { print(number, letter) }
let pairs = [(1, "one"), (2, "two")]
for (number, name) in pairs { print(number, name) }
print(pairs.map { $0.1 }, pairs.map { number, name in "\(name)=\(number)" })
var (a, b) = (1, 2)
(a, b) = (b, a)
print(a, b)
let nested = ((1, 2), (x: 3, y: 4))
print(nested.0.1, nested.1.y)
let (first, (second, third)) = (1, (2, 3))
print(first + second + third)
let sortedPairs = [(2, "b"), (1, "z"), (1, "a")].sorted { $0 < $1 }
print(sortedPairs)
print((1, "a") == (1, "a"), (1, 2) != (1, 3), (1, 2) < (1, 3), (2, 0) > (1, 9))
let tupleDictionary = Dictionary(uniqueKeysWithValues: [("k", 1), ("j", 2)])
print(tupleDictionary.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
let labelled: (x: Int, y: Int) = (3, 4)
let unlabelled: (Int, Int) = labelled
print(unlabelled.0 * labelled.y)
