internal import CPixelKernels

/// A raster summarised as one hash per square tile, so the next frame of the same (preview, target) can tell
/// which parts changed without keeping the old pixels: a phone frame is 12 MB of pixels but 3 KB of tile hashes.
package struct TileHashes: Sendable, Equatable {
    /// 64 px: small enough that a changed label damages little more than itself, large enough that the grid of a
    /// phone frame stays a few hundred tiles and the merged rectangles few (measured in `make bench`).
    package static let defaultTileSize = 64

    package let pixelWidth: Int
    package let pixelHeight: Int
    package let tileSize: Int
    /// Row-major, `columns × rows`.
    package let hashes: [UInt64]

    package var columns: Int { (pixelWidth + tileSize - 1) / tileSize }
    package var rows: Int { (pixelHeight + tileSize - 1) / tileSize }

    package init(pixelWidth: Int, pixelHeight: Int, tileSize: Int, hashes: [UInt64]) {
        precondition(
            tileSize > 0
                && hashes.count == ((pixelWidth + tileSize - 1) / tileSize) * ((pixelHeight + tileSize - 1) / tileSize),
            "tile hashes do not match the geometry")
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.tileSize = tileSize
        self.hashes = hashes
    }

    /// Hashes the tiles of `width`×`height` ARGB32 pixels whose rows are `stride` bytes apart.
    package init(argb32 pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int, tileSize: Int = defaultTileSize)
    {
        let count = ((width + tileSize - 1) / tileSize) * ((height + tileSize - 1) / tileSize)
        let hashes = [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
            pvd_argb32_tile_hashes(
                pixels.assumingMemoryBound(to: UInt8.self), stride, width, height, tileSize, buffer.baseAddress)
            initialized = count
        }
        self.init(pixelWidth: width, pixelHeight: height, tileSize: tileSize, hashes: hashes)
    }

    /// Which tiles differ from `old`, row-major; nil when the two grids do not cover the same geometry (a resized
    /// frame has no damage relation to the old one).
    package func changedTiles(since old: TileHashes) -> [Bool]? {
        guard old.pixelWidth == pixelWidth, old.pixelHeight == pixelHeight, old.tileSize == tileSize else { return nil }
        return zip(hashes, old.hashes).map { $0 != $1 }
    }
}
