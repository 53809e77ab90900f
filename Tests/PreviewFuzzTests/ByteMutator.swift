@testable import PreviewFuzzHarnesses

/// Mutates render fuzz inputs (`FuzzBytes`) as libFuzzer would, without libFuzzer: bit flips, hostile numbers
/// written over a number's byte, insertions, deletions, duplicated ranges and splices from other seeds.
/// Deterministic for a given `FuzzRandom`.
struct ByteMutator {
    /// The seeds, by name; splices take ranges from them.
    let seeds: [(name: String, bytes: [UInt8])]
    /// Bytes a mutant may grow to (the libFuzzer harness's -max_len).
    static let maximumLength = 16384

    /// `input` with one to four mutations, and a line describing each.
    func mutate(_ input: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], steps: [String]) {
        var bytes = input
        var steps: [String] = []
        for _ in 0..<random.within(1...4) {
            let at = bytes.isEmpty ? 0 : random.below(bytes.count)
            switch random.below(9) {
            case 0 where !bytes.isEmpty:
                let bit = random.below(8)
                bytes[at] ^= 1 << bit
                steps.append("flip bit \(bit) of byte \(at)")
            case 1 where !bytes.isEmpty:
                bytes[at] = UInt8(truncatingIfNeeded: random.next())
                steps.append("random byte at \(at)")
            case 2 where !bytes.isEmpty:
                // A byte that a number decision reads as one of the hostile values.
                let index = random.below(FuzzBytes.hostileNumbers.count)
                bytes[at] = UInt8(index)
                steps.append("hostile number \(FuzzBytes.hostileNumbers[index]) at \(at)")
            case 3 where !bytes.isEmpty:
                let pattern = random.next()
                bytes.replaceSubrange(
                    at..<at + 1,
                    with: [FuzzBytes.rawNumberByte] + (0..<8).map { UInt8(truncatingIfNeeded: pattern >> ($0 * 8)) })
                steps.append("raw number \(Double(bitPattern: pattern)) at \(at)")
            case 4:
                let inserted = (0..<random.within(1...8)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                bytes.insert(contentsOf: inserted, at: at)
                steps.append("insert \(inserted.count) bytes at \(at)")
            case 5 where !bytes.isEmpty:
                let count = min(random.within(1...16), bytes.count - at)
                bytes.removeSubrange(at..<at + count)
                steps.append("delete \(count) bytes at \(at)")
            case 6 where !bytes.isEmpty:
                let count = min(random.within(1...32), bytes.count - at)
                let to = random.below(bytes.count + 1)
                bytes.insert(contentsOf: bytes[at..<at + count], at: to)
                steps.append("copy \(count) bytes from \(at) to \(to)")
            case 7:
                let seed = random.pick(seeds)
                guard !seed.bytes.isEmpty else { continue }
                let from = random.below(seed.bytes.count)
                bytes = Array(bytes[..<at]) + seed.bytes[from...]
                steps.append("splice \(seed.name) from \(from) at \(at)")
            default:
                // A low byte: the plainest choice, the end of a list.
                if bytes.isEmpty { bytes = [0] }
                bytes[at] = UInt8(random.below(4))
                steps.append("low byte at \(at)")
            }
        }
        if bytes.count > Self.maximumLength { bytes.removeLast(bytes.count - Self.maximumLength) }
        return (bytes, steps)
    }
}
