import Foundation
import SwiftSyntax

/// Foundation's `Measurement` and its units, run for real: `Measurement(value:unit:)` of a temperature, length,
/// speed, mass, duration or volume is swift-corelibs-foundation's, so `converted(to:)`, `+`, `-`, `*`, `/` and
/// comparisons convert as Foundation converts (the same unit definitions as on iOS). A unit is written as a static
/// member (`UnitTemperature.celsius`) or, where its type is implied, as an implicit one (`unit: .fahrenheit`).
/// Formatting a measurement (`MeasurementFormatter`, `.formatted()`) is not here: swift-corelibs-foundation has
/// neither, and iOS's output (which converts to the locale's units) is not imitated.
enum FoundationMeasurements {
    /// The unit classes previewd knows, each with its units by name.
    static let unitTables: [String: [String: Dimension]] = [
        "UnitTemperature": ["celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit,
            "kelvin": UnitTemperature.kelvin],
        "UnitLength": ["meters": UnitLength.meters, "kilometers": UnitLength.kilometers,
            "centimeters": UnitLength.centimeters, "millimeters": UnitLength.millimeters, "miles": UnitLength.miles,
            "yards": UnitLength.yards, "feet": UnitLength.feet, "inches": UnitLength.inches,
            "nauticalMiles": UnitLength.nauticalMiles],
        "UnitSpeed": ["metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour,
            "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots],
        "UnitMass": ["kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "milligrams": UnitMass.milligrams,
            "pounds": UnitMass.pounds, "ounces": UnitMass.ounces, "stones": UnitMass.stones],
        "UnitDuration": ["seconds": UnitDuration.seconds, "minutes": UnitDuration.minutes,
            "hours": UnitDuration.hours, "milliseconds": UnitDuration.milliseconds],
        "UnitVolume": ["liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters,
            "cubicMeters": UnitVolume.cubicMeters, "gallons": UnitVolume.gallons, "cups": UnitVolume.cups,
            "fluidOunces": UnitVolume.fluidOunces],
    ]

    static let typeConstants: [String: [String: Value]] = unitTables.mapValues { units in
        units.mapValues { .native(.measurementUnit($0)) }
    }

    static let constructs: [Construct] = [
        Construct("Measurement", "(value: Double, unit: Any)") { call in
            guard let value = Convert.number(call["value"]), let unit = unit(call["unit"], like: nil) else {
                throw EvaluationError(
                    "'Measurement(value:unit:)' takes a number and a unit of "
                        + unitTables.keys.sorted().joined(separator: ", "), at: call.node)
            }
            return .native(.measurement(Measurement(value: value, unit: unit)))
        }
    ]

    /// The unit's class name (`UnitTemperature`), as the tables name it.
    static func typeName(of unit: Dimension) -> String {
        unitTables.first { $0.value.values.contains(unit) }?.key ?? "Dimension"
    }

    /// A unit: a unit value, or an implicit member naming one of the class of `like` (any class when nil).
    static func unit(_ value: Value, like other: Dimension?) -> Dimension? {
        switch value {
        case .native(.measurementUnit(let unit)): return unit
        case .symbol(let name):
            if let other { return unitTables[typeName(of: other)]?[name] }
            return unitTables.keys.sorted().lazy.compactMap { unitTables[$0]?[name] }.first
        default: return nil
        }
    }

    static func method(_ name: String, of measurement: Measurement<Dimension>) -> NativeMethods.Method? {
        guard name == "converted" else { return nil }
        return { _, arguments, _, node in
            guard let target = arguments.first.flatMap({ unit($0.value, like: measurement.unit) }) else {
                throw EvaluationError(
                    "'converted(to:)' takes a unit of \(typeName(of: measurement.unit))", at: node)
            }
            return .native(.measurement(measurement.converted(to: target)))
        }
    }

    static func property(_ name: String, of measurement: Measurement<Dimension>) -> Value? {
        switch name {
        case "value": return .double(measurement.value)
        case "unit": return .native(.measurementUnit(measurement.unit))
        case "description": return .string(measurement.description)
        default: return nil
        }
    }

    static func unitProperty(_ name: String, of unit: Dimension) -> Value? {
        name == "symbol" ? .string(unit.symbol) : nil
    }

    /// `a + b`, `a - b` of one kind of quantity (in the base unit where their units differ, as Foundation does),
    /// `a * 2`, `a / 2`, and comparisons; nil for other operands.
    static func arithmetic(_ token: String, _ left: Value, _ right: Value) -> Value? {
        switch (left, right) {
        case (.native(.measurement(let a)), .native(.measurement(let b))):
            guard typeName(of: a.unit) == typeName(of: b.unit) else { return nil }
            switch token {
            case "+": return .native(.measurement(a + b))
            case "-": return .native(.measurement(a - b))
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: return nil
            }
        case (.native(.measurement(let a)), _):
            guard let number = Convert.number(right) else { return nil }
            switch token {
            case "*": return .native(.measurement(a * number))
            case "/": return .native(.measurement(a / number))
            default: return nil
            }
        case (_, .native(.measurement(let b))):
            guard token == "*", let number = Convert.number(left) else { return nil }
            return .native(.measurement(number * b))
        default:
            return nil
        }
    }

    static func equal(_ left: Value, _ right: Value) -> Bool? {
        switch (left, right) {
        case (.native(.measurement(let a)), .native(.measurement(let b))):
            return typeName(of: a.unit) == typeName(of: b.unit) && a == b
        case (.native(.measurementUnit(let a)), let other), (let other, .native(.measurementUnit(let a))):
            return unit(other, like: a).map { $0 == a } ?? false
        default:
            return nil
        }
    }
}
