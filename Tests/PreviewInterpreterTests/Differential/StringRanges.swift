import Foundation

// Finding text in a string with `range(of:)` (with and without options) and replacing what it found in place.
func formatted(_ template: String, _ values: String...) -> String {
    var result = template
    for value in values {
        if let range = result.range(of: "%@") ?? result.range(of: "%d") {
            result.replaceSubrange(range, with: value)
        }
    }
    return result
}

print(formatted("%@ has %d habits", "Ada", "3"))
print(formatted("no placeholders", "x"))
let key = "abcdefghij"
print(
    key.range(of: "^[a-z]+$", options: .regularExpression) != nil,
    key.range(of: "[0-9]", options: .regularExpression) != nil)
print("Hello World".range(of: "world", options: .caseInsensitive) != nil, "Hello".range(of: "xyz") == nil)
var greeting = "héllo wörld"
if let found = greeting.range(of: "wörld") {
    print(greeting[found], greeting.distance(from: greeting.startIndex, to: found.lowerBound))
    greeting.replaceSubrange(found, with: "there")
}
print(greeting)
var word = "swift"
word.replaceSubrange(word.startIndex..<word.index(after: word.startIndex), with: "S")
print(word)
