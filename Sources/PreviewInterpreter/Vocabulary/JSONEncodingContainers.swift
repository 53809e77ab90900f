import Foundation
import SwiftSyntax

/// The encoder a project's own `encode(to encoder:)` is given, and the containers it writes through:
/// `container(keyedBy:)`, `unkeyedContainer()`, `singleValueContainer()`, and their `encode`, `encodeIfPresent`,
/// `encodeNil` and nested containers. What it writes becomes the same `EncodedJSON` a synthesised conformance
/// makes, which Foundation's `JSONEncoder` then writes out; a value written is encoded by the same rules
/// (`Evaluator.encodedJSON`), its own `encode(to:)` included.
enum JSONEncodingContainers {
    /// A place in the document being written: empty until a container or a value is put there. A container's
    /// members and elements are kept in the slot itself, so writing one more does not copy those already written.
    final class Slot {
        enum Kind {
            case empty
            case value(EncodedJSON)
            case keyed
            case unkeyed
        }

        var kind = Kind.empty
        /// A keyed container's members in the order they were first written; writing a key again replaces its value.
        private var members: [(key: String, slot: Slot)] = []
        /// An unkeyed container's elements.
        private(set) var elements: [Slot] = []

        /// Makes this slot `newKind` (empty, keyed or unkeyed), keeping what a container holds if it is that one
        /// already (a second `container(keyedBy:)` of the same encoder adds to the first's).
        func become(_ newKind: Kind) {
            switch (kind, newKind) {
            case (.keyed, .keyed), (.unkeyed, .unkeyed): return
            default:
                kind = newKind
                members = []
                elements = []
            }
        }

        /// What was written here; a container nothing was written to is an empty object or array, as Foundation's.
        var json: EncodedJSON {
            switch kind {
            case .empty: return .object([])
            case .value(let value): return value
            case .keyed: return .object(members.map { ($0.key, $0.slot.json) })
            case .unkeyed: return .array(elements.map(\.json))
            }
        }

        /// The slot for `key` of the keyed container here, made if it is new, emptied if it was written before.
        func member(_ key: String) -> Slot {
            if let existing = members.first(where: { $0.key == key })?.slot {
                existing.become(.empty)
                return existing
            }
            let slot = Slot()
            members.append((key, slot))
            return slot
        }

        /// A new slot at the end of the unkeyed container here.
        func appended() -> Slot {
            let slot = Slot()
            elements.append(slot)
            return slot
        }
    }

    /// The encoder or one of its containers, over the slot it writes to.
    final class Container {
        enum Role {
            case encoder
            /// The coding-keys enum's cases with the JSON key each stands for.
            case keyed(keys: [String: String])
            case unkeyed
            case singleValue
        }

        let role: Role
        let slot: Slot

        init(_ role: Role, slot: Slot) {
            self.role = role
            self.slot = slot
        }
    }

    static func encoder(writingTo slot: Slot) -> Value { object(Container(.encoder, slot: slot)) }

    private static func object(_ container: Container) -> Value {
        let name: String
        switch container.role {
        case .encoder: name = "Encoder"
        case .keyed: name = "KeyedEncodingContainer"
        case .unkeyed: name = "UnkeyedEncodingContainer"
        case .singleValue: name = "SingleValueEncodingContainer"
        }
        return FoundationObject(name, .encoding(container)).value
    }

    static func property(_ name: String, of container: Container) -> Value? {
        switch (name, container.role) {
        case ("codingPath", _): return .array([])
        case ("userInfo", .encoder): return .dictionary(DictionaryValue([]))
        case ("count", .unkeyed):
            return .int(container.slot.elements.count)
        default: return nil
        }
    }

    /// Every method of an encoder or container writes to its slot (or makes a container over a slot).
    static func method(_ name: String, of container: Container) -> NativeMethods.Method? {
        { _, arguments, evaluator, node in try write(name, container, arguments, evaluator, at: node) }
    }

