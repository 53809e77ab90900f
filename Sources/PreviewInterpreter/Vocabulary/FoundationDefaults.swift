import Foundation
import SwiftSyntax

/// One domain of user defaults, in memory for one render: what the preview's code sets, over what it registers.
/// Nothing is read from or written to the disk, so a frame never depends on what an earlier run left behind.
final class DefaultsStore {
    private var values = DictionaryValue()
    private var registered = DictionaryValue()

    /// What `object(forKey:)` answers: a value set, else a registered default, else nil.
    func value(forKey key: String) -> Value? {
        values[.string(key)] ?? registered[.string(key)]
    }

    func set(_ value: Value, forKey key: String) {
        if case .null = value { values[.string(key)] = nil } else { values[.string(key)] = value.stored }
    }

    func register(_ defaults: DictionaryValue) {
        for key in defaults.keys { registered[key] = defaults[key] }
    }

    func removeAll() { values = DictionaryValue() }

    /// Registered defaults overlaid with what was set, as `dictionaryRepresentation()` gives them.
    var merged: DictionaryValue {
        var result = registered
        for key in values.keys { result[key] = values[key] }
        return result
    }
}

/// `UserDefaults.standard` and `UserDefaults(suiteName:)`, in memory per render (`DefaultsStore`), with the typed
/// getters' conversions: `integer(forKey:)` of a missing key is 0, of a string its leading number.
enum FoundationDefaults {
    static let constructs: [Construct] = [
        Construct("UserDefaults", ["()", "(suiteName: String?)"]) { call in
            guard case .string(let suite) = call["suiteName"] else { return standard(call.evaluator) }
            return call.evaluator.sharedObject("UserDefaults." + suite) {
                FoundationObject("UserDefaults", .userDefaults(DefaultsStore()))
            }
        }
    ]

    static let staticFunctions: [Construct] = [
        Construct("UserDefaults.standard", "()") { call in standard(call.evaluator) }
    ]

    /// This render's `UserDefaults.standard`.
    static func standard(_ evaluator: Evaluator) -> Value {
        evaluator.sharedObject("UserDefaults.standard") {
            FoundationObject("UserDefaults", .userDefaults(DefaultsStore()))
        }
    }

    static func method(_ name: String, of store: DefaultsStore) -> NativeMethods.Method? {
        func key(_ arguments: [Argument], _ node: Syntax) throws -> String {
            guard case .string(let key)? = FoundationObjects.argument(arguments, "forKey") ?? arguments.first?.value
            else {
                throw EvaluationError("'UserDefaults.\(name)' takes a string key", at: node)
            }
            return key
        }
        switch name {
        case "set", "setValue":
            return { _, arguments, _, node in
                store.set(arguments.first?.value ?? .null, forKey: try key(arguments, node))
                return .void
            }
        case "removeObject":
            return { _, arguments, _, node in
                store.set(.null, forKey: try key(arguments, node))
                return .void
            }
        case "register":
            return { _, arguments, _, node in
                guard case .dictionary(let defaults)? = FoundationObjects.argument(arguments, "defaults") else {
                    throw EvaluationError("'register(defaults:)' takes a dictionary", at: node)
                }
                store.register(defaults)
                return .void
            }
        case "removePersistentDomain":
            return { _, _, _, _ in
                store.removeAll()
                return .void
            }
        case "synchronize": return { _, _, _, _ in .bool(true) }
        // Another suite searched too (an app group's): in a new install it holds nothing, so reads are unchanged.
        case "addSuite", "removeSuite": return { _, _, _, _ in .void }
        case "dictionaryRepresentation": return { _, _, _, _ in .dictionary(store.merged) }
        case "object", "value", "string", "integer", "double", "float", "bool", "array", "dictionary", "stringArray",
            "data", "url":
            return { _, arguments, _, node in typed(name, store.value(forKey: try key(arguments, node))) }
        default:
            return nil
        }
    }

    /// What a typed getter answers for a stored value, as Foundation converts it.
    static func typed(_ getter: String, _ stored: Value?) -> Value {
        switch getter {
        case "integer":
            switch stored {
            case .int(let int)?: return .int(int)
            case .double(let double)?: return .int(Convert.clampedInt(double))
            case .bool(let bool)?: return .int(bool ? 1 : 0)
            case .string(let text)?: return .int(NSString(string: text).integerValue)
            default: return .int(0)
            }
        case "double", "float":
            switch stored {
            case .int(let int)?: return .double(Double(int))
            case .double(let double)?: return .double(double)
            case .bool(let bool)?: return .double(bool ? 1 : 0)
            case .string(let text)?: return .double(NSString(string: text).doubleValue)
            default: return .double(0)
            }
        case "bool":
            switch stored {
            case .bool(let bool)?: return .bool(bool)
            case .int(let int)?: return .bool(int != 0)
            case .double(let double)?: return .bool(double != 0)
            case .string(let text)?: return .bool(NSString(string: text).boolValue)
            default: return .bool(false)
            }
        case "string":
            if case .string? = stored { return stored ?? .null }
            return .null
        case "array", "stringArray":
            guard case .array(let elements)? = stored else { return .null }
            if getter == "stringArray",
                !elements.allSatisfy({
                    if case .string = $0 { return true }
                    return false
                })
            {
                return .null
            }
            return .array(elements)
        case "dictionary":
            if case .dictionary? = stored { return stored ?? .null }
            return .null
        case "data":
            if case .native(.data)? = stored { return stored ?? .null }
            return .null
        case "url":
            switch stored {
            case .native(.url)?: return stored ?? .null
            case .string(let path)?: return .native(.url(path.hasPrefix("/") ? "file://" + path : path))
            default: return .null
            }
        default:
            return stored ?? .null
        }
    }
}
