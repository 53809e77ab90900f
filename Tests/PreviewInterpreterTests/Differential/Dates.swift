// Foundation's dates, calendars and formatters, with a fixed time zone and locale.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let start = Date(timeIntervalSince1970: 1_700_000_000)
let components = calendar.dateComponents([.year, .month, .day, .hour], from: start)
print(components.year!, components.month!, components.day!, components.hour!)
let later = calendar.date(byAdding: .day, value: 10, to: start)!
print(later.timeIntervalSince(start))
let made = calendar.date(from: DateComponents(year: 2024, month: 2, day: 29))!
print(made.timeIntervalSince1970)
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd HH:mm"
print(formatter.string(from: start))
print(calendar.component(.weekday, from: made), calendar.isDate(start, inSameDayAs: later))
// An implicit member beside a date in an operator is a member of `Date`, whatever the semantic pass knows of the
// date (a calendar's result here), also where the program extends `Date`.
extension Date {
    static let epoch = Date(timeIntervalSince1970: 0)
}
let reachable = .distantPast ... calendar.date(byAdding: .day, value: 1, to: start)!
let upcoming = .now ... calendar.date(byAdding: .year, value: 100, to: .now)!
print(reachable.contains(start), reachable.contains(Date.distantFuture), upcoming.contains(Date.distantPast))
let sinceEpoch = .epoch ... start
print(sinceEpoch.contains(later), sinceEpoch.contains(start))
