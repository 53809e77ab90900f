import Foundation
import SwiftSyntax

/// `URL`, `URLComponents`, `Data` and `UUID` answered by Foundation's own types: a URL is parsed by `URL(string:)`
/// (nil where Foundation gives nil), its parts and path operations are Foundation's, and a UUID string is validated
/// and written as `UUID` writes it. Nothing here reads the disk or the network (`FoundationSystem` refuses that).
enum FoundationURLs {
    static let constructs: [Construct] = [
        Construct(
            "URL",
            [
                "(string: String)", "(string: String, relativeTo base: URL?)", "(fileURLWithPath path: String)",
                "(fileURLWithPath path: String, relativeTo base: URL?)",
                "(fileURLWithPath path: String, isDirectory: Bool)",
                "(fileURLWithPath path: String, isDirectory: Bool, relativeTo base: URL?)", "(filePath path: String)",
            ]
        ) { call in
            if call.has("path") {
                // Foundation resolves a relative path against the base URL (an absolute path ignores it); the
                // value kept is the resolved URL, as `absoluteURL` gives it.
                let path = try call.string("path") ?? ""
                // `URL(fileURLWithPath: Bundle.main.path(forResource:ofType:)!)`: the project resource's URL.
                if path.hasPrefix(Evaluator.bundleURLPrefix) { return .native(.url(path)) }
                var base: URL?
                if case .native(.url(let text)) = call["base"] { base = URL(string: text) }
                // A relative path is resolved against an app's working directory, the root, never against the
                // folder previewd happens to run in.
                if base == nil, !path.hasPrefix("/") { base = URL(fileURLWithPath: "/", isDirectory: true) }
                if let isDirectory = call.bool("isDirectory") {
                    return value(URL(fileURLWithPath: path, isDirectory: isDirectory, relativeTo: base))
                }
                return value(URL(fileURLWithPath: path, relativeTo: base))
            }
            let text = try call.string("string") ?? ""
            if case .native(.url(let base)) = call["base"] {
                return value(URL(string: text, relativeTo: URL(string: base))?.absoluteURL)
            }
            return value(URL(string: text))
        },
        Construct("URLComponents", ["()", "(string: String)", "(url: URL, resolvingAgainstBaseURL: Bool)"]) { call in
            if call.has("string") {
                return URLComponents(string: try call.string("string") ?? "").map { .native(.urlComponents($0)) }
                    ?? .null
            }
            if case .native(.url(let text)) = call["url"] {
                return URL(string: text).flatMap {
                    URLComponents(url: $0, resolvingAgainstBaseURL: call.bool("resolvingAgainstBaseURL") ?? false)
                }
                .map { .native(.urlComponents($0)) } ?? .null
            }
            return .native(.urlComponents(URLComponents()))
        },
        Construct("URLQueryItem", "(name: String, value: String?)") { call in
            queryItem(URLQueryItem(name: try call.string("name") ?? "", value: try call.string("value")))
        },
        // `NSUUID().uuidString`: Foundation's class form of the same value; code reads its string.
        Construct("NSUUID", "()") { call in .native(.uuid(call.evaluator.nextUUID())) },
        Construct("UUID", ["()", "(uuidString: String)"]) { call in
            guard call.has("uuidString") else { return .native(.uuid(call.evaluator.nextUUID())) }
            return UUID(uuidString: try call.string("uuidString") ?? "").map { .native(.uuid($0.uuidString)) } ?? .null
        },
        Construct("Data", ["(_ bytes: Any)", "(base64Encoded base64String: String)"]) { call in
            if call.has("base64String") {
                return Data(base64Encoded: try call.string("base64String") ?? "").map { .native(.data($0)) } ?? .null
            }
            return .native(.data(try bytes(call["bytes"], at: call.node)))
        },
        Construct("String", "(data: Data, encoding: String.Encoding)") { call in
            guard case .native(.data(let data)) = call["data"] else {
                throw EvaluationError("'String(data:encoding:)' takes Data", at: call.node)
            }
            return String(data: data, encoding: try encoding(call["encoding"], at: call.node)).map(Value.string)
                ?? .null
        },
        Construct("String", "(decoding bytes: Data, as unicode: Any)") { call in
            // `String(decoding: data, as: UTF8.self)`: invalid UTF-8 becomes replacement characters, never nil.
            guard case .native(.data(let data)) = call["bytes"], case .type("UTF8") = call["unicode"] else {
                throw EvaluationError("'String(decoding:as:)' takes Data and UTF8.self", at: call.node)
            }
            return .string(String(decoding: data, as: UTF8.self))
        },
    ]

