// The same blocks, closures and lookups run many times in one program, as a sample model's loops run them: each run
// sees its own arguments, local functions and copies, and what a type finds by name is that type's.
struct Donut {
    var name: String
    var sold = 0
}

protocol Priced { var price: Double { get } }
extension Priced {
    var price: Double { 1.5 }
    func total(_ count: Int) -> Double { price * Double(count) }
}

struct Plain: Priced {}
struct Glazed: Priced { var price: Double { 2.25 } }

struct Shop {
    struct Item { var label = "shop item" }
    var donuts = [Donut(name: "plain"), Donut(name: "glazed"), Donut(name: "sprinkles")]

    func report() -> [String] {
        donuts.enumerated().map { offset, donut in
            var copy = donut
            copy.sold += offset * 10
            return "\(copy.name) \(copy.sold) \(donut.sold) \(Item().label)"
        }
    }
}

struct Truck {
    struct Item { var label = "truck item" }
    func label() -> String { Item().label }
}

var shop = Shop()
print(shop.report())
shop.donuts[1].sold = 3
print(shop.report(), shop.donuts.map(\.sold))
print(Truck().label(), Shop.Item().label)

func week() -> [String] {
    var lines: [String] = []
    for day in 1...4 {
        lines.append(describe(day))
        func describe(_ day: Int) -> String {
            #if swift(>=5.0)
                let kind = day % 2 == 0 ? "even" : "odd"
            #else
                let kind = "day"
            #endif
            return "\(day) \(kind)"
        }
    }
    return lines
}
print(week())

let sales = ["plain": 4, "glazed": 7]
print(sales.sorted { $0.key < $1.key }.map { (name, count) in "\(name)=\(count)" })
print(sales.map { $0.value }.sorted(), sales.keys.sorted().map { $0.uppercased() })
print([1, 2, 3].map { number in number * 2 }.reduce(0) { total, next in total + next })

let items: [any Priced] = [Plain(), Glazed(), Plain()]
print(items.map { $0.price }, items.map { $0.total(4) })

struct Money: Equatable {
    var cents: Int
    static func + (left: Money, right: Money) -> Money { Money(cents: left.cents + right.cents) }
}
var till = Money(cents: 0)
var count = 0.0
for cents in [125, 250, 75] {
    till = till + Money(cents: cents)
    count = count + 1.5 * 2
}
print(till.cents, count, till == Money(cents: 450))
