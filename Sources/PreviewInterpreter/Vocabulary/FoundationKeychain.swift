import Foundation
import SwiftSyntax

/// The Security framework's keychain as a fresh simulator has it: empty, in memory for one render, like
/// `UserDefaults`. A view model that reads a token when it is made finds none (`errSecItemNotFound`); what the
/// preview's own code adds it can find, update and delete. Nothing reaches the machine's keychain or disk.
///
/// Items are matched as the keychain matches them: by class, and by every attribute the query gives; an item's
/// identity for `errSecDuplicateItem` is its class with its account, service, server and label.
final class KeychainStore {
    /// Each item's attributes by their `kSec…` string (`"acct"`), with its data under `"v_Data"`.
    private(set) var items: [DictionaryValue] = []

    /// Keys that ask for something (`r_Data`), limit a search (`m_Limit`) or say how (`u_…`) rather than
    /// describing an item.
    static func isAttribute(_ key: String) -> Bool {
        !key.hasPrefix("r_") && !key.hasPrefix("m_") && !key.hasPrefix("u_")
    }

    static let identity = ["class", "acct", "svce", "srvr", "labl", "agrp"]

    func matches(_ query: DictionaryValue, evaluator: Evaluator, at node: Syntax) throws -> [Int] {
        try items.indices.filter { index in
            for key in query.keys {
                guard case .string(let name) = key, Self.isAttribute(name) else { continue }
                guard let wanted = query[key], let have = items[index][key], try evaluator.equal(wanted, have, at: node)
                else { return false }
            }
            return true
        }
    }

    func add(_ attributes: DictionaryValue, evaluator: Evaluator, at node: Syntax) throws -> Int {
        var identity = DictionaryValue()
        for name in Self.identity { identity[.string(name)] = attributes[.string(name)] }
        if try !matches(identity, evaluator: evaluator, at: node).filter({ index in
            // A duplicate has the same identifying attributes, none more and none fewer.
            Self.identity.allSatisfy { (items[index][.string($0)] == nil) == (attributes[.string($0)] == nil) }
        }).isEmpty {
            return FoundationKeychain.errSecDuplicateItem
        }
        var item = DictionaryValue()
        for key in attributes.keys {
            if case .string(let name) = key, Self.isAttribute(name) { item[key] = attributes[key]?.stored }
        }
        items.append(item)
        return FoundationKeychain.errSecSuccess
    }

    func update(_ indices: [Int], with attributes: DictionaryValue) {
        for index in indices {
            for key in attributes.keys { items[index][key] = attributes[key]?.stored }
        }
    }

    func delete(_ indices: [Int]) {
        for index in indices.sorted(by: >) { items.remove(at: index) }
    }
}

enum FoundationKeychain {
    static let errSecSuccess = 0
    static let errSecItemNotFound = -25300
    static let errSecDuplicateItem = -25299
    static let errSecParam = -50

    /// The `kSec…` names are CFStrings whose values are these short strings; code that prints a query sees them.
    static let constants: [String: Value] = {
        let strings: [String: String] = [
            "kSecClass": "class", "kSecClassGenericPassword": "genp", "kSecClassInternetPassword": "inet",
            "kSecClassCertificate": "cert", "kSecClassKey": "keys", "kSecClassIdentity": "idnt",
            "kSecAttrAccount": "acct", "kSecAttrService": "svce", "kSecAttrServer": "srvr", "kSecAttrLabel": "labl",
            "kSecAttrGeneric": "gena", "kSecAttrAccessGroup": "agrp", "kSecAttrSynchronizable": "sync",
            "kSecAttrDescription": "desc", "kSecAttrComment": "icmt", "kSecAttrCreationDate": "cdat",
            "kSecAttrModificationDate": "mdat", "kSecAttrProtocol": "ptcl", "kSecAttrPort": "port",
            "kSecAttrPath": "path", "kSecAttrAccessible": "pdmn", "kSecAttrAccessibleWhenUnlocked": "ak",
            "kSecAttrAccessibleAfterFirstUnlock": "ck", "kSecAttrAccessibleWhenUnlockedThisDeviceOnly": "aku",
            "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly": "cku",
            "kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly": "akpu", "kSecAttrAccessControl": "accc",
            "kSecValueData": "v_Data", "kSecValueRef": "v_Ref", "kSecValuePersistentRef": "v_PersistentRef",
            "kSecReturnData": "r_Data", "kSecReturnAttributes": "r_Attributes", "kSecReturnRef": "r_Ref",
            "kSecReturnPersistentRef": "r_PersistentRef", "kSecMatchLimit": "m_Limit",
            "kSecMatchLimitOne": "m_LimitOne",
            "kSecMatchLimitAll": "m_LimitAll", "kSecUseDataProtectionKeychain": "nleg",
            "kSecAttrSynchronizableAny": "syna",
        ]
        var constants = strings.mapValues(Value.string)
        for (name, status) in [
            ("errSecSuccess", errSecSuccess), ("errSecItemNotFound", errSecItemNotFound),
            ("errSecDuplicateItem", errSecDuplicateItem), ("errSecParam", errSecParam), ("errSecAuthFailed", -25293),
            ("errSecInteractionNotAllowed", -25308), ("errSecMissingEntitlement", -34018), ("noErr", 0),
        ] {
            constants[name] = .int(status)
        }
        constants["kCFBooleanTrue"] = .bool(true)
        constants["kCFBooleanFalse"] = .bool(false)
        return constants
    }()

