// Getters of values no write can change (enum cases, types' static properties, extensions of numbers and
// strings) read again after writes to what they read: each read must see the write, and a getter that makes a new
// object or draws a number must run each time.
var discount = 10

final class Ledger {
    var entries: [Int] = [1, 2]
    static let shared = Ledger()
}

enum Plan: String {
    case basic, pro
    var price: Int {
        switch self {
        case .basic: return 100 - discount
        case .pro: return 300 - discount
        }
    }
    var title: String { rawValue + " (\(price))" }
}

enum Shape {
    case square(side: Int)
    case rectangle(width: Int, height: Int)
    var area: Int {
        switch self {
        case .square(let side): return side * side
        case .rectangle(let width, let height): return width * height
        }
    }
}

struct Catalog {
    static var plans: [Plan] { [.basic, .pro] }
    static var total: Int { plans.map(\.price).reduce(0, +) + Ledger.shared.entries.reduce(0, +) }
    static var counter = 0
    static var next: Int {
        counter += 1
        return counter
    }
}

enum Pricing {
    static func setDiscount(_ value: Int) { discount = value }
}

extension Int {
    var withDiscount: Int { self - discount }
}

extension String {
    var shouted: String { uppercased() + String(repeating: "!", count: discount / 10) }
}

print(Plan.basic.title, Plan.pro.title, Plan.basic.title)
print(Shape.square(side: 3).area, Shape.rectangle(width: 2, height: 5).area, Shape.square(side: 4).area)
print(Catalog.total, Catalog.total, 50.withDiscount, "hi".shouted)
// A global the getters read, written by a function.
Pricing.setDiscount(20)
print(Plan.basic.title, Plan.pro.price, Catalog.total, 50.withDiscount, "hi".shouted)
// An object a static getter reads, written through another reference.
let ledger = Ledger.shared
ledger.entries.append(100)
print(Catalog.total)
// A static stored property written by the getter itself: every read runs it.
print(Catalog.next, Catalog.next, Catalog.next)
