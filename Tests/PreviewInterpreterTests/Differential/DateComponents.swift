// Date components built and changed one by one, a calendar in another time zone, a formatter's own format.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(secondsFromGMT: 3600)!
var parts = DateComponents()
parts.year = 2025
parts.month = 12
parts.day = 31
parts.hour = 23
let date = calendar.date(from: parts)!
print(date.timeIntervalSince1970)
let next = calendar.date(byAdding: .hour, value: 2, to: date)!
let read = calendar.dateComponents([.year, .month, .day, .hour], from: next)
print(read.year!, read.month!, read.day!, read.hour!, read.minute == nil)
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
formatter.dateFormat = "EEE d MMM yyyy, HH:mm"
print(formatter.string(from: next))
print(formatter.date(from: "Thu 1 Jan 2026, 09:00").map { $0.timeIntervalSince1970 } ?? -1)
print(calendar.component(.weekday, from: next), calendar.isDate(date, inSameDayAs: next))
let start = calendar.startOfDay(for: next)
print(next.timeIntervalSince(start))
