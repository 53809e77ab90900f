// An `@autoclosure` argument is evaluated when, and each time, the callee calls it: never before the call.
var evaluations = 0

func counted(_ value: Int) -> Int {
    evaluations += 1
    return value
}

func both(_ first: Bool, _ second: @autoclosure () -> Bool) -> Bool {
    guard first else { return false }
    return second()
}

func twice(_ value: @autoclosure () -> Int) -> Int {
    value() + value()
}

func describe(_ message: @autoclosure () -> String = "default message", if enabled: Bool) -> String {
    enabled ? message() : "skipped"
}

print(both(false, counted(1) > 0), evaluations)
print(both(true, counted(1) > 0), evaluations)
print(twice(counted(5)), evaluations)
print(describe(if: true), describe("x \(counted(2))", if: false), evaluations)

struct Gate {
    let isOpen: Bool

    func when(_ condition: @autoclosure () -> Bool, then action: () -> Int) -> Int {
        isOpen && condition() ? action() : 0
    }
}

let gate = Gate(isOpen: false)
print(gate.when(counted(3) > 2) { 10 }, evaluations)
print(Gate(isOpen: true).when(counted(3) > 2) { 10 }, evaluations)

final class Lazy {
    private let make: () -> Int
    private(set) var made = 0

    init(_ make: @autoclosure @escaping () -> Int) {
        self.make = make
    }

    func value() -> Int {
        made += 1
        return make()
    }
}

let lazy = Lazy(counted(7))
print("made", lazy.made, evaluations)
print(lazy.value(), lazy.value(), evaluations)

func forwarding(_ value: @autoclosure () -> Int) -> Int {
    twice(value() * 10)
}

print(forwarding(counted(1)), evaluations)
