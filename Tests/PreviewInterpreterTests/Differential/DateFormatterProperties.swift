import Foundation

// A formatter configured property by property after `DateFormatter()`, implicit members included, and date
// components read and written by component.
let date = Date(timeIntervalSince1970: 13 * 3600 + 5 * 60)
let formatter = DateFormatter()
formatter.dateFormat = "HH:mm"
formatter.timeZone = .current
formatter.locale = .current
print(formatter.string(from: date))

formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.dateFormat = "h:mm a"
formatter.amSymbol = "am"
formatter.pmSymbol = "pm"
let symbols: (String, String) = (formatter.amSymbol, formatter.pmSymbol)
print(formatter.string(from: date), symbols.0, symbols.1)

formatter.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
print(formatter.string(from: date), formatter.timeZone.secondsFromGMT())
formatter.timeZone = .init(secondsFromGMT: -3600)
print(formatter.string(from: date))
formatter.timeZone = nil
print(formatter.string(from: date))

formatter.calendar = Calendar(identifier: .gregorian)
formatter.shortMonthSymbols = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov.",
    "Dec."]
formatter.dateFormat = "d MMM yyyy"
print(formatter.string(from: date), formatter.shortMonthSymbols.count)

formatter.isLenient = true
formatter.doesRelativeDateFormatting = false
let format: String = formatter.dateFormat
print(formatter.isLenient, formatter.doesRelativeDateFormatting, format)

var components = DateComponents(hour: 5, minute: 3)
print(components.value(for: .hour) ?? -1, components.value(for: .minute) ?? -1, components.value(for: .day) ?? -1)
components.setValue(21, for: .day)
print(components.day ?? -1)
