// Every integer type draws a random value in a range (sample data's ids); only the range is the same every run.
extension UInt {
    static var randomID: UInt { UInt.random(in: 1...1000) }
}
let ids = (0..<20).map { _ in UInt.randomID }
print(ids.allSatisfy { (1...1000).contains($0) })
let small = UInt8.random(in: 0..<10), wide = Int64.random(in: -5...5), word = UInt32.random(in: 7...7)
print(small < 10, (-5...5).contains(wide), word)
