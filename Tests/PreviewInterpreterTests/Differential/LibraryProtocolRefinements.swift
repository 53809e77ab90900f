import Foundation

// Members a project adds to the standard library's protocols reach the types that conform to them through
// `Codable` (`Encodable & Decodable`) or through a protocol that refines them (`Hashable`, `Comparable`).

extension Encodable {
    var encodedText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(self) else { return "none" }
        return String(decoding: data, as: UTF8.self)
    }

    func labelled(_ label: String) -> String { label + ": " + encodedText }
}

extension Decodable {
    static var decodableName: String { "decodable \(Self.self)" }
}

extension Equatable {
    func isSame(as other: Self) -> Bool { self == other }
}

struct User: Codable {
    let id: Int
    let name: String
}

struct Tag: Hashable {
    let text: String
}

struct Score: Comparable {
    let value: Int
    static func < (lhs: Score, rhs: Score) -> Bool { lhs.value < rhs.value }
}

enum Level: Int, Codable {
    case low = 1
    case high = 2
}

let user = User(id: 7, name: "Ada")
print(user.encodedText)
print(user.labelled("user"))
print(User.decodableName)
print(Level.high.encodedText)
print(Tag(text: "a").isSame(as: Tag(text: "a")), Tag(text: "a").isSame(as: Tag(text: "b")))
print(Score(value: 2).isSame(as: Score(value: 2)))
let values: [Any] = [user, Tag(text: "x"), 3]
print(values.map { $0 is Encodable }, values.map { $0 is any Equatable })
