internal import CPangoCairo
import Foundation
import PreviewLayout
import PreviewViews

extension CairoCanvas {
    /// Sets `paint` as the source; false when it draws nothing visible (then the caller skips drawing).
    ///
    /// Gradients are cairo patterns in the current user space (points), padded beyond their ends as SwiftUI's
    /// are. Angular gradients have no cairo pattern: they are a mesh of thin wedges, one colour ramp each; mesh
    /// gradients are cairo's mesh patterns (`CairoCanvas+Mesh`).
    func setSource(_ paint: ResolvedPaint) -> Bool {
        guard !paint.isInvisible else { return false }
        switch paint {
        case .color(let color):
            guard isVisible(color) else { return false }
            setSource(color)
            return true
        case .linearGradient(let stops, let start, let end):
            guard let stops = usable(stops), start.isFinite, end.isFinite else { return false }
            if stops.count == 1 || (start.x == end.x && start.y == end.y) {
                return setSource(.color(stops.last!.color))
            }
            return setPattern(cairo_pattern_create_linear(start.x, start.y, end.x, end.y), stops: stops)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            guard let stops = usable(stops), center.isFinite, startRadius.isFinite, endRadius.isFinite else {
                return false
            }
            if stops.count == 1 || startRadius == endRadius { return setSource(.color(stops.last!.color)) }
            return setPattern(
                cairo_pattern_create_radial(center.x, center.y, startRadius, center.x, center.y, endRadius),
                stops: stops)
        case .angularGradient(let stops, let center):
            guard let stops = usable(stops), center.isFinite else { return false }
            if stops.count == 1 { return setSource(.color(stops[0].color)) }
            return setAngularPattern(stops: stops, center: center)
        case .meshGradient(let mesh):
            return setMeshSource(mesh)
        }
    }

    private func usable(_ stops: [ResolvedStop]) -> [ResolvedStop]? {
        let finite = stops.filter { $0.location.isFinite && $0.color.isFinite }
        return finite.isEmpty ? nil : finite
    }

    private func setPattern(_ pattern: OpaquePointer?, stops: [ResolvedStop]) -> Bool {
        guard let pattern else { return false }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(context, pattern)  // the context keeps its own reference
        return true
    }

    /// Wedges around `center`, clockwise on screen from 3 o'clock, reaching past the farthest canvas corner.
    private func setAngularPattern(stops: [ResolvedStop], center: Point) -> Bool {
        // Seen from a centre far off the canvas, the gradient is one colour across it: the one towards the canvas.
        // The wedges would reach as far as the centre is, and cairo rasterises a mesh patch whole, so a centre
        // at 1e300 never finished (found by the render fuzzer).
        var deviceX = center.x, deviceY = center.y
        cairo_user_to_device(context, &deviceX, &deviceY)
        let side = Double(max(pixelWidth, pixelHeight))
        let nearby = canvasBox.outset(by: 4 * side)
        guard deviceX >= nearby.minX, deviceX <= nearby.maxX, deviceY >= nearby.minY, deviceY <= nearby.maxY else {
            var towardsX = Double(pixelWidth) / 2 - deviceX, towardsY = Double(pixelHeight) / 2 - deviceY
            guard towardsX.isFinite, towardsY.isFinite else { return false }
            cairo_device_to_user_distance(context, &towardsX, &towardsY)
            var turn = atan2(towardsY, towardsX) / (2 * Double.pi)
            if turn < 0 { turn += 1 }
            return setSource(.color(Self.color(at: turn.isFinite ? turn : 0, in: stops)))
        }
        guard let pattern = cairo_pattern_create_mesh() else { return false }
        defer { cairo_pattern_destroy(pattern) }
        // Far enough to cover anything drawn in user space on this canvas, whatever the transform.
        var x1 = 0.0, y1 = 0.0, x2 = Double(pixelWidth), y2 = Double(pixelHeight)
        cairo_device_to_user(context, &x1, &y1)
        cairo_device_to_user(context, &x2, &y2)
        let reach = 2 * ([hypot(x1 - center.x, y1 - center.y), hypot(x2 - center.x, y2 - center.y),
                          hypot(x1 - center.x, y2 - center.y), hypot(x2 - center.x, y1 - center.y)].max() ?? 1) + 1
        let wedges = 96
        for index in 0..<wedges {
            let t0 = Double(index) / Double(wedges), t1 = Double(index + 1) / Double(wedges)
            let a0 = 2 * Double.pi * t0, a1 = 2 * Double.pi * t1
            let c0 = Self.color(at: t0, in: stops), c1 = Self.color(at: t1, in: stops)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + reach * cos(a0), center.y + reach * sin(a0))
            cairo_mesh_pattern_line_to(pattern, center.x + reach * cos(a1), center.y + reach * sin(a1))
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(
                    pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        cairo_set_source(context, pattern)
        return true
    }

    /// The colour a gradient with `stops` (ascending) has at `t`, interpolated in straight RGBA.
    static func color(at t: Double, in stops: [ResolvedStop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return RGBA(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }
}

extension Point {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension RGBA {
    var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}
