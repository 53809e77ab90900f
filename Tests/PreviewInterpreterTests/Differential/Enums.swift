// Enums with raw values, associated values, CaseIterable and switches.
import Foundation
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

// A mutating method of an enum replaces self, also through another mutating method.
indirect enum SearchTree {
    case empty
    case node(SearchTree, Int, SearchTree)
    mutating func insert(_ value: Int) { self = inserting(value) }
    mutating func insertPair(_ value: Int) { insert(value); insert(value + 1) }
    func inserting(_ value: Int) -> SearchTree {
        switch self {
        case .empty: return .node(.empty, value, .empty)
        case let .node(left, root, right):
            return value <= root ? .node(left.inserting(value), root, right) : .node(left, root, right.inserting(value))
        }
    }
    var sorted: [Int] {
        switch self {
        case .empty: return []
        case let .node(left, root, right): return left.sorted + [root] + right.sorted
        }
    }
}
var tree = SearchTree.empty
tree.insert(5)
tree.insertPair(1)
print(tree.sorted)
enum Signal { case stop, go
    mutating func toggle() { self = self == .stop ? .go : .stop }
}
var signal = Signal.stop
signal.toggle()
signal.toggle()
signal.toggle()
print(signal)

// Inside a raw-value enum's own methods, `rawValue` alone is `self.rawValue`; `Double()` and `CGFloat()` are zero.
enum Degree: Int {
    case root = 0, third = 4, fifth = 7
    func plus(_ other: Degree) -> Int { rawValue + other.rawValue }
}
print(Degree.third.plus(.fifth), Double(), Float())

// A case with a payload may share its name with a property; a call is the case, a read the property.
enum Tag {
    case title(String)
    case city(Int)
    var title: String {
        switch self {
        case .title(let text): return text
        case .city(let number): return "city \(number)"
        }
    }
}
let tags: [Tag] = [.title("A cool tag"), .city(3), Tag.title("Another")]
print(tags.map(\.title))

// Inside an enum's methods, its instance properties are read from the case without `self.`.
enum Key: Int {
    case c = 0, dFlat, d
    var semitone: Int {
        switch self {
        case .c: return 0
        case .dFlat: return 1
        case .d: return 2
        }
    }
    func pitch(octave: Int) -> Int { semitone + (octave + 1) * 12 }
}
print(Key.dFlat.pitch(octave: 3), Key.d.pitch(octave: 0))

// Raw values of a floating-point raw type are floating-point numbers, written as integer literals or not.
enum Width: CGFloat {
    case narrow = 14, wide = 23.5
}
enum Level: UInt8 { case low = 2, middle, high }
print(Width.narrow.rawValue * 2, Width.wide.rawValue / 2, Level.high.rawValue)

// An enum that describes itself prints its description; its own initialiser may assign `self`.
enum Semitone: Int, CaseIterable, CustomStringConvertible {
    case zero = 0, one, two, three
    var description: String { "_\(rawValue)" }
    init(_ number: Int) {
        let map: [Int: Semitone] = Dictionary(uniqueKeysWithValues: zip(Array(0...3), Semitone.allCases))
        self = map[number] ?? .zero
    }
    func plus(_ other: Semitone) -> Semitone { Semitone((rawValue + other.rawValue) % 4) }
}
print(Semitone(2), Semitone.three.plus(.two), [Semitone.one], "\(Semitone.zero)")
