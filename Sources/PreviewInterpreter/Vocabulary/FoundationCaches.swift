import Foundation

/// `NSCache` as apps keep images and computed values in memory: objects set and read back by key, removed one by
/// one or all at once. A preview holds far less than a device's memory, so nothing is evicted; `countLimit`,
/// `totalCostLimit` and `name` are kept for the code that reads them back.
enum FoundationCaches {
    /// One cache's entries and settings; a class, as `NSCache` is.
    final class Store {
        var entries = DictionaryValue()
        var settings: [String: Value] = ["countLimit": .int(0), "totalCostLimit": .int(0), "name": .string("")]
    }

    static let constructs: [Construct] = [
        Construct("NSCache", "()") { _ in FoundationObject("NSCache", .cache(Store())).value }
    ]

    static func method(_ name: String, of store: Store) -> NativeMethods.Method? {
        switch name {
        case "setObject":
            return { _, arguments, _, node in
                guard let object = arguments.first?.value, let key = FoundationObjects.argument(arguments, "forKey")
                else { throw EvaluationError("'setObject(_:forKey:)' takes an object and a key", at: node) }
                store.entries[key] = object.stored
                return .void
            }
        case "object":
            return { _, arguments, _, node in
                guard let key = FoundationObjects.argument(arguments, "forKey") else {
                    throw EvaluationError("'object(forKey:)' takes a key", at: node)
                }
                return store.entries[key] ?? .null
            }
        case "removeObject":
            return { _, arguments, _, node in
                guard let key = FoundationObjects.argument(arguments, "forKey") else {
                    throw EvaluationError("'removeObject(forKey:)' takes a key", at: node)
                }
                store.entries[key] = nil
                return .void
            }
        case "removeAllObjects":
            return { _, _, _, _ in
                store.entries = DictionaryValue()
                return .void
            }
        default: return nil
        }
    }

    static func property(_ name: String, of store: Store) -> Value? { store.settings[name] }

    static func setProperty(_ name: String, of store: Store, to value: Value) -> Bool {
        guard store.settings[name] != nil else { return false }
        store.settings[name] = value
        return true
    }
}
