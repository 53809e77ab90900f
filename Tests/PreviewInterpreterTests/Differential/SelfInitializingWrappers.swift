// A wrapper with an `init()` and no `init(wrappedValue:)` makes itself: a property it wraps needs no value, and the
// memberwise initialiser does not ask for one (an injected dependency, a counter the wrapper keeps); an initialiser
// of the type's own need not assign it either.
@propertyWrapper
struct Injected<Value> {
    private let make: () -> Value
    init() { make = { Registry.make() } }
    var wrappedValue: Value { make() }
}

enum Registry {
    static var made = 0
    static func make<Value>() -> Value {
        made += 1
        return "service #\(made)" as! Value
    }
}

@propertyWrapper
struct Counter {
    private var count = 0
    var wrappedValue: Int {
        mutating get {
            count += 1
            return count
        }
    }
}

struct Screen {
    @Injected private var service: String
    var title: String
    var summary: String { "\(title) with \(service)" }
}

struct Tally {
    @Counter var hits: Int
    let name = "tally"
}

struct Detail {
    @Injected var service: String
    let id: Int
    init(id: Int) { self.id = id }
}

let screen = Screen(title: "Home")
print(screen.summary)
print(screen.summary)
var tally = Tally()
print(tally.name, tally.hits, tally.hits)
let detail = Detail(id: 7)
print(detail.id, detail.service)
