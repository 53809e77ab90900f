import Foundation

// Dates compared to a granularity, as a calendar of a fixed time zone sees them.
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let morning = Date(timeIntervalSinceReferenceDate: 800_000_000)
let evening = morning.addingTimeInterval(10 * 3600)
let nextWeek = morning.addingTimeInterval(8 * 86400)

func describe(_ result: ComparisonResult) -> String {
    switch result {
    case .orderedAscending: return "ascending"
    case .orderedSame: return "same"
    case .orderedDescending: return "descending"
    }
}

print(describe(calendar.compare(morning, to: evening, toGranularity: .day)))
print(describe(calendar.compare(morning, to: evening, toGranularity: .hour)))
print(describe(calendar.compare(nextWeek, to: morning, toGranularity: .month)))
print(describe(calendar.compare(nextWeek, to: morning, toGranularity: .day)))
print(calendar.compare(morning, to: evening, toGranularity: .minute) == .orderedAscending)
print(calendar.isDate(morning, equalTo: evening, toGranularity: .day))
print(calendar.isDate(morning, equalTo: nextWeek, toGranularity: .weekOfYear))
print(calendar.isDate(morning, equalTo: nextWeek, toGranularity: .year))
