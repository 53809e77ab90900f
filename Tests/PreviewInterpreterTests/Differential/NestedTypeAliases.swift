// Type aliases declared inside a type name a library type there: converting to one, and from it.
import Foundation

struct CalendarStore {
    typealias DateKey = Int64
    typealias Label = String

    func key(for seconds: Double) -> DateKey { DateKey(seconds.rounded(.towardZero)) }
    func seconds(of key: DateKey) -> TimeInterval { TimeInterval(key) }
    func label(_ key: DateKey) -> Label { Label("day \(key / 86_400)") }
}

let store = CalendarStore()
let key = store.key(for: 1_700_000_123.9)
print(key)
print(store.seconds(of: key))
print(store.label(key))
let keys = Set((1...3).map { CalendarStore.DateKey($0) })
print(keys.sorted())
