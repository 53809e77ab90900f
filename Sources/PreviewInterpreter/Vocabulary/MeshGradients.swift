import PreviewViews

extension Vocabulary {
    /// `MeshGradient` (iOS 18), a view that fills its frame and a shape style. Its points and colours become a
    /// `MeshGradientSpec`, drawn as a smooth surface (`MeshSurface`).
    static let meshGradientViews: [Construct] = [
        Construct(
            "MeshGradient",
            [
                """
                (width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, \
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device)
                """,
                """
                (width: Int, height: Int, locations: [MeshGradient.Location], colors: [Color], background: Color = \
                .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device)
                """,
            ]
        ) { call in
            .native(.paint(.meshGradient(try MeshGradientArguments.spec(call))))
        },
    ]

    /// `SIMD2<Float>(x, y)`, a vector of two numbers, as a mesh's point; its members read back as `x` and `y`.
    static let meshPointValues: [Construct] = [
        Construct("SIMD2", ["(_ x: Float, _ y: Float)", "(x: Float, y: Float)"]) { call in
            .tuple(
                [.float(Float(try call.number("x") ?? 0)), .float(Float(try call.number("y") ?? 0))],
                labels: ["x", "y"])
        },
    ]
}

/// What a `MeshGradient` call says, checked as SwiftUI checks it.
enum MeshGradientArguments {
    static func spec(_ call: Call) throws -> MeshGradientSpec {
        let width = Convert.clampedInt(try call.number("width") ?? 0)
        let height = Convert.clampedInt(try call.number("height") ?? 0)
        // A grid has a cell only with two points a side; previewd draws at most `maximumSide`.
        let sides = 2...MeshGradientSpec.maximumSide
        guard sides.contains(width), sides.contains(height) else {
            throw EvaluationError(
                "a \(width)×\(height) mesh gradient is not drawn (2 to \(sides.upperBound) points a side)",
                at: call.node)
        }
        let pointsLabel = call.has("locations") ? "locations" : "points"
        guard case .array(let pointValues) = call[pointsLabel], case .array(let colorValues) = call["colors"] else {
            throw EvaluationError("this mesh gradient's points or colours are not supported", at: call.node)
        }
        let points = try pointValues.map { value in
            guard let point = unitPoint(value) else {
                throw EvaluationError(
                    "'\(value.kindName)' is not a supported mesh gradient point (a SIMD2<Float> or [x, y])",
                    at: call.node(pointsLabel))
            }
            return point
        }
        let colors = try colorValues.map { value in
            guard let color = Convert.color(value, evaluator: call.evaluator) else {
                throw EvaluationError("'\(value.kindName)' is not a supported colour", at: call.node("colors"))
            }
            return color
        }
        // SwiftUI traps when the counts disagree with the grid: no frame of such a preview exists.
        guard points.count == width * height, colors.count == points.count else {
            throw EvaluationError(
                "a \(width)×\(height) mesh gradient needs \(width * height) points and colours, "
                    + "not \(points.count) and \(colors.count)", at: call.node)
        }
        return MeshGradientSpec(
            width: width, height: height, points: points, colors: colors,
            background: try call.color("background") ?? .system(.clear),
            smoothsColors: call.bool("smoothsColors") ?? true)
    }

    /// A point as SwiftUI's mesh takes it: `SIMD2<Float>(x, y)`, `[x, y]`, `.init(x, y)`, or a location's
    /// `.point(…)`.
    static func unitPoint(_ value: Value) -> UnitPoint? {
        switch value {
        case .tuple(let parts, _), .array(let parts):
            guard parts.count == 2, let x = Convert.number(parts[0]), let y = Convert.number(parts[1]) else {
                return nil
            }
            return UnitPoint(x: x, y: y)
        case .implicitCall(let name, let arguments):
            if name == "point", arguments.count == 1 { return unitPoint(arguments[0].value) }
            guard name == "init", arguments.count == 2, let x = Convert.number(arguments[0].value),
                let y = Convert.number(arguments[1].value)
            else { return nil }
            return UnitPoint(x: x, y: y)
        case .native(.unitPoint(let point)): return point
        default: return nil
        }
    }
}
