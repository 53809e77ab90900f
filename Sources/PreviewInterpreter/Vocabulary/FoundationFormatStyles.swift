import Foundation
import SwiftSyntax

/// A format style as view code writes it (`.dateTime.month().day()`, `.number.precision(.fractionLength(1))`,
/// `.currency(code: "EUR")`, `Date.FormatStyle(date: .abbreviated, time: .shortened)`): where it starts and the
/// modifiers chained on it, kept as written until the value it formats is known. Swift picks the style's type from
/// that value (`IntegerFormatStyle` for an Int, `FloatingPointFormatStyle` for a Double, `Date.FormatStyle` for a
/// date), so the interpreter waits for it too, then replays the chain on Foundation's own style of that type.
struct FormatStyleSpec {
    struct Step {
        var name: String
        var arguments: [Argument]
    }

    var base: Step
    var modifiers: [Step] = []
    /// Set by `.locale(_:)` or by assigning `style.locale`; else the render's locale.
    var locale: Locale?
    var timeZone: TimeZone?
    var calendar: Calendar?

    var description: String {
        ([base] + modifiers).map { "." + $0.name }.joined()
    }
}

/// Formats values with Foundation's format styles (`FormatStyleSpec`). Foundation formats; previewd only chooses
/// the style's type and reads its modifiers' arguments. Unless the code names others, the locale, time zone and
/// calendar are the render's (`FoundationDates`), and a relative date is relative to the render's fixed "now", so a
/// frame does not depend on the machine or the hour it is drawn at.
enum FoundationFormatStyles {
    /// The members that start a format style (`FormatStyle`'s static members and factories), as implicit members.
    static let bases: Set<String> = [
        "dateTime", "number", "percent", "currency", "iso8601", "relative", "time", "units", "byteCount", "list",
        "date", "offset", "timer", "dateStyle",
    ]

    /// `Date.FormatStyle.dateTime`, `Date.FormatStyle.iso8601`, `IntegerFormatStyle<Int>.number`: styles written
    /// with their type.
    static let typeConstants: [String: [String: Value]] = [
        "Date.FormatStyle": ["dateTime": style("dateTime")],
        "Date.ISO8601FormatStyle": ["iso8601": style("iso8601")],
        "FormatStyle": [
            "dateTime": style("dateTime"), "number": style("number"), "percent": style("percent"),
            "iso8601": style("iso8601"),
        ],
    ]

    static func style(_ base: String, _ arguments: [Argument] = []) -> Value {
        .native(.formatStyle(FormatStyleSpec(base: .init(name: base, arguments: arguments))))
    }

    static let constructs: [Construct] = [
        Construct(
            "Date.FormatStyle",
            """
            (date: Any? = nil, time: Any? = nil, locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone? \
            = nil, capitalizationContext: Any? = nil)
            """
        ) { call in
            var arguments: [Argument] = []
            for label in ["date", "time"] where call.has(label) {
                arguments.append(Argument(label: label, value: call[label], node: call.expression(label)))
            }
            var spec = FormatStyleSpec(base: .init(name: "dateStyle", arguments: arguments))
            if case .native(.locale(let identifier)) = call["locale"] { spec.locale = Locale(identifier: identifier) }
            if case .native(.timeZone(let zone)) = call["timeZone"] { spec.timeZone = zone }
            if case .native(.calendar(let calendar)) = call["calendar"] { spec.calendar = calendar }
            return .native(.formatStyle(spec))
        },
        Construct("Date.ISO8601FormatStyle", "(timeZone: TimeZone? = nil)") { call in
            var spec = FormatStyleSpec(base: .init(name: "iso8601", arguments: []))
            if case .native(.timeZone(let zone)) = call["timeZone"] { spec.timeZone = zone }
            return .native(.formatStyle(spec))
        },
    ]

    /// The style a value stands for: a chain already begun, or a base written alone (`.percent`, `.currency(code:)`).
    static func spec(_ value: Value) -> FormatStyleSpec? {
        switch value {
        case .native(.formatStyle(let spec)): return spec
        case .symbol(let name) where bases.contains(name):
            return FormatStyleSpec(base: .init(name: name, arguments: []))
        case .implicitCall(let name, let arguments) where bases.contains(name):
            return FormatStyleSpec(base: .init(name: name, arguments: arguments))
        default: return nil
        }
    }

