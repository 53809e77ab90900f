import Foundation
import PreviewViews

/// Dates and numbers as text, with a fixed "now" so frames are stable (en_US, UTC).
enum Formatting {
    /// 2026-01-15 09:41 UTC as seconds since 2001-01-01: the "now" of every render.
    static let now: Double = 790_162_860

    static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    /// `value` formatted in `style` (`.dateTime`, `.date`, `.time`, `.number`, `.percent`, `.currency(code:)`, …).
    static func format(_ value: Value, style: Value) -> String {
        if case .native(.dateFormatter(let formatter)) = style, let date = FoundationDates.date(value) { return formatter.string(from: date) }
        let styleName: String
        switch style {
        case .symbol(let name): styleName = name
        case .implicitCall(let name, _): styleName = name
        case .native(.format(let name)): styleName = name
        default: styleName = ""
        }
        switch value {
        case .native(.date(let seconds)):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "UTC")
            switch styleName {
            case "time", "shortened": formatter.dateStyle = .none; formatter.timeStyle = .short
            case "date", "abbreviated", "long", "complete", "numeric": formatter.dateStyle = styleName == "numeric" ? .short : styleName == "long" ? .long : .medium; formatter.timeStyle = .none
            case "relative", "offset", "timer": return "2 hours ago"
            default: formatter.dateStyle = .medium; formatter.timeStyle = .short
            }
            return formatter.string(from: date(seconds))
        case .int, .double:
            let number = Convert.number(value) ?? 0
            switch styleName {
            case "percent": return String(format: "%.0f%%", number * 100)
            case "currency": return String(format: "$%.2f", number)
            default:
                let formatter = NumberFormatter()
                formatter.locale = Locale(identifier: "en_US")
                formatter.numberStyle = .decimal
                formatter.maximumFractionDigits = 3
                return formatter.string(from: NSNumber(value: number)) ?? String(number)
            }
        case .string(let string): return string
        default: return String(describing: value.kindName)
        }
    }

    /// The symbol `LengthFormatter` writes after a value in `unit` (`.mile` is "mi").
    static func lengthUnitSymbol(_ unit: String) -> String {
        ["millimeter": "mm", "centimeter": "cm", "meter": "m", "kilometer": "km", "inch": "in", "foot": "ft", "yard": "yd", "mile": "mi"][unit] ?? unit
    }

    static func describe(_ native: NativeValue) -> String {
        switch native {
        case .date: return format(.native(native), style: .void)
        case .uuid(let id): return id
        case .url(let url): return url
        case .angle(let radians): return "\(radians * 180 / .pi)°"
        case .size(let size): return "(\(size.width), \(size.height))"
        case .colorScheme(let scheme): return scheme.rawValue
        case .dynamicTypeSize(let size): return size.rawValue
        default: return native.typeName
        }
    }
}

/// `String(format:)` and `specifier:`: each conversion (`%05d`, `%-8.2f`, `%@`, `%x`, `%%`) is formatted by
/// Foundation itself, with the argument converted to the type the conversion reads.
enum StringFormat {
    static func format(_ format: String, _ arguments: [Value]) -> String {
        var result = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            guard character == "%" else { result.append(character); continue }
            var spec = ""
            while let next = characters.first, !"dfseiguxXc@%".contains(next) { spec.append(next); characters = characters.dropFirst() }
            guard let conversion = characters.first else { break }
            characters = characters.dropFirst()
            if conversion == "%" { result.append("%"); continue }
            let argument = remaining.popFirst() ?? .null
            // Flags, width and precision as written, without length modifiers (`l`, `ll`, `h`): Swift's Int is 64-bit.
            let flags = spec.filter { !"lhqLjzt".contains($0) }
            // A width or precision beyond what a screen shows is a runaway string, not a format.
            guard !flags.contains("*"), flags.split(whereSeparator: { !$0.isNumber }).allSatisfy({ (Int($0) ?? 0) <= 512 }) else {
                continue
            }
            switch conversion {
            case "f", "e", "g":
                result += String(format: "%\(flags)\(conversion)", Convert.number(argument) ?? 0)
            case "d", "i", "u", "x", "X", "c":
                let conversion = conversion == "u" ? "d" : conversion == "c" ? "c" : conversion
                result += String(format: "%\(flags)ll\(conversion)", Int64(Convert.clampedInt(Convert.number(argument) ?? 0)))
            default:
                let text: String
                if case .string(let string) = argument { text = string } else { text = Formatting.format(argument, style: .void) }
                result += String(format: "%\(flags)@", text)
            }
        }
        return result
    }
}
