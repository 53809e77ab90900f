// Foundation's Scanner as projects use it: hex colours through the inout forms, and the newer optional-returning
// methods over a small format.
import Foundation

func rgb(_ hex: String) -> (Int, Int, Int) {
    let scanner = Scanner(string: hex)
    var value: UInt64 = 0
    scanner.scanHexInt64(&value)
    return (Int((value & 0xff0000) >> 16), Int((value & 0xff00) >> 8), Int(value & 0xff))
}

print(rgb("ff8800"), rgb("0A141E"), rgb("zz"))

let cleaned = "#3366CC".trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
var packed: UInt64 = 0
print(Scanner(string: cleaned).scanHexInt64(&packed), packed)

let reader = Scanner(string: "width=320; height = 480;name=card")
var sizes: [String: Int] = [:]
while !reader.isAtEnd {
    guard let key = reader.scanUpToString("=") else { break }
    _ = reader.scanString("=")
    if let number = reader.scanInt() {
        sizes[key.trimmingCharacters(in: .whitespaces)] = number
    } else if let word = reader.scanCharacters(from: .letters) {
        print("word", word)
    }
    _ = reader.scanString(";")
}
print(sizes.keys.sorted(), sizes["width"]!, sizes["height"]!)

var number = 0.0
let decimals = Scanner(string: "  2.5 apples")
print(
    decimals.scanDouble(&number), number,
    decimals.currentIndex == decimals.string.index(decimals.string.startIndex, offsetBy: 5))
