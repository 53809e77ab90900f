// A raw-value enum that declares initialisers of its own (in its body or in an extension) is created through
// them, beside the synthesized `init?(rawValue:)`.
enum Step: Int, CaseIterable, CustomStringConvertible {
    case zero = 0, one, two, three

    var description: String { "s\(rawValue)" }

    init(_ number: Int) {
        let map: [Int: Step] = Dictionary(uniqueKeysWithValues: zip(Array(0...3), Step.allCases))
        self = map[number % 4] ?? .zero
    }

    func plus(_ other: Step) -> Step { Step(rawValue + other.rawValue) }
}

extension Step {
    init(named name: String) {
        switch name {
        case "one": self = .one
        case "two": self = .two
        default: self.init(rawValue: 3)!
        }
    }

    init?(text: String) {
        guard let number = Int(text) else { return nil }
        self.init(rawValue: number)
    }
}

enum Suit: String {
    case hearts, spades
    init(symbol: Character) { self = symbol == "♥" ? .hearts : .spades }
}

print(Step(2), Step(7), Step.one.plus(.three))
print([1, 2, 5].map { Step($0) })
print(Step(named: "two"), Step(named: "other"))
print(
    Step(text: "1")?.description ?? "nil", Step(text: "9")?.description ?? "nil", Step(text: "x")?.description ?? "nil")
print(Step(rawValue: 2)?.description ?? "nil", Step(rawValue: 8)?.description ?? "nil")
print(Suit(symbol: "♥"), Suit(symbol: "♠").rawValue, Suit(rawValue: "hearts")?.rawValue ?? "none")
