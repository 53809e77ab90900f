// A project's extension of `Optional` runs on `nil` and on a wrapped value alike: `self` is the optional, matched
// by `.some`/`.none` in a `switch`, and a method it declares is Optional's even where the wrapped value has a method
// of that name (`filter` of a `String?` is not `String.filter`); it is also called on what `flatMap` and `map` of an
// optional return.
extension Optional {
    func coalesced(_ fallback: Wrapped) -> Wrapped {
        switch self {
        case .some(let wrapped): return wrapped
        case .none: return fallback
        }
    }

    func coalesceWith(_ fallback: @autoclosure () -> Wrapped) -> Wrapped {
        self ?? fallback()
    }

    var isSome: Bool { self != nil }

    func orElse(_ fallback: Wrapped) -> Wrapped {
        if let value = self { return value }
        return fallback
    }

    func filter(_ predicate: (Wrapped) -> Bool) -> Wrapped? {
        guard let value = self, predicate(value) else { return nil }
        return value
    }
}

let count: Int? = nil
let three: Int? = 3
print(count.coalesced(7), three.coalesced(7))
print(count.flatMap { "key." + String($0) }.coalesceWith("key"))
print(three.flatMap { "key." + String($0) }.coalesceWith("key"))
print(count.isSome, three.isSome, three.map { $0 * 2 }.isSome)
print(count.orElse(1), three.orElse(1))
let name: String? = "Ada"
print(name.filter { !$0.isEmpty }.coalesceWith("none"), name.filter { $0.isEmpty }.coalesceWith("none"))
print(name.filter { $0.count > 3 }.coalesced("short"), name.map { $0.uppercased() }.coalesceWith(""))
let empty: String? = nil
print(empty.filter { !$0.isEmpty }.coalesceWith("default"))
