// A project's type aliases name the types they alias: members, initialisers, literals and implicit members.
enum KeyConstants {
    enum Width: Double {
        case white = 23.5
        case black = 13.5
    }
    typealias Radius = Double
}

typealias KeyWidth = KeyConstants.Width
typealias Money = Double
typealias Notes = [String]

struct Wallet {
    var balance: Money
}

func width(of key: KeyWidth) -> Double { key.rawValue * 2 }

let wallet = Wallet(balance: 7 / 2)
print(wallet.balance)
print(KeyWidth.white.rawValue, KeyWidth.black, KeyWidth(rawValue: 13.5) == .black)
let quarter: Money = 1 / 4
print(quarter)
let price = Money(3)
print(price / 2)
let notes: Notes = ["c", "e"]
print(notes.count, notes)
print(width(of: .black))
let radius: KeyConstants.Radius = 5 / 2
print(radius)
