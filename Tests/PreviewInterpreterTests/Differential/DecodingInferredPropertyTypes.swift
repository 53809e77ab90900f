// A `Codable` type whose stored `var`s take their types from their initial values (`var id = UUID()`, `var count
// = 0`): Swift decodes them from the document like annotated ones.
import Foundation

struct Entry: Codable, Equatable {
    var id = UUID()
    var title = ""
    var count = 0
    var price = 0.0
    var isPinned = false
    var created = Date(timeIntervalSince1970: 0)
    var tags = [String]()
}

var entry = Entry()
entry.id = UUID(uuidString: "8D3B1F2E-5C4A-4B6D-9E7F-1A2B3C4D5E6F")!
entry.title = "Groceries"
entry.count = 3
entry.price = 12.5
entry.isPinned = true
entry.created = Date(timeIntervalSince1970: 86_400)
entry.tags = ["home", "weekly"]
let data = try! JSONEncoder().encode(entry)
let decoded = try! JSONDecoder().decode(Entry.self, from: data)
print(decoded == entry, decoded.id.uuidString, decoded.title, decoded.count, decoded.price, decoded.isPinned)
print(decoded.created.timeIntervalSince1970, decoded.tags)

let json = #"{"id":"00000000-0000-0000-0000-00000000002A","title":"Trip","count":2,"price":1,"isPinned":false,"#
    + #""created":0,"tags":[]}"#
let read = try! JSONDecoder().decode(Entry.self, from: Data(json.utf8))
print(read.id.uuidString, read.title, read.count, read.price)