    /// A modifier chained on a style (`.month(.wide)`, `.precision(…)`, `.locale(…)`): a new style, as in Swift.
    static func method(_ name: String) -> NativeMethods.Method? {
        { value, arguments, _, node in
            guard var spec = spec(value) else {
                throw EvaluationError("'\(value.kindName)' is not a format style", at: node)
            }
            switch name {
            case "locale":
                guard case .native(.locale(let identifier))? = arguments.first?.value else {
                    throw EvaluationError("'locale(_:)' takes a Locale", at: node)
                }
                spec.locale = Locale(identifier: identifier)
            case "format":
                // `style.format(value)`: the style used directly.
                guard let argument = arguments.first else {
                    throw EvaluationError("'format(_:)' takes a value", at: node)
                }
                return .string(try format(argument.value, spec, at: node))
            default:
                spec.modifiers.append(.init(name: name, arguments: arguments))
            }
            return .native(.formatStyle(spec))
        }
    }

    /// `style.timeZone = …`, `style.locale = …`, `style.calendar = …`.
    static func setProperty(_ name: String, of base: inout Value, to value: Value) -> Bool {
        guard case .native(.formatStyle(var spec)) = base else { return false }
        switch (name, value) {
        case ("timeZone", .native(.timeZone(let zone))): spec.timeZone = zone
        case ("locale", .native(.locale(let identifier))): spec.locale = Locale(identifier: identifier)
        case ("calendar", .native(.calendar(let calendar))): spec.calendar = calendar
        default: return false
        }
        base = .native(.formatStyle(spec))
        return true
    }

    // MARK: Formatting

    /// `value.formatted(style)`, or `value.formatted()` in `defaultStyle` (`.number` for a number, `.list` for an
    /// array).
    static func formatted(
        _ value: Value, _ arguments: [Argument], defaultStyle: String, at node: Syntax
    ) throws -> Value {
        let style = arguments.first.map(\.value) ?? Self.style(defaultStyle)
        guard let spec = spec(style) else {
            throw EvaluationError("'\(style.kindName)' is not a format style", at: node)
        }
        return .string(try format(value, spec, at: node))
    }

    /// `value.formatted(style)`: Foundation's style for the value's type, configured as the chain says.
    static func format(_ value: Value, _ spec: FormatStyleSpec, at node: Syntax) throws -> String {
        switch value {
        case .native(.date(let seconds)):
            return try formatDate(Date(timeIntervalSinceReferenceDate: seconds), spec, at: node)
        case .int(let int): return try formatInteger(int, spec, at: node)
        case .double(let double): return try formatFloatingPoint(double, spec, at: node)
        case .native(.decimal(let decimal)): return try formatDecimal(decimal, spec, at: node)
        case .native(.duration(let duration)): return try formatDuration(duration, spec, at: node)
        case .array(let elements) where spec.base.name == "list":
            let strings = try elements.map { element -> String in
                guard case .string(let string) = element else {
                    throw EvaluationError("'.list' formats strings", at: node)
                }
                return string
            }
            return try formatList(strings, spec, at: node)
        default:
            throw EvaluationError("'\(spec.description)' does not format a value of type '\(value.kindName)'", at: node)
        }
    }

    /// `date.formatted()` with no style: Foundation's default, numeric date and shortened time.
    static func defaultDateStyle() -> FormatStyleSpec {
        FormatStyleSpec(base: .init(name: "dateStyle", arguments: []))
    }

    static func locale(_ spec: FormatStyleSpec) -> Locale { spec.locale ?? FoundationDates.locale }

    // MARK: Dates

