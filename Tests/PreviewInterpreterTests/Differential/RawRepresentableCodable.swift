// A struct that is RawRepresentable and Codable without coding code of its own is coded as its raw value, by the
// standard library's default implementations: a status string or a level number in JSON, not an object.
import Foundation

struct Status: RawRepresentable, Codable, Hashable {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let active = Status(rawValue: "active")
}

struct Level: RawRepresentable, Codable {
    var rawValue: Int
}

struct Item: Codable {
    let status: Status
    let level: Level
    let tags: [Status]
    let maybe: Status?
}

let json = #"{"status":"active","level":3,"tags":["new","sale"],"maybe":null}"#
let item = try! JSONDecoder().decode(Item.self, from: Data(json.utf8))
print(item.status.rawValue, item.level.rawValue, item.tags.map(\.rawValue), item.maybe == nil, item.status == .active)

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try! encoder.encode(item), as: UTF8.self))
print(String(decoding: try! encoder.encode([Status.active]), as: UTF8.self))

do {
    _ = try JSONDecoder().decode(Item.self, from: Data(#"{"status":1,"level":3,"tags":[]}"#.utf8))
} catch DecodingError.typeMismatch(let type, _) {
    print("type mismatch for", type)
}
