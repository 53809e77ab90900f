import Foundation
import PreviewViews
import SwiftSyntax

/// Dates and numbers as text, with a fixed "now" so frames are stable (en_US, UTC unless the code names others).
enum Formatting {
    /// 2026-01-15 09:41 UTC as seconds since 2001-01-01: the "now" of every render.
    static let now: Double = 790_162_860

    static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    /// `value` formatted in `style` (`.dateTime`, `.date`, `.time`, `.relative`, `.number`, `.percent`,
    /// `.currency(code:)`, a chain of these, or a `DateFormatter`), by Foundation (`FoundationFormatStyles`). SwiftUI's
    /// `Text(_:format:)` and `Text(_:style:)` come here; a style that does not fit the value is reported and the
    /// value is written as `print` writes it.
    static func format(_ value: Value, style: Value, evaluator: Evaluator? = nil, at node: Syntax? = nil) -> String {
        if case .native(.dateFormatter(let formatter)) = style, let date = FoundationDates.date(value) {
            return formatter.string(from: date)
        }
        if case .string(let string) = value { return string }
        var spec = FoundationFormatStyles.spec(style)
        // A date style alone (`.abbreviated`, `.long`), as a date picker's label writes its date.
        if spec == nil, case .symbol(let name) = style, FoundationFormatStyles.dateStyles[name] != nil {
            spec = FormatStyleSpec(
                base: .init(
                    name: "dateStyle",
                    arguments: [Argument(label: "date", value: style, node: ExprSyntax(NilLiteralExprSyntax()))]))
        }
        if spec == nil, case .void = style {
            switch value {
            case .native(.date): spec = FoundationFormatStyles.defaultDateStyle()
            case .int, .double, .fixedWidthInteger, .float: spec = FoundationFormatStyles.spec(.symbol("number"))
            default: break
            }
        }
        // `Text(date, style: .relative)`: SwiftUI's own relative text, a distance without "ago".
        if case .symbol("relative") = style, let date = FoundationDates.date(value) {
            return FoundationFormatStyles.relativeText(date)
        }
        do {
            guard let spec else {
                throw EvaluationError(
                    "'\(style.kindName)' is not a format style previewd knows",
                    at: node ?? Syntax(NilLiteralExprSyntax()))
            }
            return try FoundationFormatStyles.format(value, spec, at: node ?? Syntax(NilLiteralExprSyntax()))
        } catch let error as EvaluationError {
            if let evaluator, let node { evaluator.report(error.message, at: node) }
            return describe(value)
        } catch {
            return describe(value)
        }
    }

    /// A value as `print` and string interpolation write it.
    private static func describe(_ value: Value) -> String {
        switch value {
        case .int(let int): return String(int)
        case .double(let double): return String(double)
        case .native(let native): return describe(native)
        default: return value.kindName
        }
    }

    /// The symbol `LengthFormatter` writes after a value in `unit` (`.mile` is "mi").
    static func lengthUnitSymbol(_ unit: String) -> String {
        [
            "millimeter": "mm", "centimeter": "cm", "meter": "m", "kilometer": "km", "inch": "in", "foot": "ft",
            "yard": "yd", "mile": "mi",
        ][unit] ?? unit
    }

    static func describe(_ native: NativeValue) -> String {
        switch native {
        // As Swift prints them: a date in UTC ("2023-11-14 22:13:20 +0000"), a duration in seconds.
        case .date(let seconds): return String(describing: date(seconds))
        case .duration(let duration): return String(describing: duration)
        case .uuid(let id): return id
        case .url(let url): return url
        case .angle(let radians): return "\(radians * 180 / .pi)°"
        case .size, .point, .rect: return CoreGraphicsGeometry.describe(native) ?? native.typeName
        case .colorScheme(let scheme): return scheme.rawValue
        case .dynamicTypeSize(let size): return size.rawValue
        case .nsRange(let range): return range.description
        case .measurement(let measurement): return measurement.description
        case .measurementUnit(let unit): return unit.symbol
        case .decimal(let decimal): return decimal.description
        default: return native.typeName
        }
    }
}

/// `String(format:)` and `specifier:`: each conversion (`%05d`, `%-8.2f`, `%@`, `%x`, `%%`) is formatted by
/// Foundation itself, with the argument converted to the type the conversion reads. A conversion previews cannot
/// fill honestly (an argument that was not given, `%n`, a runaway width, an unknown conversion) is left out and
/// said to `unfilled`, since the format often comes from a strings file the code does not control.
enum StringFormat {
    /// The characters between `%` and its conversion: flags, width, precision, position and length modifiers.
    private static let specCharacters = Set("0123456789$-+ #.'*lhqLjzt")

    static func format(_ format: String, _ arguments: [Value], unfilled: (String) -> Void = { _ in }) -> String {
        var result = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            guard character == "%" else { result.append(character); continue }
            var spec = ""
            while let next = characters.first, specCharacters.contains(next) {
                spec.append(next)
                characters = characters.dropFirst()
            }
            guard let conversion = characters.first else {
                unfilled("the format '\(format)' ends inside a conversion ('%\(spec)')")
                break
            }
            characters = characters.dropFirst()
            if conversion == "%" { result.append("%"); continue }
            let written = "%\(spec)\(conversion)"
            // `%2$@`: a positional argument, as translations reorder them.
            let argument: Value?
            if let dollar = spec.firstIndex(of: "$") {
                let position = Int(spec[..<dollar]) ?? 0
                argument = position >= 1 && position <= arguments.count ? arguments[position - 1] : nil
                spec = String(spec[spec.index(after: dollar)...])
            } else {
                argument = remaining.popFirst()
            }
            guard let argument else {
                unfilled("'\(written)' asks for an argument the call does not give (\(arguments.count) given)")
                continue
            }
            // Flags, width and precision as written, without length modifiers (`l`, `ll`, `h`): Swift's Int is 64-bit.
            let flags = spec.filter { !"lhqLjzt".contains($0) }
            // A width or precision beyond what a screen shows is a runaway string, not a format.
            guard !flags.contains("*"), !flags.contains("$"),
                flags.split(whereSeparator: { !$0.isNumber }).allSatisfy({ (Int($0) ?? 0) <= 512 })
            else {
                unfilled("'\(written)' has a width or precision previews do not fill")
                continue
            }
            switch conversion {
            case "f", "F", "e", "E", "g", "G", "a", "A":
                result += String(format: "%\(flags)\(conversion)", Convert.number(argument) ?? 0)
            case "d", "i", "u", "x", "X", "o", "c":
                let conversion = conversion == "u" ? "d" : conversion
                result += String(
                    format: "%\(flags)ll\(conversion)", Int64(Convert.clampedInt(Convert.number(argument) ?? 0)))
            case "@", "s", "S":
                let text: String
                if case .string(let string) = argument {
                    text = string
                } else {
                    text = Formatting.format(argument, style: .void)
                }
                result += String(format: "%\(flags)@", text)
            default:
                unfilled("'\(written)' is not a conversion previews fill")
            }
        }
        return result
    }
}
