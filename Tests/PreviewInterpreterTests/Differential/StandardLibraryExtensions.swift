// A project's extensions of standard library protocols and generic types, constrained by their element type.

extension ClosedRange where Bound: BinaryFloatingPoint {
    func value(percent: Bound, clamped: Bool = true) -> Bound {
        var percent = percent
        if clamped { percent = Swift.min(Swift.max(percent, 0), 1) }
        return (1 - percent) * lowerBound + percent * upperBound
    }
    func percent(for value: Bound) -> Bound {
        Swift.min(Swift.max((value - lowerBound) / (upperBound - lowerBound), 0), 1)
    }
}

extension BinaryFloatingPoint {
    func easeInOut(clamped: Bool = true) -> Self {
        let timing = clamped ? min(max(self, 0), 1) : self
        return timing * timing * (3.0 - 2.0 * timing)
    }
    func symmetricEaseInOut() -> Self {
        let timing = min(max(self, 0), 1)
        return timing <= 0.5 ? (timing * 2).easeInOut() : (2 - (timing * 2)).easeInOut()
    }
}

extension Int {
    var mod12: Int { self % 12 }
}

// Integer literals become `Double`s where the only method that fits is on a range of floating-point bounds.
print((50...60).value(percent: 0.5), (350.0 ... 1000).percent(for: 500))
// The clamp's literals take the receiver's type, so the result is a `Double` with the `Double` methods.
print(1.5.symmetricEaseInOut(), 0.25.symmetricEaseInOut(), 0.75.easeInOut(), 14.mod12)
print(Swift.max(3, 7), Swift.min(2.5, 1))
