/// A small deterministic PRNG (xorshift64*, Vigna 2014): the same seed gives the same mutants on every machine
/// and Swift version, which `SystemRandomNumberGenerator` and Foundation do not.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) {
        // Zero is xorshift's one fixed point.
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    /// A number in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func within(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// True with `percent` % probability.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<C: Collection>(_ collection: C) -> C.Element where C.Index == Int {
        collection[collection.startIndex + below(collection.count)]
    }
}
