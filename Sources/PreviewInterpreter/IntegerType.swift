/// A fixed-width integer type other than `Int` (`UInt8` … `Int64`, `UInt`): a value of one keeps its type, so
/// arithmetic stays in its range (`&+` wraps, `+` past it traps) as Swift's does. Values are held as `Int`, so the
/// 64-bit unsigned types hold 0 ... `Int.max`; a result above that is refused, never wrapped silently.
struct IntegerType: Hashable {
    let name: String
    let bits: Int
    let isSigned: Bool

    static let all: [IntegerType] = [
        IntegerType(name: "Int8", bits: 8, isSigned: true), IntegerType(name: "Int16", bits: 16, isSigned: true),
        IntegerType(name: "Int32", bits: 32, isSigned: true), IntegerType(name: "Int64", bits: 64, isSigned: true),
        IntegerType(name: "UInt8", bits: 8, isSigned: false), IntegerType(name: "UInt16", bits: 16, isSigned: false),
        IntegerType(name: "UInt32", bits: 32, isSigned: false), IntegerType(name: "UInt64", bits: 64, isSigned: false),
        IntegerType(name: "UInt", bits: 64, isSigned: false),
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    static func named(_ name: String) -> IntegerType? { byName[name] }

    /// The values of the type an `Int` holds.
    var range: ClosedRange<Int> {
        switch (bits, isSigned) {
        case (64, true): return Int.min...Int.max
        case (64, false): return 0...Int.max
        case (_, true): return -(1 << (bits - 1))...((1 << (bits - 1)) - 1)
        default: return 0...((1 << bits) - 1)
        }
    }

    /// `value`'s low `bits` bits read as this type (`UInt8(truncatingIfNeeded: 300)` is 44); nil where the result
    /// is an unsigned 64-bit value above `Int.max`.
    func truncating(_ value: Int) -> Int? {
        guard bits < 64 else { return isSigned || value >= 0 ? value : nil }
        let pattern = value & ((1 << bits) - 1)
        return isSigned && pattern >= 1 << (bits - 1) ? pattern - (1 << bits) : pattern
    }
}
