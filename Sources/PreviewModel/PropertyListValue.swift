package import Foundation

/// A property list value (an Info.plist entry, a build setting, a strings table entry) as the model keeps it: a
/// plain value, so the model stays `Sendable` and comparable and evaluation never touches Foundation's `Any`.
package indirect enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    /// What `PropertyListSerialization` made of a file; nil for a kind a property list cannot hold.
    package init?(_ object: Any) {
        switch object {
        case let string as String: self = .string(string)
        // Foundation reads `<true/>`, `<integer>` and `<real>` all as NSNumber; its C type tells them apart.
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": self = .boolean(number.boolValue)
            case "f", "d": self = .real(number.doubleValue)
            default: self = .integer(number.intValue)
            }
        case let date as Date: self = .date(date)
        case let data as Data: self = .data(data)
        case let array as [Any]: self = .array(array.compactMap(PropertyListValue.init))
        case let dictionary as [String: Any]: self = .dictionary(dictionary.compactMapValues(PropertyListValue.init))
        default: return nil
        }
    }

    /// Parses a property list in any of its formats: XML, binary, or the old-style text of `project.pbxproj` and
    /// `.strings` files.
    package static func parse(_ data: Data) throws -> PropertyListValue? {
        PropertyListValue(try PropertyListSerialization.propertyList(from: data, options: [], format: nil))
    }

    package var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    package var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }

    package var array: [PropertyListValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    package subscript(key: String) -> PropertyListValue? { dictionary?[key] }

    /// Every string inside, with `transform` applied (build setting references resolved throughout a plist).
    package func mapStrings(_ transform: (String) -> String) -> PropertyListValue {
        switch self {
        case .string(let string): return .string(transform(string))
        case .array(let array): return .array(array.map { $0.mapStrings(transform) })
        case .dictionary(let dictionary): return .dictionary(dictionary.mapValues { $0.mapStrings(transform) })
        default: return self
        }
    }
}
