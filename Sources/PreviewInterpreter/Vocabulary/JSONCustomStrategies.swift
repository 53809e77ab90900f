import Foundation
import SwiftSyntax

/// A `JSONDecoder` that also keeps the project's `.custom` strategies. Foundation's decoder keeps the others, but a
/// custom strategy is a closure of the project, which previewd runs itself: each date is read by the closure through
/// the decoder's single value container (and may throw `DecodingError`), each key of an object is the key the
/// closure makes of the coding path that leads to it.
final class ProjectJSONDecoder: JSONDecoder, @unchecked Sendable {
    /// The closure of `dateDecodingStrategy = .custom { decoder in … }`.
    var customDates: Value?
    /// The closure of `keyDecodingStrategy = .custom { codingPath in … }`.
    var customKeys: Value?
}

enum JSONCustomStrategies {
    /// The strategy types, so that they can be written out (`JSONDecoder.DateDecodingStrategy.iso8601`); their
    /// values are the implicit members a decoder is given.
    static let typeConstants: [String: [String: Value]] = [
        "JSONDecoder.DateDecodingStrategy": Dictionary(
            uniqueKeysWithValues: ["deferredToDate", "secondsSince1970", "millisecondsSince1970", "iso8601"].map {
                ($0, Value.symbol($0))
            }),
        "JSONDecoder.KeyDecodingStrategy": Dictionary(
            uniqueKeysWithValues: ["useDefaultKeys", "convertFromSnakeCase"].map { ($0, Value.symbol($0)) }),
    ]

    /// `JSONDecoder.DateDecodingStrategy.custom { … }` written out, or as the value of a static the project adds to
    /// the strategy type: the same value as the implicit `.custom { … }` a decoder is given.
    static let staticFunctions: [Construct] = [
        Construct("JSONDecoder.DateDecodingStrategy.custom", "(_ closure: (Decoder) throws -> Date)") { call in
            .implicitCall("custom", [Argument(label: nil, value: call["closure"], node: call.expression("closure"))])
        },
        Construct("JSONDecoder.KeyDecodingStrategy.custom", "(_ closure: ([CodingKey]) -> CodingKey)") { call in
            .implicitCall("custom", [Argument(label: nil, value: call["closure"], node: call.expression("closure"))])
        },
    ]
}

extension Evaluator {
    /// `decoder.dateDecodingStrategy = .custom { … }`, or a static of the project's own extension of the strategy
    /// type that holds one (`= .flexible`): kept on the decoder, true. Any other strategy clears the custom one and
    /// is handed on (false), resolved where it is a static of the project's (`value`).
    func setCustomDecodingStrategy(
        _ name: String, of base: Value, to value: inout Value, at node: some SyntaxProtocol
    ) throws -> Bool {
        let strategyTypes = [
            "dateDecodingStrategy": "JSONDecoder.DateDecodingStrategy",
            "keyDecodingStrategy": "JSONDecoder.KeyDecodingStrategy",
        ]
        guard case .native(.jsonDecoder(let decoder)) = base, let decoder = decoder as? ProjectJSONDecoder,
            let strategyType = strategyTypes[name]
        else { return false }
        if case .symbol = value { value = try resolveImplicit(value, typeName: strategyType, at: node) }
        var closure: Value?
        if case .implicitCall("custom", let arguments) = value, arguments.count == 1,
            case .function = arguments[0].value
        {
            closure = arguments[0].value
        }
        if name == "dateDecodingStrategy" { decoder.customDates = closure } else { decoder.customKeys = closure }
        return closure != nil
    }

    /// A date read by the project's `.custom` strategy: the closure is given a decoder over the JSON value.
    func customDate(
        _ closure: Value, from json: JSONValue, path: String, strategies: JSONDecodingStrategies,
        at node: some SyntaxProtocol
    ) throws -> Value {
        let decoder = JSONDecodingContainers.decoder(json, path: path, strategies: strategies)
        let date = try invoke(
            closure, arguments: [Argument(label: nil, value: decoder, node: ExprSyntax(NilLiteralExprSyntax()))],
            at: node)
        guard case .native(.date) = date else {
            throw EvaluationError("a custom date decoding strategy returned '\(date.kindName)', not a Date", at: node)
        }
        return date
    }

    /// An object's members with their keys as the decoder's key strategy makes them: converted from snake case,
    /// or each the `stringValue` of what the project's `.custom` closure makes of the coding path to it.
    func convertedMembers(
        _ members: [(key: String, value: JSONValue)], strategies: JSONDecodingStrategies, path: String,
        at node: some SyntaxProtocol
    ) throws -> [(key: String, value: JSONValue)] {
        guard let closure = strategies.customKeys else {
            guard case .object(let converted) = strategies.converted(members) else { return members }
            return converted
        }
        let codingPath = DecodingErrors.codingPath(path)
        return try members.map { member in
            let keys = Value.array(codingPath + [DecodingErrors.codingKey(member.key)])
            let key = try invoke(
                closure, arguments: [Argument(label: nil, value: keys, node: ExprSyntax(NilLiteralExprSyntax()))],
                at: node)
            guard case .string(let string) = try property("stringValue", of: key, at: node) else {
                throw EvaluationError("a custom key decoding strategy must return a CodingKey", at: node)
            }
            return (key: string, value: member.value)
        }
    }
}
