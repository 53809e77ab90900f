internal import CPangoCairo
import PreviewLayout
import PreviewViews

/// A cairo mesh pattern (`cairo_pattern_create_mesh`): Coons patches, each a closed path of four cubic edges with a
/// colour at each corner, painted in the order they were added (a later patch covers an earlier one).
final class MeshPattern {
    /// `cairo_pattern_t*`.
    let pattern: OpaquePointer

    init?() {
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pattern)
            return nil
        }
        self.pattern = pattern
    }

    deinit { cairo_pattern_destroy(pattern) }

    /// The exact pattern of `mesh`: its background over its bounds (when it shows), then `patches` (its
    /// `MeshSurface`'s).
    convenience init?(_ mesh: ResolvedMesh, patches: [MeshSurface.Patch]) {
        self.init()
        if mesh.background.alpha > 0 && mesh.background.isFinite { addRectangle(mesh.bounds, color: mesh.background) }
        for patch in patches {
            addPatch(corners: patch.corners, controls: patch.controls, colors: patch.colors)
        }
    }

    /// Adds a patch with `corners` clockwise, the two controls of each edge leaving them, and each corner's colour.
    func addPatch(corners: [Point], controls: [(Point, Point)], colors: [RGBA]) {
        precondition(corners.count == 4 && controls.count == 4 && colors.count == 4, "a Coons patch has four sides")
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, corners[0].x, corners[0].y)
        for side in 0..<4 {
            let (first, second) = controls[side], end = corners[(side + 1) % 4]
            cairo_mesh_pattern_curve_to(pattern, first.x, first.y, second.x, second.y, end.x, end.y)
        }
        for (corner, color) in colors.enumerated() {
            cairo_mesh_pattern_set_corner_color_rgba(
                pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }

    /// Adds a rectangle of one colour.
    func addRectangle(_ rect: Rect, color: RGBA) {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
            Point(x: rect.minX, y: rect.maxY),
        ]
        // Straight edges: each control on the corner it leaves or reaches.
        let controls = (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
        addPatch(corners: corners, controls: controls, colors: Array(repeating: color, count: 4))
    }

    /// Makes this pattern the source of `context` (which keeps its own reference).
    func setAsSource(of context: OpaquePointer) {
        cairo_set_source(context, pattern)
    }
}
