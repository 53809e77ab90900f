// Calendar arithmetic as view models use it, in a fixed time zone.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US")
let start = Date(timeIntervalSince1970: 1_700_000_000)
let nextMonth = calendar.date(byAdding: .month, value: 1, to: start)!
print(nextMonth.timeIntervalSince1970, nextMonth > start, nextMonth == start, start < nextMonth)
let lastWeek = calendar.date(byAdding: .weekOfYear, value: -1, to: start)!
print(lastWeek.timeIntervalSince(start))
let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: start)
print(parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!, parts.weekday!)
print(
    calendar.component(.month, from: start), calendar.component(.weekOfYear, from: start),
    calendar.component(.dayOfYear, from: start))
let morning = calendar.startOfDay(for: start)
print(morning.timeIntervalSince1970, start.timeIntervalSince(morning))
let days = calendar.range(of: .day, in: .month, for: start)!
print(days.count, days.lowerBound, days.upperBound)
let leap = DateComponents(calendar: calendar, year: 2024, month: 2, day: 29, hour: 12).date!
print(leap.timeIntervalSince1970)
print(calendar.range(of: .day, in: .month, for: leap)!.count)
let between = calendar.dateComponents([.day, .hour], from: start, to: leap)
print(between.day!, between.hour!)
print(calendar.dateComponents([.day], from: leap, to: start).day!)
print(
    Date(timeIntervalSince1970: 0).timeIntervalSinceReferenceDate,
    Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970)
print(
    start.addingTimeInterval(3600).timeIntervalSince1970, (start + 60).timeIntervalSince1970,
    (start - 60).timeIntervalSince(start))
print(Date.distantPast < start, Date.distantFuture > start, Date.distantPast.timeIntervalSince1970)
print(max(start, leap) == leap, [leap, start, nextMonth].sorted().map { $0.timeIntervalSince1970 })
print(
    calendar.isDate(start, equalTo: lastWeek, toGranularity: .month),
    calendar.isDate(start, equalTo: nextMonth, toGranularity: .year))
print(calendar.isDateInWeekend(start), calendar.isDateInWeekend(calendar.date(byAdding: .day, value: 4, to: start)!))
print(calendar.date(bySettingHour: 9, minute: 30, second: 0, of: start)!.timeIntervalSince1970)
print(
    calendar.nextDate(after: start, matching: DateComponents(hour: 8), matchingPolicy: .nextTime)!.timeIntervalSince1970
)
print(
    calendar.dateInterval(of: .weekOfYear, for: start)!.duration,
    calendar.dateInterval(of: .month, for: start)!.start.timeIntervalSince1970)
var ranged = DateComponents()
ranged.day = 3
ranged.hour = 4
print(calendar.date(byAdding: ranged, to: start)!.timeIntervalSince1970)
print(calendar.shortWeekdaySymbols, calendar.monthSymbols[0], calendar.firstWeekday)
let interval = DateInterval(start: start, duration: 86_400)
print(interval.end.timeIntervalSince1970, interval.contains(start.addingTimeInterval(100)), interval.duration)
print(calendar.ordinality(of: .day, in: .year, for: start)!)
