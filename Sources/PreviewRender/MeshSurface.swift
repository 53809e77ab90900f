import PreviewLayout
import PreviewViews

/// A mesh gradient as a smooth surface over its grid, cut into the Coons patches cairo draws.
///
/// SwiftUI does not document its interpolation; it describes the mesh's shape as smooth between the points, and
/// `smoothsColors` as "cubic" colours rather than a straight ramp in each cell. previewd approximates both with a
/// bicubic Hermite surface: through each point, tangents along the grid are Catmull-Rom's (half the step between
/// the two neighbours, the one step on an edge), with no twist. A regular grid then stays exactly regular and a
/// two-by-two grid's colours are exactly bilinear, and a moved point bends the cells around it smoothly. Every cell
/// is cut into `subdivisions` × `subdivisions` patches whose edges are the surface's own cubics (exact Bezier
/// controls from its derivatives); cairo blends each patch's corner colours bilinearly, which with smooth colours
/// follows the cubic closely enough at four patches a side.
struct MeshSurface {
    /// One Coons patch: its corners clockwise from the top leading one, the two Bezier controls of each edge in the
    /// same order (top, trailing, bottom, leading edge), and each corner's colour.
    struct Patch {
        var corners: [Point]
        var controls: [(Point, Point)]
        var colors: [RGBA]
    }

    let mesh: ResolvedMesh

    /// Patches a cell side is cut into: one is exact for straight colour ramps, four follow a cubic closely.
    var subdivisions: Int { mesh.smoothsColors ? 4 : 1 }

    /// Every cell's patches, row by row from the top leading cell; empty when the mesh cannot be drawn.
    func patches() -> [Patch] {
        guard mesh.isDrawable else { return [] }
        var patches: [Patch] = []
        let n = subdivisions
        for row in 0..<(mesh.height - 1) {
            for column in 0..<(mesh.width - 1) {
                let cell = Cell(surface: self, column: column, row: row)
                for sv in 0..<n {
                    for su in 0..<n {
                        patches.append(
                            cell.patch(
                                u0: Double(su) / Double(n), u1: Double(su + 1) / Double(n),
                                v0: Double(sv) / Double(n), v1: Double(sv + 1) / Double(n)))
                    }
                }
            }
        }
        return patches
    }

    // MARK: The grid

    func point(_ column: Int, _ row: Int) -> Vector2 { Vector2(mesh.points[row * mesh.width + column]) }

    func color(_ column: Int, _ row: Int) -> Vector4 { Vector4(mesh.colors[row * mesh.width + column]) }

    /// Catmull-Rom's tangent of `value` along the grid at `index` of `count`: half the step between the neighbours,
    /// or the one step at an end.
    static func tangent<T: MeshValue>(at index: Int, of count: Int, _ value: (Int) -> T) -> T {
        if index == 0 { return value(1) - value(0) }
        if index == count - 1 { return value(index) - value(index - 1) }
        return (value(index + 1) - value(index - 1)) * 0.5
    }

    /// One cell: its four corners' values and tangents along columns (u) and rows (v).
    struct Cell {
        // Indexed [corner row][corner column].
        var points: [[Vector2]], pointU: [[Vector2]], pointV: [[Vector2]]
        var colors: [[Vector4]], colorU: [[Vector4]], colorV: [[Vector4]]
        let smooth: Bool

        init(surface: MeshSurface, column: Int, row: Int) {
            smooth = surface.mesh.smoothsColors
            let width = surface.mesh.width, height = surface.mesh.height
            func along<T: MeshValue>(_ value: @escaping (Int, Int) -> T) -> (values: [[T]], u: [[T]], v: [[T]]) {
                var values: [[T]] = [], u: [[T]] = [], v: [[T]] = []
                let columns = column...(column + 1)
                for r in row...(row + 1) {
                    values.append(columns.map { c in value(c, r) })
                    u.append(columns.map { c in MeshSurface.tangent(at: c, of: width) { value($0, r) } })
                    v.append(columns.map { c in MeshSurface.tangent(at: r, of: height) { value(c, $0) } })
                }
                return (values, u, v)
            }
            (points, pointU, pointV) = along(surface.point)
            (colors, colorU, colorV) = along(surface.color)
        }

