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
    package let message: OutgoingMessage
    /// Where the image bytes start in `message`.
    package let imageOffset: Int
    /// The same frame as lossless WebP (header `format: "webp"`), for clients on a slow link
    /// (`ClientSession.prefersWebP`); nil unless one of them shows this frame's target.
    package let webpMessage: OutgoingMessage?
    /// Loaded from the state directory at startup rather than rendered by this process (header `restored`).
    package let isRestored: Bool
    /// A summary of the pixels (one hash per tile) that the next frame of this key is compared with to find its
    /// damage; nil for frames without one (restored from disk), whose successor is always a full frame.
    package let tiles: FrameTiles?
    /// What changed since the previous frame of this key, for clients that hold exactly that frame.
    package let damage: FrameDamage?

    /// `damage`, when given, holds the patches that turn `base` into this frame (Documentation/Protocol.md,
    /// "Damage frames").
    package init(
        key: FrameKey, seq: UInt64, generation: Int, hash: String, pixelWidth: Int, pixelHeight: Int,
        scale: Double, png: [UInt8], webp: [UInt8]? = nil, isRestored: Bool = false, tiles: FrameTiles? = nil,
        damage: (base: Frame, patches: [FrameDamage.Patch])? = nil
    ) {
        self.key = key
        self.seq = seq
        self.generation = generation
        self.hash = hash
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.isRestored = isRestored
        self.tiles = tiles
        var header: [String: WireJSON] = [
            "preview": .string(key.preview), "target": .string(key.target), "seq": .unsigned(seq),
            "generation": .integer(generation), "width": .integer(pixelWidth), "height": .integer(pixelHeight),
            "scale": .number(scale), "format": .string("png"), "hash": .string(hash),
        ]
        if isRestored { header["restored"] = .bool(true) }
        message = Self.message(header: header, payloads: [png])
        imageOffset = message.count - png.count
        webpMessage = webp.map { webp in
            var webpHeader = header
            webpHeader["format"] = .string("webp")
            return Self.message(header: webpHeader, payloads: [webp])
        }
        self.damage = damage.map { base, patches in
            header["kind"] = .string("damage")
            header["base"] = .string(base.hash)
            header["baseSeq"] = .unsigned(base.seq)
            header["rects"] = .array(
                patches.map {
                    .object([
                        "x": .integer($0.x), "y": .integer($0.y), "width": .integer($0.width),
                        "height": .integer($0.height), "length": .integer($0.png.count),
                    ])
                })
            return FrameDamage(
                baseSeq: base.seq, chainLength: (base.damage?.chainLength ?? 0) + 1,
                message: Self.message(header: header, payloads: patches.map(\.png)))
        }
    }

    /// The PNG bytes (a copy: for HTTP responses and files, not the WebSocket path).
    package var png: [UInt8] { message.bytes(imageOffset..<message.count) }

    /// 4-byte big-endian header length, the JSON header, then the payloads back to back.
    private static func message(header: [String: WireJSON], payloads: [[UInt8]]) -> OutgoingMessage {
        let json = WireJSON.object(header).bytes
        let length = UInt32(json.count)
        let prefix: [UInt8] = [
            UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff),
        ]
        return OutgoingMessage([prefix, json] + payloads)
    }
}

/// One hash per square tile of a frame's pixels (see PreviewRender's `TileHashes`), kept with the frame so the
/// next render of its key can find what changed without keeping the pixels.
package struct FrameTiles: Sendable, Equatable {
    package var tileSize: Int
    package var hashes: [UInt64]

    package init(tileSize: Int, hashes: [UInt64]) {
        self.tileSize = tileSize
        self.hashes = hashes
    }
}

/// The damage form of a frame: the rectangles that changed since the frame with `baseSeq`, each a PNG.
package struct FrameDamage: Sendable {
    /// After this many damage frames in a row (30 to 45, depending on the key) the next frame of the key is a full
    /// frame only, so a client that composited wrongly (or a tile hash collision) is corrected within a bounded
    /// number of edits. Spread by key because a keyframe is drawn and encoded in full before it is sent: the frames
    /// one edit changes started their runs together, and all of them turning full on the same edit made that
    /// edit's last frame arrive 200 ms late instead of 30 (`make bench`).
    package static func keyframeInterval(for key: FrameKey) -> Int {
        let spread = (key.preview + key.target).utf8.reduce(0) { $0 &+ Int($1) } % 16
        return 30 + spread
    }

    package struct Patch: Sendable, Equatable {
        package var x: Int
        package var y: Int
        package var width: Int
        package var height: Int
        package var png: [UInt8]

        package init(x: Int, y: Int, width: Int, height: Int, png: [UInt8]) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.png = png
        }
    }

    /// The sequence number of the frame the patches apply to.
    package let baseSeq: UInt64
    /// Damage frames since the last full-only frame of this key, this one included.
    package let chainLength: Int
    /// The whole WebSocket binary message (`kind: "damage"`).
    package let message: OutgoingMessage
}
