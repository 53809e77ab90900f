// Empty initialisers of the standard library's value types, and Foundation's `NSUUID`, as colour and identifier
// helpers use them (`var rgb = UInt64()` filled by a `Scanner`).
import Foundation

var rgb = UInt64()
Scanner(string: "ff8800").scanHexInt64(&rgb)
print(rgb, rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF)
let zeros = (Int(), Int8(), UInt32(), Double(), String().isEmpty, Bool())
print(zeros.0, zeros.1, zeros.2, zeros.3, zeros.4, zeros.5)
let identifier = NSUUID().uuidString
print(identifier.count, identifier.split(separator: "-").map(\.count))
