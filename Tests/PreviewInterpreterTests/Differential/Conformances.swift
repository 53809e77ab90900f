// Synthesized Equatable, Hashable and Comparable; operators a program defines; overloads by labels and types.
import Foundation
enum Direction: Hashable, Comparable { case north, east, south, west }
enum Token: Equatable, Hashable {
    case number(Int)
    case word(String)
    case pair(Int, label: String)
    case end
}
struct Cell: Hashable {
    var row: Int
    var column: Int
}
struct Score: Comparable {
    var points: Int
    var name: String
    static func < (lhs: Score, rhs: Score) -> Bool { lhs.points < rhs.points }
}
enum Priority: Int, Comparable {
    case low, medium, high
    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}
enum Size: Comparable { case small, medium(Int), large }

print(Direction.north == .north, Direction.north != .south, Direction.east < .west, Direction.south > .west)
print([Direction.west, Direction.north, Direction.south].sorted().map { "\($0)" }, [Direction.east, .north].max()!)
print(Token.number(3) == .number(3), Token.number(3) != .number(4), Token.word("a") != .number(1))
print(Token.pair(1, label: "x") == .pair(1, label: "x"), Token.pair(1, label: "x") != .pair(1, label: "y"))
print(Token.end == .end, Token.end != .end, [Token.end, Token.number(2)].contains(Token.number(2)))
print(Cell(row: 1, column: 2) == Cell(row: 1, column: 2), Cell(row: 1, column: 2) != Cell(row: 2, column: 1))
let cells: Set<Cell> = [Cell(row: 0, column: 0), Cell(row: 0, column: 0), Cell(row: 1, column: 0)]
print(cells.count, cells.contains(Cell(row: 1, column: 0)), cells.contains(Cell(row: 5, column: 5)))
var visits: [Cell: Int] = [:]
visits[Cell(row: 2, column: 2), default: 0] += 1
visits[Cell(row: 2, column: 2), default: 0] += 1
print(visits[Cell(row: 2, column: 2)]!, visits.count)
let tokens: Set<Token> = [.number(1), .number(1), .word("a"), .end]
print(tokens.count)
print(
    Score(points: 3, name: "a") < Score(points: 5, name: "b"),
    Score(points: 3, name: "a") >= Score(points: 5, name: "b"))
print([Score(points: 9, name: "x"), Score(points: 2, name: "y")].sorted().map(\.name))
print(
    Score(points: 1, name: "a") == Score(points: 1, name: "a"),
    Score(points: 1, name: "a") != Score(points: 1, name: "b"))
print(Priority.low < .high, max(Priority.low, .medium), [Priority.high, .low].min()!)
print(Size.small < .medium(1), Size.medium(2) < .medium(5), Size.large > .medium(9), Size.medium(3) == .medium(3))
print([Size.large, Size.small, Size.medium(4), Size.medium(1)].sorted().map { "\($0)" })

struct Money: Equatable, CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
    static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }
    static func * (lhs: Int, rhs: Money) -> Money { Money(cents: lhs * rhs.cents) }
    static func += (lhs: inout Money, rhs: Money) { lhs = lhs + rhs }
    static prefix func - (value: Money) -> Money { Money(cents: -value.cents) }
}
var wallet = Money(cents: 150)
wallet += Money(cents: 205)
print(wallet, wallet * 2, 3 * wallet, (-wallet).cents, wallet - Money(cents: 55))
print([Money(cents: 1), Money(cents: 2)].reduce(Money(cents: 0), +))

struct Size2 { var width: Double; var height: Double }
func * (lhs: Size2, rhs: Double) -> Size2 { Size2(width: lhs.width * rhs, height: lhs.height * rhs) }
func / (lhs: Size2, rhs: Int) -> Size2 { Size2(width: lhs.width / Double(rhs), height: lhs.height / Double(rhs)) }
let doubled = Size2(width: 3, height: 4) * 2
let halved = Size2(width: 3, height: 4) / 2
print(doubled.width, doubled.height, halved.width)

postfix operator %
postfix func % (value: Double) -> Double { value / 100 }
prefix operator √
prefix func √ (value: Double) -> Double { value.squareRoot() }
print(50%, √16)

precedencegroup ExponentiationPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}
infix operator ** : ExponentiationPrecedence
func ** (base: Int, power: Int) -> Int { power == 0 ? 1 : base * (base ** (power - 1)) }
print(2 ** 3 ** 2, 2 * 3 ** 2, 1 + 2 ** 4)
infix operator <>
func <> (lhs: String, rhs: String) -> String { lhs + "|" + rhs }
print("a" <> "b", ("a" <> "b") <> "c")

func describe(_ value: Int) -> String { "int \(value)" }
func describe(_ value: String) -> String { "string \(value)" }
func describe(_ value: Double) -> String { "double \(value)" }
func describe(_ values: [Int]) -> String { "array \(values.count)" }
func describe(count: Int) -> String { "count \(count)" }
func describe(_ value: Int, times: Int) -> String { "int \(value) times \(times)" }
print(describe(1), describe("x"), describe(2.5), describe([1, 2]), describe(count: 4), describe(3, times: 2))

struct Formatter {
    func format(_ value: Int) -> String { "#\(value)" }
    func format(_ value: Bool) -> String { value ? "yes" : "no" }
    func format(name: String) -> String { "name: \(name)" }
    func format(_ value: Int, padding: Int) -> String { String(repeating: " ", count: padding) + "\(value)" }
}
let formatter = Formatter()
print(formatter.format(7), formatter.format(true), formatter.format(name: "x"), formatter.format(5, padding: 2))
