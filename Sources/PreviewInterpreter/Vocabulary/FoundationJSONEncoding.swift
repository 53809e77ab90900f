import Foundation
import PreviewModel
import SwiftSyntax

/// `JSONEncoder().encode(value)` of a project's `Codable` types: the value is read as Swift's synthesised
/// `Encodable` reads it (stored properties in declaration order, `CodingKeys` names, nil optionals left out, enums
/// by raw value) and handed to Foundation's own `JSONEncoder`, so key order, `outputFormatting` (`.sortedKeys`,
/// `.prettyPrinted`), number spelling, escaping and `dateEncodingStrategy` are Foundation's.
enum EncodedJSON: Encodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case date(Date)
    case decimal(Decimal)
    case array([EncodedJSON])
    /// Members in the order the type declares them.
    case object([(String, EncodedJSON)])

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try container.encode(value, forKey: Key(stringValue: key)) }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let bool): try container.encode(bool)
            case .int(let int): try container.encode(int)
            case .double(let double): try container.encode(double)
            case .string(let string): try container.encode(string)
            case .date(let date): try container.encode(date)
            case .decimal(let decimal): try container.encode(decimal)
            default: break
            }
        }
    }
}

enum FoundationJSONEncoding {
    static let constructs: [Construct] = [
        Construct("JSONEncoder", "()") { _ in FoundationObject("JSONEncoder", .jsonEncoder(JSONEncoder())).value }
    ]

    static func method(_ name: String, of encoder: JSONEncoder) -> NativeMethods.Method? {
        guard name == "encode" else { return nil }
        return { _, arguments, evaluator, node in
            guard let value = arguments.first?.value else {
                throw EvaluationError("'encode(_:)' takes a value", at: node)
            }
            let json = try evaluator.encodedJSON(value, at: node)
            do {
                return .native(.data(try encoder.encode(json)))
            } catch let EncodingError.invalidValue(_, context) {
                // Foundation's error quotes the whole value; its context says what went wrong.
                throw EvaluationError("JSONEncoder could not encode the value: \(context.debugDescription)", at: node)
            } catch {
                throw EvaluationError("JSONEncoder could not encode the value: \(error)", at: node)
            }
        }
    }

    static func setProperty(_ name: String, of encoder: JSONEncoder, to value: Value) -> Bool {
        switch name {
        case "outputFormatting":
            let options: [String: JSONEncoder.OutputFormatting] = [
                "sortedKeys": .sortedKeys, "prettyPrinted": .prettyPrinted,
                "withoutEscapingSlashes": .withoutEscapingSlashes,
            ]
            let names: [Value]
            if case .array(let elements) = value { names = elements } else { names = [value] }
            var formatting: JSONEncoder.OutputFormatting = []
            for option in names {
                guard let name = FoundationFormatStyles.memberName(option), let known = options[name] else {
                    return false
                }
                formatting.insert(known)
            }
            encoder.outputFormatting = formatting
        case "dateEncodingStrategy":
            switch FoundationFormatStyles.memberName(value) {
            case "iso8601": encoder.dateEncodingStrategy = .iso8601
            case "secondsSince1970": encoder.dateEncodingStrategy = .secondsSince1970
            case "millisecondsSince1970": encoder.dateEncodingStrategy = .millisecondsSince1970
            case "deferredToDate": encoder.dateEncodingStrategy = .deferredToDate
            case "formatted":
                guard let formatter = JSONDecoderSettings.dateFormatter(in: value) else { return false }
                encoder.dateEncodingStrategy = .formatted(formatter)
            default: return false
            }
        case "keyEncodingStrategy":
            switch FoundationFormatStyles.memberName(value) {
            case "convertToSnakeCase": encoder.keyEncodingStrategy = .convertToSnakeCase
            case "useDefaultKeys": encoder.keyEncodingStrategy = .useDefaultKeys
            default: return false
            }
        default:
            return false
        }
        return true
    }
}

extension Evaluator {
    /// A value as Swift's synthesised `Encodable` writes it.
    func encodedJSON(_ value: Value, at node: Syntax) throws -> EncodedJSON {
        try step(node)
        switch value {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .int(let int): return .int(int)
        case .double(let double): return .double(double)
        case .string(let string): return .string(string)
        case .array(let elements), .set(let elements): return .array(try elements.map { try encodedJSON($0, at: node) })
        case .native(.date(let seconds)): return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case .native(.uuid(let id)): return .string(id)
        case .native(.url(let url)): return .string(url)
        case .native(.decimal(let decimal)): return .decimal(decimal)
        case .dictionary(let dictionary):
            // The standard library writes a dictionary keyed by strings or integers as an object (an integer key
            // spelled as its digits), and any other as an array of its keys and values, one after the other.
            var members: [(String, EncodedJSON)] = []
            var alternating: [EncodedJSON] = []
            for key in dictionary.keys {
                let value = try encodedJSON(dictionary[key] ?? .null, at: node)
                switch key {
                case .string(let name): members.append((name, value))
                case .int(let number): members.append((String(number), value))
                default: alternating += [try encodedJSON(key, at: node), value]
                }
            }
            guard alternating.isEmpty || members.isEmpty else {
                throw EvaluationError("a dictionary's keys are of different types", at: node)
            }
            return alternating.isEmpty ? .object(members) : .array(alternating)
        case .enumCase(let enumValue) where userType(enumValue.typeName).map(Self.encodesItself) == true:
            return try encodedByItself(value, at: node)
        case .enumCase(let enumValue) where enumValue.payload.isEmpty:
            return try encodedJSON(try property("rawValue", of: value, at: node), at: node)
        case .instance(let instance):
            let type = instance.type
            if Self.encodesItself(type) { return try encodedByItself(value, at: node) }
            // The standard library's `encode(to:)` for a RawRepresentable type: its raw value alone.
            if Self.storedRawValue(of: type) != nil {
                return try encodedJSON(try member("rawValue", of: instance, at: node), at: node)
            }
            let keys = try codingKeys(of: type, at: node)
            var members: [(String, EncodedJSON)] = []
            for property in type.storedProperties where property.wrapper == nil {
                if !keys.isEmpty, keys[property.name] == nil { continue }
                let stored = try member(property.name, of: instance, at: node)
                // Synthesised encoding leaves nil optionals out (`encodeIfPresent`).
                if case .null = stored { continue }
                members.append((keys[property.name] ?? property.name, try encodedJSON(stored, at: node)))
            }
            return .object(members)
        default:
            throw EvaluationError("encoding '\(value.kindName)' as JSON is not supported", at: node)
        }
    }

    /// Whether a type declares its own `encode(to:)`.
    private static func encodesItself(_ type: TypeDeclaration) -> Bool {
        (type.overloads["encode"] ?? []).contains {
            $0.signature.parameterClause.parameters.first?.firstName.text == "to"
        }
    }

    /// A value its type's own `encode(to encoder:)` writes, through the encoder's containers, as Foundation runs it.
    private func encodedByItself(_ value: Value, at node: Syntax) throws -> EncodedJSON {
        let root = JSONEncodingContainers.Slot()
        let encoder = JSONEncodingContainers.encoder(writingTo: root)
        let expression = node.as(ExprSyntax.self) ?? ExprSyntax(NilLiteralExprSyntax())
        _ = try callMethod(
            "encode", on: value, arguments: [Argument(label: "to", value: encoder, node: expression)], at: node)
        return root.json
    }
}
