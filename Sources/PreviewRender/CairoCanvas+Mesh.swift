internal import CPangoCairo
import PreviewLayout
import PreviewViews

extension CairoCanvas {
    /// Sets a mesh gradient as the source: its background over its bounds, then its surface's patches
    /// (`MeshSurface`); false when it draws nothing.
    func setMeshSource(_ mesh: ResolvedMesh) -> Bool {
        let patches = MeshSurface(mesh: mesh).patches()
        let paintsBackground = mesh.background.alpha > 0 && mesh.background.isFinite
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
        guard reachable, let pattern = MeshPattern() else { return setSource(.color(Self.meanColor(of: mesh))) }
        if paintsBackground { pattern.addRectangle(mesh.bounds, color: mesh.background) }
        for patch in patches {
            pattern.addPatch(corners: patch.corners, controls: patch.controls, colors: patch.colors)
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
