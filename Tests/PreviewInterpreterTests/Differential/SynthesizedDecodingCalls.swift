// A type whose own `init(from:)` hands the decoder to another type's synthesised `init(from:)`: the same part of
// the document decoded as that type (an envelope that reads a kind beside its own keys, a wrapper that falls back).
import Foundation

struct Kind: Decodable {
    let name: String
    let version: Int
}

enum Shape: String, Decodable {
    case circle, square
}

struct Envelope: Decodable {
    let kind: Kind
    let shape: Shape
    let label: String

    enum CodingKeys: String, CodingKey {
        case label
    }

    init(from decoder: Decoder) throws {
        kind = try Kind(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        shape = .circle
    }
}

struct Tolerant: Decodable {
    let kind: Kind?

    init(from decoder: Decoder) throws {
        kind = try? Kind(from: decoder)
    }
}

struct Tagged: Decodable {
    let shape: Shape

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        shape = try container.decode(Shape.self)
    }
}

struct Wrapper: Decodable {
    let tagged: Tagged

    init(from decoder: Decoder) throws {
        tagged = try Tagged(from: decoder)
    }
}

let decoder = JSONDecoder()
let envelope = try! decoder.decode(Envelope.self, from: Data(#"{"name":"photo","version":2,"label":"Holiday"}"#.utf8))
print(envelope.kind.name, envelope.kind.version, envelope.label, envelope.shape)
let tolerant = try! decoder.decode(Tolerant.self, from: Data(#"{"name":"photo"}"#.utf8))
print(tolerant.kind == nil)
let whole = try! decoder.decode(Tolerant.self, from: Data(#"{"name":"video","version":1}"#.utf8))
print(whole.kind?.name ?? "none", whole.kind?.version ?? 0)
let wrapper = try! decoder.decode(Wrapper.self, from: Data(#""square""#.utf8))
print(wrapper.tagged.shape)
do {
    _ = try decoder.decode(Envelope.self, from: Data(#"{"label":"x"}"#.utf8))
} catch {
    print("failed as expected")
}
