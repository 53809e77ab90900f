internal import CPixelKernels

/// One encoded frame: PNG bytes plus the content hash clients cache it by. `png` is empty while only the frame's
/// damage is known (`FrameRenderer.render` with `encodeLater`, `FrameRenderer.renderChanges`).
package struct RenderedImage: Sendable, Equatable {
    package var pixelWidth: Int
    package var pixelHeight: Int
    package var png: [UInt8]
    /// The frame's content hash (ETag, by-hash URL), 16 lower-case hex digits of FNV-1a 64: over the tile hashes
    /// when there are tiles — so it names the pixels and is known before the PNG is encoded (damage goes out
    /// first) — else over the PNG bytes.
    package var hash: String
    /// The raster's tile hashes, for the damage of the next frame of the same (preview, target); nil when the
    /// renderer was not asked for them.
    package var tiles: TileHashes?
    /// The parts that changed since the frame whose tiles the renderer was given, each encoded on its own (see
    /// `FrameRenderer.render`); nil when there was no such frame or a full frame is better.
    package var damage: [ImagePatch]?
    /// The same pixels as lossless WebP, when the renderer was asked for it (for clients on a slow link).
    package var webp: [UInt8]?

    /// An image whose `hash` is computed from `tiles`, else from `png`.
    package init(pixelWidth: Int, pixelHeight: Int, png: [UInt8], tiles: TileHashes? = nil, damage: [ImagePatch]? = nil)
    {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.png = png
        self.hash = tiles.map(Self.contentHash(of:)) ?? Self.contentHash(of: png)
        self.tiles = tiles
        self.damage = damage
    }

    /// 16 lower-case hex digits of 64-bit FNV-1a over the geometry and the tile hashes (every pixel goes into its
    /// tile's hash, so equal pixels give equal hashes and a changed pixel a different one).
    package static func contentHash(of tiles: TileHashes) -> String {
        let words = [UInt64(tiles.pixelWidth), UInt64(tiles.pixelHeight), UInt64(tiles.tileSize)] + tiles.hashes
        return contentHash(of: words.withUnsafeBytes { Array($0) })
    }

    /// 16 lower-case hex digits of 64-bit FNV-1a over `bytes`.
    ///
    /// FNV-1a is not collision-resistant against an adversary; it only has to tell a project's own frames
    /// apart, and it is fast enough to hash every frame (the loop is in C so debug builds stay fast too).
    package static func contentHash(of bytes: [UInt8]) -> String {
        let value = bytes.withUnsafeBufferPointer { buffer in
            pvd_fnv1a64(buffer.baseAddress, buffer.count, 0xcbf2_9ce4_8422_2325)
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// One changed rectangle of a frame and its pixels as a PNG of exactly that size.
package struct ImagePatch: Sendable, Equatable {
    package var rect: PixelRect
    package var png: [UInt8]

    package init(rect: PixelRect, png: [UInt8]) {
        self.rect = rect
        self.png = png
    }
}
