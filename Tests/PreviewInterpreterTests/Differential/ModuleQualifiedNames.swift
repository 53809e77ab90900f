// A module's name before a declaration names that module's declaration, even where the project declares its own
// type or function of the same name; unqualified, the project's own declaration is found first.
import Foundation

struct URL { var host: String }
struct Date { var day: Int }
func max(_ values: [Int]) -> Int { values.count }

let library: Swift.Result<Int, Swift.Error> = .success(3)
switch library {
case .success(let value): print("success", value)
case .failure: print("failure")
}
print(Swift.max(1, 2), Swift.min(4, 3), max([7, 8, 9]))
Swift.print("printed by", "Swift.print")
let link = Foundation.URL(string: "https://example.org/path")
print(link?.host ?? "none", URL(host: "mine").host)
let start = Foundation.Date(timeIntervalSince1970: 0)
print(start.timeIntervalSince1970, Date(day: 2).day)
let values: [Swift.Int] = [1, 2]
let names = Swift.Array<Swift.String>(repeating: "a", count: 2)
print(values, names, Swift.String(42), Swift.Double("2.5") ?? 0)
func parse(_ text: String) -> Swift.Result<Int, ParseError> {
    Swift.Int(text).map { .success($0) } ?? .failure(ParseError())
}
struct ParseError: Swift.Error {}
print(try parse("12").get(), (try? parse("x").get()) == nil)
