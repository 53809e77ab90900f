// Implicit member expressions take their type from the context: operators, arguments, returns, statics.
extension Double {
    static let hourInDegree = 15.0
}

struct Token {
    var name: String
    static let primary = Token(name: "primary")
    static let secondary = Token(name: "secondary")
    static func custom(_ name: String) -> Token { Token(name: name) }
}

struct Palette {
    static let compound = Palette()
    let textPrimary = Token(name: "compound.textPrimary")
}

func describe(_ token: Token) -> String { "token \(token.name)" }

func pick(_ flag: Bool) -> Token {
    flag ? .primary : .secondary
}

let hour = 4
print(Double(hour) * .hourInDegree)
print(describe(.primary), describe(.custom("accent")))
print(pick(true).name, pick(false).name)
let tokens: [Token] = [.primary, .custom("x")]
print(tokens.map(\.name))
print(Palette.compound.textPrimary.name)

// A place with no declared type: an implicit member assigned to it takes the type of the value it holds.
var current = Token.primary
current = .secondary
print(current.name)
current = .custom("late")
print(current.name)

// `.now + 3600`: the result's contextual type, Date, gives the member its meaning.
import Foundation
let inAnHour: Date = .now + 3600
print(Int(inAnHour.timeIntervalSinceNow.rounded()))
