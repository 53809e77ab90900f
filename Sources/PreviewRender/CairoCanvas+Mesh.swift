internal import CPangoCairo
import Foundation
import PreviewLayout
import PreviewViews

extension CairoCanvas {
    /// Sets a mesh gradient as the source: its background over its bounds, then its surface's patches
    /// (`MeshSurface`); false when it draws nothing. A mesh that covers exactly its bounds is drawn from its raster
    /// in `meshRasters` (`MeshRaster`), drawn once; without a cache, or for any other mesh, cairo draws the patches.
    func setMeshSource(_ mesh: ResolvedMesh) -> Bool {
        let paintsBackground = mesh.background.alpha > 0 && mesh.background.isFinite
        guard mesh.isDrawable || paintsBackground else { return false }
        var width = mesh.bounds.width, zero = 0.0, height = mesh.bounds.height
        cairo_user_to_device_distance(context, &width, &zero)
        let deviceWidth = hypot(width, zero)
        zero = 0
        cairo_user_to_device_distance(context, &zero, &height)
        let deviceHeight = hypot(zero, height)
        func pixels(_ length: Double) -> Int { length.isFinite ? Int(min(1e9, max(1, length.rounded(.up)))) : 1 }
        var drawnPatches: [MeshSurface.Patch]?
        func patches() -> [MeshSurface.Patch] {
            if let drawnPatches { return drawnPatches }
            let patches = MeshSurface(mesh: mesh).patches()
            drawnPatches = patches
            return patches
        }
        if let meshRasters, mesh.isDrawable, let raster = meshRasters.raster(
            for: mesh, deviceWidth: pixels(deviceWidth), deviceHeight: pixels(deviceHeight),
            draw: {
                let patches = patches()
                guard MeshRaster.draws(mesh, patches: patches) else { return nil }
                return MeshRaster(
                    mesh, patches: patches, deviceWidth: pixels(deviceWidth), deviceHeight: pixels(deviceHeight))
            })
        {
            return raster.setAsSource(of: context, over: mesh.bounds)
        }
        return setExactMeshSource(mesh, patches: patches(), paintsBackground: paintsBackground)
    }

    /// Sets `mesh` as a cairo mesh pattern of its background and `patches`, rasterised in full by every fill.
    private func setExactMeshSource(_ mesh: ResolvedMesh, patches: [MeshSurface.Patch], paintsBackground: Bool)
        -> Bool
    {
        guard !patches.isEmpty || paintsBackground else { return false }
        // cairo rasterises a mesh patch whole, however little of it shows, so a patch many screens wide would take
        // as long as filling all of it (the angular gradient's wedges found this). A mesh reaching that far is no
        // view a screen shows: it is drawn as one colour, its points' mean.
        var corners = patches.flatMap { $0.corners + $0.controls.flatMap { [$0.0, $0.1] } }
        if paintsBackground {
            corners += [
                Point(x: mesh.bounds.minX, y: mesh.bounds.minY), Point(x: mesh.bounds.maxX, y: mesh.bounds.maxY),
                Point(x: mesh.bounds.minX, y: mesh.bounds.maxY), Point(x: mesh.bounds.maxX, y: mesh.bounds.minY),
            ]
        }
        let nearby = canvasBox.outset(by: 4 * Double(max(pixelWidth, pixelHeight)))
        let reachable = corners.allSatisfy { point in
            var x = point.x, y = point.y
            cairo_user_to_device(context, &x, &y)
            return x >= nearby.minX && x <= nearby.maxX && y >= nearby.minY && y <= nearby.maxY
        }
        guard reachable, let pattern = MeshPattern(mesh, patches: patches) else {
            return setSource(.color(Self.meanColor(of: mesh)))
        }
        pattern.setAsSource(of: context)
        return true
    }

    /// The mean of a mesh's colours (its background when it has none).
    static func meanColor(of mesh: ResolvedMesh) -> RGBA {
        let colors = mesh.colors.filter(\.isFinite)
        guard !colors.isEmpty else {
            return mesh.background.isFinite ? mesh.background : RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        }
        let count = Double(colors.count)
        return RGBA(
            red: colors.map(\.red).reduce(0, +) / count, green: colors.map(\.green).reduce(0, +) / count,
            blue: colors.map(\.blue).reduce(0, +) / count, alpha: colors.map(\.alpha).reduce(0, +) / count)
    }
}
