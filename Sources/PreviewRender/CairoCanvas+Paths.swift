internal import CPangoCairo
import PreviewViews

extension CairoCanvas {
    /// Replaces the current path with `shape` inscribed in `rect` shrunk by `inset` on every side (points).
    ///
    /// The caller guarantees a finite rect larger than `2 * inset` in both directions, so no radius or
    /// scale factor below is zero or negative (a zero scale would put cairo into a sticky error state).
    func appendPath(_ shape: ShapeKind, in rect: Rect, inset: Double) {
        let box = Rect(
            x: rect.minX + inset, y: rect.minY + inset,
            width: rect.width - 2 * inset, height: rect.height - 2 * inset)
        cairo_new_path(context)
        switch shape {
        case .rectangle:
            cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
        case .roundedRectangle(let cornerRadius):
            // The stroke line runs `inset` inside the outer edge, so its corner arcs are that much tighter.
            let radius = cornerRadius.isFinite ? cornerRadius - inset : 0
            appendRoundedRect(box, radius: radius)
        case .capsule:
            appendRoundedRect(box, radius: min(box.width, box.height) / 2)
        case .circle:
            let radius = min(box.width, box.height) / 2
            cairo_arc(context, box.minX + box.width / 2, box.minY + box.height / 2, radius, 0, 2 * Double.pi)
            cairo_close_path(context)
        case .ellipse:
            // cairo has no ellipse: draw a unit circle under a scaled matrix. The path is stored in device
            // space, so restoring the matrix before stroking keeps the line width unscaled.
            cairo_save(context)
            cairo_translate(context, box.minX + box.width / 2, box.minY + box.height / 2)
            cairo_scale(context, box.width / 2, box.height / 2)
            cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
            cairo_close_path(context)
            cairo_restore(context)
        }
    }

    /// A rectangle with circular corners; `radius` is clamped to half the shorter side, as SwiftUI does.
    private func appendRoundedRect(_ box: Rect, radius: Double) {
        let r = max(0, min(radius, box.width / 2, box.height / 2))
        guard r > 0 else {
            cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
            return
        }
        let halfPi = Double.pi / 2
        cairo_new_sub_path(context)
        cairo_arc(context, box.maxX - r, box.minY + r, r, -halfPi, 0)
        cairo_arc(context, box.maxX - r, box.maxY - r, r, 0, halfPi)
        cairo_arc(context, box.minX + r, box.maxY - r, r, halfPi, Double.pi)
        cairo_arc(context, box.minX + r, box.minY + r, r, Double.pi, 3 * halfPi)
        cairo_close_path(context)
    }
}
