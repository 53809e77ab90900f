// A mock-data helper that takes the type to decode as a metatype parameter (`decoder.decode(type, from:)`), the
// shape of many projects' seed data.
import Foundation

struct Item: Decodable {
    let name: String
    let count: Int
}

enum Mock {
    static func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
        let decoder = JSONDecoder()
        return try decoder.decode(type, from: Data(json.utf8))
    }
}

func show(_ item: Item) -> String { "\(item.name) × \(item.count)" }

let item = try! Mock.decode(Item.self, from: #"{"name": "tea", "count": 2}"#)
print(show(item))
let items = try! Mock.decode([Item].self, from: #"[{"name": "a", "count": 1}, {"name": "b", "count": 3}]"#)
print(items.map(show))
print((try? Mock.decode(Item.self, from: #"{"name": "no count"}"#)) == nil)
