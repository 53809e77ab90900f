import Foundation

// What a view shows for an error it caught: `localizedDescription`, a `LocalizedError`'s own words.
enum KeychainError: Error, LocalizedError {
    case itemNotFound
    case status(String?)

    var errorDescription: String? {
        switch self {
        case .itemNotFound: return "The item was not found"
        case .status(let message): return message
        }
    }
}

struct ServerError: LocalizedError {
    var code: Int
    var errorDescription: String? { "The server answered \(code)" }
}

func load(_ name: String) throws -> String {
    if name.isEmpty { throw KeychainError.itemNotFound }
    if name == "busy" { throw ServerError(code: 503) }
    if name == "odd" { throw KeychainError.status("Odd status") }
    return "token for \(name)"
}

for name in ["alice", "", "busy", "odd"] {
    do {
        print(try load(name))
    } catch {
        print("failed: \(error.localizedDescription)")
    }
}

// Data that does not fit its type is an error the code handles: nil from `try?`, the catch clause from `do`.
struct Person: Decodable {
    var name: String
    var age: Int
}

let people = Data(#"[{"name": "Ada"}]"#.utf8)
let none = try? JSONDecoder().decode([Person].self, from: people)
print(none == nil ? "no people" : "people")
do {
    _ = try JSONDecoder().decode([Person].self, from: Data("{".utf8))
    print("decoded")
} catch is DecodingError {
    print("a decoding error")
} catch {
    print("another error")
}

// An error type that keeps its own text under the same name.
struct ServiceError: Error {
    let localizedDescription: String
}
print(ServiceError(localizedDescription: "The service is down").localizedDescription)
