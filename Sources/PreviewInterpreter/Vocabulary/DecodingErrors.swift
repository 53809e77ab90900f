/// Swift's `DecodingError`, as previewd's JSON decoding throws it (`Evaluator.decodingError`) and as a project's
/// own `init(from:)` throws it (`DecodingError.dataCorruptedError(forKey:in:debugDescription:)`,
/// `DecodingError.keyNotFound(key, .init(codingPath:debugDescription:))`): an enum case whose payload is the key or
/// type and a context. Coding keys are as Foundation's decoder puts them in a context's `codingPath` (a key by its
/// `stringValue`, an array position as `Index n` with its `intValue`).
enum DecodingErrors {
    static let staticFunctions: [Construct] = [
        Construct("DecodingError.dataCorrupted", "(_ context: Any)") { call in
            error("dataCorrupted", [call["context"]])
        },
        Construct("DecodingError.keyNotFound", "(_ key: Any, _ context: Any)") { call in
            error("keyNotFound", [codingKey(call["key"], evaluator: call.evaluator), call["context"]])
        },
        Construct("DecodingError.valueNotFound", "(_ type: Any, _ context: Any)") { call in
            error("valueNotFound", [call["type"], call["context"]])
        },
        Construct("DecodingError.typeMismatch", "(_ type: Any, _ context: Any)") { call in
            error("typeMismatch", [call["type"], call["context"]])
        },
        // The context's path is the container's, and the key's too where one is given, as Foundation's.
        Construct(
            "DecodingError.dataCorruptedError",
            [
                "(forKey key: Any, in container: Any, debugDescription: String)",
                "(in container: Any, debugDescription: String)",
            ]
        ) { call in
            let container = decodingContainer(call["container"])
            var path = container.map { codingPath($0.path) } ?? []
            if call.passed.contains("key") {
                var keys: [String: String] = [:]
                if case .keyed(_, let known)? = container?.role { keys = known }
                path.append(codingKey(call["key"], keys: keys, evaluator: call.evaluator))
            }
            return error("dataCorrupted", [context(path, try call.string("debugDescription") ?? "")])
        },
    ]

    static let constructs: [Construct] = [
        Construct(
            "DecodingError.Context", "(codingPath: [Any], debugDescription: String, underlyingError: Any? = nil)"
        ) { call in
            guard case .array(let keys) = call["codingPath"] else {
                throw EvaluationError("'DecodingError.Context' takes an array of coding keys", at: call.node)
            }
            let path = keys.map { codingKey($0, evaluator: call.evaluator) }
            return context(path, try call.string("debugDescription") ?? "", underlyingError: call["underlyingError"])
        }
    ]

    static func error(_ kind: String, _ payload: [Value]) -> Value {
        .enumCase(
            EnumValue(
                typeName: "DecodingError", caseName: kind, payload: payload,
                payloadLabels: Array(repeating: nil, count: payload.count)))
    }

    static func context(_ codingPath: [Value], _ debugDescription: String, underlyingError: Value = .null) -> Value {
        .tuple(
            [.array(codingPath), .string(debugDescription), underlyingError],
            labels: ["codingPath", "debugDescription", "underlyingError"])
    }

    /// A coding key a project passes: one of its `CodingKeys` cases (`.value`) by the JSON key it stands for
    /// (`keys`, a keyed container's, or the enum's raw value), else its name; or a key previewd made.
    private static func codingKey(_ key: Value, keys: [String: String] = [:], evaluator: Evaluator) -> Value {
        switch key {
        case .tuple: return key
        case .enumCase(let value):
            if let known = keys[value.caseName] { return codingKey(known) }
            if let type = evaluator.userType(value.typeName),
                let raw = evaluator.keyStrings(of: type)[value.caseName]
            {
                return codingKey(raw)
            }
            return codingKey(value.caseName)
        case .symbol(let name): return codingKey(keys[name] ?? name)
        case .string(let name): return codingKey(name)
        default: return codingKey(evaluator.describeQuietly(key))
        }
    }

    private static func decodingContainer(_ value: Value) -> JSONDecodingContainers.Container? {
        guard case .native(.object(let object)) = value, case .decoding(let container) = object.kind else {
            return nil
        }
        return container
    }

    static func codingKey(_ key: String) -> Value {
        .tuple([.string(key), .null], labels: ["stringValue", "intValue"])
    }

    static func indexKey(_ index: Int) -> Value {
        .tuple([.string("Index \(index)"), .int(index)], labels: ["stringValue", "intValue"])
    }

    /// The coding keys of a decoding path as previewd writes it: `.key` for an object's member, `[n]` for an
    /// array's element (`.items[2].name`).
    static func codingPath(_ path: String) -> [Value] {
        var keys: [Value] = []
        var rest = Substring(path)
        while let first = rest.first {
            rest = rest.dropFirst()
            if first == "[", let close = rest.firstIndex(of: "]"), let index = Int(rest[..<close]) {
                keys.append(indexKey(index))
                rest = rest[rest.index(after: close)...]
            } else if first == "." {
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                keys.append(codingKey(String(rest[..<end])))
                rest = rest[end...]
            }
        }
        return keys
    }

    /// `DecodingError.keyNotFound: the JSON has no key 'age' for Person.age at [0]`: the case, what did not fit and
    /// where; nil for any other value.
    static func describe(_ value: Value) -> String? {
        guard case .enumCase(let error) = value, error.typeName == "DecodingError",
            case .tuple(let parts, _)? = error.payload.last, parts.count == 3,
            case .array(let keys) = parts[0], case .string(let detail) = parts[1]
        else { return nil }
        let place = keys.map { key -> String in
            guard case .tuple(let fields, _) = key, fields.count == 2 else { return "" }
            if case .int(let index) = fields[1] { return "[\(index)]" }
            if case .string(let name) = fields[0] { return "." + name }
            return ""
        }.joined()
        return "DecodingError.\(error.caseName): \(detail) at \(place.isEmpty ? "the top level" : place)"
    }
}
