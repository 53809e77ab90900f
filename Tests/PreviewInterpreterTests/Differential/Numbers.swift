// Number formatting and arithmetic that Swift defines precisely.
import Foundation

print(String(format: "%.1f", 2.25), String(format: "%.0f", 0.5), String(format: "%d%%", 42))
print(1.0 / 3.0, 0.1 + 0.2, 1e20, 123456789.0, 1.5e-7)
print(Double.pi, (2.0).squareRoot(), pow(2.0, 10.0), Int(pow(2.0, 10.0)))
print(Int.max, Int.min + 1, UInt8(200) &+ 100)
print(10.0.truncatingRemainder(dividingBy: 3), (-7).quotientAndRemainder(dividingBy: 2))
print(3.7.rounded(), 3.2.rounded(.up), (-3.5).rounded(.towardZero), Int(3.99))
print(Float(1) / 3, Double(Float(0.1)))
