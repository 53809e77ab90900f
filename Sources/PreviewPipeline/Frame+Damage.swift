import PreviewProtocol
import PreviewRender

extension Frame {
    /// The published frame for `image`: its tile hashes kept for the next render of the key, and its damage
    /// against `base` (the frame of the key the store held when rendering began) when the renderer found some.
    convenience init(_ image: RenderedImage, key: FrameKey, seq: UInt64, generation: Int, scale: Double, base: Frame?) {
        let damage = zip(base, image.damage).map { base, patches in
            (base: base, patches: patches.map {
                FrameDamage.Patch(x: $0.rect.x, y: $0.rect.y, width: $0.rect.width, height: $0.rect.height, png: $0.png)
            })
        }
        self.init(
            key: key, seq: seq, generation: generation, hash: image.hash, pixelWidth: image.pixelWidth,
            pixelHeight: image.pixelHeight, scale: scale, png: image.png, webp: image.webp,
            tiles: image.tiles.map { FrameTiles(tileSize: $0.tileSize, hashes: $0.hashes) }, damage: damage)
    }

    /// The tiles the next frame of this key finds its damage against; nil when that frame must be full: this one
    /// has no tiles (restored from disk) or ends a run of `FrameDamage.keyframeInterval(for:)` damage frames.
    static func damageBaseTiles(_ frame: Frame) -> TileHashes? {
        guard let tiles = frame.tiles, (frame.damage?.chainLength ?? 0) < FrameDamage.keyframeInterval(for: frame.key)
        else {
            return nil
        }
        return TileHashes(
            pixelWidth: frame.pixelWidth, pixelHeight: frame.pixelHeight, tileSize: tiles.tileSize, hashes: tiles.hashes
        )
    }
}

/// Both values when both are present.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
