import Foundation
import SwiftSyntax

/// Foundation's formatter classes as view models configure them (`NumberFormatter`, `ISO8601DateFormatter`,
/// `ByteCountFormatter`): each is Foundation's own object, so a property set through one reference is read through
/// every other, and Foundation formats. A new formatter starts in the render's locale (`FoundationDates`).
enum FoundationFormatters {
    static let constructs: [Construct] = [
        Construct("NumberFormatter", "()") { _ in
            let formatter = NumberFormatter()
            formatter.locale = FoundationDates.locale
            return FoundationObject("NumberFormatter", .numberFormatter(formatter)).value
        },
        Construct("ISO8601DateFormatter", "()") { _ in
            FoundationObject("ISO8601DateFormatter", .iso8601Formatter(ISO8601DateFormatter())).value
        },
        Construct("ByteCountFormatter", "()") { _ in
            FoundationObject("ByteCountFormatter", .byteCountFormatter(ByteCountFormatter())).value
        },
        Construct("NSNumber", "(value: Double)") { call in call["value"] },
    ]

    static let staticFunctions: [Construct] = [
        Construct(
            "ByteCountFormatter.string", "(fromByteCount byteCount: Int, countStyle: ByteCountFormatter.CountStyle)"
        ) { call in
            .string(
                ByteCountFormatter.string(
                    fromByteCount: Int64(Convert.clampedInt(try call.number("byteCount") ?? 0)),
                    countStyle: try countStyle(call["countStyle"], at: call.node)))
        }
    ]

