// Foundation's values are Equatable: two made alike are equal, whatever made them.
import Foundation

let home = URL(string: "https://example.com/home")!
print(home == URL(string: "https://example.com/home")!, home == URL(string: "https://example.com/away")!)
print(URL(fileURLWithPath: "/tmp/a.txt") == URL(fileURLWithPath: "/tmp/a.txt"))
print(home.appendingPathComponent("x") == URL(string: "https://example.com/home/x"))
let optional: URL? = home
print(optional == URL(string: "https://example.com/home"), [home].contains(URL(string: "https://example.com/home")!))

let bytes = "abc".data(using: .utf8)!
print(bytes == Data("abc".utf8), bytes == Data("abd".utf8), Data() == Data())

var components = URLComponents(string: "https://example.com/search")!
components.queryItems = [URLQueryItem(name: "q", value: "swift")]
print(components == URLComponents(string: "https://example.com/search?q=swift")!)

let french = Locale(identifier: "fr_FR")
print(french == Locale(identifier: "fr_FR"), french == Locale(identifier: "en_US"))
print(TimeZone(identifier: "Europe/Paris") == TimeZone(identifier: "Europe/Paris"))
print(DateComponents(year: 2024, month: 5) == DateComponents(year: 2024, month: 5))
print(DateComponents(year: 2024, month: 5) == DateComponents(year: 2024, month: 6))
