// Integer literals become Double where Swift infers Double.
func half(_ value: Double) -> Double { value / 2 }

let range: ClosedRange<Double> = -1...1
print(range.lowerBound, range.upperBound)
let values: [Double] = [1, 2, 3]
print(values)
print(half(3))
let ratio: Double = 3 / 2
print(ratio)
var total = 0.0
total += 1
print(total)
let mixed = 1 + 0.5
print(mixed)
struct Size { var width: Double; var height: Double }
let size = Size(width: 3, height: 4)
print(size.width / 2, size.height)
