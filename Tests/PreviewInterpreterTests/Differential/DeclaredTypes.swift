import Foundation

// A variable's declared type converts what is stored in it later.
var table = [String: (won: Int, lost: Int)]()
table["Badgers"] = (0, 0)
table["Badgers"]!.won += 2
print(table["Badgers"]!.won, table["Badgers"]!.lost)

struct Robot {
    var x = 1, y = 2
    // A computed property's value takes the property's type, labels included.
    var state: (x: Int, y: Int) { (x, y) }
}
print(Robot().state.x, Robot().state)

// Nested functions see the variables around them, and themselves.
func countdown(from start: Int) -> [Int] {
    var seen: [Int] = []
    func step(_ n: Int) {
        seen.append(n)
        if n > 0 { step(n - 1) }
    }
    step(start)
    return seen
}
print(countdown(from: 3))

// while-let bindings reach the loop's body.
var queue = [3, 1, 2]
while let next = queue.popLast(), next != 1 { print("took", next) }

// Overloads told apart by a dictionary parameter, and a String by its declared type.
struct Spot: Equatable {
    var row: Int
    init(row: Int) { self.row = row }
    init?(fields: [String: Int]) {
        guard let row = fields["row"] else { return nil }
        self.init(row: row)
    }
}
print(Spot(fields: ["row": 4])?.row ?? -1, Spot(fields: [:]) == nil)
func digits(of text: String) -> [Int] { text.map { Int(String($0)) ?? 0 } }
print(digits(of: "4071"))

// Foundation's string methods and Character, as Swift runs them.
print("one,two,,three".split(separator: ","), "a b  c".split(whereSeparator: { $0 == " " }))
print("a-b".split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false), "x=>y=>z".split(separator: "=>"))
print(
    "Team".padding(toLength: 8, withPad: ".", startingAt: 0) + "|",
    "Crème Brûlée".folding(options: .diacriticInsensitive, locale: nil))
print(Character("q"), Unicode.Scalar(65).map { String($0) } ?? "none", Set(arrayLiteral: 3, 3).count)

// `self = value` in a struct's initialiser.
struct Pair: Equatable {
    var a = 0, b = 0
    init(a: Int, b: Int) { self.a = a; self.b = b }
    init(copying other: Pair) { self = other }
}
print(Pair(copying: Pair(a: 1, b: 2)) == Pair(a: 1, b: 2))

// A type's own subscripts: read, written through a setter, and with a labelled parameter.
enum Taste: CaseIterable { case salty, sweet }
struct Profile {
    var salty = 0, sweet = 0
    subscript(taste: Taste) -> Int {
        get { taste == .salty ? salty : sweet }
        set { if taste == .salty { salty = newValue } else { sweet = newValue } }
    }
    subscript(scaled taste: Taste, by factor: Int) -> Int { self[taste] * factor }
    func adding(_ other: Profile) -> Profile {
        var result = self
        for taste in Taste.allCases { result[taste] += other[taste] }
        return result
    }
}
var profile = Profile(salty: 1)
profile[.sweet] = 5
print(profile[.sweet], profile.adding(Profile(salty: 2, sweet: 1))[.salty], profile[scaled: .sweet, by: 3])
