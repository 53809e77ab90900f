// Character properties, characters made from scalars and repeated, and number literals.
let letter: Character = "7"
print(letter.isNumber, letter.wholeNumberValue!, Character("x").isLetter, Character("X").isUppercase)
print(Character("é").isLetter, Character(" ").isWhitespace, Character("a").asciiValue!, Character("!").isPunctuation)
print(
    Character("b").uppercased(), "hello".first!.isLowercase, "Hi 5".filter(\.isLetter),
    "a1b2".compactMap(\.wholeNumberValue))
print(
    Character(UnicodeScalar(65)), String(repeating: Character("z"), count: 3),
    "abc".map { String($0) }.joined(separator: "-"))
let big = 1_000_000
let huge = 12_345.678_9
let hex = 0xFF, octal = 0o17, binary = 0b1010
print(big, huge, hex, octal, binary, 1e3, 2.5e-1)
let ratio: Double = 3
let half = 1 / 2.0
print(ratio / 2, half, Double(7) / 2, 7 / 2, -7 / 2, 7 % 3, -7 % 3)
