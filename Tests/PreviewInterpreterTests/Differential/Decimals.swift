// Foundation's Decimal as apps keep prices and totals: exact decimal arithmetic, literals where the type is
// Decimal, comparison, description, bridging to Double, formatting, and JSON.
import Foundation

struct Item: Codable {
    var name: String
    var price: Decimal
}

let half = Decimal(10.5) * 2
print(half, Decimal(string: "0.1")! + Decimal(string: "0.2")!)
let literal: Decimal = 1.25
let count: Decimal = 3
print(literal, literal * count, literal - 2, count / 4, Decimal(7))
print(literal < count, literal == Decimal(string: "1.25")!, max(literal, count))
print("Total: \(literal * 4)", (literal * count).description)
print(NSDecimalNumber(decimal: literal).doubleValue, Decimal(string: "abc") == nil)
let prices: [Decimal] = [Decimal(string: "19.99")!, Decimal(string: "5.01")!, 2.5]
print(prices.reduce(0, +), prices.sorted(), prices.max()!)
print(literal.formatted(), Decimal(string: "1234.5")!.formatted())
let english = Locale(identifier: "en_US")
print(literal.formatted(.currency(code: "USD").locale(english)))
print(Decimal(string: "19.999")!.formatted(.number.precision(.fractionLength(2))))
let json = #"[{"name":"Tea","price":3.1},{"name":"Cake","price":12}]"#.data(using: .utf8)!
let items = try! JSONDecoder().decode([Item].self, from: json)
print(items.map(\.price), items.map(\.price).reduce(0, +))
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(items[0]), encoding: .utf8)!)
var running: Decimal = 0
running += literal
running -= Decimal(0.25)
print(running, running.isZero, -running)

func discounted(_ price: Decimal, by percent: Decimal = 10) -> Decimal {
    price - price * percent / 100
}
let tea = Item(name: "Tea", price: 4.5)
print(discounted(tea.price), discounted(Decimal(20), by: 25), [tea.price, 1].contains(1))
let totals: [String: Decimal] = ["a": 1.5, "b": 2]
print(totals.values.reduce(Decimal.zero, +), totals.values.sorted(by: >))
let bill = Decimal(string: "12.75")!
print(Double(truncating: NSDecimalNumber(decimal: bill)), Int(truncating: NSDecimalNumber(decimal: bill)))
print((bill as NSDecimalNumber).doubleValue, NSDecimalNumber(decimal: bill).intValue)
