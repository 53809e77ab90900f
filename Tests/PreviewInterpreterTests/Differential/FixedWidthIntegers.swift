// Fixed-width integers keep their type: wrapping operators, bit widths, ranges and conversions as Swift has them.
import Foundation
let byte: UInt8 = 250
print(byte &+ 10, byte &* 2, UInt8(3) &- 5, byte / 3, byte % 7, byte >> 4, byte << 1, ~byte)
let signed = Int8(-128)
print(signed &- 1, Int8.max &+ 1, -Int8.max, Int8.min, UInt8.max, Int16.max, Int32.min, UInt32.max)
print(UInt8.bitWidth, Int32.bitWidth, UInt.bitWidth, Int64.bitWidth, Int.bitWidth, byte.bitWidth)
let total: Int32 = 2_000_000_000
print(total &+ total, total / 7, Int(total) * 2, Int64(total) * 3)
print(UInt8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: 200), UInt8(clamping: -5), UInt16(clamping: 70_000))
print(UInt8(exactly: 255) ?? 0, UInt8(exactly: 256) == nil, Int8(exactly: 2.5) == nil, UInt(42), UInt32("17")!)
func mix(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt32 {
    UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
}
let packed = mix(255, 128, 0)
print(packed, String(packed, radix: 16), (packed >> 8) & 0xFF, Double(packed & 0xFF) / 255)
var counter: UInt16 = 65_530
for _ in 0..<3 { counter = counter &+ 4 }
print(counter, counter == 6, counter > 5, [byte, 1, 2].max()!)
let ratio: Float = 0.1
print(ratio, ratio * 3, Float(2) / 3, Double(ratio), Float(1.0 / 3.0), ratio == 0.1, Float.pi)
print(Float(7).squareRoot(), (ratio + 0.2) * 10, -ratio, [ratio, 1.5], Int(Float(2.75)))