    private static func formatDate(_ date: Date, _ spec: FormatStyleSpec, at node: Syntax) throws -> String {
        let locale = locale(spec)
        let calendar = spec.calendar ?? FoundationDates.calendar
        let timeZone = spec.timeZone ?? FoundationDates.timeZone
        let now = Date(timeIntervalSinceReferenceDate: Formatting.now)
        switch spec.base.name {
        case "dateTime", "dateStyle", "date", "time":
            var style: Date.FormatStyle
            switch spec.base.name {
            case "dateStyle":
                let dateArgument = spec.base.arguments.first { $0.label == "date" }?.value
                let timeArgument = spec.base.arguments.first { $0.label == "time" }?.value
                // `Date.FormatStyle()` and `date.formatted()`: a numeric date and a shortened time.
                let noneGiven = dateArgument == nil && timeArgument == nil
                style = Date.FormatStyle(
                    date: try dateArgument.map { try option($0, dateStyles, "a date style", at: node) }
                        ?? (noneGiven ? .numeric : nil),
                    time: try timeArgument.map { try option($0, timeStyles, "a time style", at: node) }
                        ?? (noneGiven ? .shortened : nil),
                    locale: locale, calendar: calendar, timeZone: timeZone)
            // SwiftUI's `Text(date, style: .date)` and `.time`.
            case "date":
                style = Date.FormatStyle(
                    date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
            case "time":
                style = Date.FormatStyle(
                    date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone)
            default: style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
            }
            for step in spec.modifiers { style = try dateField(style, step, at: node) }
            return date.formatted(style)
        case "iso8601":
            var style = Date.ISO8601FormatStyle(timeZone: spec.timeZone ?? TimeZone(secondsFromGMT: 0)!)
            for step in spec.modifiers { style = try iso8601Field(style, step, at: node) }
            return date.formatted(style)
        case "relative":
            let presentation =
                try spec.base.arguments.first { $0.label == "presentation" }.map {
                    try option(
                        $0.value, ["named": Date.RelativeFormatStyle.Presentation.named, "numeric": .numeric],
                        "a presentation", at: node)
                } ?? .numeric
            let units =
                try spec.base.arguments.first { $0.label == "unitsStyle" }.map {
                    try option($0.value, relativeUnits, "a units style", at: node)
                } ?? .wide
            // Relative to the render's fixed now, not to the clock: the anchored style formats its anchor against
            // the date it is given.
            var style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: units)
            style.locale = locale
            style.calendar = calendar
            return style.format(now)
        case "offset", "timer":
            // SwiftUI's `Text(date, style: .offset)` ("+2 hours", its largest unit) and `.timer` ("2:05:03"), against
            // the fixed now.
            let seconds = date.timeIntervalSince(now)
            let duration = Duration.seconds(abs(seconds).rounded())
            if spec.base.name == "timer" {
                return duration.formatted(.time(pattern: abs(seconds) >= 3600 ? .hourMinuteSecond : .minuteSecond))
            }
            let units = duration.formatted(
                .units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 1).locale(locale))
            return (seconds < 0 ? "-" : "+") + units
        default:
            throw EvaluationError("'\(spec.description)' does not format a Date", at: node)
        }
    }

    /// Relative time as SwiftUI's `Text(date, style: .relative)` writes it: the distance to the fixed now in at most
    /// two units ("2 hours, 5 minutes"), without "ago" or "in".
    static func relativeText(_ date: Date, locale: Locale = FoundationDates.locale) -> String {
        let seconds = abs(date.timeIntervalSince(Date(timeIntervalSinceReferenceDate: Formatting.now))).rounded()
        return Duration.seconds(seconds).formatted(
            .units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2).locale(locale))
    }

    static let dateStyles: [String: Date.FormatStyle.DateStyle] = [
        "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
    ]
    static let timeStyles: [String: Date.FormatStyle.TimeStyle] = [
        "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
    ]
    static let relativeUnits: [String: Date.RelativeFormatStyle.UnitsStyle] = [
        "wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow, "spellOut": .spellOut,
    ]

    /// The name of an implicit member used as an option (`.wide`, `.twoDigits`), or of its call (`.padded(4)`).
    static func memberName(_ value: Value) -> String? {
        switch value {
        case .symbol(let name): return name
        case .implicitCall(let name, _): return name
        default: return nil
        }
    }

    static func option<T>(_ value: Value, _ table: [String: T], _ what: String, at node: Syntax) throws -> T {
        guard let name = memberName(value), let option = table[name] else {
            throw EvaluationError("'\(value.kindName)' is not \(what) previewd knows", at: node)
        }
        return option
    }

    private static func integerArgument(_ value: Value, at node: Syntax) throws -> Int {
        guard case .implicitCall(_, let arguments) = value,
            let number = arguments.first.flatMap({ Convert.number($0.value) })
        else {
            throw EvaluationError("'\(value.kindName)' needs a number", at: node)
        }
        return Convert.clampedInt(number)
    }

    /// `.month(.wide)`, `.hour(.defaultDigits(amPM: .omitted))`: one field of a date style, with its option or the
    /// field's default (what Swift uses for `.month()`).
    private static func dateField(_ style: Date.FormatStyle, _ step: FormatStyleSpec.Step, at node: Syntax) throws
        -> Date.FormatStyle
    {
        typealias Symbol = Date.FormatStyle.Symbol
        let argument = step.arguments.first?.value
        func pick<T>(_ table: [String: T], _ fallback: T) throws -> T {
            guard let argument else { return fallback }
            return try option(argument, table, "an option of '.\(step.name)'", at: node)
        }
        switch step.name {
        case "era":
            return style.era(
                try pick(["abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow], Symbol.Era.abbreviated))
        case "year":
            if let argument, memberName(argument) == "padded" {
                return style.year(.padded(try integerArgument(argument, at: node)))
            }
            return style.year(
                try pick(["defaultDigits": .defaultDigits, "twoDigits": .twoDigits], Symbol.Year.defaultDigits))
        case "quarter":
            return style.quarter(
                try pick(
                    [
                        "oneDigit": .oneDigit, "twoDigits": .twoDigits, "abbreviated": .abbreviated, "wide": .wide,
                        "narrow": .narrow,
                    ], Symbol.Quarter.abbreviated))
        case "month":
            return style.month(
                try pick(
                    [
                        "defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "abbreviated": .abbreviated,
                        "wide": .wide, "narrow": .narrow,
                    ], Symbol.Month.abbreviated))
        case "week":
            return style.week(
                try pick(
                    ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "weekOfMonth": .weekOfMonth],
                    Symbol.Week.defaultDigits))
        case "day":
            return style.day(
                try pick(
                    [
                        "defaultDigits": .defaultDigits, "twoDigits": .twoDigits,
                        "ordinalOfDayInMonth": .ordinalOfDayInMonth,
                    ], Symbol.Day.defaultDigits))
        case "dayOfYear":
            return style.dayOfYear(
                try pick(
                    ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "threeDigits": .threeDigits],
                    Symbol.DayOfYear.defaultDigits))
        case "weekday":
            return style.weekday(
                try pick(
                    [
                        "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "short": .short,
                        "oneDigit": .oneDigit, "twoDigits": .twoDigits,
                    ], Symbol.Weekday.abbreviated))
        case "hour":
            guard let argument else { return style.hour() }
            return style.hour(try hourOption(argument, at: node))
        case "minute":
            return style.minute(
                try pick(["defaultDigits": .defaultDigits, "twoDigits": .twoDigits], Symbol.Minute.defaultDigits))
        case "second":
            return style.second(
                try pick(["defaultDigits": .defaultDigits, "twoDigits": .twoDigits], Symbol.Second.defaultDigits))
        case "secondFraction":
            guard let argument, let name = memberName(argument) else {
                throw EvaluationError("'.secondFraction' needs an option", at: node)
            }
            let digits = try integerArgument(argument, at: node)
            return style.secondFraction(name == "milliseconds" ? .milliseconds(digits) : .fractional(digits))
        case "timeZone":
            guard let argument else { return style.timeZone() }
            let length: [String: Symbol.TimeZone.Width] = ["short": .short, "long": .long]
            func width() throws -> Symbol.TimeZone.Width {
                guard case .implicitCall(_, let arguments) = argument, let first = arguments.first else {
                    return .short
                }
                return try option(first.value, length, "a time zone width", at: node)
            }
            switch memberName(argument) {
            case "specificName": return style.timeZone(.specificName(try width()))
            case "genericName": return style.timeZone(.genericName(try width()))
            case "identifier": return style.timeZone(.identifier(try width()))
            case "iso8601": return style.timeZone(.iso8601(try width()))
            case "localizedGMT": return style.timeZone(.localizedGMT(try width()))
            case "exemplarLocation": return style.timeZone(.exemplarLocation)
            case "genericLocation": return style.timeZone(.genericLocation)
            default: throw EvaluationError("'\(argument.kindName)' is not a time zone option previewd knows", at: node)
            }
        default:
            throw EvaluationError("'.\(step.name)(…)' of a date format style is not supported", at: node)
        }
    }

    private static func hourOption(_ value: Value, at node: Syntax) throws -> Date.FormatStyle.Symbol.Hour {
        let marks: [String: Date.FormatStyle.Symbol.Hour.AMPMStyle] = [
            "omitted": .omitted, "narrow": .narrow, "abbreviated": .abbreviated, "wide": .wide,
        ]
        var amPM = Date.FormatStyle.Symbol.Hour.AMPMStyle.abbreviated
        if case .implicitCall(_, let arguments) = value, let mark = arguments.first(where: { $0.label == "amPM" }) {
            amPM = try option(mark.value, marks, "an AM/PM style", at: node)
        }
        switch memberName(value) {
        case "defaultDigits": return .defaultDigits(amPM: amPM)
        case "twoDigits": return .twoDigits(amPM: amPM)
        case "conversationalDefaultDigits": return .conversationalDefaultDigits(amPM: amPM)
        case "conversationalTwoDigits": return .conversationalTwoDigits(amPM: amPM)
        case "defaultDigitsNoAMPM": return .defaultDigits(amPM: .omitted)
        case "twoDigitsNoAMPM": return .twoDigits(amPM: .omitted)
        default: throw EvaluationError("'\(value.kindName)' is not an hour option previewd knows", at: node)
        }
    }

    /// `Date(string, strategy: style)`: Foundation parses with the ISO 8601 style the chain builds (the style is its
    /// own parse strategy); a string it rejects throws, as Foundation's initialiser does.
    static func parseDate(_ string: String, _ spec: FormatStyleSpec, at node: Syntax) throws -> Value {
        guard spec.base.name == "iso8601" else {
            throw EvaluationError(
                "'Date(_:strategy:)' parses with an ISO 8601 style; '\(spec.description)' is not parsed yet", at: node)
        }
        var style = Date.ISO8601FormatStyle(timeZone: spec.timeZone ?? TimeZone(secondsFromGMT: 0)!)
        for step in spec.modifiers { style = try iso8601Field(style, step, at: node) }
        guard let date = try? style.parse(string) else {
            throw ThrownValue(
                value: .opaque("CocoaError: '\(string.prefix(40))' is not a date in the ISO 8601 format"), node: node)
        }
        return .native(.date(date.timeIntervalSinceReferenceDate))
    }

    /// `.iso8601.year().month().day()`, `.time(includingFractionalSeconds:)`, separators.
    private static func iso8601Field(_ style: Date.ISO8601FormatStyle, _ step: FormatStyleSpec.Step, at node: Syntax)
        throws -> Date.ISO8601FormatStyle
    {
        let argument = step.arguments.first?.value
        switch step.name {
        case "year": return style.year()
        case "month": return style.month()
        case "day": return style.day()
        case "weekOfYear": return style.weekOfYear()
        case "time":
            let fractional: Bool
            if case .bool(let value)? = argument { fractional = value } else { fractional = false }
            return style.time(includingFractionalSeconds: fractional)
        case "timeZone":
            let separator = try argument.map {
                try option(
                    $0, ["omitted": Date.ISO8601FormatStyle.TimeZoneSeparator.omitted, "colon": .colon], "a separator",
                    at: node)
            }
            return style.timeZone(separator: separator ?? .omitted)
        case "dateSeparator":
            return style.dateSeparator(
                try option(argument ?? .void, ["dash": .dash, "omitted": .omitted], "a date separator", at: node))
        case "timeSeparator":
            return style.timeSeparator(
                try option(argument ?? .void, ["colon": .colon, "omitted": .omitted], "a time separator", at: node))
        case "dateTimeSeparator":
            return style.dateTimeSeparator(
                try option(argument ?? .void, ["standard": .standard, "space": .space], "a separator", at: node))
        default:
            throw EvaluationError("'.\(step.name)(…)' of an ISO 8601 format style is not supported", at: node)
        }
    }

    // MARK: Numbers

    private static func formatInteger(_ value: Int, _ spec: FormatStyleSpec, at node: Syntax) throws -> String {
        let locale = locale(spec)
        switch spec.base.name {
        case "number":
            return value.formatted(
                try numberModifiers(IntegerFormatStyle<Int>(locale: locale), spec, at: node) { style, step in
                    switch step.name {
                    case "sign": return style.sign(strategy: try numberSign(step, at: node))
                    case "rounded":
                        return style.rounded(
                            rule: try roundingRule(step, at: node),
                            increment: try increment(step, at: node).map(Convert.clampedInt))
                    default: return nil
                    }
                })
        case "percent":
            return value.formatted(
                try numberModifiers(IntegerFormatStyle<Int>.Percent(locale: locale), spec, at: node) { style, step in
                    switch step.name {
                    case "sign": return style.sign(strategy: try numberSign(step, at: node))
                    case "rounded":
                        return style.rounded(
                            rule: try roundingRule(step, at: node),
                            increment: try increment(step, at: node).map(Convert.clampedInt))
                    default: return nil
                    }
                })
        case "currency":
            return value.formatted(
                try numberModifiers(
                    IntegerFormatStyle<Int>.Currency(code: try currencyCode(spec, at: node), locale: locale), spec,
                    at: node
                ) { style, step in
                    switch step.name {
                    case "sign": return style.sign(strategy: try currencySign(step, at: node))
                    case "presentation": return style.presentation(try currencyPresentation(step, at: node))
                    case "rounded":
                        return style.rounded(
                            rule: try roundingRule(step, at: node),
                            increment: try increment(step, at: node).map(Convert.clampedInt))
                    default: return nil
                    }
                })
        case "byteCount":
            return try formatByteCount(Int64(value), spec, at: node)
        default:
            throw EvaluationError("'\(spec.description)' does not format an Int", at: node)
        }
    }

    private static func formatFloatingPoint(_ value: Double, _ spec: FormatStyleSpec, at node: Syntax) throws -> String
    {
        let locale = locale(spec)
        switch spec.base.name {
        case "number":
            return value.formatted(
                try numberModifiers(FloatingPointFormatStyle<Double>(locale: locale), spec, at: node) { style, step in
                    switch step.name {
                    case "sign": return style.sign(strategy: try numberSign(step, at: node))
                    case "rounded":
                        return style.rounded(
                            rule: try roundingRule(step, at: node), increment: try increment(step, at: node))
                    default: return nil
                    }
                })
        case "percent":
            return value.formatted(
                try numberModifiers(FloatingPointFormatStyle<Double>.Percent(locale: locale), spec, at: node) {
                    style, step in
                    switch step.name {
                    case "sign": return style.sign(strategy: try numberSign(step, at: node))
                    case "rounded":
                        return style.rounded(
                            rule: try roundingRule(step, at: node), increment: try increment(step, at: node))
                    default: return nil
                    }
                })
        case "currency":
            return value.formatted(
                try numberModifiers(
                    FloatingPointFormatStyle<Double>.Currency(code: try currencyCode(spec, at: node), locale: locale),
                    spec, at: node
                ) { style, step in
                    switch step.name {
                    case "sign": return style.sign(strategy: try currencySign(step, at: node))
                    case "presentation": return style.presentation(try currencyPresentation(step, at: node))
                    case "rounded":
                        return style.rounded(
                            rule: try roundingRule(step, at: node), increment: try increment(step, at: node))
                    default: return nil
                    }
                })
        case "byteCount":
            return try formatByteCount(Int64(Convert.clampedInt(value)), spec, at: node)
        default:
            throw EvaluationError("'\(spec.description)' does not format a Double", at: node)
        }
    }

    private static func formatDecimal(_ value: Decimal, _ spec: FormatStyleSpec, at node: Syntax) throws -> String {
        let locale = locale(spec)
        func rounded(_ step: FormatStyleSpec.Step) throws -> (FloatingPointRoundingRule, Int?) {
            (try roundingRule(step, at: node), try increment(step, at: node).map(Convert.clampedInt))
        }
        switch spec.base.name {
        case "number":
            return value.formatted(
                try numberModifiers(Decimal.FormatStyle(locale: locale), spec, at: node) { style, step in
                    switch step.name {
                    case "sign": return style.sign(strategy: try numberSign(step, at: node))
                    case "rounded":
                        let (rule, increment) = try rounded(step)
                        return style.rounded(rule: rule, increment: increment)
                    default: return nil
                    }
                })
        case "percent":
            return value.formatted(
                try numberModifiers(Decimal.FormatStyle.Percent(locale: locale), spec, at: node) { style, step in
                    switch step.name {
                    case "sign": return style.sign(strategy: try numberSign(step, at: node))
                    case "rounded":
                        let (rule, increment) = try rounded(step)
                        return style.rounded(rule: rule, increment: increment)
                    default: return nil
                    }
                })
        case "currency":
            return value.formatted(
                try numberModifiers(
                    Decimal.FormatStyle.Currency(code: try currencyCode(spec, at: node), locale: locale), spec,
                    at: node
                ) { style, step in
                    switch step.name {
                    case "sign": return style.sign(strategy: try currencySign(step, at: node))
                    case "presentation": return style.presentation(try currencyPresentation(step, at: node))
                    case "rounded":
                        let (rule, increment) = try rounded(step)
                        return style.rounded(rule: rule, increment: increment)
                    default: return nil
                    }
                })
        default:
            throw EvaluationError("'\(spec.description)' does not format a Decimal", at: node)
        }
    }

    /// The modifiers every number style has, then the ones of its own kind (`special`).
    private static func numberModifiers<Style: NumberFormatModifiers>(
        _ style: Style, _ spec: FormatStyleSpec, at node: Syntax,
        special: (Style, FormatStyleSpec.Step) throws -> Style?
    ) throws -> Style {
        var style = style
        for step in spec.modifiers {
            if let changed = try special(style, step) {
                style = changed
                continue
            }
            let argument = step.arguments.first?.value ?? .void
            switch step.name {
            case "precision": style = style.precision(try precision(argument, at: node))
            case "grouping":
                style = style.grouping(
                    try option(argument, ["automatic": .automatic, "never": .never], "a grouping", at: node))
            case "notation":
                style = style.notation(
                    try option(
                        argument, ["automatic": .automatic, "compactName": .compactName, "scientific": .scientific],
                        "a notation", at: node))
            case "decimalSeparator":
                style = style.decimalSeparator(
                    strategy: try option(
                        argument, ["automatic": .automatic, "always": .always], "a separator strategy", at: node))
            case "scale":
                guard let scale = Convert.number(argument) else {
                    throw EvaluationError("'scale(_:)' takes a number", at: node)
                }
                style = style.scale(scale)
            default:
                throw EvaluationError("'.\(step.name)(…)' of a number format style is not supported", at: node)
            }
        }
        return style
    }

    /// `.fractionLength(2)`, `.fractionLength(0...1)`, `.significantDigits(3)`, `.integerLength(2)`,
    /// `.integerAndFractionLength(integer:fraction:)`.
    private static func precision(_ value: Value, at node: Syntax) throws -> NumberFormatStyleConfiguration.Precision {
        guard case .implicitCall(let name, let arguments) = value, let first = arguments.first?.value else {
            throw EvaluationError("'\(value.kindName)' is not a precision previewd knows", at: node)
        }
        func bounds(_ value: Value) throws -> ClosedRange<Int>? {
            switch value {
            case .int: return nil
            case .range(let lower, let upper, _) where upper > lower && upper != Int.max: return lower...(upper - 1)
            default: throw EvaluationError("'\(value.kindName)' is not a length", at: node)
            }
        }
        func count(_ label: String?) -> Int? {
            arguments.first { $0.label == label }.flatMap { Convert.number($0.value) }.map(Convert.clampedInt)
        }
        switch name {
        case "fractionLength":
            if let range = try bounds(first) { return .fractionLength(range) }
            return .fractionLength(count(nil) ?? 0)
        case "integerLength":
            if let range = try bounds(first) { return .integerLength(range) }
            return .integerLength(count(nil) ?? 1)
        case "significantDigits":
            if let range = try bounds(first) { return .significantDigits(range) }
            return .significantDigits(count(nil) ?? 1)
        case "integerAndFractionLength":
            return .integerAndFractionLength(integer: count("integer") ?? 1, fraction: count("fraction") ?? 0)
        default:
            throw EvaluationError("'.\(name)(…)' is not a precision previewd knows", at: node)
        }
    }

    private static func roundingRule(_ step: FormatStyleSpec.Step, at node: Syntax) throws -> FloatingPointRoundingRule
    {
        guard let rule = step.arguments.first(where: { $0.label == "rule" })?.value else { return .toNearestOrEven }
        return try option(rule, roundingRules, "a rounding rule", at: node)
    }

    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
    ]

    private static func increment(_ step: FormatStyleSpec.Step, at node: Syntax) throws -> Double? {
        guard let value = step.arguments.first(where: { $0.label == "increment" })?.value else { return nil }
        guard let number = Convert.number(value) else { throw EvaluationError("'increment' takes a number", at: node) }
        return number
    }

    private static func numberSign(_ step: FormatStyleSpec.Step, at node: Syntax) throws
        -> NumberFormatStyleConfiguration.SignDisplayStrategy
    {
        guard let strategy = step.arguments.first?.value else { return .automatic }
        switch memberName(strategy) {
        case "automatic": return .automatic
        case "never": return .never
        case "always": return .always(includingZero: includingZero(strategy))
        default: throw EvaluationError("'\(strategy.kindName)' is not a sign strategy previewd knows", at: node)
        }
    }

    private static func currencySign(_ step: FormatStyleSpec.Step, at node: Syntax) throws
        -> CurrencyFormatStyleConfiguration.SignDisplayStrategy
    {
        guard let strategy = step.arguments.first?.value else { return .automatic }
        switch memberName(strategy) {
        case "automatic": return .automatic
        case "never": return .never
        case "always": return .always(showZero: includingZero(strategy, label: "showZero"))
        case "accounting": return .accounting
        case "accountingAlways": return .accountingAlways(showZero: includingZero(strategy, label: "showZero"))
        default: throw EvaluationError("'\(strategy.kindName)' is not a sign strategy previewd knows", at: node)
        }
    }

    private static func includingZero(_ strategy: Value, label: String = "includingZero") -> Bool {
        guard case .implicitCall(_, let arguments) = strategy,
            case .bool(let value)? = arguments.first(where: { $0.label == label })?.value
        else {
            return label == "includingZero"
        }
        return value
    }

    private static func currencyPresentation(_ step: FormatStyleSpec.Step, at node: Syntax) throws
        -> CurrencyFormatStyleConfiguration.Presentation
    {
        try option(
            step.arguments.first?.value ?? .void,
            ["standard": .standard, "narrow": .narrow, "isoCode": .isoCode, "fullName": .fullName],
            "a currency presentation", at: node)
    }

    private static func currencyCode(_ spec: FormatStyleSpec, at node: Syntax) throws -> String {
        guard case .string(let code)? = spec.base.arguments.first(where: { $0.label == "code" })?.value else {
            throw EvaluationError("'.currency' needs 'code:'", at: node)
        }
        return code
    }

    // MARK: Durations, byte counts, lists

    private static func formatDuration(_ duration: Duration, _ spec: FormatStyleSpec, at node: Syntax) throws -> String
    {
        let locale = locale(spec)
        switch spec.base.name {
        case "time":
            let patterns: [String: Duration.TimeFormatStyle.Pattern] = [
                "hourMinute": .hourMinute, "hourMinuteSecond": .hourMinuteSecond, "minuteSecond": .minuteSecond,
            ]
            let pattern =
                try spec.base.arguments.first { $0.label == "pattern" }.map {
                    try option($0.value, patterns, "a duration pattern", at: node)
                } ?? .hourMinuteSecond
            return duration.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: locale))
        case "units":
            let allUnits: [String: Duration.UnitsFormatStyle.Unit] = [
                "weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes, "seconds": .seconds,
                "milliseconds": .milliseconds,
                "microseconds": .microseconds, "nanoseconds": .nanoseconds,
            ]
            let widths: [String: Duration.UnitsFormatStyle.UnitWidth] = [
                "wide": .wide, "abbreviated": .abbreviated, "condensedAbbreviated": .condensedAbbreviated,
                "narrow": .narrow,
            ]
            var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
            if let units = spec.base.arguments.first(where: { $0.label == "allowed" })?.value {
                guard case .array(let names) = units else {
                    throw EvaluationError("'allowed:' takes an array of units", at: node)
                }
                allowed = Set(try names.map { try option($0, allUnits, "a duration unit", at: node) })
            }
            let width =
                try spec.base.arguments.first { $0.label == "width" }.map {
                    try option($0.value, widths, "a unit width", at: node)
                } ?? .abbreviated
            let maximum = spec.base.arguments.first { $0.label == "maximumUnitCount" }.flatMap {
                Convert.number($0.value)
            }.map(Convert.clampedInt)
            return duration.formatted(
                Duration.UnitsFormatStyle(allowedUnits: allowed, width: width, maximumUnitCount: maximum).locale(locale)
            )
        default:
            throw EvaluationError("'\(spec.description)' does not format a Duration", at: node)
        }
    }

    private static func formatByteCount(_ count: Int64, _ spec: FormatStyleSpec, at node: Syntax) throws -> String {
        let styles: [String: ByteCountFormatStyle.Style] = [
            "file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary,
        ]
        let style =
            try spec.base.arguments.first { $0.label == "style" }.map {
                try option($0.value, styles, "a byte count style", at: node)
            } ?? .file
        return count.formatted(ByteCountFormatStyle(style: style, locale: locale(spec)))
    }

    private static func formatList(_ strings: [String], _ spec: FormatStyleSpec, at node: Syntax) throws -> String {
        let types: [String: ListFormatStyle<StringStyle, [String]>.ListType] = ["and": .and, "or": .or]
        let widths: [String: ListFormatStyle<StringStyle, [String]>.Width] = [
            "standard": .standard, "short": .short, "narrow": .narrow,
        ]
        var style = ListFormatStyle<StringStyle, [String]>(memberStyle: StringStyle())
        style.listType =
            try spec.base.arguments.first { $0.label == "type" }.map {
                try option($0.value, types, "a list type", at: node)
            } ?? .and
        style.width =
            try spec.base.arguments.first { $0.label == "width" }.map {
                try option($0.value, widths, "a list width", at: node)
            } ?? .standard
        style.locale = locale(spec)
        return strings.formatted(style)
    }
}

