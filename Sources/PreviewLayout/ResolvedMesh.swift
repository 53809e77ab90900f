package import PreviewViews

/// A `MeshGradient` resolved for one laid-out rectangle: its grid's points in points, its colours in RGBA.
package struct ResolvedMesh: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var width: Int
    package var height: Int
    /// Row by row from the top leading point.
    package var points: [Point]
    package var colors: [RGBA]
    /// What shows inside `bounds` where the grid does not reach.
    package var background: RGBA
    package var smoothsColors: Bool
    /// The rectangle the view was laid out in, which the background fills.
    package var bounds: Rect

    package init(
        width: Int, height: Int, points: [Point], colors: [RGBA], background: RGBA, smoothsColors: Bool, bounds: Rect
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.bounds = bounds
    }

    /// Whether the grid has at least one cell and a point and a colour for each of its vertices.
    package var isDrawable: Bool {
        width >= 2 && height >= 2 && width <= MeshGradientSpec.maximumSide && height <= MeshGradientSpec.maximumSide
            && points.count == width * height && colors.count == points.count
    }

    package var description: String {
        "mesh(\(width)x\(height) \(zip(points, colors).map { "\($1)@\($0.compact)" }.joined(separator: ","))"
            + " on \(background) in \(bounds)\(smoothsColors ? "" : " unsmoothed"))"
    }

    /// The same mesh with every point (and its bounds) moved by `transform`.
    package func mapped(points transform: (Point) -> Point, bounds newBounds: Rect) -> ResolvedMesh {
        var mesh = self
        mesh.points = points.map(transform)
        mesh.bounds = newBounds
        return mesh
    }
}