    static func value(_ url: URL?) -> Value { url.map { .native(.url($0.absoluteString)) } ?? .null }

    static func queryItem(_ item: URLQueryItem) -> Value {
        .tuple([.string(item.name), item.value.map(Value.string) ?? .null], labels: ["name", "value"])
    }

    static func encoding(_ value: Value, at node: Syntax) throws -> String.Encoding {
        try FoundationFormatStyles.option(
            value, ["utf8": .utf8, "ascii": .ascii, "utf16": .utf16, "isoLatin1": .isoLatin1, "unicode": .unicode],
            "a string encoding", at: node)
    }

    /// `Data("text".utf8)`, `Data([0x41, 0x42])`, `Data(other)`.
    static func bytes(_ value: Value, at node: Syntax) throws -> Data {
        switch value {
        case .native(.data(let data)): return data
        case .string(let text): return Data(text.utf8)
        case .array(let elements):
            return Data(
                try elements.map { element -> UInt8 in
                    guard case .int(let int) = element, let byte = UInt8(exactly: int) else {
                        throw EvaluationError("Data takes bytes (0...255)", at: node)
                    }
                    return byte
                })
        default: throw EvaluationError("'\(value.kindName)' is not bytes Data can hold", at: node)
        }
    }

    static func property(_ name: String, of url: String) -> Value? {
        guard let url = URL(string: url) else {
            return name == "absoluteString" || name == "description" ? .string(url) : nil
        }
        switch name {
        case "absoluteString", "description": return .string(url.absoluteString)
        case "path": return .string(url.path)
        case "relativePath": return .string(url.relativePath)
        case "lastPathComponent": return .string(url.lastPathComponent)
        case "pathExtension": return .string(url.pathExtension)
        case "pathComponents": return .array(url.pathComponents.map(Value.string))
        case "host": return url.host.map(Value.string) ?? .null
        case "scheme": return url.scheme.map(Value.string) ?? .null
        case "query": return url.query.map(Value.string) ?? .null
        case "fragment": return url.fragment.map(Value.string) ?? .null
        case "port": return url.port.map(Value.int) ?? .null
        case "user": return url.user.map(Value.string) ?? .null
        case "isFileURL": return .bool(url.isFileURL)
        case "absoluteURL", "standardized": return value(name == "standardized" ? url.standardized : url.absoluteURL)
        case "deletingPathExtension": return value(url.deletingPathExtension())
        case "deletingLastPathComponent": return value(url.deletingLastPathComponent())
        default: return nil
        }
    }

    static func urlMethod(_ name: String) -> NativeMethods.Method? {
        // `url.map { … }` and `.flatMap` are `Optional`'s, on an optional URL that holds one.
        guard name != "map", name != "flatMap" else { return nil }
        return { value, arguments, _, node in
            guard case .native(.url(let text)) = value, let url = URL(string: text) else {
                throw EvaluationError("'\(name)' is a method of URL", at: node)
            }
            func string(_ label: String?) throws -> String {
                guard case .string(let string)? = arguments.first(where: { $0.label == label })?.value else {
                    throw EvaluationError("'\(name)' takes a string", at: node)
                }
                return string
            }
            switch name {
            case "appendingPathComponent": return Self.value(url.appendingPathComponent(try string(nil)))
            case "appendingPathExtension": return Self.value(url.appendingPathExtension(try string(nil)))
            case "deletingPathExtension": return Self.value(url.deletingPathExtension())
            case "deletingLastPathComponent": return Self.value(url.deletingLastPathComponent())
            // The iOS 16 methods that read a part, percent-encoded unless told not to (the `path` property decodes).
            case "path", "host", "query", "fragment":
                var encoded = true
                if case .bool(let flag)? = arguments.value("percentEncoded") { encoded = flag }
                switch name {
                case "path": return .string(url.path(percentEncoded: encoded))
                case "host": return url.host(percentEncoded: encoded).map(Value.string) ?? .null
                case "query": return url.query(percentEncoded: encoded).map(Value.string) ?? .null
                default: return url.fragment(percentEncoded: encoded).map(Value.string) ?? .null
                }
            case "appending":
                if arguments.first?.label == "path" { return Self.value(url.appending(path: try string("path"))) }
                if arguments.first?.label == "component" {
                    return Self.value(url.appending(component: try string("component")))
                }
                if arguments.first?.label == "queryItems", case .array(let items)? = arguments.first?.value {
                    return Self.value(url.appending(queryItems: try items.map { try item($0, at: node) }))
                }
                throw EvaluationError("this form of 'appending' is not supported", at: node)
            default: throw EvaluationError("method '\(name)' of 'URL' is not supported", at: node)
            }
        }
    }

