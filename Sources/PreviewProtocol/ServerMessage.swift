import Foundation

/// Builds server → client text messages.
package enum ServerMessage {
    package static func pong(_ t: Double) -> String { json(["type": "pong", "t": t]) }

    package static func error(_ message: String) -> String { json(["type": "error", "message": message]) }

    /// The catalog message: the catalog JSON object with `"type": "catalog"` added.
    package static func catalog(_ catalogJSON: String) -> String {
        guard catalogJSON.hasPrefix("{") else { return json(["type": "catalog"]) }
        let rest = catalogJSON.dropFirst()
        return "{\"type\":\"catalog\"" + (rest.hasPrefix("}") ? "" : ",") + rest
    }

    package static func json(_ object: [String: Any]) -> String {
        // Only strings, numbers, booleans, nulls, arrays and dictionaries of them are passed in.
        String(
            decoding: try! JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }
}
