// Computed properties read again after every kind of write to what they read: each read must see the write, and
// getters that change something or make a new object each time must run each time.
var taxRate = 0.25

struct Line {
    var name: String
    var count: Int
    var price: Double
    var cost: Double { Double(count) * price }
}

struct Address {
    var city: String
    var street: String
}

struct Shop {
    var address: Address
    var lines: [Line]
    var stock: [String: Int] = [:]
    var total: Double { lines.map(\.cost).reduce(0, +) }
    var totalWithTax: Double { total * (1 + taxRate) }
    var label: String { "\(address.street), \(address.city): \(lines.count) lines" }
    var stockCount: Int { stock.values.reduce(0, +) }
    var largest: String { lines.max { $0.cost < $1.cost }?.name ?? "none" }

    mutating func add(_ line: Line) { lines.append(line) }
    mutating func doubleAll() {
        for index in lines.indices { lines[index].count *= 2 }
    }
}

var shop = Shop(
    address: Address(city: "Rome", street: "Via Appia"),
    lines: [Line(name: "bread", count: 2, price: 1.5), Line(name: "milk", count: 1, price: 0.9)])
print(shop.total, shop.totalWithTax, shop.label, shop.largest)
// A stored property of a collection element.
shop.lines[1].count = 10
print(shop.total, shop.largest)
// A nested struct's field.
shop.address.city = "Milan"
print(shop.label)
// A global the getter reads, written by a method.
enum TaxOffice {
    static func set(_ rate: Double) { taxRate = rate }
    static func raise() { taxRate += 0.25 }
}

TaxOffice.set(0.5)
print(shop.totalWithTax)
// Mutating methods: an append and a write to every element.
shop.add(Line(name: "cheese", count: 1, price: 12))
print(shop.total, shop.label, shop.largest)
shop.doubleAll()
print(shop.total)
// A dictionary element.
shop.stock["bread"] = 4
print(shop.stockCount)
shop.stock["bread"]! += 3
print(shop.stockCount)
// A copy is its own value: writing it leaves the original's getters as they were.
var copy = shop
copy.lines.removeAll()
print(copy.total, shop.total)

// Through an inout parameter.
func rename(_ address: inout Address, to city: String) { address.city = city }
rename(&shop.address, to: "Turin")
print(shop.label)

// Classes: written through another reference, and by a property observer.
final class Account {
    var owner: String
    var deposits: [Int] = [] {
        didSet { changes += 1 }
    }
    var changes = 0
    var friend: Account?
    init(owner: String) { self.owner = owner }
    var balance: Int { deposits.reduce(0, +) }
    var summary: String { "\(owner): \(balance) after \(changes) changes" }
    var friendBalance: Int { friend?.balance ?? 0 }
}

let ann = Account(owner: "Ann")
let bob = Account(owner: "Bob")
ann.friend = bob
print(ann.summary, ann.friendBalance)
let alias = bob
alias.deposits.append(40)
print(ann.friendBalance, bob.summary)
ann.deposits += [1, 2, 3]
print(ann.summary)

// A static property.
enum Settings {
    static var scale = 2
}

struct Scaled {
    var base: Int
    var value: Int { base * Settings.scale }
}

let scaled = Scaled(base: 21)
print(scaled.value)
Settings.scale = 3
print(scaled.value)

// A getter that changes something each time it is read runs each time.
final class Ticker {
    var ticks = 0
    var next: Int {
        ticks += 1
        return ticks
    }
}

let ticker = Ticker()
print(ticker.next, ticker.next, ticker.next)

// A getter that writes another object before it reads it.
final class Log {
    var entries: [String] = []
}

struct Reporter {
    let log: Log
    var report: Int {
        log.entries.append("read")
        return log.entries.count
    }
}

let reporter = Reporter(log: Log())
print(reporter.report, reporter.report, reporter.log.entries.count)

// A getter that makes a new object each time: two reads are two objects.
final class Box {
    var contents = 0
}

struct Factory {
    var fresh: Box { Box() }
}

let factory = Factory()
let first = factory.fresh
first.contents = 9
print(first === factory.fresh, factory.fresh.contents)

// A getter that calls a closure capturing a variable outside it sees that variable change.
var counter = 0
struct Watcher {
    let read: () -> Int
    var current: Int { read() }
}

let watcher = Watcher(read: { counter })
print(watcher.current)
counter = 5
print(watcher.current)

// A global changed again.
TaxOffice.raise()
print(shop.totalWithTax)

// Read many times: the same value each time, and the loop's own writes do not disturb it.
var sum = 0.0
for _ in 0..<200 { sum += shop.total }
print(sum)
