internal import CPangoCairo
import Foundation
import PreviewLayout
import PreviewViews

/// A mesh gradient drawn once into a small image over its bounds, which frames then draw scaled up.
///
/// cairo rasterises a mesh pattern by cutting every patch into pieces about a pixel across, at the canvas's full
/// resolution and in every frame: a full-screen mesh at 3× is millions of pieces per frame. A mesh is smooth, so
/// far fewer samples carry it: the raster has `samplesPerCell` pixels along the narrowest cell of the grid (never
/// more than the canvas would have), and frames upscale it bilinearly. Within a cell the colours are a cubic whose
/// second derivative is at most about six times the cell's colour range over its length squared, so interpolating
/// linearly between samples a sixty-fourth of a cell apart errs by at most 6 / 8 / 64² ≈ 0.0002 of that range, a
/// twentieth of one step of an 8-bit channel. What differs from drawing the patches on the canvas is the rounding
/// of each pixel to 8 bits, twice, and where the patches' own linear pieces meet: `MeshRasterTests` measures at
/// most 4 steps of 255 and half a step on average on a bent grid of strong colours, which no screen shows.
///
/// Only a mesh whose raster is exact at its edges is drawn this way: its patches cover exactly its bounds (its outer
/// points on their edges, or its background filling them, and nothing reaching beyond them), since upscaling pads
/// the raster's edge pixels outwards; and no patch folds over another, where the colours jump from one pixel to the
/// next. Any other mesh is drawn as its patches (`CairoCanvas.setMeshSource`).
///
/// Immutable once drawn, so frames on any thread may read it.
final class MeshRaster: @unchecked Sendable {
    /// Raster pixels along the shortest side of any cell of the grid.
    static let samplesPerCell = 64

    /// A raster larger than this (a mesh with a sliver of a patch, drawn far larger than a screen) is not made: the
    /// patches are drawn instead, as cairo draws any mesh.
    static let maximumPixels = 4096 * 4096

    let width: Int
    let height: Int
    let stride: Int
    /// Premultiplied ARGB32 rows, `stride` bytes apart.
    private let pixels: UnsafeMutableRawPointer

    var bytes: Int { stride * height }