    static func item(_ value: Value, at node: Syntax) throws -> URLQueryItem {
        guard case .tuple(let parts, let labels) = value, labels == ["name", "value"], case .string(let name) = parts[0]
        else {
            throw EvaluationError("'\(value.kindName)' is not a URLQueryItem", at: node)
        }
        if case .string(let text) = parts[1] { return URLQueryItem(name: name, value: text) }
        return URLQueryItem(name: name, value: nil)
    }

    static func componentsProperty(_ name: String, of components: URLComponents) -> Value? {
        switch name {
        case "url": return value(components.url)
        case "string": return components.string.map(Value.string) ?? .null
        case "scheme": return components.scheme.map(Value.string) ?? .null
        case "host": return components.host.map(Value.string) ?? .null
        case "path": return .string(components.path)
        case "query": return components.query.map(Value.string) ?? .null
        case "fragment": return components.fragment.map(Value.string) ?? .null
        case "port": return components.port.map(Value.int) ?? .null
        case "queryItems": return components.queryItems.map { .array($0.map(queryItem)) } ?? .null
        default: return nil
        }
    }

    /// `components.host = "…"`, `components.queryItems = [URLQueryItem(…)]`.
    static func setProperty(_ name: String, of base: inout Value, to value: Value) -> Bool {
        guard case .native(.urlComponents(var components)) = base else { return false }
        func text() -> String? {
            if case .string(let string) = value { return string }
            return nil
        }
        switch name {
        case "scheme": components.scheme = text()
        case "host": components.host = text()
        case "path": components.path = text() ?? ""
        case "query": components.query = text()
        case "fragment": components.fragment = text()
        case "port": components.port = Convert.number(value).map(Convert.clampedInt)
        case "queryItems":
            guard case .array(let items) = value else {
                components.queryItems = nil
                break
            }
            guard let parsed = try? items.map({ try item($0, at: Syntax(NilLiteralExprSyntax())) }) else {
                return false
            }
            components.queryItems = parsed
        default: return false
        }
        base = .native(.urlComponents(components))
        return true
    }

    static func dataProperty(_ name: String, of data: Data) -> Value? {
        switch name {
        case "count": return .int(data.count)
        case "isEmpty": return .bool(data.isEmpty)
        case "first": return data.first.map { .int(Int($0)) } ?? .null
        case "last": return data.last.map { .int(Int($0)) } ?? .null
        case "description": return .string(String(describing: data))
        default: return nil
        }
    }

    static func dataMethod(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "base64EncodedString":
            return { value, _, _, _ in
                guard case .native(.data(let data)) = value else { return .null }
                return .string(data.base64EncodedString())
            }
        case "map", "prefix", "suffix", "filter", "reduce", "forEach", "contains", "first", "compactMap", "dropFirst",
            "dropLast":
            // The bytes as a sequence of UInt8s.
            return { value, arguments, evaluator, node in
                guard case .native(.data(let data)) = value else { return .null }
                var bytes = Value.array(data.map { .int(Int($0)) })
                guard let method = NativeMethods.arrayMethod(name) else { return .null }
                return try method(&bytes, arguments, evaluator, node)
            }
        default: return nil
        }
    }
}
