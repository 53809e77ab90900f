// URL, URLComponents, Data, UUID and JSON round trips of Codable types, as models and view models use them.
import Foundation

let url = URL(string: "https://example.com/api/v1/items.json?page=2&sort=name#top")!
print(url.absoluteString, url.host ?? "-", url.path, url.lastPathComponent, url.pathExtension)
print(url.scheme ?? "-", url.query ?? "-", url.fragment ?? "-", url.port == nil, url.pathComponents)
let base = URL(string: "https://example.com/images")!
let file = base.appendingPathComponent("cat.png")
print(
    file, file.deletingPathExtension().lastPathComponent, file.deletingLastPathComponent(),
    base.appendingPathExtension("zip"))
print(URL(string: "not a url") == nil, URL(string: "") == nil, URL(string: "mailto:a@b.c")!.scheme!)
print(file.appending(path: "thumb").absoluteString, URL(fileURLWithPath: "/tmp/notes.txt").isFileURL)
var components = URLComponents()
components.scheme = "https"
components.host = "api.example.com"
components.path = "/search"
components.queryItems = [URLQueryItem(name: "q", value: "swift ui"), URLQueryItem(name: "limit", value: "10")]
print(components.url!.absoluteString, components.string!)
let parsed = URLComponents(string: "https://example.com/list?tag=a&tag=b&empty")!
print(parsed.queryItems!.map { "\($0.name)=\($0.value ?? "nil")" }, parsed.host!, parsed.path)
let data = Data("héllo".utf8)
print(data.count, data.base64EncodedString(), Array(data.prefix(3)), data.isEmpty, Data().isEmpty)
let decoded = Data(base64Encoded: "aGk=")!
print(
    String(data: data, encoding: .utf8)!, String(decoding: data, as: UTF8.self),
    String(decoding: decoded, as: UTF8.self), Data(base64Encoded: "@@") == nil)
print(data.map { String(format: "%02x", $0) }.joined(), Data([0x41, 0x42]).count, "abc".data(using: .utf8)!.count)
let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print(
    id.uuidString, id, UUID(uuidString: "nope") == nil, id == UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))

struct Owner: Codable, Equatable {
    var name: String
    var email: String?
}

struct Item: Codable, Equatable {
    enum Kind: String, Codable { case book, film }
    var id: Int
    var title: String
    var kind: Kind
    var tags: [String]
    var owner: Owner?
    var rating: Double?
    var created: Date

    enum CodingKeys: String, CodingKey {
        case id, title, kind, tags, owner, rating
        case created = "created_at"
    }
}

let json = """
[{"id": 1, "title": "Dune", "kind": "book", "tags": ["sf"], "owner": {"name": "Ann"},
  "created_at": "2024-02-29T12:00:00Z"},
 {"id": 2, "title": "Alien", "kind": "film", "tags": [], "rating": 4.5, "created_at": "2023-11-14T22:13:20Z"}]
"""
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let items = try! decoder.decode([Item].self, from: Data(json.utf8))
print(
    items.count, items[0].title, items[0].kind, items[0].owner?.name ?? "-", items[0].owner?.email ?? "-",
    items[1].rating ?? 0)
print(items[1].created.timeIntervalSince1970, items[0].tags, items[1].owner == nil)
let encoder = JSONEncoder()
encoder.dateEncodingStrategy = .iso8601
encoder.outputFormatting = [.sortedKeys]
let encoded = try! encoder.encode(items[1])
print(String(data: encoded, encoding: .utf8)!)
let again = try! decoder.decode(Item.self, from: encoded)
print(again == items[1], again.title)
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try! encoder.encode(Owner(name: "Bo", email: "b@o")), as: UTF8.self))
print(
    String(decoding: try! JSONEncoder().encode([1, 2, 3]), as: UTF8.self),
    String(decoding: try! JSONEncoder().encode(["k": "v"]), as: UTF8.self))
let spaced = URL(string: "https://example.com/my%20files/a.txt?q=a%20b#top")!
print(spaced.path(), spaced.path(percentEncoded: false))
print(spaced.host() ?? "", spaced.query() ?? "", spaced.fragment() ?? "")
