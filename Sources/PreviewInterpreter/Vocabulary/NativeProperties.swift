import Foundation
import PreviewViews
import SwiftSyntax

/// Properties of standard library and SwiftUI values read without a call: `count`, `isEmpty`, `width`, …
enum NativeProperties {
    /// `color.gradient`: the colour lightening towards the top, as SwiftUI's standard gradient.
    static func standardGradient(of color: ColorValue) -> Paint {
        .linearGradient(
            [GradientStop(color: color, location: 0), GradientStop(color: .opacity(color, 0.8), location: 1)],
            start: .top, end: .bottom)
    }

    static func lookup(_ name: String, of base: Value, evaluator: Evaluator, at node: Syntax) throws -> Value? {
        switch base {
        case .set(let values):
            switch name {
            case "count": return .int(values.count)
            case "isEmpty": return .bool(values.isEmpty)
            case "first": return values.first ?? .null
            default: return nil
            }
        case .array(let values):
            switch name {
            case "count": return .int(values.count)
            case "isEmpty": return .bool(values.isEmpty)
            case "first": return values.first ?? .null
            case "last": return values.last ?? .null
            case "indices": return .range(0, values.count, closed: false)
            case "startIndex": return .int(0)
            case "endIndex": return .int(values.count)
            case "lazy", "reversed": return base
            default: return nil
            }
        case .range(let lower, let upper, let closed):
            switch name {
            case "count": return .int(upper == Int.max ? 0 : upper - lower)
            case "isEmpty": return .bool(lower >= upper)
            case "lowerBound": return .int(lower)
            case "upperBound": return .int(closed ? upper - 1 : upper)
            default: return nil
            }
        case .comparableRange(let range):
            switch name {
            case "lowerBound": return range.lower
            case "upperBound": return range.upper
            case "isEmpty": return .bool(try !range.isClosed && evaluator.equal(range.lower, range.upper, at: node))
            default: return nil
            }
        case .dictionary(let dictionary):
            switch name {
            case "count": return .int(dictionary.count)
            case "isEmpty": return .bool(dictionary.count == 0)
            case "keys": return .array(dictionary.keys)
            case "values": return .array(dictionary.values)
            default: return nil
            }
        case .string(let string):
            switch name {
            case "count": return .int(string.count)
            case "isEmpty": return .bool(string.isEmpty)
            case "first": return string.first.map { .string(String($0)) } ?? .null
            case "last": return string.last.map { .string(String($0)) } ?? .null
            case "capitalized": return .string(string.capitalized)
            case "localizedCapitalized": return .string(string.capitalized)
            case "description": return base
            // String has no `rawValue`: a string-backed name previewd holds as its raw string (`Notification.Name`,
            // `UIFont.TextStyle`) is what Swift read it on.
            case "rawValue": return base
            default: return StringCollection.property(name, of: string)
            }
        case .int(let int):
            switch name {
            case "description": return .string(String(int))
            case "signum": return .int(int.signum())
            // `UInt`, as Swift's `Int.magnitude` is; it fits an Int but for `Int.min`.
            case "magnitude": return int == .min ? .double(Double(int.magnitude)) : .int(Int(int.magnitude))
            // An `NSNumber` from Foundation (`formatter.number(from:)`) read as the type asked for.
            case "intValue", "int64Value", "integerValue": return base
            case "doubleValue", "floatValue": return .double(Double(int))
            case "boolValue": return .bool(int != 0)
            default: return nil
            }
        case .double(let double):
            switch name {
            case "description": return .string(String(double))
            case "isNaN": return .bool(double.isNaN)
            case "isFinite": return .bool(double.isFinite)
            case "isInfinite": return .bool(double.isInfinite)
            case "isZero": return .bool(double == 0)
            case "magnitude": return .double(double.magnitude)
            case "sign": return .symbol(double.sign == .minus ? "minus" : "plus")
            case "ulp": return .double(double.ulp)
            case "doubleValue": return base
            case "intValue", "int64Value", "integerValue":
                return double.isFinite && abs(double) < 9.2e18 ? .int(Int(double)) : nil
            case "boolValue": return .bool(double != 0)
            default: return nil
            }
        case .fixedWidthInteger(let int, let type):
            switch name {
            case "description": return .string(String(int))
            case "bitWidth": return .int(type.bits)
            default: return try lookup(name, of: .int(int), evaluator: evaluator, at: node)
            }
        case .float(let float):
            switch name {
            case "description": return .string(String(float))
            case "bitWidth": return .int(32)
            default: return try lookup(name, of: .double(Double(float)), evaluator: evaluator, at: node)
            }
        case .bool(let bool):
            return name == "description" ? .string(String(bool)) : nil
        case .native(let native):
            return try nativeProperty(name, native, evaluator: evaluator, at: node)
        case .color(let color):
            switch name {
            case "description": return .string(color.description)
            case "gradient": return .native(.paint(standardGradient(of: color)))
            // `Color.red.cgColor`, `uiColor.cgColor`: the same colour to previews, which hold one kind of colour.
            case "cgColor", "ciColor": return .color(color)
            default: return nil
            }
        case .symbol(let symbol):
            // `UIDevice.current.orientation.isLandscape`: the orientations are held by name.
            return UIKitDevice.orientationProperty(name, of: symbol)
        case .view(let view):
            return UIKitImages.property(name, of: view, evaluator: evaluator, at: node)
        case .font(let font):
            // `Font.title.bold` read without calling it is no property.
            return UIKitFonts.property(name, of: font, dynamicTypeSize: evaluator.dynamicTypeSize)
        default:
            return nil
        }
    }

