import Foundation

// Strings a program shows in its development language: with no strings table, the key itself.
let name = "Ada"
print(NSLocalizedString("Welcome", comment: "greeting"))
print(NSLocalizedString("Settings", tableName: nil, bundle: .main, value: "", comment: ""))

// Formats, with positional arguments as translations reorder them.
print(String(format: "%@ has %d items", name, 3))
print(String(format: "%ld / %lld", 7, 8))
print(String(format: "%.2f km", 3.14159))
print(String(format: "%f", 2.5))
print(String(format: "%2$@ before %1$@", "first", "second"))
print(String.localizedStringWithFormat("%d photos", 4))
print(String.localizedStringWithFormat(NSLocalizedString("%@ liked your post", comment: ""), name))
