import Foundation

/// `DateFormatter`'s properties, read and written on Foundation's own formatter: every property a project may set
/// after `let formatter = DateFormatter()`. A formatter starts in the render's locale and time zone
/// (`FoundationDates`), and setting `locale`, `timeZone` or `calendar` to nil gives those back, as setting them to
/// nil gives the device's on iOS. `formattingContext` is not in swift-corelibs-foundation, so it stays unsupported.
enum FoundationDateFormatters {
    // Tables of key paths are made when asked for: key paths are not `Sendable`, so a stored one could not be shared.
    private static var strings: [String: ReferenceWritableKeyPath<DateFormatter, String>] {
        [
            "dateFormat": \.dateFormat, "amSymbol": \.amSymbol, "pmSymbol": \.pmSymbol,
        ]
    }

    private static var flags: [String: ReferenceWritableKeyPath<DateFormatter, Bool>] {
        [
            "isLenient": \.isLenient, "doesRelativeDateFormatting": \.doesRelativeDateFormatting,
            "generatesCalendarDates": \.generatesCalendarDates,
        ]
    }

    private static var symbolLists: [String: ReferenceWritableKeyPath<DateFormatter, [String]>] {
        [
            "monthSymbols": \.monthSymbols, "shortMonthSymbols": \.shortMonthSymbols,
            "veryShortMonthSymbols": \.veryShortMonthSymbols, "standaloneMonthSymbols": \.standaloneMonthSymbols,
            "shortStandaloneMonthSymbols": \.shortStandaloneMonthSymbols,
            "veryShortStandaloneMonthSymbols": \.veryShortStandaloneMonthSymbols, "weekdaySymbols": \.weekdaySymbols,
            "shortWeekdaySymbols": \.shortWeekdaySymbols, "veryShortWeekdaySymbols": \.veryShortWeekdaySymbols,
            "standaloneWeekdaySymbols": \.standaloneWeekdaySymbols,
            "shortStandaloneWeekdaySymbols": \.shortStandaloneWeekdaySymbols,
            "veryShortStandaloneWeekdaySymbols": \.veryShortStandaloneWeekdaySymbols,
            "quarterSymbols": \.quarterSymbols, "shortQuarterSymbols": \.shortQuarterSymbols,
            "standaloneQuarterSymbols": \.standaloneQuarterSymbols,
            "shortStandaloneQuarterSymbols": \.shortStandaloneQuarterSymbols, "eraSymbols": \.eraSymbols,
            "longEraSymbols": \.longEraSymbols,
        ]
    }

    private static var dates: [String: ReferenceWritableKeyPath<DateFormatter, Date?>] {
        [
            "defaultDate": \.defaultDate, "twoDigitStartDate": \.twoDigitStartDate,
        ]
    }

    /// The library type a property holds, where a project may write one of its members (`.current`, `.init(…)`).
    static let propertyTypes: [String: String] = [
        "locale": "Locale", "timeZone": "TimeZone", "calendar": "Calendar", "defaultDate": "Date",
        "twoDigitStartDate": "Date",
    ]

    static func property(_ name: String, of formatter: DateFormatter) -> Value? {
        if let path = strings[name] { return .string(formatter[keyPath: path]) }
        if let path = flags[name] { return .bool(formatter[keyPath: path]) }
        if let path = symbolLists[name] { return .array(formatter[keyPath: path].map(Value.string)) }
        if let path = dates[name] { return FoundationDates.value(formatter[keyPath: path]) }
        switch name {
        case "locale": return .native(.locale(formatter.locale.identifier))
        case "timeZone": return .native(.timeZone(formatter.timeZone))
        case "calendar": return .native(.calendar(formatter.calendar))
        case "dateStyle": return .symbol(style(formatter.dateStyle))
        case "timeStyle": return .symbol(style(formatter.timeStyle))
        default: return nil
        }
    }

    /// Writes a property; false when the formatter has no such property or the value is not of its type.
    static func setProperty(_ name: String, of formatter: DateFormatter, to value: Value) -> Bool {
        switch (name, value) {
        case (_, .string(let text)) where strings[name] != nil: formatter[keyPath: strings[name]!] = text
        case (_, .bool(let flag)) where flags[name] != nil: formatter[keyPath: flags[name]!] = flag
        case (_, .array(let elements)) where symbolLists[name] != nil:
            var symbols: [String] = []
            for element in elements {
                guard case .string(let symbol) = element else { return false }
                symbols.append(symbol)
            }
            formatter[keyPath: symbolLists[name]!] = symbols
        case (_, .null) where dates[name] != nil: formatter[keyPath: dates[name]!] = nil
        case (_, _) where dates[name] != nil:
            guard let date = FoundationDates.date(value) else { return false }
            formatter[keyPath: dates[name]!] = date
        case ("locale", .native(.locale(let identifier))): formatter.locale = Locale(identifier: identifier)
        case ("locale", .null): formatter.locale = FoundationDates.locale
        case ("timeZone", .native(.timeZone(let zone))): formatter.timeZone = zone
        case ("timeZone", .null): formatter.timeZone = FoundationDates.timeZone
        case ("calendar", .native(.calendar(let calendar))): formatter.calendar = calendar
        case ("calendar", .null): formatter.calendar = FoundationDates.calendar
        case ("dateStyle", .symbol(let style)), ("timeStyle", .symbol(let style)):
            guard let known = FoundationDates.styles[style] else { return false }
            if name == "dateStyle" { formatter.dateStyle = known } else { formatter.timeStyle = known }
        default: return false
        }
        return true
    }

    private static func style(_ style: DateFormatter.Style) -> String {
        FoundationDates.styles.first { $0.value == style }?.key ?? "none"
    }
}