    static let numberStyles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
        "spellOut": .spellOut,
        "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
        "currencyAccounting": .currencyAccounting,
    ]

    static let roundingModes: [String: NumberFormatter.RoundingMode] = [
        "ceiling": .ceiling, "floor": .floor, "down": .down, "up": .up, "halfEven": .halfEven, "halfDown": .halfDown,
        "halfUp": .halfUp,
    ]

    static let isoOptions: [String: ISO8601DateFormatter.Options] = [
        "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
        "withTime": .withTime,
        "withTimeZone": .withTimeZone, "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
        "withDashSeparatorInDate": .withDashSeparatorInDate,
        "withColonSeparatorInTime": .withColonSeparatorInTime,
        "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone,
        "withFractionalSeconds": .withFractionalSeconds, "withFullDate": .withFullDate, "withFullTime": .withFullTime,
        "withInternetDateTime": .withInternetDateTime,
    ]

    static func countStyle(_ value: Value, at node: Syntax) throws -> ByteCountFormatter.CountStyle {
        try FoundationFormatStyles.option(
            value, ["file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary], "a count style", at: node
        )
    }

    static func method(_ name: String, of object: FoundationObject) -> NativeMethods.Method? {
        switch object.kind {
        case .numberFormatter(let formatter):
            switch name {
            case "string":
                return { _, arguments, _, node in
                    // `string(from: NSNumber)` and `string(for: Any?)`: nil for anything not a number.
                    guard let number = arguments.first.flatMap({ Convert.number($0.value) }) else {
                        if arguments.first?.label == "for" { return .null }
                        throw EvaluationError("'string(from:)' takes a number", at: node)
                    }
                    let value: NSNumber
                    if case .int(let int)? = arguments.first?.value {
                        value = NSNumber(value: int)
                    } else {
                        value = NSNumber(value: number)
                    }
                    return formatter.string(from: value).map(Value.string) ?? .null
                }
            case "number":
                return { _, arguments, _, _ in
                    guard case .string(let text)? = arguments.first?.value, let number = formatter.number(from: text)
                    else { return .null }
                    return .double(number.doubleValue)
                }
            default: return nil
            }
        case .iso8601Formatter(let formatter):
            switch name {
            case "string":
                return { _, arguments, _, node in
                    guard let date = arguments.first.flatMap({ FoundationDates.date($0.value) }) else {
                        throw EvaluationError("'string(from:)' takes a Date", at: node)
                    }
                    return .string(formatter.string(from: date))
                }
            case "date":
                return { _, arguments, _, _ in
                    guard case .string(let text)? = arguments.first?.value else { return .null }
                    return FoundationDates.value(formatter.date(from: text))
                }
            default: return nil
            }
        case .byteCountFormatter(let formatter):
            guard name == "string" else { return nil }
            return { _, arguments, _, node in
                guard
                    let count = arguments.first(where: { $0.label == "fromByteCount" }).flatMap({
                        Convert.number($0.value)
                    })
                else {
                    throw EvaluationError("'string(fromByteCount:)' takes a count", at: node)
                }
                return .string(formatter.string(fromByteCount: Int64(Convert.clampedInt(count))))
            }
        default:
            return nil
        }
    }

    static func property(_ name: String, of object: FoundationObject) -> Value? {
        switch object.kind {
        case .numberFormatter(let formatter):
            switch name {
            case "minimumFractionDigits": return .int(formatter.minimumFractionDigits)
            case "maximumFractionDigits": return .int(formatter.maximumFractionDigits)
            case "currencyCode": return .string(formatter.currencyCode)
            case "currencySymbol": return .string(formatter.currencySymbol)
            case "decimalSeparator": return .string(formatter.decimalSeparator)
            case "groupingSeparator": return .string(formatter.groupingSeparator)
            case "locale": return .native(.locale(formatter.locale.identifier))
            default: return nil
            }
        case .iso8601Formatter(let formatter):
            return name == "timeZone" ? .native(.timeZone(formatter.timeZone)) : nil
        default:
            return nil
        }
    }

    /// Writes a formatter's property; false when the object is not a formatter or has no such property.
    static func setProperty(_ name: String, of object: FoundationObject, to value: Value) -> Bool {
        func int() -> Int? { Convert.number(value).map(Convert.clampedInt) }
        switch object.kind {
        case .jsonEncoder(let encoder):
            return FoundationJSONEncoding.setProperty(name, of: encoder, to: value)
        case .numberFormatter(let formatter):
            switch (name, value) {
            case ("numberStyle", .symbol(let style)):
                guard let style = numberStyles[style] else { return false }
                formatter.numberStyle = style
            case ("locale", .native(.locale(let identifier))): formatter.locale = Locale(identifier: identifier)
            case ("currencyCode", .string(let code)): formatter.currencyCode = code
            case ("currencySymbol", .string(let symbol)): formatter.currencySymbol = symbol
            case ("decimalSeparator", .string(let separator)): formatter.decimalSeparator = separator
            case ("groupingSeparator", .string(let separator)): formatter.groupingSeparator = separator
            case ("positivePrefix", .string(let text)): formatter.positivePrefix = text
            case ("positiveSuffix", .string(let text)): formatter.positiveSuffix = text
            case ("negativePrefix", .string(let text)): formatter.negativePrefix = text
            case ("negativeSuffix", .string(let text)): formatter.negativeSuffix = text
            case ("zeroSymbol", .string(let text)): formatter.zeroSymbol = text
            case ("usesGroupingSeparator", .bool(let flag)): formatter.usesGroupingSeparator = flag
            case ("usesSignificantDigits", .bool(let flag)): formatter.usesSignificantDigits = flag
            case ("allowsFloats", .bool(let flag)): formatter.allowsFloats = flag
            case ("roundingMode", .symbol(let mode)):
                guard let mode = roundingModes[mode] else { return false }
                formatter.roundingMode = mode
            case ("multiplier", _): formatter.multiplier = Convert.number(value).map { NSNumber(value: $0) }
            default:
                guard let count = int() else { return false }
                switch name {
                case "minimumFractionDigits": formatter.minimumFractionDigits = count
                case "maximumFractionDigits": formatter.maximumFractionDigits = count
                case "minimumIntegerDigits": formatter.minimumIntegerDigits = count
                case "maximumIntegerDigits": formatter.maximumIntegerDigits = count
                case "minimumSignificantDigits": formatter.minimumSignificantDigits = count
                case "maximumSignificantDigits": formatter.maximumSignificantDigits = count
                case "groupingSize": formatter.groupingSize = count
                default: return false
                }
            }
            return true
        case .iso8601Formatter(let formatter):
            switch (name, value) {
            case ("timeZone", .native(.timeZone(let zone))): formatter.timeZone = zone
            case ("formatOptions", _):
                let names: [Value]
                if case .array(let elements) = value { names = elements } else { names = [value] }
                var options: ISO8601DateFormatter.Options = []
                for option in names {
                    guard let name = FoundationFormatStyles.memberName(option), let known = isoOptions[name] else {
                        return false
                    }
                    options.insert(known)
                }
                formatter.formatOptions = options
            default: return false
            }
            return true
        case .byteCountFormatter(let formatter):
            switch (name, value) {
            case ("countStyle", _):
                guard let style = try? countStyle(value, at: Syntax(NilLiteralExprSyntax())) else { return false }
                formatter.countStyle = style
            case ("includesUnit", .bool(let flag)): formatter.includesUnit = flag
            case ("includesCount", .bool(let flag)): formatter.includesCount = flag
            case ("isAdaptive", .bool(let flag)): formatter.isAdaptive = flag
            case ("allowedUnits", _):
                let units: [String: ByteCountFormatter.Units] = [
                    "useBytes": .useBytes, "useKB": .useKB, "useMB": .useMB, "useGB": .useGB, "useTB": .useTB,
                    "useAll": .useAll,
                ]
                let names: [Value]
                if case .array(let elements) = value { names = elements } else { names = [value] }
                var allowed: ByteCountFormatter.Units = []
                for unit in names {
                    guard let name = FoundationFormatStyles.memberName(unit), let known = units[name] else {
                        return false
                    }
                    allowed.insert(known)
                }
                formatter.allowedUnits = allowed
            default: return false
            }
            return true
        default:
            return false
        }
    }
}