        /// The bicubic Hermite surface (no twist) of the corner `values` with tangents `du`, `dv`, at (u, v); with
        /// `derivative`, its derivative along u or v instead.
        static func hermite<T: MeshValue>(
            _ values: [[T]], _ du: [[T]], _ dv: [[T]], u: Double, v: Double, derivative: Axis? = nil
        ) -> T {
            let hu = basis(u, differentiated: derivative == .horizontal)
            let hv = basis(v, differentiated: derivative == .vertical)
            var sum = values[0][0] * 0
            for b in 0...1 {
                for a in 0...1 {
                    sum = sum + values[b][a] * (hu.value[a] * hv.value[b]) + du[b][a] * (hu.slope[a] * hv.value[b])
                        + dv[b][a] * (hu.value[a] * hv.slope[b])
                }
            }
            return sum
        }

        /// Hermite's basis at t: the weights of the two ends' values and of their tangents (or their derivatives).
        static func basis(_ t: Double, differentiated: Bool) -> (value: [Double], slope: [Double]) {
            let t2 = t * t, t3 = t2 * t
            if differentiated {
                return ([6 * t2 - 6 * t, -6 * t2 + 6 * t], [3 * t2 - 4 * t + 1, 3 * t2 - 2 * t])
            }
            return ([2 * t3 - 3 * t2 + 1, -2 * t3 + 3 * t2], [t3 - 2 * t2 + t, t3 - t2])
        }

        func position(_ u: Double, _ v: Double, derivative: Axis? = nil) -> Vector2 {
            Self.hermite(points, pointU, pointV, u: u, v: v, derivative: derivative)
        }

        func color(_ u: Double, _ v: Double) -> RGBA {
            if smooth { return Self.hermite(colors, colorU, colorV, u: u, v: v).clampedColor }
            let top = colors[0][0] * (1 - u) + colors[0][1] * u
            let bottom = colors[1][0] * (1 - u) + colors[1][1] * u
            return (top * (1 - v) + bottom * v).clampedColor
        }

        /// The patch over u0…u1 × v0…v1 of this cell.
        func patch(u0: Double, u1: Double, v0: Double, v1: Double) -> Patch {
            // Clockwise from the top leading corner, each with the parameters it sits at.
            let corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]
            var controls: [(Point, Point)] = []
            for index in 0..<4 {
                let (ua, va) = corners[index], (ub, vb) = corners[(index + 1) % 4]
                // Along u on the top and bottom edges, along v on the others; a cubic's Bezier controls lie a third
                // of the parameter step along its derivative.
                let axis: Axis = va == vb ? .horizontal : .vertical
                let step = (axis == .horizontal ? ub - ua : vb - va) / 3
                let start = position(ua, va), end = position(ub, vb)
                let startSlope = position(ua, va, derivative: axis), endSlope = position(ub, vb, derivative: axis)
                controls.append(((start + startSlope * step).point, (end - endSlope * step).point))
            }
            return Patch(
                corners: corners.map { position($0.0, $0.1).point }, controls: controls,
                colors: corners.map { color($0.0, $0.1) })
        }
    }
}

/// What the surface interpolates: positions and colours.
protocol MeshValue {
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, k: Double) -> Self
}

/// A position while being interpolated.
struct Vector2: MeshValue {
    var x, y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: Point) { self.init(x: point.x, y: point.y) }

    var point: Point { Point(x: x, y: y) }

    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vector2, k: Double) -> Vector2 { Vector2(x: a.x * k, y: a.y * k) }
}

/// A colour as four numbers that may leave 0…1 while being interpolated.
struct Vector4: MeshValue {
    var r, g, b, a: Double

    init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    init(_ color: RGBA) { self.init(r: color.red, g: color.green, b: color.blue, a: color.alpha) }

    var clampedColor: RGBA {
        func unit(_ x: Double) -> Double { x.isFinite ? min(1, max(0, x)) : 0 }
        return RGBA(red: unit(r), green: unit(g), blue: unit(b), alpha: unit(a))
    }

    static func + (x: Vector4, y: Vector4) -> Vector4 {
        Vector4(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a)
    }
    static func - (x: Vector4, y: Vector4) -> Vector4 {
        Vector4(r: x.r - y.r, g: x.g - y.g, b: x.b - y.b, a: x.a - y.a)
    }
    static func * (x: Vector4, k: Double) -> Vector4 { Vector4(r: x.r * k, g: x.g * k, b: x.b * k, a: x.a * k) }
}
