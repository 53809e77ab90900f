import Foundation
import SwiftSyntax

/// Swift's `Duration` (`.seconds(90)`, `Duration.milliseconds(1500)`): the standard library's own value, its
/// components and its formatted forms (`FoundationFormatStyles`).
enum FoundationDurations {
    static let staticFunctions: [Construct] = ["seconds", "milliseconds", "microseconds", "nanoseconds"].map { unit in
        Construct("Duration." + unit, "(_ value: Double)") { call in
            guard let amount = try call.number("value") else {
                throw EvaluationError("'Duration.\(unit)' takes a number", at: call.node)
            }
            return .native(.duration(try duration(amount, unit, at: call.node)))
        }
    }

    /// `Duration.zero`, also as an implicit member beside a duration (`timeout > .zero`).
    static let typeConstants: [String: [String: Value]] = ["Duration": ["zero": .native(.duration(.zero))]]

    /// `Duration` is `AdditiveArithmetic` and `Comparable`, and scales by integers and numbers: the standard
    /// library's operators on two durations, or a duration and a number. Nil for any other operator or operands.
    static func arithmetic(_ token: String, _ left: Value, _ right: Value) -> Value? {
        switch (left, right) {
        case (.native(.duration(let a)), .native(.duration(let b))):
            switch token {
            case "+": return .native(.duration(a + b))
            case "-": return .native(.duration(a - b))
            case "/": return b == .zero ? nil : .double(a / b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: return nil
            }
        case (.native(.duration(let a)), .int(let n)):
            switch token {
            case "*": return .native(.duration(a * n))
            case "/": return n == 0 ? nil : .native(.duration(a / n))
            default: return nil
            }
        case (.int(let n), .native(.duration(let b))) where token == "*": return .native(.duration(b * n))
        case (.native(.duration(let a)), .double(let x)) where x.isFinite:
            switch token {
            case "*": return .native(.duration(a * x))
            case "/": return x == 0 ? nil : .native(.duration(a / x))
            default: return nil
            }
        default: return nil
        }
    }

    static func duration(_ amount: Double, _ unit: String, at node: Syntax) throws -> Duration {
        guard amount.isFinite, abs(amount) < 9e15 else {
            throw EvaluationError("\(amount) \(unit) is not a duration Swift can hold", at: node)
        }
        switch unit {
        case "seconds": return .seconds(amount)
        case "milliseconds": return .milliseconds(amount)
        case "microseconds": return .microseconds(amount)
        default: return .nanoseconds(Int64(amount))
        }
    }

    static func method(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "formatted":
            return { value, arguments, _, node in
                // `duration.formatted()` is `.time(pattern: .hourMinuteSecond)`, as in Swift.
                let style = arguments.first.map(\.value) ?? FoundationFormatStyles.style("time")
                guard let spec = FoundationFormatStyles.spec(style) else {
                    throw EvaluationError("'\(style.kindName)' is not a format style", at: node)
                }
                return .string(try FoundationFormatStyles.format(value, spec, at: node))
            }
        default: return nil
        }
    }

    static func property(_ name: String, of duration: Duration) -> Value? {
        switch name {
        case "components":
            return .tuple(
                [.int(Int(duration.components.seconds)), .int(Int(duration.components.attoseconds))],
                labels: ["seconds", "attoseconds"])
        case "description": return .string(String(describing: duration))
        default: return nil
        }
    }
}
