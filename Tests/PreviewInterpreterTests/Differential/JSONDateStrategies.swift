// `JSONDecoder.dateDecodingStrategy` and `JSONEncoder.dateEncodingStrategy`: every strategy reads and writes dates
// as Foundation does, through nested types, arrays, optionals and a type's own `init(from:)`.
import Foundation

struct Stop: Codable {
    let at: Date
}

struct Trip: Codable {
    let name: String
    let start: Date
    let end: Date?
    let stops: [Stop]
    let checkpoints: [Date]
}

struct Visit: Decodable {
    let arrived: Date
    let left: Date?

    enum CodingKeys: String, CodingKey {
        case arrived, left
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        arrived = try container.decode(Date.self, forKey: .arrived)
        left = try container.decodeIfPresent(Date.self, forKey: .left)
    }
}

func show(_ trip: Trip) {
    print(trip.name, trip.start, trip.end.map { "\($0)" } ?? "no end")
    print(trip.stops.map(\.at), trip.checkpoints)
}

let seconds = """
    {"name": "seconds", "start": 1700000000, "end": 1700003600.5, "stops": [{"at": 1700001000}],
     "checkpoints": [0, 86400]}
    """
let secondsDecoder = JSONDecoder()
secondsDecoder.dateDecodingStrategy = .secondsSince1970
show(try! secondsDecoder.decode(Trip.self, from: Data(seconds.utf8)))

let milliseconds = """
    {"name": "milliseconds", "start": 1700000000000, "stops": [], "checkpoints": [1500, 86400000]}
    """
let millisecondsDecoder = JSONDecoder()
millisecondsDecoder.dateDecodingStrategy = .millisecondsSince1970
show(try! millisecondsDecoder.decode(Trip.self, from: Data(milliseconds.utf8)))

let iso = """
    {"name": "iso", "start": "2024-03-01T12:30:00Z", "end": "2024-03-02T08:00:00+02:00",
     "stops": [{"at": "2024-03-01T15:00:00Z"}], "checkpoints": ["2024-01-01T00:00:00Z"]}
    """
let isoDecoder = JSONDecoder()
isoDecoder.dateDecodingStrategy = .iso8601
show(try! isoDecoder.decode(Trip.self, from: Data(iso.utf8)))
print((try? JSONDecoder().decode(Trip.self, from: Data(iso.utf8))) == nil)

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(secondsFromGMT: 0)
formatter.dateFormat = "yyyy-MM-dd HH:mm"
let formatted = """
    {"name": "formatted", "start": "2023-12-25 09:15", "end": null, "stops": [{"at": "2023-12-25 18:00"}],
     "checkpoints": []}
    """
let formattedDecoder = JSONDecoder()
formattedDecoder.dateDecodingStrategy = .formatted(formatter)
show(try! formattedDecoder.decode(Trip.self, from: Data(formatted.utf8)))
print((try? formattedDecoder.decode(Trip.self, from: Data(iso.utf8))) == nil)

let deferred = """
    {"name": "deferred", "start": 725846400, "stops": [], "checkpoints": [-1.5]}
    """
let deferredDecoder = JSONDecoder()
deferredDecoder.dateDecodingStrategy = .deferredToDate
show(try! deferredDecoder.decode(Trip.self, from: Data(deferred.utf8)))

let visits = """
    [{"arrived": "2024-05-05 10:00", "left": "2024-05-05 11:30"}, {"arrived": "2024-05-06 07:45"}]
    """
for visit in try! formattedDecoder.decode([Visit].self, from: Data(visits.utf8)) {
    print(visit.arrived, visit.left.map { "\($0)" } ?? "still there")
}
let keyed = try! formattedDecoder.decode([String: Date].self, from: Data(#"{"b": "2020-02-29 23:59"}"#.utf8))
print(keyed)

let trip = Trip(
    name: "out", start: Date(timeIntervalSince1970: 1_700_000_000), end: nil,
    stops: [Stop(at: Date(timeIntervalSince1970: 1_700_000_060))], checkpoints: [])
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
encoder.dateEncodingStrategy = .formatted(formatter)
print(String(data: try! encoder.encode(trip), encoding: .utf8)!)
encoder.dateEncodingStrategy = .millisecondsSince1970
print(String(data: try! encoder.encode(trip), encoding: .utf8)!)
