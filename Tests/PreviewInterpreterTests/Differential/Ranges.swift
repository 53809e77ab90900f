// Ranges as Swift keeps them: closed and half-open, over integers, Doubles, CGFloat and strings.
import Foundation

let closed = 0...10
let halfOpen = 0..<10
print(closed.upperBound, halfOpen.upperBound, closed.count, halfOpen.count, closed, halfOpen)
print(closed.contains(10), halfOpen.contains(10), closed ~= 10, halfOpen ~= 10, halfOpen.isEmpty, (3..<3).isEmpty)
print((0...10).clamped(to: 3...20), (0..<10).clamped(to: 5..<20), (0...5).overlaps(5...9), (0..<5).overlaps(5..<9))
let unit = 0.0...1.0
print(unit.lowerBound, unit.upperBound, unit.contains(1.0), unit.contains(1.5), (0.0..<1.0).contains(1.0))
let signed: ClosedRange<Double> = -1...1
print(signed, signed.contains(0.5), signed.upperBound)
let widths: ClosedRange<CGFloat> = 0...100
print(widths.contains(99.5), widths.upperBound)
func fraction(_ value: Double, in range: ClosedRange<Double>) -> Double {
    (value - range.lowerBound) / (range.upperBound - range.lowerBound)
}
print(fraction(5, in: 0...10), fraction(0.25, in: -1...1))
print(unit.clamped(to: 0.5...2.0), unit.overlaps(1.0...2.0), (0.0..<1.0).overlaps(1.0..<2.0))
for temperature in [-5.0, 0.0, 18.5, 30.0] {
    switch temperature {
    case ..<0: print(temperature, "freezing")
    case 0..<15: print(temperature, "cold")
    case 15...25: print(temperature, "mild")
    default: print(temperature, "hot")
    }
}
let comfortable = 18.0...24.0
for reading in [17.5, 24.0] {
    switch reading {
    case comfortable: print(reading, "comfortable")
    default: print(reading, "outside")
    }
}
print(Array(stride(from: 0, through: 10, by: 5)), Array(stride(from: 0.0, to: 1.0, by: 0.25)))
print([0...2], [1..<3], (1...3).map { $0 * 2 }, (0..<4).reversed().map { $0 })
