// Dates read from strings with an ISO 8601 format style as the parse strategy, as API clients and sample data
// do: the style's fields and separators decide what is accepted, and a string it rejects throws.
import Foundation

func day(_ text: String) -> Date? {
    let strategy = Date.ISO8601FormatStyle()
        .year()
        .month()
        .day()
        .dateSeparator(.dash)
    return try? Date(text, strategy: strategy)
}

func timestamp(_ text: String) -> Date? {
    let strategy = Date.ISO8601FormatStyle()
        .year()
        .month()
        .day()
        .dateSeparator(.dash)
        .dateTimeSeparator(.space)
        .time(includingFractionalSeconds: false)
        .timeSeparator(.colon)
    return try? Date(text, strategy: strategy)
}

if let date = day("2024-03-05") {
    print("day", date.timeIntervalSince1970)
}
print("not a day", day("5 March") == nil)
if let date = timestamp("2024-03-05 14:30:09") {
    print("timestamp", date.timeIntervalSince1970, date.formatted(.iso8601))
}
print("timestamp without time", timestamp("2024-03-05") == nil)

let full = try Date("2023-11-14T22:13:20Z", strategy: .iso8601)
print("full", full.timeIntervalSince1970)

do {
    _ = try Date("yesterday", strategy: .iso8601)
    print("parsed nonsense")
} catch {
    print("rejected")
}
