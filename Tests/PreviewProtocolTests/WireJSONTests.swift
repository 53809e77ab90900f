import Foundation
import Testing

@testable import PreviewProtocol

/// Frame headers are written by `WireJSON`; clients and the archive read what `JSONSerialization` wrote before.
/// These compare bytes with Foundation's output for the same values, so the wire format stays what it was.
@Suite struct WireJSONTests {
    static func foundation(_ object: Any) throws -> String {
        String(
            decoding: try JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }

    static func written(_ value: WireJSON) -> String { String(decoding: value.bytes, as: UTF8.self) }

    /// Every byte below 0x20, the characters JSON escapes, ones it leaves alone (`/`, DEL, U+2028), and non-ASCII.
    @Test(arguments: [
        "", "Card.main", "say \"hi\"", #"back\slash"#, "a/b", "Déjà vu · 📱", "\u{7f}\u{2028}",
        String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }),
    ])
    func stringsAreEscapedAsFoundationEscapesThem(text: String) throws {
        #expect(Self.written(.object(["s": .string(text)])) == (try Self.foundation(["s": text])))
    }

    @Test func numbersAreWrittenAsFoundationWritesThem() throws {
        let doubles: [Double] = [3, 2, 1, 0, -0.0, 2.5, 1.0 / 3, 0.1, 2.625, -7, 1e20, 123456789.5]
        for value in doubles {
            #expect(Self.written(.array([.number(value)])) == (try Self.foundation([value])), "\(value)")
        }
        #expect(Self.written(.array([.unsigned(.max), .integer(.min), .integer(0), .bool(true), .bool(false)]))
            == (try Self.foundation([UInt64.max, Int.min, 0, true, false] as [Any])))
        #expect(Self.written(.number(.nan)) == "null")
    }

    @Test func keysAreSortedAtEveryLevel() throws {
        let value = WireJSON.object([
            "width": .integer(1), "baseSeq": .integer(2), "base": .string("b"),
            "rects": .array([.object(["y": .integer(1), "x": .integer(0)])]),
        ])
        #expect(
            Self.written(value)
                == (try Self.foundation(["width": 1, "baseSeq": 2, "base": "b", "rects": [["y": 1, "x": 0]]])))
    }

    /// The header inside a frame message, both forms.
    @Test func aFramesHeadersAreWhatFoundationWrote() throws {
        let key = FrameKey(preview: "Café \"menu\"/dark", target: "iphone-15-pro-dark")
        let base = Frame(
            key: key, seq: 41, generation: 6, hash: "00aa", pixelWidth: 1179, pixelHeight: 2556, scale: 3, png: [1])
        let patches = [
            FrameDamage.Patch(x: 0, y: 64, width: 128, height: 64, png: [2, 3]),
            FrameDamage.Patch(x: 1152, y: 2496, width: 27, height: 60, png: [4]),
        ]
        let frame = Frame(
            key: key, seq: 42, generation: 7, hash: "00bb", pixelWidth: 1179, pixelHeight: 2556, scale: 3, png: [5, 6],
            isRestored: true, damage: (base, patches))
        var expected: [String: Any] = [
            "preview": key.preview, "target": key.target, "seq": 42, "generation": 7, "width": 1179, "height": 2556,
            "scale": 3.0, "format": "png", "hash": "00bb", "restored": true,
        ]
        #expect(try header(of: Array(frame.message)) == Self.foundation(expected))
        expected["kind"] = "damage"
        expected["base"] = "00aa"
        expected["baseSeq"] = 41
        expected["rects"] = patches.map {
            ["x": $0.x, "y": $0.y, "width": $0.width, "height": $0.height, "length": $0.png.count]
        }
        #expect(try header(of: Array(try #require(frame.damage).message)) == Self.foundation(expected))
    }

    func header(of message: [UInt8]) -> String {
        let length = Int(message[0]) << 24 | Int(message[1]) << 16 | Int(message[2]) << 8 | Int(message[3])
        return String(decoding: message[4..<(4 + length)], as: UTF8.self)
    }
}
