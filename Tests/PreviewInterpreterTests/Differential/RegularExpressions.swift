// Foundation's NSRegularExpression as view models use it: validating input, finding and replacing matches, reading
// capture groups through NSRange and converting ranges between NSRange and the string's own positions.
import Foundation

struct SignUpModel {
    private let emailRegex = try! NSRegularExpression(pattern: #"^[A-Z0-9a-z._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}$"#)

    func isValidEmail(_ value: String) -> Bool {
        let range = NSRange(value.startIndex..., in: value)
        return emailRegex.firstMatch(in: value, options: [], range: range) != nil
    }
}

let model = SignUpModel()
print(model.isValidEmail("ann@example.com"), model.isValidEmail("not an email"), model.isValidEmail("a@b.c"))

let phone = try NSRegularExpression(pattern: "^\\+?[0-9 ]{7,15}$")
for number in ["+44 20 7946 0958", "12ab", "5551234"] {
    let found = phone.numberOfMatches(in: number, range: NSRange(location: 0, length: number.utf16.count))
    print(number, found)
}

let text = "Café [docs](https://swift.org) and [blog](https://example.com/é) end"
let link = try NSRegularExpression(pattern: #"\[([^\]]*)\]\(([^)\s]+)\)"#)
let matches = link.matches(in: text, range: NSRange(text.startIndex..., in: text))
print(matches.count)
for match in matches {
    guard let whole = Range(match.range, in: text), let caption = Range(match.range(at: 1), in: text),
        let url = Range(match.range(at: 2), in: text)
    else { continue }
    print(text[whole], "|", text[caption], "|", text[url])
    print(match.numberOfRanges, match.range.location, match.range.length)
}

let bold = try NSRegularExpression(pattern: "\\*{2}(.*?)\\*{2}")
let note = "Save **everything** that **inspires**"
let ranges = bold.matches(in: note, options: [], range: NSRange(location: 0, length: note.count)).compactMap {
    Range<Int>($0.range)
}
print(ranges)

let digits = try NSRegularExpression(pattern: "[^0-9.]", options: .caseInsensitive)
let price = "$1,234.50"
print(digits.stringByReplacingMatches(in: price, options: [], range: NSRange(location: 0, length: 9), withTemplate: ""))
let camel = try NSRegularExpression(pattern: "([a-z])([A-Z])", options: [])
print(camel.stringByReplacingMatches(in: "firstName", range: NSRange(location: 0, length: 9), withTemplate: "$1 $2"))

let words = try NSRegularExpression(pattern: "HELLO", options: [.caseInsensitive])
let first = words.rangeOfFirstMatch(in: "say hello", range: NSMakeRange(0, 9))
print(first.location, first.length, first.location == NSNotFound)
let missing = words.rangeOfFirstMatch(in: "nothing", range: NSMakeRange(0, 7))
print(missing.location == NSNotFound, Range(missing, in: "nothing") == nil)
print(words.firstMatch(in: "no", range: NSMakeRange(0, 2)) == nil, words.pattern)

let invalid = try? NSRegularExpression(pattern: "(unclosed")
print(invalid == nil)
let name = "AB123"
let robot = try NSRegularExpression(pattern: "^[A-Z]{2}\\d{3}$")
print(robot.numberOfMatches(in: name, options: .withoutAnchoringBounds, range: NSRange(0..<name.utf16.count)))
let closed = NSRange(name.startIndex...name.index(name.startIndex, offsetBy: 1), in: name)
print(closed.location, closed.length, NSRange(1...3).length, name[Range(closed, in: name)!])
print(NSRegularExpression.escapedPattern(for: "a.b*c"))
