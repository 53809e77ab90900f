// `#warning("…")` is a message for the compiler: wherever it stands (a type's body, a function, a closure, a loop,
// top-level code), running the program does nothing there.
struct Catalog {
#warning("Fill the catalog before release")
    static let names = ["tea", "cake"]

    func first() -> String {
        #warning("Pick by popularity")
        return Self.names[0]
    }
}

func total(_ values: [Int]) -> Int {
    var sum = 0
    for value in values {
        #warning("Overflow is not checked")
        sum += value
    }
    return sum
}

#warning("Top-level code runs as written")
print(Catalog().first(), Catalog.names.count, total([1, 2, 3]))
let doubled = [1, 2].map { value -> Int in
    #warning("Use a lookup table")
    return value * 2
}
print(doubled)
