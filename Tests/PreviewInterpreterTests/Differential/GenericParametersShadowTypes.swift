// Generic helpers bound by the type their result is stored as (`let c: Candidate = decode(json)`, a static of a
// fixtures enum, an array of the type), inside which a generic parameter named like one of the program's own types
// (`Value`, `T`) is the type the call bound it to.
import Foundation

enum Value: String, Decodable { case on, off }
struct T: Decodable { let t: Int }

struct Candidate: Decodable {
    let title: String
    let accepted: Bool
}

enum Fixtures {
    static let candidate: Candidate = decode(#"{"title": "Dune", "accepted": true}"#)
    static let list: [Candidate] = decode(#"[{"title": "A", "accepted": false}]"#)

    private static func decode<Value: Decodable>(_ json: String) -> Value {
        try! JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }
}

func make<T: Decodable>(_ json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
}

print(Fixtures.candidate.title, Fixtures.candidate.accepted)
print(Fixtures.list.map(\.title))
let other: Candidate = try! make(#"{"title": "B", "accepted": true}"#)
print(other.title)
let value: Value = try! make(#""on""#)
print(value)
func describe<Value>(_ value: Value) -> String { "\(Value.self): \(value)" }
print(describe(3), describe(Value.off))
