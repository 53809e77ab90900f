internal import CPangoCairo
import PreviewViews

extension CairoCanvas {
    /// Replaces the current path with `shape` inscribed in `rect` (points).
    ///
    /// The caller guarantees a finite rect with positive sides, so no radius or scale factor below is zero or
    /// negative (a zero scale would put cairo into a sticky error state).
    func appendPath(_ shape: ShapePath, in box: Rect) {
        cairo_new_path(context)
        switch shape {
        case .rectangle:
            cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
        case .roundedRectangle(let cornerRadius):
            appendRoundedRect(box, radius: cornerRadius.isFinite ? cornerRadius : 0)
        case .capsule:
            appendRoundedRect(box, radius: min(box.width, box.height) / 2)
        case .circle:
            let radius = min(box.width, box.height) / 2
            cairo_arc(context, box.minX + box.width / 2, box.minY + box.height / 2, radius, 0, 2 * Double.pi)
            cairo_close_path(context)
        case .ellipse:
            appendEllipse(in: box)
        case .path(let elements, let reference):
            appendCustomPath(elements, reference: reference, in: box)
        case .custom:
            // Layout resolves custom shapes (`DisplayList.resolvingCustomShapes`); one drawn directly is asked here.
            let outline = shape.resolved(in: box.size)
            if case .custom = outline { return }
            appendPath(outline, in: box)
        }
    }

    /// A rectangle with circular corners; `radius` is clamped to half the shorter side, as SwiftUI does.
    func appendRoundedRect(_ box: Rect, radius: Double) {
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

    /// cairo has no ellipse: a unit circle under a scaled matrix. The path is stored in device space, so
    /// restoring the matrix before stroking keeps the line width unscaled.
    private func appendEllipse(in box: Rect) {
        guard box.width > 0, box.height > 0, canScale(box.width / 2, box.height / 2) else { return }
        cairo_save(context)
        cairo_translate(context, box.minX + box.width / 2, box.minY + box.height / 2)
        cairo_scale(context, box.width / 2, box.height / 2)
        cairo_new_sub_path(context)
        cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(context)
        cairo_restore(context)
    }

    /// A custom shape's path, evaluated in `reference`, stretched into `box` the way SwiftUI would have called
    /// `path(in:)` with the laid-out rectangle: the matrix maps reference coordinates onto the box, so arcs
    /// become elliptical under uneven stretching, and the line width stays unscaled (see `appendEllipse`).
    private func appendCustomPath(_ elements: [PathElement], reference: Size, in box: Rect) {
        let scaleX = reference.width.isFinite && reference.width > 0 ? box.width / reference.width : 1
        let scaleY = reference.height.isFinite && reference.height > 0 ? box.height / reference.height : 1
        guard scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite, canScale(scaleX, scaleY) else { return }
        cairo_save(context)
        cairo_translate(context, box.minX, box.minY)
        cairo_scale(context, scaleX, scaleY)
        // An element beyond `DrawingLimits` is left out: cairo would wrap its coordinates around, or cut an arc of
        // a billion-pixel radius into ever more segments.
        for element in elements where element.isFinite && isWithinLimits(element) {
            switch element {
            case .move(let p):
                cairo_move_to(context, p.x, p.y)
            case .line(let p):
                cairo_line_to(context, p.x, p.y)
            case .quadCurve(let to, let control):
                // cairo only has cubic curves: raise the degree (control points 2/3 of the way to the quad's).
                var x0 = control.x, y0 = control.y
                if cairo_has_current_point(context) != 0 { cairo_get_current_point(context, &x0, &y0) } else {
                    cairo_move_to(context, x0, y0)
                }
                cairo_curve_to(
                    context, x0 + 2 / 3 * (control.x - x0), y0 + 2 / 3 * (control.y - y0),
                    to.x + 2 / 3 * (control.x - to.x), to.y + 2 / 3 * (control.y - to.y), to.x, to.y)
            case .curve(let to, let control1, let control2):
                if cairo_has_current_point(context) == 0 { cairo_move_to(context, control1.x, control1.y) }
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
            case .arc(let center, let radius, let start, let end, let clockwise):
                guard radius > 0 else { continue }
                // SwiftUI's `clockwise` is named for a y-up space: on screen, `clockwise: false` runs clockwise,
                // which is the direction of cairo_arc (increasing angles with y down).
                let end = PathElement.arcEnd(from: start, to: end, increasing: !clockwise)
                if clockwise {
                    cairo_arc_negative(context, center.x, center.y, radius, start, end)
                } else {
                    cairo_arc(context, center.x, center.y, radius, start, end)
                }
            case .rect(let rect):
                cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            case .ellipse(let rect):
                appendEllipse(in: rect)
            case .close:
                cairo_close_path(context)
            }
        }
        cairo_restore(context)
    }

    /// Whether every point of `element` lands within `DrawingLimits.maximumCoordinate` on the device.
    private func isWithinLimits(_ element: PathElement) -> Bool {
        func ok(_ rect: Rect) -> Bool { deviceBox(of: rect)?.isWithinLimits ?? false }
        func ok(_ points: Point...) -> Bool {
            points.allSatisfy { ok(Rect(origin: $0, size: Size(width: 0, height: 0))) }
        }
        switch element {
        case .move(let p), .line(let p): return ok(p)
        case .quadCurve(let to, let control): return ok(to, control)
        case .curve(let to, let control1, let control2): return ok(to, control1, control2)
        case .arc(let center, let radius, _, _, _):
            return ok(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        case .rect(let rect), .ellipse(let rect): return ok(rect)
        case .close: return true
        }
    }
}
