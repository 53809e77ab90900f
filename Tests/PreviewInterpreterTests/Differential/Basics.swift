// Numbers, strings, interpolation and how print shows values.
let count = 3
let price = 2.5
let name = "Ada"
print(count, price, name)
print("\(name) has \(count) items at \(price) each: \(Double(count) * price)")
print([1, 2, 3], ["a", "b"], [1.5, 2.0])
print(7 / 2, 7 % 2, 7.0 / 2, -7 / 2)
print(Int(3.9), Double(4), Int("42") ?? 0, String(15, radix: 2))
print(max(3, 9), min(2.5, 1.5), abs(-4), (10 - 3) * 2)
print(true && !false, 3 < 4, "b" > "a")
print("done", terminator: "!\n")
print(1, 2, 3, separator: "-")

// `break` in a switch ends the switch; the loop around it goes on. A labelled break leaves the loop.
var kept: [Character] = []
var index = 0
let text: [Character] = ["a", "\\", "\n", "b", "\\", "t", "c"]
scan: while index < text.count {
    switch text[index] {
    case "\\":
        index += 1
        switch (text[index]) {
        case "\n":
            break
        default:
            kept.append(text[index])
        }
    case "c":
        break scan
    default:
        kept.append(text[index])
    }
    index += 1
}
print(String(kept), index)
for number in 1...5 {
    switch number {
    case 2, 4: break
    default: print(number, terminator: " ")
    }
}
print()

// `as?` and `is` check the value's type: a Bool is not a String, a Double not an Int, an enum case its own type.
enum Suit: String { case hearts, spades }
struct Card { var suit: Suit }
let mixed: [Any] = [true, 2.5, 3, "four", Suit.hearts, Card(suit: .spades), [1, 2]]
print(mixed.map { ($0 as? String) ?? "-" })
print(mixed.map { $0 is Bool }, mixed.map { $0 is Double }, mixed.map { $0 is Suit }, mixed.map { $0 is Card })
print(mixed.compactMap { $0 as? [Int] }, mixed.filter { $0 is Int }.count)
