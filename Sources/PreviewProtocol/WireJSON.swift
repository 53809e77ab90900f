/// A JSON value that writes itself straight into bytes, for the header every frame message carries (named for the
/// wire it is written for, apart from the interpreter's parsed JSON of a project's sample data).
///
/// Foundation's `JSONSerialization` boxes each value and walks the dictionary through its bridging layer: a damage
/// frame's header with ten rectangles took 0.4–0.5 ms, about as long as drawing that frame's damage. The output
/// here is what `JSONSerialization` writes with `.sortedKeys` and `.withoutEscapingSlashes` for the same values (keys
/// in the order of their Unicode scalars, which for the protocol's ASCII keys is the order Foundation uses; whole
/// numbers without a fraction; `/` and non-ASCII characters as they are), and `WireJSONTests` holds it to that.
package indirect enum WireJSON: Sendable {
    case string(String)
    case integer(Int)
    case unsigned(UInt64)
    case number(Double)
    case bool(Bool)
    case array([WireJSON])
    case object([String: WireJSON])

    /// The value as compact UTF-8 JSON.
    package var bytes: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(into: &output)
        return output
    }

    private func write(into output: inout [UInt8]) {
        switch self {
        case .string(let text):
            Self.write(text, into: &output)
        case .integer(let value):
            output.append(contentsOf: String(value).utf8)
        case .unsigned(let value):
            output.append(contentsOf: String(value).utf8)
        case .number(let value):
            Self.write(value, into: &output)
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.write(key, into: &output)
                output.append(UInt8(ascii: ":"))
                members[key]!.write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Whole numbers as integers (a scale of 3 is `3`, as Foundation writes it), others in Swift's shortest form
    /// that reads back as the same Double; JSON has no infinities or NaN, so those are `null`.
    private static func write(_ value: Double, into output: inout [UInt8]) {
        guard value.isFinite else { return output.append(contentsOf: "null".utf8) }
        if value == 0 {
            output.append(contentsOf: (value.sign == .minus ? "-0" : "0").utf8)
        } else if value == value.rounded(), abs(value) < 1e15 {
            output.append(contentsOf: String(Int64(value)).utf8)
        } else {
            output.append(contentsOf: value.description.utf8)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Quotes and backslashes escaped, the short escapes where JSON has them, other control characters as `\u00xx`.
    private static func write(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0..<0x20:
                output.append(
                    contentsOf: Array("\\u00".utf8) + [Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)]])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
