import Foundation

/// Which preview in which target a frame shows.
package struct FrameKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var preview: String
    package var target: String

    package init(preview: String, target: String) {
        self.preview = preview
        self.target = target
    }

    package static func < (a: FrameKey, b: FrameKey) -> Bool { (a.preview, a.target) < (b.preview, b.target) }

    package var description: String { "\(preview)/\(target)" }
}

/// One encoded frame, ready to send: built once, shared by every client and HTTP response that needs it.
package final class Frame: Sendable {
    package let key: FrameKey
    package let seq: UInt64
    package let generation: Int
    package let hash: String
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let scale: Double
    /// The whole WebSocket binary message: 4-byte big-endian header length, JSON header, image bytes.
    package let message: [UInt8]
    /// Where the image bytes start in `message`.
    package let imageOffset: Int
    /// Loaded from the state directory at startup rather than rendered by this process (header `restored`).
    package let isRestored: Bool

    package init(
        key: FrameKey, seq: UInt64, generation: Int, hash: String, pixelWidth: Int, pixelHeight: Int,
        scale: Double, png: [UInt8], isRestored: Bool = false
    ) {
        self.key = key
        self.seq = seq
        self.generation = generation
        self.hash = hash
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.isRestored = isRestored
        var header: [String: Any] = [
            "preview": key.preview, "target": key.target, "seq": seq, "generation": generation,
            "width": pixelWidth, "height": pixelHeight, "scale": scale, "format": "png", "hash": hash,
        ]
        if isRestored { header["restored"] = true }
        // Serialising a dictionary of strings and numbers cannot fail.
        let json = [UInt8](try! JSONSerialization.data(withJSONObject: header, options: [.sortedKeys, .withoutEscapingSlashes]))
        let length = UInt32(json.count)
        var message: [UInt8] = [UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff)]
        message.reserveCapacity(4 + json.count + png.count)
        message += json
        imageOffset = message.count
        message += png
        self.message = message
    }

    /// The PNG bytes.
    package var png: ArraySlice<UInt8> { message[imageOffset...] }
}
