import Foundation
import PreviewModel
import SwiftSyntax

/// A parsed JSON document, before it is given a type. Foundation's `JSONDecoder` parses it (so numbers, booleans
/// and escapes follow its rules); the interpreter then builds the project's values from it as Swift's synthesised
/// `Decodable` conformances would.
indirect enum JSONValue: Decodable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Keys sorted, so dictionaries decoded from it have a stable order.
    case object([(key: String, value: JSONValue)])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            let object = try container.decode([String: JSONValue].self)
            self = .object(object.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
        }
    }

    static func parse(_ data: Data) throws -> JSONValue {
        try ParsedJSONCache.shared.json(for: data) { try JSONDecoder().decode(JSONValue.self, from: data) }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members.first { $0.key == key }?.value }
        return nil
    }

    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// The type a JSON document is decoded as: `[Landmark]`, `[String: Hike]`, `Range<Double>`, `Profile?`.
indirect enum DecodedType: CustomStringConvertible {
    case named(String, arguments: [DecodedType])
    case array(DecodedType)
    case dictionary(key: DecodedType, value: DecodedType)
    case optional(DecodedType)

    init?(_ type: TypeSyntax) {
        if let array = type.as(ArrayTypeSyntax.self) {
            guard let element = DecodedType(array.element) else { return nil }
            self = .array(element)
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            guard let key = DecodedType(dictionary.key), let value = DecodedType(dictionary.value) else { return nil }
            self = .dictionary(key: key, value: value)
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            guard let wrapped = DecodedType(optional.wrappedType) else { return nil }
            self = .optional(wrapped)
        } else if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            guard let wrapped = DecodedType(optional.wrappedType) else { return nil }
            self = .optional(wrapped)
        } else if let member = type.as(MemberTypeSyntax.self) {
            self = .named(member.baseType.trimmedDescription + "." + member.name.bareName, arguments: [])
        } else if let identifier = type.as(IdentifierTypeSyntax.self) {
            let arguments =
                identifier.genericArgumentClause?.arguments.compactMap {
                    Syntax($0.argument).as(TypeSyntax.self).flatMap(DecodedType.init)
                } ?? []
            self = DecodedType.generic(identifier.name.bareName, arguments)
        } else {
            return nil
        }
    }

    /// The type an expression such as `[Landmark].self` or `Profile.self` names.
    /// The type a metatype value stands for (`Item.self` is `.type("Item")`, `[Item].self` an array of it); nil
    /// for an unbound generic parameter, whose value is its own name.
    init?(heldBy value: Value, unless parameter: String) {
        switch value {
        case .type(let name) where name != parameter:
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || "._".contains($0) }) else { return nil }
            self = .named(name, arguments: [])
        case .array(let elements) where elements.count == 1:
            guard let element = DecodedType(heldBy: elements[0], unless: parameter) else { return nil }
            self = .array(element)
        default:
            return nil
        }
    }

    /// The type Swift infers for a stored property declared without one from its initial value: a literal's, or
    /// the type an initialiser call names (`var id = UUID()`, `var tags = [String]()`, `var kind = Kind.Size()`).
    /// Nil where inferring it takes more (a static member, a function's result), which decoding then leaves as
    /// declared.
    init?(inferredFrom initializer: ExprSyntax) {
        switch initializer.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr: self = .named("String", arguments: [])
        case .integerLiteralExpr: self = .named("Int", arguments: [])
        case .floatLiteralExpr: self = .named("Double", arguments: [])
        case .booleanLiteralExpr: self = .named("Bool", arguments: [])
        case .functionCallExpr(let call):
            let callee = call.calledExpression
            let namesAType: Bool
            switch callee.as(ExprSyntaxEnum.self) {
            case .declReferenceExpr(let reference): namesAType = reference.baseName.text.first?.isUppercase == true
            case .memberAccessExpr(let member): namesAType = member.declName.baseName.text.first?.isUppercase == true
            case .arrayExpr, .dictionaryExpr, .genericSpecializationExpr: namesAType = true
            default: namesAType = false
            }
            guard namesAType, let type = DecodedType(expression: callee) else { return nil }
            self = type
        default: return nil
        }
    }

    init?(expression: ExprSyntax) {
        var expression = expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base
        {
            expression = base
        }
        if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1,
            let element = array.elements.first
        {
            guard let type = DecodedType(expression: element.expression) else { return nil }
            self = .array(type)
        } else if let dictionary = expression.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content, elements.count == 1,
            let element = elements.first, let key = DecodedType(expression: element.key),
            let value = DecodedType(expression: element.value)
        {
            self = .dictionary(key: key, value: value)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            self = .named(reference.baseName.bareName, arguments: [])
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            self = .named(base.trimmedDescription + "." + member.declName.baseName.bareName, arguments: [])
        } else if let specialized = expression.as(GenericSpecializationExprSyntax.self),
            let reference = specialized.expression.as(DeclReferenceExprSyntax.self)
        {
            let arguments = specialized.genericArgumentClause.arguments.compactMap {
                Syntax($0.argument).as(TypeSyntax.self).flatMap(DecodedType.init)
            }
            self = DecodedType.generic(reference.baseName.bareName, arguments)
        } else if let optional = expression.as(OptionalChainingExprSyntax.self),
            let wrapped = DecodedType(expression: optional.expression)
        {
            self = .optional(wrapped)
        } else {
            return nil
        }
    }

    private static func generic(_ name: String, _ arguments: [DecodedType]) -> DecodedType {
        switch (name, arguments.count) {
        case ("Array", 1): return .array(arguments[0])
        case ("Optional", 1): return .optional(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        default: return .named(name, arguments: arguments)
        }
    }

    var description: String {
        switch self {
        case .named(let name, let arguments):
            return arguments.isEmpty ? name : name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        }
    }
}

