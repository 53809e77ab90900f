import Foundation
import PreviewViews
import SwiftSyntax

/// Calendars, time zones, date components and date formatters, run by Foundation itself rather than imitated, in
/// a fixed place: a render's "now" is `Formatting.now`, its time zone UTC and its locale en_US, so a frame does not
/// change with the machine it is drawn on or the hour. A project that names a time zone or a locale gets that one.
enum FoundationDates {
    static let timeZone = TimeZone(identifier: "UTC")!
    static let locale = Locale(identifier: "en_US")

    /// `Calendar.current` as previews see it: Gregorian, in `timeZone` and `locale`.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }()

    /// A new `DateFormatter()`, in `locale` and `timeZone` until the project sets others.
    static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        return formatter
    }

    /// A `Date` argument; `.now`, `.distantPast` and `.distantFuture` written as implicit members too.
    static func date(_ value: Value) -> Date? {
        var value = value
        if case .symbol(let name) = value, let constant = Vocabulary.staticMembers["Date"]?[name] { value = constant }
        guard case .native(.date(let seconds)) = value else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    static func value(_ date: Date?) -> Value {
        date.map { .native(.date($0.timeIntervalSinceReferenceDate)) } ?? .null
    }

    // MARK: Construction

    static let constructs: [Construct] = [
        Construct("Calendar", "(identifier: Calendar.Identifier)") { call in
            guard case .symbol(let name) = call["identifier"], let identifier = identifiers[name] else {
                throw EvaluationError(
                    "'\(call.node("identifier").trimmedDescription)' is not a calendar previewd knows",
                    at: call.node("identifier"))
            }
            var calendar = Calendar(identifier: identifier)
            calendar.timeZone = timeZone
            calendar.locale = locale
            return .native(.calendar(calendar))
        },
        Construct("TimeZone", ["(identifier: String)", "(secondsFromGMT: Int)", "(abbreviation: String)"]) { call in
            let zone: TimeZone?
            if call.has("identifier") {
                zone = TimeZone(identifier: try call.string("identifier") ?? "")
            } else if call.has("abbreviation") {
                zone = TimeZone(abbreviation: try call.string("abbreviation") ?? "")
            } else {
                zone = TimeZone(secondsFromGMT: Convert.clampedInt(try call.number("secondsFromGMT") ?? 0))
            }
            return zone.map { .native(.timeZone($0)) } ?? .null
        },
        Construct(
            "DateComponents",
            """
            (calendar: Calendar? = nil, timeZone: TimeZone? = nil, year: Int? = nil, month: Int? = nil, day: Int? = \
            nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil, weekday: Int? = nil)
            """
        ) { call in
            var components = DateComponents()
            if case .native(.calendar(let calendar)) = call["calendar"] { components.calendar = calendar }
            if case .native(.timeZone(let zone)) = call["timeZone"] { components.timeZone = zone }
            for (name, component) in settableComponents where call.has(name) {
                components.setValue(try call.number(name).map { Convert.clampedInt($0) }, for: component)
            }
            return .native(.dateComponents(components))
        },
        Construct("DateFormatter", "()") { _ in .native(.dateFormatter(formatter())) },
        Construct("DateInterval", ["(start: Date, duration: Double)", "(start: Date, end: Date)"]) { call in
            guard let start = date(call["start"]) else {
                throw EvaluationError("DateInterval needs a start Date", at: call.node)
            }
            if call.has("end") {
                guard let end = date(call["end"]), end >= start else {
                    throw EvaluationError("a DateInterval's end is before its start", at: call.node)
                }
                return .native(.dateInterval(DateInterval(start: start, end: end)))
            }
            guard let duration = try call.number("duration"), duration >= 0 else {
                throw EvaluationError("a DateInterval's duration is negative", at: call.node)
            }
            return .native(.dateInterval(DateInterval(start: start, duration: duration)))
        },
    ]

    static let identifiers: [String: Calendar.Identifier] = [
        "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "japanese": .japanese,
        "hebrew": .hebrew, "islamic": .islamic, "persian": .persian, "chinese": .chinese,
    ]

    /// The components a `DateComponents(…)` argument or property names.
    static let settableComponents: [(String, Calendar.Component)] = [
        ("era", .era), ("year", .year), ("month", .month), ("day", .day), ("hour", .hour), ("minute", .minute),
        ("second", .second), ("nanosecond", .nanosecond), ("weekday", .weekday), ("weekdayOrdinal", .weekdayOrdinal),
        ("quarter", .quarter), ("weekOfMonth", .weekOfMonth), ("weekOfYear", .weekOfYear),
        ("yearForWeekOfYear", .yearForWeekOfYear), ("dayOfYear", .dayOfYear),
    ]

    static func component(_ value: Value) -> Calendar.Component? {
        guard case .symbol(let name) = value else { return nil }
        return settableComponents.first { $0.0 == name }?.1
    }

    /// `[.year, .month]` or `Set([.day])`.
    static func components(_ value: Value) -> Set<Calendar.Component> {
        switch value {
        case .array(let elements): return Set(elements.compactMap(component))
        default: return Set([component(value)].compactMap { $0 })
        }
    }

    // MARK: Methods

    static func calendarMethod(_ name: String) -> NativeMethods.Method? {
        func calendar(_ value: Value) -> Calendar {
            if case .native(.calendar(let calendar)) = value { return calendar } else { return Self.calendar }
        }
        func argument(_ arguments: [Argument], _ label: String?) -> Value? {
            arguments.first { $0.label == label }?.value
        }
        switch name {
        case "dateComponents":
            return { value, arguments, _, node in
                guard let from = argument(arguments, "from").flatMap(date) else {
                    throw EvaluationError("dateComponents(_:from:) wants a Date", at: node)
                }
                if let zone = argument(arguments, "in"), case .native(.timeZone(let timeZone)) = zone {
                    return .native(.dateComponents(calendar(value).dateComponents(in: timeZone, from: from)))
                }
                // `dateComponents([.day], from: start, to: end)`: the difference between two dates.
                if let to = argument(arguments, "to") {
                    guard let end = date(to) else {
                        throw EvaluationError("dateComponents(_:from:to:) wants two Dates", at: node)
                    }
                    return .native(
                        .dateComponents(
                            calendar(value).dateComponents(
                                components(argument(arguments, nil) ?? .void), from: from, to: end)))
                }
                return .native(
                    .dateComponents(
                        calendar(value).dateComponents(components(argument(arguments, nil) ?? .void), from: from)))
            }
        case "range":
            return { value, arguments, _, node in
                // `range(of: .day, in: .month, for: date)`: the days of that month, as a range of Ints.
                guard let smaller = argument(arguments, "of").flatMap(component),
                    let larger = argument(arguments, "in").flatMap(component),
                    let day = argument(arguments, "for").flatMap(date)
                else { throw EvaluationError("range(of:in:for:) wants two components and a Date", at: node) }
                guard let range = calendar(value).range(of: smaller, in: larger, for: day) else { return .null }
                return .range(range.lowerBound, range.upperBound, closed: false)
            }
        case "ordinality":
            return { value, arguments, _, node in
                guard let smaller = argument(arguments, "of").flatMap(component),
                    let larger = argument(arguments, "in").flatMap(component),
                    let day = argument(arguments, "for").flatMap(date)
                else { throw EvaluationError("ordinality(of:in:for:) wants two components and a Date", at: node) }
                return calendar(value).ordinality(of: smaller, in: larger, for: day).map(Value.int) ?? .null
            }
        case "dateInterval":
            return { value, arguments, _, node in
                guard let unit = argument(arguments, "of").flatMap(component),
                    let day = argument(arguments, "for").flatMap(date)
                else {
                    throw EvaluationError("dateInterval(of:for:) wants a component and a Date", at: node)
                }
                return calendar(value).dateInterval(of: unit, for: day).map { .native(.dateInterval($0)) } ?? .null
            }
        case "nextDate":
            return { value, arguments, _, node in
                guard let after = argument(arguments, "after").flatMap(date),
                    case .native(.dateComponents(let matching))? = argument(arguments, "matching")
                else {
                    throw EvaluationError(
                        "nextDate(after:matching:matchingPolicy:) wants a Date and DateComponents", at: node)
                }
                let policies: [String: Calendar.MatchingPolicy] = [
                    "nextTime": .nextTime, "nextTimePreservingSmallerComponents": .nextTimePreservingSmallerComponents,
                    "previousTimePreservingSmallerComponents": .previousTimePreservingSmallerComponents,
                    "strict": .strict,
                ]
                let policy =
                    try argument(arguments, "matchingPolicy").map {
                        try FoundationFormatStyles.option($0, policies, "a matching policy", at: node)
                    } ?? .nextTime
                let backward = argument(arguments, "direction").flatMap(FoundationFormatStyles.memberName) == "backward"
                return Self.value(
                    calendar(value).nextDate(
                        after: after, matching: matching, matchingPolicy: policy,
                        direction: backward ? .backward : .forward))
            }
        case "date":
            return { value, arguments, _, node in
                let calendar = calendar(value)
                if case .native(.dateComponents(let components))? = argument(arguments, "from") {
                    return Self.value(calendar.date(from: components))
                }
                if let unit = argument(arguments, "byAdding").flatMap(component),
                    let amount = argument(arguments, "value").flatMap(Convert.number),
                    let start = argument(arguments, "to").flatMap(date)
                {
                    return Self.value(calendar.date(byAdding: unit, value: Convert.clampedInt(amount), to: start))
                }
                if case .native(.dateComponents(let components))? = argument(arguments, "byAdding"),
                    let start = argument(arguments, "to").flatMap(date)
                {
                    return Self.value(calendar.date(byAdding: components, to: start))
                }
                if let hour = argument(arguments, "bySettingHour").flatMap(Convert.number),
                    let minute = argument(arguments, "minute").flatMap(Convert.number),
                    let of = argument(arguments, "of").flatMap(date)
                {
                    let second = argument(arguments, "second").flatMap(Convert.number) ?? 0
                    return Self.value(
                        calendar.date(
                            bySettingHour: Convert.clampedInt(hour), minute: Convert.clampedInt(minute),
                            second: Convert.clampedInt(second), of: of))
                }
                throw EvaluationError("this form of Calendar.date(…) is not supported", at: node)
            }
        case "component":
            return { value, arguments, _, node in
                guard let unit = arguments.first.map(\.value).flatMap(component),
                    let of = argument(arguments, "from").flatMap(date)
                else {
                    throw EvaluationError("component(_:from:) wants a component and a Date", at: node)
                }
                return .int(calendar(value).component(unit, from: of))
            }
        case "startOfDay":
            return { value, arguments, _, _ in
                Self.value(arguments.first.map(\.value).flatMap(date).map(calendar(value).startOfDay))
            }
        case "isDate":
            return { value, arguments, _, node in
                guard let first = arguments.first.map(\.value).flatMap(date) else {
                    throw EvaluationError("isDate wants a Date", at: node)
                }
                // `isDate(a, equalTo: b, toGranularity: .month)`.
                if let other = argument(arguments, "equalTo").flatMap(date),
                    let unit = argument(arguments, "toGranularity").flatMap(component)
                {
                    return .bool(calendar(value).isDate(first, equalTo: other, toGranularity: unit))
                }
                guard let second = argument(arguments, "inSameDayAs").flatMap(date) else {
                    throw EvaluationError("this form of isDate is not supported", at: node)
                }
                return .bool(calendar(value).isDate(first, inSameDayAs: second))
            }
        // `compare(a, to: b, toGranularity: .day)`: a `ComparisonResult`, whose cases are its implicit members.
        case "compare":
            return { value, arguments, _, node in
                guard let first = arguments.first.map(\.value).flatMap(date),
                    let other = argument(arguments, "to").flatMap(date),
                    let unit = argument(arguments, "toGranularity").flatMap(component)
                else { throw EvaluationError("compare(_:to:toGranularity:) wants two Dates and a component", at: node) }
                switch calendar(value).compare(first, to: other, toGranularity: unit) {
                case .orderedAscending: return .symbol("orderedAscending")
                case .orderedSame: return .symbol("orderedSame")
                case .orderedDescending: return .symbol("orderedDescending")
                }
            }
        case "isDateInToday", "isDateInYesterday", "isDateInTomorrow", "isDateInWeekend":
            return { value, arguments, _, _ in
                guard let day = arguments.first.map(\.value).flatMap(date) else { return .bool(false) }
                // "Today" is the render's fixed now, not the machine's.
                let now = Date(timeIntervalSinceReferenceDate: Formatting.now)
                let calendar = calendar(value)
                switch name {
                case "isDateInToday": return .bool(calendar.isDate(day, inSameDayAs: now))
                case "isDateInYesterday":
                    return .bool(
                        calendar.date(byAdding: .day, value: -1, to: now).map { calendar.isDate(day, inSameDayAs: $0) }
                            ?? false)
                case "isDateInTomorrow":
                    return .bool(
                        calendar.date(byAdding: .day, value: 1, to: now).map { calendar.isDate(day, inSameDayAs: $0) }
                            ?? false)
                default: return .bool(calendar.isDateInWeekend(day))
                }
            }
        default: return nil
        }
    }

    static func intervalMethod(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "contains":
            return { value, arguments, _, node in
                guard case .native(.dateInterval(let interval)) = value,
                    let day = arguments.first.flatMap({ date($0.value) })
                else {
                    throw EvaluationError("contains(_:) takes a Date", at: node)
                }
                return .bool(interval.contains(day))
            }
        case "intersects":
            return { value, arguments, _, node in
                guard case .native(.dateInterval(let interval)) = value,
                    case .native(.dateInterval(let other))? = arguments.first?.value
                else {
                    throw EvaluationError("intersects(_:) takes a DateInterval", at: node)
                }
                return .bool(interval.intersects(other))
            }
        default: return nil
        }
    }

    static func formatterMethod(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "string":
            return { value, arguments, _, _ in
                guard case .native(.dateFormatter(let formatter)) = value,
                    let day = arguments.first.map(\.value).flatMap(date)
                else { return .string("") }
                return .string(formatter.string(from: day))
            }
        case "setLocalizedDateFormatFromTemplate":
            return { value, arguments, _, node in
                guard case .native(.dateFormatter(let formatter)) = value, case .string(let template)? =
                    arguments.first?.value
                else { throw EvaluationError("setLocalizedDateFormatFromTemplate(_:) takes a template", at: node) }
                formatter.setLocalizedDateFormatFromTemplate(template)
                return .void
            }
        case "date":
            return { value, arguments, _, _ in
                guard case .native(.dateFormatter(let formatter)) = value,
                    case .string(let text)? = arguments.first?.value
                else { return .null }
                return Self.value(formatter.date(from: text))
            }
        default: return nil
        }
    }

    // MARK: Properties

    static func property(_ name: String, of native: NativeValue) -> Value? {
        switch native {
        case .calendar(let calendar):
            switch name {
            case "timeZone": return .native(.timeZone(calendar.timeZone))
            case "firstWeekday": return .int(calendar.firstWeekday)
            case "identifier": return .symbol(identifiers.first { $0.value == calendar.identifier }?.key ?? "gregorian")
            case "shortWeekdaySymbols", "weekdaySymbols", "monthSymbols", "shortMonthSymbols",
                "veryShortWeekdaySymbols":
                let symbols: [String]
                switch name {
                case "shortWeekdaySymbols": symbols = calendar.shortWeekdaySymbols
                case "weekdaySymbols": symbols = calendar.weekdaySymbols
                case "monthSymbols": symbols = calendar.monthSymbols
                case "shortMonthSymbols": symbols = calendar.shortMonthSymbols
                default: symbols = calendar.veryShortWeekdaySymbols
                }
                return .array(symbols.map(Value.string))
            default: return nil
            }
        case .timeZone(let zone):
            switch name {
            case "identifier": return .string(zone.identifier)
            case "abbreviation": return .string(zone.abbreviation() ?? zone.identifier)
            default: return nil
            }
        case .dateInterval(let interval):
            switch name {
            case "start": return value(interval.start)
            case "end": return value(interval.end)
            case "duration": return .double(interval.duration)
            default: return nil
            }
        case .dateComponents(let components):
            switch name {
            // The date the components name in their calendar (nil without one), as Foundation computes it.
            case "date": return value(components.date)
            case "calendar": return components.calendar.map { .native(.calendar($0)) } ?? .null
            case "timeZone": return components.timeZone.map { .native(.timeZone($0)) } ?? .null
            default: break
            }
            guard let component = settableComponents.first(where: { $0.0 == name })?.1 else { return nil }
            let number = components.value(for: component)
            return number.map { .int($0) } ?? .null
        case .dateFormatter(let formatter):
            return FoundationDateFormatters.property(name, of: formatter)
        default:
            return nil
        }
    }

    /// Writes `name` of a calendar, date components or formatter; false when it is not one of theirs.
    static func setProperty(_ name: String, of base: inout Value, to value: Value) -> Bool {
        if FoundationFormatStyles.setProperty(name, of: &base, to: value)
            || FoundationURLs.setProperty(name, of: &base, to: value)
            || JSONDecoderSettings.setProperty(name, of: base, to: value)
        {
            return true
        }
        if case .native(.object(let object)) = base, FoundationFormatters.setProperty(name, of: object, to: value) {
            return true
        }
        switch base {
        case .native(.calendar(var calendar)):
            switch (name, value) {
            case ("timeZone", .native(.timeZone(let zone))): calendar.timeZone = zone
            case ("locale", .native(.locale(let identifier))): calendar.locale = Locale(identifier: identifier)
            case ("firstWeekday", .int(let weekday)): calendar.firstWeekday = weekday
            default: return false
            }
            base = .native(.calendar(calendar))
            return true
        case .native(.dateComponents(var components)):
            guard let component = settableComponents.first(where: { $0.0 == name })?.1 else { return false }
            components.setValue(Convert.number(value).map { Convert.clampedInt($0) }, for: component)
            base = .native(.dateComponents(components))
            return true
        case .native(.dateFormatter(let formatter)):
            // A class: every copy of the value is this one formatter.
            return FoundationDateFormatters.setProperty(name, of: formatter, to: value)
        default:
            return false
        }
    }

    /// The library type a Foundation value's property holds, where a project writes one of that type's members to
    /// it (`formatter.timeZone = .current`, `calendar.locale = .init(identifier: "fr_FR")`).
    static func propertyType(_ name: String, of base: Value) -> String? {
        switch base {
        case .native(.dateFormatter): return FoundationDateFormatters.propertyTypes[name]
        case .native: return ["locale": "Locale", "timeZone": "TimeZone", "calendar": "Calendar"][name]
        default: return nil
        }
    }

    /// `zone.secondsFromGMT()`, `zone.abbreviation(for: date)`, `zone.isDaylightSavingTime(for: date)`: at the
    /// render's now unless a date is given.
    static func timeZoneMethod(_ name: String) -> NativeMethods.Method? {
        guard ["secondsFromGMT", "abbreviation", "isDaylightSavingTime"].contains(name) else { return nil }
        return { value, arguments, _, node in
            guard case .native(.timeZone(let zone)) = value else { return .null }
            let day =
                arguments.first(where: { $0.label == "for" }).flatMap({ date($0.value) })
                ?? Date(timeIntervalSinceReferenceDate: Formatting.now)
            switch name {
            case "secondsFromGMT": return .int(zone.secondsFromGMT(for: day))
            case "abbreviation": return zone.abbreviation(for: day).map(Value.string) ?? .null
            default: return .bool(zone.isDaylightSavingTime(for: day))
            }
        }
    }

    /// `components.value(for: .hour)`, `components.setValue(5, for: .hour)`.
    static func componentsMethod(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "value":
            return { value, arguments, _, node in
                guard case .native(.dateComponents(let components)) = value,
                    let unit = arguments.first(where: { $0.label == "for" }).flatMap({ component($0.value) })
                else { throw EvaluationError("value(for:) takes a calendar component", at: node) }
                return components.value(for: unit).map(Value.int) ?? .null
            }
        case "setValue":
            return { value, arguments, _, node in
                guard case .native(.dateComponents(var components)) = value, let given = arguments.first?.value,
                    let unit = arguments.first(where: { $0.label == "for" }).flatMap({ component($0.value) })
                else { throw EvaluationError("setValue(_:for:) takes a number and a calendar component", at: node) }
                components.setValue(Convert.number(given).map { Convert.clampedInt($0) }, for: unit)
                value = .native(.dateComponents(components))
                return .void
            }
        default: return nil
        }
    }

    static let styles: [String: DateFormatter.Style] = [
        "none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full,
    ]
}
