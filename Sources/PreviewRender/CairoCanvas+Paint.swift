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
        case .angularGradient(let stops, let center, let sweep):
            guard let stops = usable(stops), center.isFinite else { return false }
            if stops.count == 1 { return setSource(.color(stops[0].color)) }
            return setAngularPattern(stops: stops, center: center, sweep: sweep)
        case .meshGradient(let mesh):
            return setMeshSource(mesh)
        // The blur is the fill's (`fill`); a stroke or text in a material is drawn in its tint.
        case .material(_, let tint):
            return setSource(.color(tint))
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

    /// Wedges around `center`, clockwise on screen along `sweep`, reaching past the farthest canvas corner.
    private func setAngularPattern(stops: [ResolvedStop], center: Point, sweep: AngularSweep) -> Bool {
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
            let offset = Self.offset(ofAngle: atan2(towardsY, towardsX), in: sweep)
            return setSource(.color(Self.color(at: sweep.location(atOffset: offset), in: stops)))
        }
        guard let pattern = cairo_pattern_create_mesh() else { return false }
        defer { cairo_pattern_destroy(pattern) }
        // Far enough to cover anything drawn in user space on this canvas, whatever the transform.
        var x1 = 0.0, y1 = 0.0, x2 = Double(pixelWidth), y2 = Double(pixelHeight)
        cairo_device_to_user(context, &x1, &y1)
        cairo_device_to_user(context, &x2, &y2)
        let reach = 2 * ([hypot(x1 - center.x, y1 - center.y), hypot(x2 - center.x, y2 - center.y),
                          hypot(x1 - center.x, y2 - center.y), hypot(x2 - center.x, y1 - center.y)].max() ?? 1) + 1
        for (a0, a1) in Self.wedges(of: sweep) {
            // Past the stops, a wedge is one colour: the half of the leftover part it lies in.
            let inStops = a1 <= sweep.span
            let c0 = Self.color(at: sweep.location(atOffset: inStops ? a0 : (a0 + a1) / 2), in: stops)
            let c1 = inStops ? Self.color(at: sweep.location(atOffset: a1), in: stops) : c0
            let (a0, a1) = (sweep.start + a0, sweep.start + a1)
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

    /// Wedges of at most 1/96 of a turn, as offsets from the sweep's start: its stops, then the two halves of the
    /// part a sweep of less than a turn leaves, each one colour, so their edges fall where SwiftUI's do.
    static func wedges(of sweep: AngularSweep) -> [(Double, Double)] {
        let turn = 2 * Double.pi, widest = turn / 96
        func split(_ from: Double, _ to: Double) -> [(Double, Double)] {
            guard to > from else { return [] }
            let count = max(1, Int(((to - from) / widest).rounded(.up)))
            let step = (to - from) / Double(count)
            // The last wedge ends exactly at `to`, so whether it lies among the stops is not up to rounding.
            return (0..<count).map { index in
                (from + step * Double(index), index == count - 1 ? to : from + step * Double(index + 1))
            }
        }
        let halfway = sweep.span + (turn - sweep.span) / 2
        return split(0, sweep.span) + split(sweep.span, halfway) + split(halfway, turn)
    }

    /// How far clockwise past the sweep's start `angle` is, in 0 ..< one turn.
    static func offset(ofAngle angle: Double, in sweep: AngularSweep) -> Double {
        let turn = 2 * Double.pi
        let offset = (angle - sweep.start).truncatingRemainder(dividingBy: turn)
        guard offset.isFinite else { return 0 }
        return offset < 0 ? offset + turn : offset
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
