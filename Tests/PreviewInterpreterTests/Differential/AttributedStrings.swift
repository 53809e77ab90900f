import Foundation
var greeting = AttributedString("Hello")
greeting += AttributedString(", ")
greeting.append(AttributedString("World"))
let full = greeting + AttributedString("!")
print(full.characters.count, String(full.characters), String(greeting.characters))
if let range = full.range(of: "World") {
    print(String(full[range].characters), full[range].characters.count)
}
print(full.range(of: "Moon") == nil)
var empty = AttributedString()
print(empty.characters.isEmpty, empty.characters.count)
empty.append(full)
print(String(empty.characters).uppercased())
