import Foundation
import SwiftSyntax

/// The decoder a project's own `init(from decoder:)` is given, and the containers it reads the JSON through:
/// `container(keyedBy:)`, `singleValueContainer()`, `unkeyedContainer()`, and their `decode`, `decodeIfPresent`,
/// `contains`, `decodeNil` and nested containers. Values are decoded by the same rules as synthesised conformances
/// (`Evaluator.decode`), and what does not fit throws the `DecodingError` Foundation throws, for the project's own
/// `try?` or `catch`.
enum JSONDecodingContainers {
    /// One decoder or container over a part of the document; `path` says where, for errors.
    final class Container {
        enum Role {
            case decoder
            /// Members by the key the strategy makes of each, and the coding-keys enum's cases with their keys.
            case keyed(members: [(key: String, value: JSONValue)], keys: [String: String])
            case unkeyed([JSONValue])
            case singleValue
        }

        let role: Role
        let json: JSONValue
        let path: String
        let strategies: JSONDecodingStrategies
        /// An unkeyed container's position.
        var index = 0

        init(_ role: Role, json: JSONValue, path: String, strategies: JSONDecodingStrategies) {
            self.role = role
            self.json = json
            self.path = path
            self.strategies = strategies
        }
    }

    static func decoder(_ json: JSONValue, path: String, strategies: JSONDecodingStrategies) -> Value {
        object(Container(.decoder, json: json, path: path, strategies: strategies))
    }

    private static func object(_ container: Container) -> Value {
        let name: String
        switch container.role {
        case .decoder: name = "Decoder"
        case .keyed: name = "KeyedDecodingContainer"
        case .unkeyed: name = "UnkeyedDecodingContainer"
        case .singleValue: name = "SingleValueDecodingContainer"
        }
        return FoundationObject(name, .decoding(container)).value
    }

    static func property(_ name: String, of container: Container) -> Value? {
        switch (name, container.role) {
        case ("codingPath", _): return .array(DecodingErrors.codingPath(container.path))
        case ("userInfo", .decoder): return .dictionary(DictionaryValue([]))
        case ("isAtEnd", .unkeyed(let items)): return .bool(container.index >= items.count)
        case ("count", .unkeyed(let items)): return .int(items.count)
        case ("currentIndex", .unkeyed): return .int(container.index)
        default: return nil
        }
    }

    static func method(_ name: String, of container: Container) -> NativeMethods.Method? {
        { _, arguments, evaluator, node in
            try call(name, container, arguments, evaluator, at: node)
        }
    }

    private static func call(
        _ name: String, _ container: Container, _ arguments: [Argument], _ evaluator: Evaluator, at node: Syntax
    ) throws -> Value {
        switch (name, container.role) {
        case ("container", .decoder):
            return try keyed(container.json, keysArgument: arguments.first, container, evaluator, path: container.path,
                at: node)
        case ("singleValueContainer", .decoder):
            return object(
                Container(.singleValue, json: container.json, path: container.path, strategies: container.strategies))
        case ("unkeyedContainer", .decoder):
            return try unkeyed(container.json, container, evaluator, path: container.path, at: node)
        case ("decode", .singleValue), ("decodeIfPresent", .singleValue):
            return try decodeValue(
                container.json, arguments, optional: name == "decodeIfPresent", container, evaluator,
                path: container.path, at: node)
        case ("decodeNil", .singleValue):
            if case .null = container.json { return .bool(true) }
            return .bool(false)
        case (_, .keyed(let members, let keys)):
            return try keyedCall(name, container, members: members, keys: keys, arguments, evaluator, at: node)
        case (_, .unkeyed(let items)):
            return try unkeyedCall(name, container, items: items, arguments, evaluator, at: node)
        default:
            throw EvaluationError("'\(name)' of a \(container.role) decoding container is not supported", at: node)
        }
    }

