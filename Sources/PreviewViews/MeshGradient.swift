/// A `MeshGradient`: a `width` × `height` grid of points in the unit square of the view's frame, each with a colour.
/// Colours run smoothly between neighbouring points; where the grid does not reach, `background` shows.
package struct MeshGradientSpec: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var width: Int
    package var height: Int
    /// Row by row from the top leading point, `width * height` of them.
    package var points: [UnitPoint]
    /// One per point, in the same order.
    package var colors: [ColorValue]
    package var background: ColorValue
    /// SwiftUI's `smoothsColors`: colours follow a cubic across the grid rather than a straight ramp in each cell.
    package var smoothsColors: Bool

    /// Points a side beyond which a grid is not drawn: meshes in apps are a handful of points a side, and every cell
    /// is several cairo patches.
    package static let maximumSide = 64

    package init(
        width: Int, height: Int, points: [UnitPoint], colors: [ColorValue], background: ColorValue,
        smoothsColors: Bool
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    package var description: String {
        "mesh(\(width)x\(height) \(zip(points, colors).map { "\($1)@\($0)" }.joined(separator: ","))"
            + " on \(background)\(smoothsColors ? "" : " unsmoothed"))"
    }
}
