import PreviewLayout
import PreviewViews
import Synchronization

/// Mesh rasters (`MeshRaster`) kept across frames, targets, previews and renderers, bounded in bytes.
///
/// A mesh is keyed by its resolved points (moved to its bounds' origin) and colours, and by its size on the canvas:
/// the same gradient in light and dark resolves to different colours and gets two rasters; the same gradient in
/// every row of a list, or in the same frame on two devices, gets one. Every renderer shares `shared`; a raster is
/// drawn outside the lock, so two threads missing the same mesh at once both draw it, and one copy is kept.
package final class MeshRasterCache: Sendable {
    /// The cache every renderer uses unless given another.
    package static let shared = MeshRasterCache()
    /// A full-screen mesh's raster is at most a few hundred kilobytes: this holds dozens.
    package static let defaultByteCapacity = 16 << 20

    /// How the cache has been used, for tests and benchmarks.
    package struct Statistics: Equatable, Sendable {
        /// Rasters drawn (misses) and rasters found already drawn (hits).
        package var rasterisations = 0
        package var hits = 0
        /// Rasters kept now and their bytes.
        package var count = 0
        package var bytes = 0
    }

    struct Key: Hashable, Sendable {
        var mesh: ResolvedMesh
        var deviceWidth: Int
        var deviceHeight: Int
    }

    private struct State {
        var rasters: [Key: (raster: MeshRaster, lastUse: Int)] = [:]
        var statistics = Statistics()
        var clock = 0
    }

    let byteCapacity: Int
    private let state = Mutex(State())

    package init(byteCapacity: Int = MeshRasterCache.defaultByteCapacity) {
        self.byteCapacity = max(0, byteCapacity)
    }

    package var statistics: Statistics { state.withLock { $0.statistics } }

    /// The raster of `mesh` drawn `deviceWidth` × `deviceHeight` pixels large, from `draw` when none is kept.
    func raster(
        for mesh: ResolvedMesh, deviceWidth: Int, deviceHeight: Int, draw: () -> MeshRaster?
    ) -> MeshRaster? {
        // Moved to the origin, where subtracting leaves a last bit of difference between copies placed apart:
        // rounded to a thousandth of a point, far finer than any raster's pixel.
        let origin = mesh.bounds.origin
        func offset(_ value: Double, from origin: Double) -> Double { ((value - origin) * 1024).rounded() / 1024 }
        let placed = mesh.mapped(
            points: { Point(x: offset($0.x, from: origin.x), y: offset($0.y, from: origin.y)) },
            bounds: Rect(x: 0, y: 0, width: mesh.bounds.width, height: mesh.bounds.height))
        let key = Key(mesh: placed, deviceWidth: deviceWidth, deviceHeight: deviceHeight)
        let kept = state.withLock { state -> MeshRaster? in
            state.clock += 1
            guard let entry = state.rasters[key] else { return nil }
            state.rasters[key] = (entry.raster, state.clock)
            state.statistics.hits += 1
            return entry.raster
        }
        if let kept { return kept }
        guard let raster = draw() else { return nil }
        state.withLock { state in
            state.statistics.rasterisations += 1
            guard raster.bytes <= byteCapacity, state.rasters[key] == nil else { return }
            // The least recently drawn go first.
            while state.statistics.bytes + raster.bytes > byteCapacity,
                let oldest = state.rasters.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.rasters[oldest.key] = nil
                state.statistics.bytes -= oldest.value.raster.bytes
            }
            state.rasters[key] = (raster, state.clock)
            state.statistics.bytes += raster.bytes
            state.statistics.count = state.rasters.count
        }
        return raster
    }
}
