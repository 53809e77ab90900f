// `String(format:)` with the conversions apps use for prices, counts, padding and hex.
import Foundation

print(String(format: "%.2f", 3.14159), String(format: "%d items", 42), String(format: "%@ and %@", "tea", "cake"))
print(String(format: "%05.1f|%x|%X|%o", 3.14159, 255, 255, 8))
print(String(format: "%3d|%-4d|%+d|%04d", 7, 7, 7, 7))
print(String(format: "%.0f%%", 99.5), String(format: "%e", 12345.678), String(format: "%5.2f", 1.005))
let name: NSString = "Ann"
print(String(format: "Hi %@, you are %d", name, 30), String(format: "%ld", 123456789))
print(String(format: "%02d:%02d", 5, 3), String(format: "%.3f", Double(1) / 3))
