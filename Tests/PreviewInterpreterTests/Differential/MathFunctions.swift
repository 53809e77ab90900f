// Math functions, rounding rules and conversions as Swift and the C library define them.
import Foundation

print(exp(1.0), log(10.0), log2(8.0), log10(1000.0), pow(2.0, 0.5), sqrt(2.0))
print(
    atan2(1.0, 1.0), hypot(3.0, 4.0), sin(Double.pi / 6), cos(0.0), tan(Double.pi / 4), asin(1.0), acos(1.0), atan(1.0))
print(floor(-2.5), ceil(-2.5), round(2.5), round(-2.5), trunc(-2.7), fabs(-3.0), abs(-4), abs(-4.5))
print(fmod(7.5, 2.0), remainder(7.5, 2.0), cbrt(27.0), exp2(10.0), expm1(1e-10), log1p(1e-10))
print(max(3, 7), min(2.5, 1.5), max(1, 2, 3), min("b", "a"))
print(
    2.5.rounded(.toNearestOrAwayFromZero), 2.5.rounded(.toNearestOrEven), (-2.5).rounded(.up), (-2.5).rounded(.down),
    2.7.rounded(.towardZero), (-2.1).rounded(.awayFromZero))
var value = 7.45
value.round(.down)
print(
    value, (7.0).truncatingRemainder(dividingBy: 2.5), (-7.0).truncatingRemainder(dividingBy: 2.5),
    7.5.remainder(dividingBy: 2))
print(
    Double.pi, Double.ulpOfOne, Double.greatestFiniteMagnitude > 1e300, Double.infinity, -Double.infinity,
    Double.nan.isNaN)
print(17 / 5, 17 % 5, -17 / 5, -17 % 5, 17.0 / 5, Double(17) / Double(5))
print(Int(2.9), Int(-2.9), Int(exactly: 2.0)!, Int(exactly: 2.5) == nil, Int("42")!, Double("3.5")!, Int("x") == nil)
print(1 << 4, 255 >> 2, 6 & 3, 6 | 3, 6 ^ 3)
print(10.0.squareRoot(), 2.0.squareRoot() * 2.0.squareRoot(), (0.1 + 0.2 == 0.3), abs(0.1 + 0.2 - 0.3) < .ulpOfOne)
print(Double(1) / 0, -1.0 / 0, (0.0 / 0.0).isNaN, 1e308 * 10)
print(12.345.magnitude, (-3).magnitude, 3.signum(), (-2.5).sign == .minus, 10.isMultiple(of: 5))
print(Double(Int.max), Int(Double(1 << 53)), 1_000_000.0, 1e16, 123456789012.0, 0.000001, 1e-5)