extension Evaluator {
    /// Whether decoding can start now: the type is a known one, not a generic parameter of the function being
    /// evaluated (whose value is typed later, where it is stored).
    func isDecodable(_ type: DecodedType) -> Bool {
        switch type {
        case .array(let element), .optional(let element): return isDecodable(element)
        case .dictionary(_, let value): return isDecodable(value)
        case .named(let name, _):
            return Self.scalarDecodables.contains(name) || ["Range", "ClosedRange"].contains(name)
                || userType(name) != nil
        }
    }

    static let scalarDecodables: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat",
        "TimeInterval", "Decimal", "String", "Bool", "Date", "URL", "UUID",
    ]

    /// `Kind(from: decoder)` inside a project's own `init(from:)`, for a type whose `init(from:)` Swift synthesises
    /// (one the type does not declare itself): the decoder's part of the document decoded as `Kind`, as
    /// `decode(Kind.self, …)` would. Nil for any other call.
    func synthesizedDecoding(_ typeName: String, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard arguments.count == 1, arguments[0].label == "from",
            case .native(.object(let object)) = arguments[0].value, case .decoding(let container) = object.kind,
            case .decoder = container.role
        else { return nil }
        if let type = userType(typeName), Self.decodesItself(type) { return nil }
        return try decode(
            container.json, as: .named(typeName, arguments: []), path: container.path, strategies: container.strategies,
            at: node)
    }

    /// Builds the value of `type` from `json`, as Swift's synthesised `Decodable` does; `path` names where in the
    /// document a mismatch is, for the error.
    func decode(
        _ json: JSONValue, as type: DecodedType, path: String, strategies: JSONDecodingStrategies = .standard,
        at node: some SyntaxProtocol
    ) throws -> Value {
        try step(node)
        func mismatch() -> ThrownValue {
            // `null` where a value must be is `valueNotFound`, as Foundation throws it.
            if case .null = json {
                return decodingError(
                    "valueNotFound", "cannot decode \(type) from null", path: path, type: "\(type)", at: node)
            }
            return decodingError(
                "typeMismatch", "cannot decode \(type) from \(json.kindName)", path: path, type: "\(type)", at: node)
        }
        switch type {
        case .optional(let wrapped):
            if case .null = json { return .null }
            return try decode(json, as: wrapped, path: path, strategies: strategies, at: node)
        case .array(let element):
            guard case .array(let items) = json else { throw mismatch() }
            try checkSize(items.count, at: node)
            return .array(
                try items.enumerated().map {
                    try decode($1, as: element, path: path + "[\($0)]", strategies: strategies, at: node)
                })
        case .dictionary(let key, let value):
            guard case .object(let members) = json else { throw mismatch() }
            try checkSize(members.count, at: node)
            return .dictionary(
                DictionaryValue(
                    try members.map { member in
                        let keyValue: Value = try decode(.string(member.key), as: key, path: path, at: node)
                        return (
                            keyValue,
                            try decode(
                                member.value, as: value, path: path + "." + member.key, strategies: strategies, at: node
                            )
                        )
                    }))
        case .named("Date", _) where strategies.customDates != nil:
            return try customDate(
                strategies.customDates ?? .null, from: json, path: path, strategies: strategies, at: node)
        case .named(let name, let arguments):
            switch (name, json) {
            case ("Bool", .bool(let bool)): return .bool(bool)
            case ("String", .string(let string)): return .string(string)
            case (_, .int(let int)) where name.hasPrefix("Int") || name.hasPrefix("UInt"): return .int(int)
            case ("Double", .int(let int)), ("Float", .int(let int)), ("CGFloat", .int(let int)),
                ("TimeInterval", .int(let int)):
                return .double(Double(int))
            case ("Double", .double(let double)), ("Float", .double(let double)), ("CGFloat", .double(let double)),
                ("TimeInterval", .double(let double)):
                return .double(double)
            // Foundation reads a decimal from the number's digits; the shortest digits of the parsed Double are
            // those digits wherever a Double holds them.
            case ("Decimal", .int(let int)): return .native(.decimal(Decimal(int)))
            case ("Decimal", .double(let double)):
                return .native(.decimal(Decimal(string: "\(double)") ?? Decimal(double)))
            case ("URL", .string(let string)): return .native(.url(string))
            case ("UUID", .string(let string)): return .native(.uuid(string.uppercased()))
            case ("Date", .int), ("Date", .double), ("Date", .string):
                do {
                    return .native(.date(try strategies.date(from: json).timeIntervalSinceReferenceDate))
                } catch DecodingError.dataCorrupted(let context) {
                    throw decodingError("dataCorrupted", context.debugDescription, path: path, at: node)
                } catch {
                    throw mismatch()
                }
            case ("Range", .array(let bounds)), ("ClosedRange", .array(let bounds)):
                guard bounds.count == 2 else { throw mismatch() }
                let bound = arguments.first ?? .named("Double", arguments: [])
                let lower = try decode(bounds[0], as: bound, path: path + "[0]", strategies: strategies, at: node)
                let upper = try decode(bounds[1], as: bound, path: path + "[1]", strategies: strategies, at: node)
                switch (lower, upper) {
                case (.int(let low), .int(let high)):
                    return .range(low, name == "ClosedRange" ? high + 1 : high, closed: name == "ClosedRange")
                default:
                    return .comparableRange(ComparableRange(lower, upper, closed: name == "ClosedRange"))
                }
            default:
                if Self.scalarDecodables.contains(name) || ["Range", "ClosedRange"].contains(name) { throw mismatch() }
                guard let userType = userType(name) else {
                    throw EvaluationError("decoding '\(name)' from JSON is not supported", at: node)
                }
                return try decode(json, as: userType, path: path, strategies: strategies, at: node)
            }
        }
    }

    /// Whether `type` declares `Decodable`'s `init(from:)` itself (one parameter labelled `from`) rather than taking
    /// the one Swift synthesises.
    static func decodesItself(_ type: TypeDeclaration) -> Bool {
        type.initializers.contains { $0.signature.parameterClause.parameters.map(\.firstName.text) == ["from"] }
    }

    /// A project struct, class or enum from JSON, by its stored properties (or raw values), honouring a
    /// `CodingKeys` enum.
    private func decode(
        _ json: JSONValue, as type: TypeDeclaration, path: String, strategies: JSONDecodingStrategies,
        at node: some SyntaxProtocol
    ) throws -> Value {
        touch(type)
        if Self.decodesItself(type) {
            // Its own `init(from decoder:)` reads the JSON through the decoder's containers, as Foundation runs it.
            guard let call = Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionCallExprSyntax.self) }) else {
                throw EvaluationError(
                    "'\(type.name)' decodes itself with 'init(from:)', which previews run only inside a call",
                    at: node)
            }
            let decoder = JSONDecodingContainers.decoder(json, path: path, strategies: strategies)
            return try instantiate(
                type, arguments: [Argument(label: "from", value: decoder, node: ExprSyntax(call))], at: call)
        }
        if type.kind == .enum {
            for caseName in type.caseNames {
                let candidate = EnumValue(
                    typeName: enumTypeName(of: type), caseName: caseName, payload: [], payloadLabels: [])
                if try rawValueMatches(candidate, json, at: node) { return .enumCase(candidate) }
            }
            throw decodingError(
                "dataCorrupted", "no case of '\(type.name)' has the raw value \(json)", path: path, at: node)
        }
        if type.conformances.contains("OptionSet"), case .int(let raw) = json {
            return .instance(Instance(type: type, properties: ["rawValue": .int(raw)]))
        }
        if let raw = Self.storedRawValue(of: type), let rawType = raw.type.flatMap(DecodedType.init) {
            // The standard library's `init(from:)` for a RawRepresentable type: its raw value, then `init(rawValue:)`.
            let rawValue = try decode(json, as: rawType, path: path, strategies: strategies, at: node)
            guard let call = Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionCallExprSyntax.self) }) else {
                return .instance(Instance(type: type, properties: ["rawValue": rawValue]))
            }
            let made = try instantiate(
                type, arguments: [Argument(label: "rawValue", value: rawValue, node: ExprSyntax(call))], at: call)
            if case .null = made {
                let rawTypeName = raw.type?.trimmedDescription ?? "raw"
                throw decodingError(
                    "dataCorrupted", "cannot initialize \(type.name) from invalid \(rawTypeName) value \(json)",
                    path: path, at: node)
            }
            return made
        }
        guard case .object(let members) = json else {
            throw decodingError(
                "typeMismatch", "cannot decode \(type.name) from \(json.kindName)", path: path, type: type.name,
                at: node)
        }
        // A struct's keys are the JSON's keys as the decoder's strategy converts them (a dictionary's are not).
        let json = JSONValue.object(try convertedMembers(members, strategies: strategies, path: path, at: node))
        let keys = try codingKeys(of: type, at: node)
        let instance = Instance(type: type)
        for property in type.storedProperties where property.wrapper == nil {
            // A `let` with a value is not decoded: Swift keeps the value it was declared with.
            if property.isLet, let initializer = property.initializer {
                instance.properties[property.name] = try evaluate(
                    initializer, scope: Scope(selfValue: .instance(instance), selfType: type))
                continue
            }
            let key = keys[property.name] ?? property.name
            let propertyType = (property.type.flatMap(DecodedType.init)
                ?? property.initializer.flatMap(DecodedType.init(inferredFrom:))).map { qualified($0, in: type) }
            if let value = json[key], let propertyType {
                instance.properties[property.name] = try decode(
                    value, as: propertyType, path: path + "." + key, strategies: strategies, at: node)
            } else if let initializer = property.initializer {
                instance.properties[property.name] = try evaluate(
                    initializer, scope: Scope(selfValue: .instance(instance), selfType: type))
            } else if case .optional? = propertyType {
                instance.properties[property.name] = .null
            } else if keys[property.name] == nil, !keys.isEmpty {
                continue  // left out of `CodingKeys`: Swift requires a default, which the check above used
            } else if json[key] != nil {
                throw EvaluationError(
                    """
                    decoding \(type.name).\(property.name) of type '\(property.type?.trimmedDescription ?? "_")' is \
                    not 
                    """
                        + "supported", at: node)
            } else {
                throw decodingError(
                    "keyNotFound", "the JSON has no key '\(key)' for \(type.name).\(property.name)", path: path,
                    key: key, at: node)
            }
        }
        return .instance(instance)
    }

    /// The stored `rawValue` of a struct or class that conforms to `RawRepresentable` (an enum's raw values are its
    /// cases'): Codable codes such a type as that value alone.
    static func storedRawValue(of type: TypeDeclaration) -> StoredProperty? {
        guard type.kind != .enum, type.conformances.contains("RawRepresentable") else { return nil }
        return type.storedProperties.first { $0.name == "rawValue" && $0.type != nil }
    }

    /// A property's type as its declaring type sees it: `Status` in `Message` is `Message.Status`, not another
    /// type's nested `Status`.
    private func qualified(_ decoded: DecodedType, in type: TypeDeclaration) -> DecodedType {
        switch decoded {
        case .named(let name, let arguments):
            let arguments = arguments.map { qualified($0, in: type) }
            return .named(nestedType(name, in: type)?.name ?? name, arguments: arguments)
        case .array(let element): return .array(qualified(element, in: type))
        case .dictionary(let key, let value):
            return .dictionary(key: qualified(key, in: type), value: qualified(value, in: type))
        case .optional(let wrapped): return .optional(qualified(wrapped, in: type))
        }
    }

    /// `enum CodingKeys: String, CodingKey { case imageName = "image" }`: property name to JSON key.
    func codingKeys(of type: TypeDeclaration, at node: some SyntaxProtocol) throws -> [String: String] {
        guard let keysType = nestedType("CodingKeys", in: type), keysType.kind == .enum else { return [:] }
        return keyStrings(of: keysType)
    }

    /// A coding-keys enum's cases with the JSON key each stands for: its string raw value, else its name. Read
    /// once per evaluation: decoding an array asks for every element.
    func keyStrings(of keysType: TypeDeclaration) -> [String: String] {
        if let known = lookups.codingKeys[keysType.identity] { return known }
        let keys = Self.keyStrings(of: keysType)
        lookups.codingKeys[keysType.identity] = keys
        return keys
    }

    private static func keyStrings(of keysType: TypeDeclaration) -> [String: String] {
        var keys: [String: String] = [:]
        for caseName in keysType.caseNames {
            if case .enumCase(let element)? = keysType.members[caseName],
                let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self)
            {
                keys[caseName] = raw.segments.trimmedDescription
            } else {
                keys[caseName] = caseName
            }
        }
        return keys
    }

    private func rawValueMatches(_ candidate: EnumValue, _ json: JSONValue, at node: some SyntaxProtocol) throws -> Bool
    {
        switch (try property("rawValue", of: .enumCase(candidate), at: node), json) {
        case (.string(let raw), .string(let string)): return raw == string
        case (.int(let raw), .int(let int)): return raw == int
        case (.double(let raw), .double(let double)): return raw == double
        default: return false
        }
    }

    /// What `JSONDecoder` throws when the data does not fit the type: a Swift error the project's `try?` or `catch`
    /// sees, not a limit of previews. It is the `DecodingError` case Foundation throws with its payload, so
    /// `catch DecodingError.keyNotFound(let key, let context)` binds them: the missing key (`keyNotFound`) or the
    /// expected type (`typeMismatch`, `valueNotFound`), and a context whose `codingPath` holds the keys and
    /// `Index n` positions leading to `path` (`.items[2].name`) and whose `debugDescription` says what did not fit.
    func decodingError(
        _ kind: String, _ detail: String, path: String, key: String? = nil, type: String? = nil,
        at node: some SyntaxProtocol
    ) -> ThrownValue {
        let context = DecodingErrors.context(DecodingErrors.codingPath(path), detail)
        let payload: [Value]
        switch kind {
        case "keyNotFound": payload = [DecodingErrors.codingKey(key ?? ""), context]
        case "dataCorrupted": payload = [context]
        default: payload = [.type(type ?? "Any"), context]
        }
        return ThrownValue(value: DecodingErrors.error(kind, payload), node: Syntax(node))
    }

    /// The type a `decode` call's first argument names: `Item.self`, `[Item].self`, a metatype parameter that
    /// holds one (`decoder.decode(type, from: data)` inside `func load<T>(_ type: T.Type)`), or a generic
    /// parameter's `T.self` or `[T].self`, which is the type the call bound it to, even where the project declares a
    /// `T` of its own.
    func decodedType(of typeArgument: Argument) throws -> DecodedType {
        let member = typeArgument.node.as(MemberAccessExprSyntax.self)
        let written = member?.declName.baseName.text == "self" ? member?.base ?? typeArgument.node : typeArgument.node
        let parameter = written.as(DeclReferenceExprSyntax.self)?.baseName.bareName
        let held = DecodedType(heldBy: typeArgument.value, unless: parameter ?? "")
        guard let type = held ?? DecodedType(expression: typeArgument.node) else {
            throw EvaluationError(
                "decoding '\(typeArgument.node.trimmedDescription)' is not supported", at: typeArgument.node)
        }
        return type
    }

    /// `decoder.decode(T.self, from: data)`.
    func decodeJSON(
        typeArgument: Argument, data: Value, strategies: JSONDecodingStrategies, at node: some SyntaxProtocol
    ) throws
        -> Value
    {
        guard case .native(.data(let bytes)) = data else {
            throw EvaluationError("'\(data.kindName)' is not data previews can decode", at: node)
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch {
            throw decodingError("dataCorrupted", "the data is not valid JSON", path: "", at: node)
        }
        let type = try decodedType(of: typeArgument)
        // A generic `T` is known only where the result is stored.
        guard isDecodable(type) else { return .native(.untypedJSON(json, strategies: strategies)) }
        return try decode(json, as: type, path: "", strategies: strategies, at: node)
    }

    /// `Bundle.main.url(forResource:withExtension:)`: a URL for a project resource, or nil.
    func bundleResourceURL(_ name: String, extension ext: String?) -> Value {
        guard let resource = project.resources.lookup(name, extension: ext) else { return .null }
        touch(file: resource.path)
        return .native(.url(Self.bundleURLPrefix + resource.path))
    }

    /// The scheme of resource URLs: the bundle a preview runs in is the project folder, read into the model.
    static let bundleURLPrefix = "bundle:///"

    /// `Data(contentsOf: url)` for a resource URL; any other file is out of a preview's reach.
    func resourceData(_ url: Value, at node: some SyntaxProtocol) throws -> Value {
        guard case .native(.url(let string)) = url else {
            throw EvaluationError("'\(url.kindName)' is not a URL", at: node)
        }
        guard string.hasPrefix(Self.bundleURLPrefix), let name = string.split(separator: "/").last,
            let resource = project.resources.lookup(String(name), extension: nil)
        else {
            // A file URL is named by its path, as the code wrote it.
            let parsed = URL(string: string)
            let shown = parsed.flatMap { $0.isFileURL ? $0.path : nil } ?? string
            guard parsed?.isFileURL == true else {
                throw EvaluationError("previews read only the project's own JSON resources, not '\(shown)'", at: node)
            }
            // The file is not read. A freshly installed app's containers are empty, so the read throws Foundation's
            // "no such file" error, which the code's own `do`/`catch` or `try?` handles with its fallback, as it
            // would on first launch; the diagnostic says the file's contents were not consulted.
            report("previews do not read files: '\(shown)' reads as missing, as in a new install", at: node)
            throw ThrownValue(value: .opaque("CocoaError.fileReadNoSuchFile"), node: Syntax(node))
        }
        touch(file: resource.path)
        return .native(.data(resource.data))
    }
}

