// Functions, initialisers and methods named without being called are values, as in `compactMap(Type.init(label:))`.
enum Language: String {
    case en
    case zh

    init?(languageString language: String) {
        switch language.lowercased() {
        case "en": self = .en
        case "zh": self = .zh
        default: return nil
        }
    }
}

struct Point {
    let x: Int

    init(x: Int) { self.x = x }
    init(doubling value: Int) { self.x = value * 2 }

    static func origin(shiftedBy amount: Int) -> Point { Point(x: amount) }
    func moved(by amount: Int) -> Point { Point(x: x + amount) }
}

func square(_ value: Int) -> Int { value * value }
func add(_ a: Int, to b: Int) -> Int { a + b }

let languages = ["EN", "fr", "zh"].compactMap(Language.init(languageString:))
print(languages.map(\.rawValue))
print(["en", "xx"].map(Language.init(rawValue:)).map { $0?.rawValue ?? "nil" })
print([1, 2, 3].map(Point.init(doubling:)).map(\.x))
print([1, 2].map(Point.init(x:)).map(\.x))
print([4, 5].map(Point.origin(shiftedBy:)).map(\.x))
print(["1", "x", "3"].compactMap(Int.init))
print([1, 2, 3].map(square))
print([1, 2, 3].map(String.init))
let combine = add(_:to:)
print(combine(2, 3))
let make = Point.init(doubling:)
print(make(21).x)
print([3, 1, 2].sorted(by: >))
print([1, 2, 3].reduce(0, +))
let moved = Point(x: 1).moved(by:)
print(moved(4).x)
