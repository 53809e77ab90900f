// Types that write themselves with their own `encode(to:)`: renamed and nested keys, optional members left out or
// written as null, arrays through an unkeyed container, and a single value, as models saved to disk or sent to a
// server do.
import Foundation

struct Coordinate: Encodable {
    var latitude: Double
    var longitude: Double

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(latitude)
        try container.encode(longitude)
    }
}

enum Status: Encodable {
    case active
    case archived(reason: String)

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .active: try container.encode("active")
        case .archived(let reason): try container.encode("archived: \(reason)")
        }
    }
}

struct Venue: Encodable {
    var name: String
    var nickname: String?
    var rating: Int?
    var location: Coordinate
    var tags: [String]
    var status: Status

    enum CodingKeys: String, CodingKey {
        case name = "venue_name"
        case nickname, rating, location, tags, status, details
    }

    enum DetailKeys: String, CodingKey {
        case tagCount = "tag_count"
        case firstTag
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(nickname, forKey: .nickname)
        if let rating {
            try container.encode(rating, forKey: .rating)
        } else {
            try container.encodeNil(forKey: .rating)
        }
        try container.encode(location, forKey: .location)
        var tagList = container.nestedUnkeyedContainer(forKey: .tags)
        for tag in tags { try tagList.encode(tag.uppercased()) }
        var details = container.nestedContainer(keyedBy: DetailKeys.self, forKey: .details)
        try details.encode(tags.count, forKey: .tagCount)
        try details.encodeIfPresent(tags.first, forKey: .firstTag)
        try container.encode(status, forKey: .status)
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let venues = [
    Venue(
        name: "Harbour Hall", nickname: nil, rating: 4, location: Coordinate(latitude: 51.5, longitude: -0.25),
        tags: ["music", "food"], status: .active),
    Venue(
        name: "Old Mill", nickname: "The Mill", rating: nil, location: Coordinate(latitude: 48.1, longitude: 11.5),
        tags: [], status: .archived(reason: "closed")),
]
for venue in venues {
    let data = try encoder.encode(venue)
    print(String(data: data, encoding: .utf8)!)
}
let all = try encoder.encode(venues)
print(all.count > 100, String(data: all, encoding: .utf8)!.hasPrefix("[{"))
print(String(data: try encoder.encode(Status.active), encoding: .utf8)!)

// A dictionary keyed by integers is an object whose keys are the digits; one keyed by anything else is an array
// of keys and values.
enum Weekday: String, Encodable { case monday, tuesday }
print(String(data: try encoder.encode([3: "three", 1: "one"]), encoding: .utf8)!)
print(String(data: try encoder.encode([Weekday.monday: 9]), encoding: .utf8)!)