/// A `JSONDecoder`'s settings, kept on Foundation's own decoder: keys as written or converted from snake case, and
/// its date strategy. Other strategies are not settable, so the code that sets one is reported.
enum JSONDecoderSettings {
    static func setProperty(_ name: String, of base: Value, to value: Value) -> Bool {
        guard case .native(.jsonDecoder(let decoder)) = base else { return false }
        switch (name, FoundationFormatStyles.memberName(value)) {
        case ("dateDecodingStrategy", "iso8601"): decoder.dateDecodingStrategy = .iso8601
        case ("dateDecodingStrategy", "deferredToDate"): decoder.dateDecodingStrategy = .deferredToDate
        case ("dateDecodingStrategy", "secondsSince1970"): decoder.dateDecodingStrategy = .secondsSince1970
        case ("dateDecodingStrategy", "millisecondsSince1970"): decoder.dateDecodingStrategy = .millisecondsSince1970
        case ("dateDecodingStrategy", "formatted"):
            guard let formatter = dateFormatter(in: value) else { return false }
            decoder.dateDecodingStrategy = .formatted(formatter)
        case ("keyDecodingStrategy", "useDefaultKeys"): decoder.keyDecodingStrategy = .useDefaultKeys
        case ("keyDecodingStrategy", "convertFromSnakeCase"): decoder.keyDecodingStrategy = .convertFromSnakeCase
        default: return false
        }
        return true
    }

