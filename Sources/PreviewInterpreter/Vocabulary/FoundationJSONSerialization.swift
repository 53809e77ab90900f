import Foundation

/// `JSONSerialization` by Foundation's own implementation: `jsonObject(with:options:)` parses `Data` into the
/// dictionaries, arrays, strings, numbers and booleans previewd's values hold (`as? [String: Any]` reads them), and
/// `data(withJSONObject:options:)` writes such values back with Foundation's spelling, key order and formatting.
///
/// `NSNull` (a JSON `null`) is held as nil: `dictionary["key"] as? String` answers as in Swift, but a `null` member
/// reads as absent rather than as an `NSNull` object.
enum FoundationJSONSerialization {
    static let staticFunctions: [Construct] = [
        Construct("JSONSerialization.jsonObject", "(with data: Data, options: Any = [])") { call in
            guard case .native(.data(let data)) = call["data"] else {
                throw EvaluationError("'JSONSerialization.jsonObject' reads Data", at: call.node("data"))
            }
            let options = try readingOptions(call["options"], call)
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                // Foundation's error, which the project's `try?` or `catch` handles as on a device.
                throw ThrownValue(value: .opaque("NSError(NSCocoaErrorDomain, 3840)"), node: call.node)
            }
            return value(object)
        },
        Construct("JSONSerialization.data", "(withJSONObject obj: Any, options: Any = [])") { call in
            let object = try foundationObject(call["obj"], call)
            let options = try writingOptions(call["options"], call)
            guard options.contains(.fragmentsAllowed) || JSONSerialization.isValidJSONObject(object) else {
                // On a device this raises an Objective-C exception that ends the app.
                throw EvaluationError(
                    "'JSONSerialization.data' needs an array or a dictionary at the top (the app would crash)",
                    at: call.node("obj"))
            }
            do {
                return .native(.data(try JSONSerialization.data(withJSONObject: object, options: options)))
            } catch {
                throw EvaluationError("JSONSerialization could not write the value: \(error)", at: call.node("obj"))
            }
        },
        Construct("JSONSerialization.isValidJSONObject", "(_ obj: Any)") { call in
            guard let object = try? foundationObject(call["obj"], call) else { return .bool(false) }
            return .bool(JSONSerialization.isValidJSONObject(object))
        },
    ]

    /// A value Foundation parsed, as previewd holds it. Foundation gives every number as an `NSNumber`; its
    /// Objective-C type tells booleans (`c`) and floating-point numbers (`d`, `f`) from integers.
    static func value(_ object: Any) -> Value {
        switch object {
        case let string as String: return .string(string)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": return .bool(number.boolValue)
            case "d", "f": return .double(number.doubleValue)
            default: return .int(number.intValue)
            }
        case let array as [Any]: return .array(array.map(value))
        case let dictionary as [String: Any]:
            return .dictionary(
                DictionaryValue(dictionary.sorted { $0.key < $1.key }.map { (.string($0.key), value($0.value)) }))
        default: return .null
        }
    }

    /// A value of the program as the Foundation object `data(withJSONObject:)` takes; anything JSON cannot hold is
    /// an error naming it.
    static func foundationObject(_ value: Value, _ call: Call) throws -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let bool): return NSNumber(value: bool)
        case .int(let int): return NSNumber(value: int)
        case .double(let double): return NSNumber(value: double)
        case .string(let string): return string
        case .array(let elements): return try elements.map { try foundationObject($0, call) }
        case .dictionary(let dictionary):
            var object: [String: Any] = [:]
            for key in dictionary.keys {
                guard case .string(let name) = key else {
                    throw EvaluationError("JSON object keys are strings, not '\(key.kindName)'", at: call.node("obj"))
                }
                object[name] = try foundationObject(dictionary[key] ?? .null, call)
            }
            return object
        default:
            throw EvaluationError("'\(value.kindName)' is not a JSON value", at: call.node("obj"))
        }
    }

    private static func optionNames(_ value: Value) -> [String] {
        let members: [Value]
        switch value {
        case .null: return []
        case .array(let elements): members = elements
        default: members = [value]
        }
        return members.compactMap(FoundationFormatStyles.memberName)
    }

    private static func readingOptions(_ value: Value, _ call: Call) throws -> JSONSerialization.ReadingOptions {
        var options: JSONSerialization.ReadingOptions = []
        for name in optionNames(value) {
            switch name {
            case "allowFragments", "fragmentsAllowed": options.insert(.fragmentsAllowed)
            // Containers are Swift values here, mutable or not.
            case "mutableContainers", "mutableLeaves": break
            default:
                throw EvaluationError("'.\(name)' is not a JSONSerialization reading option", at: call.node("options"))
            }
        }
        return options
    }

    private static func writingOptions(_ value: Value, _ call: Call) throws -> JSONSerialization.WritingOptions {
        var options: JSONSerialization.WritingOptions = []
        for name in optionNames(value) {
            switch name {
            case "prettyPrinted": options.insert(.prettyPrinted)
            case "sortedKeys": options.insert(.sortedKeys)
            case "fragmentsAllowed": options.insert(.fragmentsAllowed)
            case "withoutEscapingSlashes": options.insert(.withoutEscapingSlashes)
            default:
                throw EvaluationError("'.\(name)' is not a JSONSerialization writing option", at: call.node("options"))
            }
        }
        return options
    }
}
