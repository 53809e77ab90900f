import PreviewLayout
import PreviewViews
import Testing

@testable import PreviewRender

/// Mesh gradients drawn from a raster kept across frames: within a few steps of the exact patches, drawn once per
/// mesh and size, bounded, and only for meshes whose raster's edges are exact.
@Suite struct MeshRasterTests {
    /// A `side` × `side` grid over `bounds`, its inner points moved off the regular grid, in strong colours.
    func mesh(
        side: Int = 4, in bounds: Rect = Rect(x: 0, y: 0, width: 390, height: 300), smooth: Bool = true,
        dark: Bool = false, inset: Double = 0, bend: Double = 0.06
    ) -> ResolvedMesh {
        let palette = [
            RGBA(255, 45, 85), RGBA(0, 122, 255), RGBA(255, 204, 0), RGBA(52, 199, 89), RGBA(175, 82, 222),
            RGBA(0, 0, 0), RGBA(255, 255, 255), RGBA(90, 200, 250),
        ]
        var points: [Point] = [], colors: [RGBA] = []
        for row in 0..<side {
            for column in 0..<side {
                var u = Double(column) / Double(side - 1), v = Double(row) / Double(side - 1)
                let inner = column > 0 && column < side - 1 && row > 0 && row < side - 1
                if inner {
                    u += bend * Double((row + column) % 2 == 0 ? 1 : -1)
                    v += bend / 2
                }
                let x = bounds.minX + inset + u * (bounds.width - 2 * inset)
                let y = bounds.minY + inset + v * (bounds.height - 2 * inset)
                points.append(Point(x: x, y: y))
                let color = palette[(row * side + column * 3) % palette.count]
                colors.append(
                    dark ? RGBA(red: color.red * 0.5, green: color.green * 0.5, blue: color.blue * 0.5) : color)
            }
        }
        return ResolvedMesh(
            width: side, height: side, points: points, colors: colors, background: RGBA(0, 0, 0, alpha: 0),
            smoothsColors: smooth, bounds: bounds)
    }

    func frame(_ mesh: ResolvedMesh, renderer: FrameRenderer, scale: Double = 3) throws -> DecodedImage {
        try renderDecoded(
            [.fill(.rectangle, rect: mesh.bounds, paint: .meshGradient(mesh))], width: 400, height: 320, scale: scale,
            renderer: renderer)
    }

    /// The largest and the mean difference of any channel between two images of the same size, in 8-bit steps.
    func difference(_ a: DecodedImage, _ b: DecodedImage) -> (max: Int, mean: Double) {
        #expect(a.width == b.width && a.height == b.height)
        var largest = 0, total = 0
        for (x, y) in zip(a.rgba, b.rgba) {
            let step = abs(Int(x) - Int(y))
            largest = max(largest, step)
            total += step
        }
        return (largest, Double(total) / Double(max(1, a.rgba.count)))
    }

    @Test(arguments: [true, false])
    func aRasterDrawsTheMeshWithinAFewStepsOfItsExactPatches(smooth: Bool) throws {
        let mesh = mesh(smooth: smooth)
        let exact = try frame(mesh, renderer: FrameRenderer(meshRasters: nil))
        let rasters = MeshRasterCache()
        let rastered = try frame(mesh, renderer: FrameRenderer(meshRasters: rasters))
        // Drawn from a raster of a tenth of the canvas's pixels (64 samples along the narrowest cell).
        #expect(rasters.statistics.rasterisations == 1)
        #expect(rasters.statistics.bytes < 1170 * 900 * 4 / 8, "\(rasters.statistics.bytes) bytes")
        let (largest, mean) = difference(exact, rastered)
        // Measured: at most 4 steps of 255 (where the colour changes fastest), 0.45–0.48 on average.
        #expect(largest <= 6, "largest difference \(largest) steps")
        #expect(mean <= 0.6, "mean difference \(mean) steps")
    }

    @Test func theSecondFrameDrawsTheMeshFromItsKeptRaster() throws {
        let rasters = MeshRasterCache()
        let renderer = try FrameRenderer(meshRasters: rasters)
        let first = try frame(mesh(), renderer: renderer)
        let second = try frame(mesh(), renderer: renderer)
        #expect(first == second)
        #expect(rasters.statistics.rasterisations == 1 && rasters.statistics.hits == 1)
        // Another renderer (a second worker, another target) finds it too, and so does the same mesh elsewhere.
        _ = try frame(mesh(), renderer: FrameRenderer(meshRasters: rasters))
        _ = try frame(mesh(in: Rect(x: 7, y: 11, width: 390, height: 300)), renderer: renderer)
        #expect(rasters.statistics.rasterisations == 1 && rasters.statistics.hits == 3)
        // Its dark colours are another raster, and so is another size's.
        _ = try frame(mesh(dark: true), renderer: renderer)
        _ = try frame(mesh(in: Rect(x: 0, y: 0, width: 40, height: 30)), renderer: renderer, scale: 2)
        #expect(rasters.statistics.rasterisations == 3 && rasters.statistics.count == 3)
    }

    @Test func aMeshNotCoveringItsBoundsIsDrawnExactly() throws {
        // Its outer points inset, over nothing: an upscaled raster's edges would be soft.
        let inset = mesh(inset: 20)
        let rasters = MeshRasterCache()
        let drawn = try frame(inset, renderer: FrameRenderer(meshRasters: rasters))
        #expect(rasters.statistics.rasterisations == 0 && rasters.statistics.count == 0)
        let exact = try frame(inset, renderer: FrameRenderer(meshRasters: nil))
        #expect(drawn == exact)
        // The same over an opaque background covers its bounds.
        var backed = inset
        backed.background = RGBA(255, 255, 255)
        _ = try frame(backed, renderer: FrameRenderer(meshRasters: rasters))
        #expect(rasters.statistics.rasterisations == 1)
    }

    @Test func aFoldedMeshIsDrawnExactly() throws {
        // Inner points pushed past each other: patches overlap, and where one folds over another the colours jump.
        let folded = mesh(bend: 0.2)
        let rasters = MeshRasterCache()
        let drawn = try frame(folded, renderer: FrameRenderer(meshRasters: rasters))
        #expect(rasters.statistics.rasterisations == 0)
        let exact = try frame(folded, renderer: FrameRenderer(meshRasters: nil))
        #expect(drawn == exact)
    }

    @Test func theKeptRastersStayWithinTheCachesBytes() throws {
        let one = MeshRasterCache()
        _ = try frame(mesh(), renderer: FrameRenderer(meshRasters: one))
        let bytes = one.statistics.bytes
        let rasters = MeshRasterCache(byteCapacity: bytes + bytes / 2)
        let renderer = try FrameRenderer(meshRasters: rasters)
        // Room for one: each mesh evicts the one before, so the light one is drawn again.
        for mesh in [mesh(), mesh(dark: true), mesh(), mesh(smooth: false)] {
            _ = try frame(mesh, renderer: renderer)
        }
        #expect(rasters.statistics.rasterisations == 4 && rasters.statistics.hits == 0)
        #expect(rasters.statistics.count == 1 && rasters.statistics.bytes <= rasters.byteCapacity)
    }
}
