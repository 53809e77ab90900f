// `replacingOccurrences(of:with:options:)` matches as its options say: a regular expression with `$1`
// templates, case-insensitively, or literally; inside a `String` extension `self` is implicit.
import Foundation

extension String {
    var withoutHTML: String {
        replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression, range: nil)
    }
    var withoutSpaces: String { replacingOccurrences(of: " ", with: "") }
}

print("<b>bold</b> and <i>italic</i>".withoutHTML)
print("a b c".withoutSpaces)
print("Hello World".replacingOccurrences(of: "world", with: "there", options: .caseInsensitive))
print("a1b22c333".replacingOccurrences(of: "([0-9]+)", with: "<$1>", options: [.regularExpression]))
print("a.b.c".replacingOccurrences(of: ".", with: "-", options: .literal))
// The options named through their type, as Foundation spells it on both `String` and `NSString`.
print("#1d89da".replacingOccurrences(of: "#", with: "", options: NSString.CompareOptions.literal, range: nil))
print("Hello World".replacingOccurrences(of: "WORLD", with: "you", options: String.CompareOptions.caseInsensitive))
