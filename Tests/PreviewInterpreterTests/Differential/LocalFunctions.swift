// Local functions called before their declaration, as Swift allows: they capture variables declared before the
// call, and may call each other.
struct Rows {
    var rows: [[Int]] = []

    init(_ values: [Int], limit: Int) {
        var current: [Int] = []
        var total = 0
        for value in values {
            if total + value > limit { finish() }
            add(value)
        }
        finish()

        func add(_ value: Int) {
            current.append(value)
            total += value
        }

        func finish() {
            guard !current.isEmpty else { return }
            rows.append(current)
            current = []
            total = 0
        }
    }
}
print(Rows([3, 4, 2, 6, 1, 1], limit: 7).rows)

func scaled(_ x: Int) -> Int {
    let y = helper(x)
    func helper(_ v: Int) -> Int { twice(v) * 10 }
    func twice(_ v: Int) -> Int { v * 2 }
    return y + 1
}
print(scaled(3))

func parity(_ n: Int) -> String {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    return isEven(n) ? "even" : "odd"
}
print(parity(7), parity(10))
