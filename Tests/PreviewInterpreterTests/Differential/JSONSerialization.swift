import Foundation

// JSON read and written by Foundation's JSONSerialization into plain dictionaries and arrays.
let text = #"{"name": "Ada", "age": 36, "height": 1.65, "admin": true, "tags": ["math", "engines"], "boss": null}"#
let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
if let person = object as? [String: Any] {
    print(person["name"] as? String ?? "no name")
    print(person["age"] as? Int ?? -1)
    print(person["height"] as? Double ?? -1)
    print(person["admin"] as? Bool ?? false)
    print((person["tags"] as? [String] ?? []).joined(separator: ", "))
    print(person["boss"] as? String ?? "no boss")
    print(person.keys.sorted())
}
let list = try JSONSerialization.jsonObject(with: Data("[1, 2, 3]".utf8)) as? [Int]
print(list ?? [])

// Not JSON: Foundation throws, and the program's own handling answers.
do {
    _ = try JSONSerialization.jsonObject(with: Data("{ nope".utf8))
    print("parsed")
} catch {
    print("not JSON")
}
print(try? JSONSerialization.jsonObject(with: Data("42".utf8)) as? Int ?? 0)

// Writing: Foundation's key order, spacing and number spelling.
let record: [String: Any] = ["title": "Trail / North", "miles": 4.5, "loop": false, "stops": [1, 2]]
let compact = try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
print(String(data: compact, encoding: .utf8)!)
let pretty = try JSONSerialization.data(withJSONObject: ["b": [true], "a": 1], options: [.prettyPrinted, .sortedKeys])
print(String(data: pretty, encoding: .utf8)!)
let slashes = try JSONSerialization.data(withJSONObject: ["path": "a/b"], options: [.withoutEscapingSlashes])
print(String(data: slashes, encoding: .utf8)!)
print(JSONSerialization.isValidJSONObject(record), JSONSerialization.isValidJSONObject("text"))

// A round trip into a Codable type, as view models decode loosely typed payloads.
struct Trail: Decodable {
    let title: String
    let miles: Double
}
let trail = try JSONDecoder().decode(Trail.self, from: compact)
print(trail.title, trail.miles)
let back = try JSONSerialization.jsonObject(with: compact) as? [String: Any]
print(back?["loop"] as? Bool ?? true, (back?["stops"] as? [Int])?.count ?? 0)