    private static func write(
        _ name: String, _ container: Container, _ arguments: [Argument], _ evaluator: Evaluator, at node: Syntax
    ) throws -> Value {
        switch (name, container.role) {
        case ("container", .encoder):
            return keyed(in: container.slot, keysArgument: arguments.first, evaluator)
        case ("unkeyedContainer", .encoder):
            return unkeyed(in: container.slot)
        case ("singleValueContainer", .encoder):
            return object(Container(.singleValue, slot: container.slot))
        case ("encode", .singleValue):
            container.slot.kind = .value(try encoded(arguments.first?.value, evaluator, at: node))
            return .void
        case ("encodeNil", .singleValue):
            container.slot.kind = .value(.null)
            return .void
        case (_, .keyed(let keys)):
            return try keyedCall(name, container, keys: keys, arguments, evaluator, at: node)
        case (_, .unkeyed):
            return try unkeyedCall(name, container, arguments, evaluator, at: node)
        default:
            throw EvaluationError("'\(name)' of a \(container.role) encoding container is not supported", at: node)
        }
    }

    private static func keyedCall(
        _ name: String, _ container: Container, keys: [String: String], _ arguments: [Argument],
        _ evaluator: Evaluator, at node: Syntax
    ) throws -> Value {
        let keyArgument = arguments.first { $0.label == "forKey" }
        let key = try JSONDecodingContainers.keyString(keyArgument?.value, keys: keys, at: node)
        let value = arguments.first { $0.label == nil }?.value
        switch name {
        case "encode":
            container.slot.member(key).kind = .value(try encoded(value, evaluator, at: node))
        case "encodeIfPresent":
            // A nil optional leaves the key out, as Foundation's `encodeIfPresent` does.
            if case .null? = value { return .void }
            container.slot.member(key).kind = .value(try encoded(value, evaluator, at: node))
        case "encodeNil":
            container.slot.member(key).kind = .value(.null)
        case "nestedContainer":
            let keysArgument = arguments.first { $0.label == "keyedBy" }
            return keyed(in: container.slot.member(key), keysArgument: keysArgument, evaluator)
        case "nestedUnkeyedContainer":
            return unkeyed(in: container.slot.member(key))
        default:
            throw EvaluationError("'\(name)' of a keyed encoding container is not supported", at: node)
        }
        return .void
    }

    private static func unkeyedCall(
        _ name: String, _ container: Container, _ arguments: [Argument], _ evaluator: Evaluator, at node: Syntax
    ) throws -> Value {
        switch name {
        case "encode":
            let json = try encoded(arguments.first?.value, evaluator, at: node)
            container.slot.appended().kind = .value(json)
        case "encodeNil":
            container.slot.appended().kind = .value(.null)
        case "nestedContainer":
            return keyed(in: container.slot.appended(), keysArgument: arguments.first, evaluator)
        case "nestedUnkeyedContainer":
            return unkeyed(in: container.slot.appended())
        default:
            throw EvaluationError("'\(name)' of an unkeyed encoding container is not supported", at: node)
        }
        return .void
    }

    private static func encoded(_ value: Value?, _ evaluator: Evaluator, at node: Syntax) throws -> EncodedJSON {
        guard let value else { throw EvaluationError("'encode' takes the value to write", at: node) }
        return try evaluator.encodedJSON(value, at: node)
    }

    /// A keyed container over `slot`; a second `container(keyedBy:)` of the same encoder adds to the first's.
    private static func keyed(in slot: Slot, keysArgument: Argument?, _ evaluator: Evaluator) -> Value {
        slot.become(.keyed)
        var keys: [String: String] = [:]
        if case .type(let name)? = keysArgument?.value, let keysType = evaluator.userType(name) {
            keys = evaluator.keyStrings(of: keysType)
        }
        return object(Container(.keyed(keys: keys), slot: slot))
    }

    private static func unkeyed(in slot: Slot) -> Value {
        slot.become(.unkeyed)
        return object(Container(.unkeyed, slot: slot))
    }
}