    private static func keyedCall(
        _ name: String, _ container: Container, members: [(key: String, value: JSONValue)], keys: [String: String],
        _ arguments: [Argument], _ evaluator: Evaluator, at node: Syntax
    ) throws -> Value {
        let keyArgument = arguments.first { $0.label == "forKey" } ?? arguments.first
        let key = try keyString(keyArgument?.value, keys: keys, at: node)
        let value = members.first { $0.key == key }?.value
        let path = container.path + "." + key
        switch name {
        case "contains":
            return .bool(value != nil)
        case "decodeNil":
            guard let value else {
                throw evaluator.decodingError("keyNotFound", noKey(key), path: container.path, key: key, at: node)
            }
            if case .null = value { return .bool(true) }
            return .bool(false)
        case "decode", "decodeIfPresent":
            guard let value else {
                if name == "decodeIfPresent" { return .null }
                throw evaluator.decodingError("keyNotFound", noKey(key), path: container.path, key: key, at: node)
            }
            return try decodeValue(
                value, arguments, optional: name == "decodeIfPresent", container, evaluator, path: path, at: node)
        case "nestedContainer", "nestedUnkeyedContainer":
            guard let value else {
                throw evaluator.decodingError("keyNotFound", noKey(key), path: container.path, key: key, at: node)
            }
            if name == "nestedUnkeyedContainer" {
                return try unkeyed(value, container, evaluator, path: path, at: node)
            }
            let keysArgument = arguments.first { $0.label == "keyedBy" }
            return try keyed(value, keysArgument: keysArgument, container, evaluator, path: path, at: node)
        default:
            throw EvaluationError("'\(name)' of a keyed decoding container is not supported", at: node)
        }
    }

    private static func unkeyedCall(
        _ name: String, _ container: Container, items: [JSONValue], _ arguments: [Argument], _ evaluator: Evaluator,
        at node: Syntax
    ) throws -> Value {
        let path = container.path + "[\(container.index)]"
        guard container.index < items.count else {
            if name == "decodeIfPresent" { return .null }
            throw evaluator.decodingError("valueNotFound", "the array has no more elements", path: path, at: node)
        }
        let item = items[container.index]
        let value: Value
        switch name {
        case "decode", "decodeIfPresent":
            value = try decodeValue(
                item, arguments, optional: name == "decodeIfPresent", container, evaluator, path: path, at: node)
        case "decodeNil":
            guard case .null = item else { return .bool(false) }
            value = .bool(true)
        case "nestedContainer":
            value = try keyed(item, keysArgument: arguments.first, container, evaluator, path: path, at: node)
        case "nestedUnkeyedContainer":
            value = try unkeyed(item, container, evaluator, path: path, at: node)
        default:
            throw EvaluationError("'\(name)' of an unkeyed decoding container is not supported", at: node)
        }
        container.index += 1
        return value
    }

    private static func decodeValue(
        _ json: JSONValue, _ arguments: [Argument], optional: Bool, _ container: Container, _ evaluator: Evaluator,
        path: String, at node: Syntax
    ) throws -> Value {
        guard let typeArgument = arguments.first(where: { $0.label == nil }) else {
            throw EvaluationError("'decode' takes the type to decode (`String.self`)", at: node)
        }
        if optional, case .null = json { return .null }
        let type = try evaluator.decodedType(of: typeArgument)
        return try evaluator.decode(json, as: type, path: path, strategies: container.strategies, at: node)
    }

    private static func keyed(
        _ json: JSONValue, keysArgument: Argument?, _ parent: Container, _ evaluator: Evaluator, path: String,
        at node: Syntax
    ) throws -> Value {
        guard case .object(let members) = json else {
            throw evaluator.decodingError(
                "typeMismatch", "expected an object but found \(json.kindName)", path: path,
                type: "Dictionary<String, Any>", at: node)
        }
        var keys: [String: String] = [:]
        if case .type(let name)? = keysArgument?.value, let keysType = evaluator.userType(name) {
            keys = evaluator.keyStrings(of: keysType)
        }
        let converted = try evaluator.convertedMembers(members, strategies: parent.strategies, path: path, at: node)
        return object(
            Container(
                .keyed(members: converted, keys: keys), json: json, path: path, strategies: parent.strategies))
    }

    private static func unkeyed(
        _ json: JSONValue, _ parent: Container, _ evaluator: Evaluator, path: String, at node: Syntax
    ) throws -> Value {
        guard case .array(let items) = json else {
            throw evaluator.decodingError(
                "typeMismatch", "expected an array but found \(json.kindName)", path: path, type: "Array<Any>",
                at: node)
        }
        return object(Container(.unkeyed(items), json: json, path: path, strategies: parent.strategies))
    }

    /// The JSON key a coding key stands for: `.name` or `CodingKeys.name` by the enum's raw value, else its name.
    static func keyString(_ key: Value?, keys: [String: String], at node: Syntax) throws -> String {
        switch key {
        case .enumCase(let value)?: return keys[value.caseName] ?? value.caseName
        case .symbol(let name)?: return keys[name] ?? name
        case .string(let name)?: return name
        default: throw EvaluationError("a coding key was expected", at: node)
        }
    }

    private static func noKey(_ key: String) -> String { "no value for the key '\(key)'" }
}