    private static func nativeProperty(_ name: String, _ native: NativeValue, evaluator: Evaluator, at node: Syntax)
        throws -> Value?
    {
        switch native {
        case .bundle:
            return FoundationBundle.property(name, evaluator: evaluator)
        case .languageBundle(let language):
            return FoundationBundle.languageProperty(name, language: language, evaluator: evaluator)
        case .characterSet(let set):
            return FoundationCharacterSets.property(name, of: set)
        case .regexMatch(let match):
            return StringRegexes.property(name, of: match)
        case .size(let size):
            switch name {
            case "width": return .double(size.width)
            case "height": return .double(size.height)
            default: return nil
            }
        case .point(let point):
            switch name {
            case "x": return .double(point.x)
            case "y": return .double(point.y)
            default: return nil
            }
        case .rect(let rect):
            return CoreGraphicsGeometry.rectProperty(name, of: rect)
        case .path:
            // `bezier.cgPath`, `path.cgPath`: the same elements (`UIKitPaths`).
            return name == "cgPath" ? .native(native) : nil
        case .alignment(let alignment):
            switch name {
            case "horizontal": return .native(.horizontalAlignment(alignment.horizontal))
            case "vertical": return .native(.verticalAlignment(alignment.vertical))
            default: return nil
            }
        case .insets(let insets):
            switch name {
            case "top": return .double(insets.top)
            case "bottom": return .double(insets.bottom)
            case "leading": return .double(insets.leading)
            case "trailing": return .double(insets.trailing)
            default: return nil
            }
        case .angle(let radians):
            switch name {
            case "degrees": return .double(radians * 180 / .pi)
            case "radians": return .double(radians)
            default: return nil
            }
        case .uuid(let id):
            return name == "uuidString" || name == "description" ? .string(id) : nil
        case .url(let url):
            return FoundationURLs.property(name, of: url)
        case .urlComponents(let components):
            return FoundationURLs.componentsProperty(name, of: components)
        case .data(let data):
            return FoundationURLs.dataProperty(name, of: data)
        case .date(let seconds):
            switch name {
            case "timeIntervalSince1970": return .double(seconds + 978_307_200)
            case "timeIntervalSinceReferenceDate": return .double(seconds)
            case "timeIntervalSinceNow": return .double(seconds - Formatting.now)
            case "description": return .string(Formatting.describe(native))
            default: return nil
            }
        case .duration(let duration):
            return FoundationDurations.property(name, of: duration)
        case .locale(let identifier):
            return FoundationLocales.property(name, of: identifier)
        case .calendar, .timeZone, .dateComponents, .dateFormatter, .dateInterval:
            return FoundationDates.property(name, of: native)
        case .measurement(let measurement):
            return FoundationMeasurements.property(name, of: measurement)
        case .measurementUnit(let unit):
            return FoundationMeasurements.unitProperty(name, of: unit)
        case .attributedString(let runs):
            return AttributedStrings.property(name, of: runs)
        case .decimal(let decimal):
            return FoundationDecimals.property(name, of: decimal)
        case .nsRange(let range):
            return FoundationRegularExpressions.rangeProperty(name, of: range)
        case .object(let object):
            return try FoundationObjects.property(name, of: object, evaluator: evaluator, at: node)
        case .colorScheme(let scheme):
            return name == "rawValue" ? .string(scheme.rawValue) : nil
        case .dynamicTypeSize(let size):
            return name == "isAccessibilitySize" ? .bool(size.rawValue.hasPrefix("accessibility")) : nil
        default:
            return nil
        }
    }
}
