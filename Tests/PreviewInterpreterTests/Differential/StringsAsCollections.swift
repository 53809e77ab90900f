import Foundation

// A String is a collection of Characters, indexed by String.Index.
let word = "Swiftly"
let second = word.index(after: word.startIndex)
print(word[second], word[word.index(word.startIndex, offsetBy: 3)])
print(word.distance(from: word.startIndex, to: word.endIndex), word.indices.count)
if let space = "hello world".firstIndex(of: " ") {
    print("hello world"[..<space], "|", "hello world"["hello world".index(after: space)...])
}
print(word.index(word.startIndex, offsetBy: 10, limitedBy: word.endIndex) == nil)
print(String(word.reversed()), String(word.filter { $0 != "i" }), word.dropFirst(2), word.prefix(3))
print(word.starts(with: "Swi"), word.reduce(0) { $0 + ($1.isUppercase ? 1 : 0) })
var letters: [String] = []
"abc".forEach { letters.append(String($0)) }
print(letters, Array("xyz"), String(["o", "k"]))

// Characters and their properties.
let sample: [Character] = ["a", "Z", "7", " ", "!"]
for character in sample {
    print(
        character.isLetter, character.isNumber, character.isUppercase, character.isWhitespace, character.isPunctuation,
        character.wholeNumberValue ?? -1, character.asciiValue ?? 0)
}
print(Array("Hé".utf8), "A".unicodeScalars.first!.value)

// Foundation's CharacterSet.
let separators = CharacterSet(charactersIn: " -_")
print("Portable Network_Graphics-x".components(separatedBy: separators))
print("  padded\n".trimmingCharacters(in: .whitespacesAndNewlines) + "|")
print("..hi!,".trimmingCharacters(in: CharacterSet(charactersIn: ".,!")))
print(CharacterSet.decimalDigits.contains("5"), CharacterSet.letters.inverted.contains("a"))

// Fixed-width integers, converted as Swift converts them.
print(
    UInt8(200), Int8(exactly: 300) == nil, UInt8(clamping: 300), Int8(truncatingIfNeeded: 200), Int16.max, UInt32(7) + 1
)

// Ranges in patterns and with ~=, for Doubles as for Ints.
func band(_ distance: Double) -> Int {
    switch distance {
    case 0...1: return 10
    case 1...5: return 5
    case ..<10: return 1
    default: return 0
    }
}
print(band(1.0), band(1.13), band(7.5), band(12), (3...18) ~= 18, (1..<5) ~= 5, (0.5...1.5) ~= 1.5)
let numbers = [4, 8, 15, 16, 23, 42]
print(numbers[..<2], numbers[4...], numbers[1...2], (1..<9) == (1..<9))

// Dictionaries and structs compare by contents.
struct Point: Hashable { var x: Int; var y: Int }
let visits: [Point: Int] = [Point(x: 1, y: 2): 3]
print(visits[Point(x: 1, y: 2)] ?? 0, visits[Point(x: 2, y: 1)] ?? 0, Point(x: 1, y: 2) == Point(x: 1, y: 3))
print(["a": 1] == ["a": 1], ["a": 1] == ["a": 2], [String: Int]().isEmpty, ["k": [1, 2]])
print([Double](repeating: 0, count: 2), [[Int]](repeating: [], count: 2))
