// A decoder's `.custom` date strategy: a closure that reads each date through the decoder's single value
// container and may throw `DecodingError`, written inline or as a static of the project's own extension of
// `JSONDecoder.DateDecodingStrategy`; and a `.custom` key strategy.
import Foundation

struct Event: Decodable {
    let title: String
    let start: Date
    let end: Date?
    let reminders: [Date]
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension JSONDecoder.DateDecodingStrategy {
    static let flexible: Self = .custom { decoder in
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            return Date(timeIntervalSince1970: seconds)
        }
        let text = try container.decode(String.self)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        for format in ["yyyy-MM-dd'T'HH:mm:ssZ", "yyyy-MM-dd"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unreadable date: \(text)")
    }
}

let json = """
    {"title": "Launch", "start": "2024-03-01", "end": 1709300000, "reminders": ["2024-02-28T09:00:00+0000"]}
    """
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .flexible
let event = try! decoder.decode(Event.self, from: Data(json.utf8))
print(event.title, event.start, event.end!, event.reminders)

do {
    _ = try decoder.decode(Event.self, from: Data(#"{"title": "x", "start": "soon", "reminders": []}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted:", context.debugDescription, context.codingPath.map(\.stringValue))
} catch {
    print("other", error)
}

let inline = JSONDecoder()
inline.dateDecodingStrategy = .custom { decoder in
    let container = try decoder.singleValueContainer()
    let days = try container.decode(Int.self)
    return Date(timeIntervalSinceReferenceDate: Double(days) * 86_400)
}
let days = try! inline.decode([String: Date].self, from: Data(#"{"due": 3}"#.utf8))
print(days["due"]!)

let upper = JSONDecoder()
upper.keyDecodingStrategy = .custom { keys in
    AnyKey(stringValue: keys.last!.stringValue.lowercased())
}
let shouted = try! upper.decode(
    Event.self, from: Data(#"{"TITLE": "Loud", "START": 0, "REMINDERS": [86400]}"#.utf8))
print(shouted.title, shouted.start, shouted.end == nil, shouted.reminders)

let spelledOut = JSONDecoder()
spelledOut.dateDecodingStrategy = JSONDecoder.DateDecodingStrategy.custom { decoder in
    Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self) / 1000)
}
print(try! spelledOut.decode([Date].self, from: Data("[1700000000000]".utf8)))
spelledOut.dateDecodingStrategy = .iso8601
print(try! spelledOut.decode([Date].self, from: Data(#"["2024-03-01T12:30:00Z"]"#.utf8)))