    /// The formatter of a `.formatted(formatter)` date strategy, for the decoder and the encoder alike.
    static func dateFormatter(in value: Value) -> DateFormatter? {
        guard case .implicitCall("formatted", let arguments) = value, arguments.count == 1,
            case .native(.dateFormatter(let formatter)) = arguments[0].value
        else { return nil }
        return formatter
    }
}

/// What a decoder's settings change in how JSON becomes values: how a struct's coding keys match the JSON's keys,
/// and how a `Date` is read. Carried through every nested value and container, as `JSONDecoder` does.
struct JSONDecodingStrategies: @unchecked Sendable {
    /// `.convertFromSnakeCase`: `user_id` is `userId`, `URL_path` is `urlPath`, `__a_b__` is `__aB__`.
    var keysFromSnakeCase = false
    var dates: JSONDecoder.DateDecodingStrategy = .deferredToDate
    /// The project's `.custom` strategies, closures previewd runs (`ProjectJSONDecoder`).
    var customDates: Value?
    var customKeys: Value?

    /// A plain `JSONDecoder()`'s: keys as written, dates as seconds since 2001.
    static let standard = JSONDecodingStrategies()

    init() {}

    init(_ decoder: JSONDecoder) {
        if case .convertFromSnakeCase = decoder.keyDecodingStrategy { keysFromSnakeCase = true }
        dates = decoder.dateDecodingStrategy
        customDates = (decoder as? ProjectJSONDecoder)?.customDates
        customKeys = (decoder as? ProjectJSONDecoder)?.customKeys
    }

    /// An object's members with their keys as the strategy converts them.
    func converted(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
        guard keysFromSnakeCase else { return .object(members) }
        return .object(members.map { (key: Self.camelCase(fromSnakeCase: $0.key), value: $0.value) })
    }

    /// A JSON number or string read as a `Date` by Foundation's decoder under the date strategy, so every strategy
    /// accepts and rejects exactly what it does; it throws Foundation's `DecodingError`.
    func date(from json: JSONValue) throws -> Date {
        let fragment: Data
        switch json {
        case .int(let int): fragment = Data(String(int).utf8)
        case .double(let double): fragment = Data("\(double)".utf8)
        case .string(let string): fragment = try JSONEncoder().encode(string)
        default: fragment = Data("null".utf8)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = dates
        return try decoder.decode(Date.self, from: fragment)
    }

    /// Foundation's conversion: underscores around the key are kept; inside, the words between underscores are
    /// joined, the first lower-cased and the others capitalised; a key of one word is left as it is.
    static func camelCase(fromSnakeCase key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }), let last = key.lastIndex(where: { $0 != "_" }) else {
            return key
        }
        let words = key[first...last].split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = words[0].lowercased() + words.dropFirst().map { $0.capitalized }.joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }
}