/// The list members as they are: `.list(type: .and)` over strings.
struct StringStyle: FormatStyle {
    func format(_ value: String) -> String { value }
}

/// What Foundation's number styles (integer and floating point, plain, percent and currency) have in common, so
/// one replay of a chain configures any of them.
protocol NumberFormatModifiers: FormatStyle where FormatOutput == String {
    func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self
    func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self
    func decimalSeparator(strategy: NumberFormatStyleConfiguration.DecimalSeparatorDisplayStrategy) -> Self
    func scale(_ multiplicand: Double) -> Self
    func notation(_ notation: NumberFormatStyleConfiguration.Notation) -> Self
}

extension IntegerFormatStyle: NumberFormatModifiers {}
extension IntegerFormatStyle.Percent: NumberFormatModifiers {}
extension IntegerFormatStyle.Currency: NumberFormatModifiers {}
extension FloatingPointFormatStyle: NumberFormatModifiers {}
extension FloatingPointFormatStyle.Percent: NumberFormatModifiers {}
extension FloatingPointFormatStyle.Currency: NumberFormatModifiers {}
extension Decimal.FormatStyle: NumberFormatModifiers {}
extension Decimal.FormatStyle.Percent: NumberFormatModifiers {}
extension Decimal.FormatStyle.Currency: NumberFormatModifiers {}
