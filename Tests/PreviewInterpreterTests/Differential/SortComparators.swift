import Foundation

// Sorting by comparators: `sorted(using:)` with one `KeyPathComparator` or an array of them, ascending or reverse.
enum Status: Int, Comparable {
    case placed, preparing, ready
    static func < (lhs: Status, rhs: Status) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct Order {
    let id: String
    let status: Status
    let total: Int
}

let orders = [
    Order(id: "a", status: .ready, total: 3),
    Order(id: "b", status: .placed, total: 9),
    Order(id: "c", status: .preparing, total: 1),
    Order(id: "d", status: .placed, total: 4),
]
var sortOrder = [KeyPathComparator(\Order.status, order: .reverse)]
print(orders.filter { $0.total > 1 }.sorted(using: sortOrder).map(\.id))
print(orders.sorted(using: KeyPathComparator(\Order.total)).map(\.id))
sortOrder = [KeyPathComparator(\Order.status), KeyPathComparator(\Order.total, order: .reverse)]
print(orders.sorted(using: sortOrder).map(\.id))
print(orders.sorted(using: [KeyPathComparator(\Order.id, order: .reverse)]).map(\.id))
