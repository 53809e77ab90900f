// Foundation's format styles, as view code chains them, in a fixed locale and time zone.
import Foundation

let english = Locale(identifier: "en_US")
let utc = TimeZone(identifier: "UTC")!
let moment = Date(timeIntervalSince1970: 1_700_000_000)
var dayStyle = Date.FormatStyle.dateTime.month().day()
dayStyle.timeZone = utc
print(moment.formatted(dayStyle.locale(english)))
var clock = Date.FormatStyle.dateTime.hour().minute()
clock.timeZone = utc
print(moment.formatted(clock.locale(english)))
var wide = Date.FormatStyle.dateTime.weekday(.wide).month(.wide).day().year()
wide.timeZone = utc
print(moment.formatted(wide.locale(english)))
var abbreviated = Date.FormatStyle(date: .abbreviated, time: .shortened)
abbreviated.timeZone = utc
print(moment.formatted(abbreviated.locale(english)))
print(moment.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: english, timeZone: utc)))
print(moment.formatted(Date.FormatStyle(date: .numeric, time: .standard, locale: english, timeZone: utc)))
print(moment.formatted(Date.FormatStyle(date: .complete, time: .complete, locale: english, timeZone: utc)))
var twoDigit = Date.FormatStyle.dateTime.day(.twoDigits).month(.twoDigits).year(.twoDigits)
twoDigit.timeZone = utc
print(moment.formatted(twoDigit.locale(english)))
print(moment.formatted(.iso8601))
print(3.14159.formatted(.number.precision(.fractionLength(1)).locale(english)))
print(2.0.formatted(.number.precision(.fractionLength(2)).locale(english)))
print(1234567.891.formatted(.number.locale(english)))
print(1234567.formatted(.number.locale(english)))
print(1234567.formatted(.number.grouping(.never).locale(english)))
print(0.256.formatted(.percent.locale(english)))
print(0.256.formatted(.percent.precision(.fractionLength(1)).locale(english)))
print(42.formatted(.percent.locale(english)))
print(12.5.formatted(.currency(code: "USD").locale(english)))
print(1999.formatted(.currency(code: "EUR").locale(english)))
print(12.5.formatted(.currency(code: "USD").precision(.fractionLength(0)).locale(english)))
print(1_250_000.formatted(.number.notation(.compactName).locale(english)))
print(3.75.formatted(.number.rounded(rule: .down, increment: 0.5).locale(english)))
print(7.formatted(.number.precision(.integerLength(3)).locale(english)))
print(3.14159.formatted(.number.precision(.significantDigits(3)).locale(english)))
print(5.formatted(.number.sign(strategy: .always()).locale(english)))
print(Duration.seconds(125).formatted())
print(Duration.seconds(3725).formatted(.time(pattern: .hourMinute)))
print(Duration.seconds(125).formatted(.time(pattern: .minuteSecond)))
print(Duration.seconds(3725).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated).locale(english)))
print(Duration.seconds(90).formatted(.units(allowed: [.minutes, .seconds], width: .wide).locale(english)))
print(Duration.milliseconds(1500).components.seconds, Duration.seconds(2.25))
print(
    String(format: "%.2f", 3.14159), String(format: "%05.1f", 2.5), String(format: "%d items", 3),
    String(format: "%@ and %@", "a", "b"))
print(
    String(format: "%02d:%02d", 5, 7), String(format: "%x", 255), String(format: "%.0f%%", 45.6),
    String(format: "%+.1e", 12345.678))
