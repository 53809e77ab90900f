// String methods views and view models use.
import Foundation

let text = "Hello, World"
print(text.uppercased(), text.lowercased(), text.count)
print(text.hasPrefix("Hell"), text.hasSuffix("x"), text.contains("lo, W"))
print(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
print(text.replacingOccurrences(of: "World", with: "Swift"))
print(["a", "b", "c"].joined(separator: "/"), String(repeating: "ab", count: 2))
print(text.prefix(5), text.dropFirst(7), String(text.reversed()))
print(String(format: "%.2f|%05d|%@", 3.14159, 42, "x"))
print("a-b-c".components(separatedBy: "-"), " padded ".trimmingCharacters(in: .whitespaces))
print(text.first!, text.last!, text.isEmpty, "".isEmpty)
let initials = "Ada Lovelace".split(separator: " ").compactMap(\.first).map(String.init).joined()
print(initials)