    static let functions: [Construct] = [
        Construct("SecItemAdd", "(_ attributes: Any, _ result: Any?)") { call in
            let status = try store(call.evaluator).add(
                try query(call, "attributes"), evaluator: call.evaluator, at: call.node)
            return .int(status)
        },
        Construct("SecItemCopyMatching", "(_ query: Any, _ result: Any?)") { call in
            let query = try query(call, "query")
            let keychain = store(call.evaluator)
            let found = try keychain.matches(query, evaluator: call.evaluator, at: call.node)
            guard !found.isEmpty else {
                try write(.null, to: call)
                return .int(errSecItemNotFound)
            }
            let all =
                query[.string("m_Limit")].map { if case .string("m_LimitAll") = $0 { true } else { false } } ?? false
            let results = found.prefix(all ? found.count : 1).map { result(keychain.items[$0], for: query) }
            try write(all ? .array(results) : results[0], to: call)
            return .int(errSecSuccess)
        },
        Construct("SecItemUpdate", "(_ query: Any, _ attributesToUpdate: Any)") { call in
            let keychain = store(call.evaluator)
            let found = try keychain.matches(try query(call, "query"), evaluator: call.evaluator, at: call.node)
            guard !found.isEmpty else { return .int(errSecItemNotFound) }
            keychain.update(found, with: try query(call, "attributesToUpdate"))
            return .int(errSecSuccess)
        },
        Construct("SecItemDelete", "(_ query: Any)") { call in
            let keychain = store(call.evaluator)
            let found = try keychain.matches(try query(call, "query"), evaluator: call.evaluator, at: call.node)
            guard !found.isEmpty else { return .int(errSecItemNotFound) }
            keychain.delete(found)
            return .int(errSecSuccess)
        },
        // The pointer C APIs such as `SecItemCopyMatching` write through: the variable, read and written back.
        Construct("withUnsafeMutablePointer", "(to value: inout Any, _ body: Any)") { call in
            guard let inOut = call.node("value").as(InOutExprSyntax.self),
                let scope = call.evaluator.bindingScopes[inOut.id]
            else {
                throw EvaluationError(
                    "withUnsafeMutablePointer(to:_:) takes a variable, written '&name'", at: call.node)
            }
            let pointer = FoundationObject("UnsafeMutablePointer", .pointer, state: call["value"])
            let result = try FoundationObjects.call(
                call["body"], [pointer.value], evaluator: call.evaluator, at: call.node)
            try call.evaluator.store(pointer.state, into: inOut.expression, scope: scope)
            return result
        },
        Construct("SecCopyErrorMessageString", "(_ status: Int, _ reserved: Any?)") { call in
            let messages = [
                errSecSuccess: "No error.",
                errSecItemNotFound: "The specified item could not be found in the keychain.",
                errSecDuplicateItem: "The specified item already exists in the keychain.",
                errSecParam: "One or more parameters passed to a function were not valid.",
            ]
            guard let status = try call.number("status") else { return .null }
            return messages[Convert.clampedInt(status)].map(Value.string) ?? .null
        },
    ]

    /// This render's keychain, empty until the preview's code adds to it.
    static func store(_ evaluator: Evaluator) -> KeychainStore {
        let object = evaluator.sharedObject("Keychain") { FoundationObject("Keychain", .keychain(KeychainStore())) }
        guard case .native(.object(let shared)) = object, case .keychain(let store) = shared.kind else {
            preconditionFailure("the shared keychain object is made as a keychain")
        }
        return store
    }

    private static func query(_ call: Call, _ name: String) throws -> DictionaryValue {
        guard case .dictionary(let query) = call[name] else {
            throw EvaluationError(
                "'\(call.node.trimmedDescription.prefix(40))' takes a dictionary of kSec… attributes",
                at: call.node(name))
        }
        return query
    }

    /// What a search returns for one item: its data alone, or its attributes (with its data when asked for both).
    private static func result(_ item: DictionaryValue, for query: DictionaryValue) -> Value {
        let wantsData = query[.string("r_Data")].map { if case .bool(true) = $0 { true } else { false } } ?? false
        let wantsAttributes =
            query[.string("r_Attributes")].map { if case .bool(true) = $0 { true } else { false } } ?? false
        if wantsAttributes {
            var attributes = item
            if !wantsData { attributes[.string("v_Data")] = nil }
            return .dictionary(attributes)
        }
        if wantsData { return item[.string("v_Data")] ?? .null }
        return .opaque("SecKeychainItem")
    }

    /// Writes a search's result where the caller's `&result` points, or into the pointer
    /// `withUnsafeMutablePointer(to:)` handed its closure; `nil` asks for no result.
    private static func write(_ value: Value, to call: Call) throws {
        if case .native(.object(let pointer)) = call["result"], case .pointer = pointer.kind {
            pointer.state = value
            return
        }
        guard let inOut = call.node("result").as(InOutExprSyntax.self),
            let scope = call.evaluator.bindingScopes[inOut.id]
        else { return }
        try call.evaluator.store(value, into: inOut.expression, scope: scope)
    }
}