    /// The raster of `mesh`, cut into `patches`, for drawing `deviceWidth` × `deviceHeight` pixels large
    /// (`pixelSize`); nil when cairo cannot draw it.
    init?(_ mesh: ResolvedMesh, patches: [MeshSurface.Patch], deviceWidth: Int, deviceHeight: Int) {
        let (width, height) = Self.pixelSize(
            of: patches, subdivisions: MeshSurface(mesh: mesh).subdivisions, over: mesh.bounds,
            deviceWidth: deviceWidth, deviceHeight: deviceHeight)
        guard width > 0, height > 0, width * height <= Self.maximumPixels else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0, let pattern = MeshPattern(mesh, patches: patches) else { return nil }
        self.width = width
        self.height = height
        self.stride = stride
        pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
        pixels.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
        guard let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
            Int32(stride))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            return nil
        }
        defer { cairo_destroy(context) }
        cairo_scale(context, Double(width) / mesh.bounds.width, Double(height) / mesh.bounds.height)
        cairo_translate(context, -mesh.bounds.minX, -mesh.bounds.minY)
        pattern.setAsSource(of: context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_surface_flush(surface)
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else { return nil }
    }

    deinit { pixels.deallocate() }

    /// The pixel size of the raster of a mesh of `patches` over `bounds`, drawn `deviceWidth` × `deviceHeight`
    /// pixels large on a canvas: `samplesPerCell` along the shortest side of any cell (`subdivisions` patches),
    /// at most the canvas's.
    static func pixelSize(
        of patches: [MeshSurface.Patch], subdivisions: Int, over bounds: Rect, deviceWidth: Int, deviceHeight: Int
    ) -> (width: Int, height: Int) {
        let shortest = patches.map { patch in
            (0..<4).map { corner in
                let a = patch.corners[corner], b = patch.corners[(corner + 1) % 4]
                return hypot(b.x - a.x, b.y - a.y)
            }.min() ?? 0
        }.min() ?? 0
        func side(_ length: Double, device: Int) -> Int {
            let samples = length / shortest * Double(samplesPerCell) / Double(max(1, subdivisions))
            guard samples.isFinite, samples < Double(device) else { return max(1, device) }
            return max(1, Int(samples.rounded(.up)))
        }
        return (side(bounds.width, device: deviceWidth), side(bounds.height, device: deviceHeight))
    }

    /// Whether a raster draws `mesh` (cut into `patches`) as its patches would: they cover exactly `mesh.bounds`
    /// (nothing reaches beyond them, and the grid's outer points lie on their edges or the background fills them),
    /// and no patch is folded over another, where the colours jump.
    static func draws(_ mesh: ResolvedMesh, patches: [MeshSurface.Patch]) -> Bool {
        let bounds = mesh.bounds
        guard !patches.isEmpty, bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite,
            bounds.height.isFinite, bounds.width > 0, bounds.height > 0
        else { return false }
        // Layout places points at fractions of the bounds, which rounding can leave a hair off the edge.
        let tolerance = 1e-6 * max(bounds.width, bounds.height)
        let inside = patches.allSatisfy { patch in
            (patch.corners + patch.controls.flatMap { [$0.0, $0.1] }).allSatisfy { point in
                point.x >= bounds.minX - tolerance && point.x <= bounds.maxX + tolerance
                    && point.y >= bounds.minY - tolerance && point.y <= bounds.maxY + tolerance
            }
        }
        guard inside else { return false }
        // Corners in the same turning order in every patch: a fold turns one the other way.
        let areas = patches.map { patch in
            (0..<4).reduce(0.0) { sum, corner in
                let a = patch.corners[corner], b = patch.corners[(corner + 1) % 4]
                return sum + a.x * b.y - b.x * a.y
            }
        }
        guard areas.allSatisfy({ $0 > 0 }) || areas.allSatisfy({ $0 < 0 }) else { return false }
        if mesh.background.isFinite && mesh.background.alpha > 0 { return true }
        // With every outer point on its edge of the bounds, the grid's outline is the bounds' outline (each edge of
        // the surface is a cubic through its own points only), and a surface inside its outline covers it.
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
        let w = mesh.width, h = mesh.height, points = mesh.points
        return (0..<w).allSatisfy { near(points[$0].y, bounds.minY) && near(points[(h - 1) * w + $0].y, bounds.maxY) }
            && (0..<h).allSatisfy { near(points[$0 * w].x, bounds.minX) && near(points[$0 * w + w - 1].x, bounds.maxX) }
    }

    /// Sets this raster, stretched over `bounds` (user space) and padded beyond it, as the source of `context`.
    func setAsSource(of context: OpaquePointer, over bounds: Rect) -> Bool {
        guard let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
            Int32(stride))
        else { return false }
        defer { cairo_surface_destroy(surface) }
        // The surface outlives this call inside the context's source: it keeps this raster, and so its pixels,
        // alive until cairo lets it go, whatever the cache evicts meanwhile.
        let retained = Unmanaged.passRetained(self).toOpaque()
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(surface, Self.ownerKey, retained, { owner in
                if let owner { Unmanaged<MeshRaster>.fromOpaque(owner).release() }
            }) == CAIRO_STATUS_SUCCESS
        else {
            Unmanaged<MeshRaster>.fromOpaque(retained).release()
            return false
        }
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(width) / bounds.width, Double(height) / bounds.height)
        cairo_matrix_translate(&matrix, -bounds.minX, -bounds.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_set_source(context, pattern)
        return true
    }

    /// The key under which each surface keeps the raster that owns its pixels.
    nonisolated(unsafe) private static let ownerKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}
