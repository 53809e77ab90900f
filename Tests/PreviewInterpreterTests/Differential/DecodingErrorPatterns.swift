// The DecodingError JSONDecoder throws, caught by its case and payload (`catch DecodingError.keyNotFound(let key,
// let context)`), as `DecodingError`, and kept apart from a project's own error types; and the ones a project's
// own `init(from:)` throws.
import Foundation

struct Tag: Decodable { let label: String }
struct Item: Decodable {
    let name: String
    let count: Int
    let tags: [Tag]
}

enum APIError: Error { case offline }

struct Level: Decodable {
    let value: Int
    enum CodingKeys: String, CodingKey { case value = "level" }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let value = try container.decode(Int.self, forKey: .value)
        guard (1...5).contains(value) else {
            throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "out of range")
        }
        self.value = value
    }
}

func load(_ json: String) {
    do {
        _ = try JSONDecoder().decode(Item.self, from: Data(json.utf8))
        print("decoded")
    } catch DecodingError.keyNotFound(let key, let context) {
        print("keyNotFound", key.stringValue, context.codingPath.map(\.stringValue))
    } catch DecodingError.typeMismatch(let type, let context) {
        print("typeMismatch", type, context.codingPath.map(\.stringValue))
    } catch DecodingError.valueNotFound(let type, let context) {
        print("valueNotFound", type, context.codingPath.map(\.stringValue))
    } catch DecodingError.dataCorrupted(let context) {
        print("dataCorrupted", context.codingPath.count)
    } catch {
        print("other")
    }
}

load(#"{"name": "a", "count": 1, "tags": []}"#)
load(#"{"count": 1, "tags": []}"#)
load(#"{"name": "a", "count": "x", "tags": []}"#)
load(#"{"name": "a", "count": null, "tags": []}"#)
load(#"{"name": "a", "count": 1, "tags": [{"label": "x"}, {}]}"#)
load(#"{"name": "a", "count": 1, "tags": [{"label": 3}]}"#)
load("not json")

func classify(_ json: String) -> String {
    do {
        _ = try JSONDecoder().decode(Item.self, from: Data(json.utf8))
        return "fine"
    } catch let error as APIError {
        return "api \(error)"
    } catch let error as DecodingError {
        switch error {
        case .keyNotFound(let key, _): return "missing \(key.stringValue)"
        case .typeMismatch: return "mismatch"
        default: return "decoding"
        }
    } catch {
        return "unknown"
    }
}

print(classify(#"{"count": 1}"#), classify(#"{"name": 1}"#), classify("[]"))

for json in [#"{"level": 3}"#, #"{"level": 9}"#, #"{"other": 1}"#] {
    do {
        print(try JSONDecoder().decode(Level.self, from: Data(json.utf8)).value)
    } catch DecodingError.dataCorrupted(let context) {
        print("corrupted", context.codingPath.map(\.stringValue), context.debugDescription)
    } catch DecodingError.keyNotFound(let key, _) {
        print("no", key.stringValue)
    } catch {
        print("other")
    }
}

do {
    throw DecodingError.valueNotFound(
        String.self, DecodingError.Context(codingPath: [], debugDescription: "empty"))
} catch DecodingError.valueNotFound(_, let context) {
    print("thrown", context.debugDescription, context.codingPath.isEmpty)
} catch {
    print("other")
}
