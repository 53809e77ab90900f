import Foundation

// A formatter given the locale a caller passed, defaulting to the current one.
func year(_ date: Date, locale: Locale = .autoupdatingCurrent) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy"
    return formatter.string(from: date)
}
print(year(Date(timeIntervalSince1970: 0)), year(Date(timeIntervalSince1970: 0), locale: Locale(identifier: "en_GB")))
