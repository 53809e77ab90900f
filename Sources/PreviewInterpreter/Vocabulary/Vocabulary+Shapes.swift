import PreviewViews
import SwiftSyntax

extension Vocabulary {
    /// Shapes, colours and gradients used as views.
    static let shapeViews: [Construct] = [
        Construct("Rectangle", "()") { _ in .view(.shape(.rectangle, .fill(.foreground))) },
        Construct("Circle", "()") { _ in .view(.shape(.circle, .fill(.foreground))) },
        Construct("Capsule", "(style: RoundedCornerStyle = .continuous)") { _ in
            .view(.shape(.capsule, .fill(.foreground)))
        },
        Construct("Ellipse", "()") { _ in .view(.shape(.ellipse, .fill(.foreground))) },
        // The container's own shape: the one `.containerShape(…)` above set, else a widget's or a grouped cell's
        // rounded rectangle. SwiftUI insets it by the view's distance from the container's edge, which is known
        // only to layout: the shape is drawn as the container's.
        Construct("ContainerRelativeShape", "()") { call in
            if let shape = call.evaluator.customEnvironment["containerShape"],
                let path = try Convert.shape(shape, evaluator: call.evaluator, at: call.node)
            {
                return .view(.shape(path, .fill(.foreground)))
            }
            return .view(.shape(.roundedRectangle(cornerRadius: 20), .fill(.foreground)))
        },
        Construct(
            "RoundedRectangle",
            [
                "(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)",
                "(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)",
            ]
        ) { call in
            var radius = try call.length("cornerRadius", .radius) ?? 0
            if case .native(.size(let size)) = call["cornerSize"] { radius = size.width }
            return .view(.shape(.roundedRectangle(cornerRadius: radius), .fill(.foreground)))
        },
        Construct(
            "UnevenRoundedRectangle",
            [
                """
                (topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, \
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous)
                """,
                "(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)",
            ]
        ) { call in
            .view(.shape(try unevenRoundedRectangle(call), .fill(.foreground)))
        },
        // A value of four radii; its members read back as SwiftUI's do (`radii.topLeading`).
        Construct(
            "RectangleCornerRadii",
            [
                """
                (topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: \
                CGFloat = 0)
                """,
                "(_ radius: CGFloat)",
            ]
        ) { call in
            let all = try call.length("radius", .radius)
            let radii = try cornerRadiiLabels.map { label in Value.double(try all ?? call.length(label, .radius) ?? 0) }
            return .tuple(radii, labels: cornerRadiiLabels)
        },
        Construct(
            "Path",
            [
                "()", "(_ build: (inout Path) -> Void)", "(_ rect: CGRect)", "(_ path: CGPath)",
                "(roundedRect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)",
                "(roundedRect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)",
                "(ellipseIn: CGRect)",
            ]
        ) { call in
            try PathBuilder.make(call)
        },
        Construct(
            "LinearGradient",
            [
                "(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)",
                "(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)",
                "(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)",
            ]
        ) { call in
            let stops = try gradientStops(call)
            return .native(
                .paint(
                    .linearGradient(
                        stops, start: call.unitPoint("startPoint") ?? .top, end: call.unitPoint("endPoint") ?? .bottom))
            )
        },
        Construct(
            "RadialGradient",
            [
                "(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)",
                "(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)",
            ]
        ) { call in
            .native(
                .paint(
                    .radialGradient(
                        try gradientStops(call), center: call.unitPoint("center") ?? .center,
                        startRadius: try call.number("startRadius") ?? 0, endRadius: try call.number("endRadius") ?? 100
                    )))
        },
        Construct(
            "AngularGradient",
            [
                "(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero)",
                "(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero)",
                "(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero)",
                "(gradient: Gradient, center: UnitPoint, angle: Angle = .zero)",
                "(colors: [Color], center: UnitPoint, angle: Angle = .zero)",
                "(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)",
            ]
        ) { call in
            .native(
                .paint(
                    .angularGradient(
                        try gradientStops(call), center: call.unitPoint("center") ?? .center,
                        sweep: try angularSweep(call))))
        },
        Construct(
            "EllipticalGradient",
            """
            (colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: \
            CGFloat = 0.5)
            """
        ) { call in
            .native(
                .paint(
                    .radialGradient(
                        try gradientStops(call), center: call.unitPoint("center") ?? .center, startRadius: 0,
                        endRadius: 200)))
        },
        Construct("Gradient", ["(colors: [Color])", "(stops: [Gradient.Stop])"]) { call in
            .array(
                try gradientStops(call).map {
                    .tuple([.color($0.color), .double($0.location)], labels: ["color", "location"])
                })
        },
    ]

    /// Where an `AngularGradient`'s stops run: a whole turn from `angle:`, else from `startAngle:` to `endAngle:`.
    static func angularSweep(_ call: Call) throws -> AngularSweep {
        if case .null = call["angle"] {
            let start = Convert.angle(call["startAngle"]) ?? 0, end = Convert.angle(call["endAngle"]) ?? 0
            if let sweep = AngularSweep(startAngle: start, endAngle: end) { return sweep }
            guard start.isFinite, end.isFinite else {
                throw EvaluationError("this angular gradient's angles are not finite", at: call.node)
            }
            throw EvaluationError(
                "an angular gradient whose end angle is before its start is not supported", at: call.node)
        }
        guard let sweep = AngularSweep(fullTurnFrom: Convert.angle(call["angle"]) ?? 0) else {
            throw EvaluationError("this angular gradient's angle is not a finite angle", at: call.node)
        }
        return sweep
    }

    /// The stops of a gradient from `colors:`, `stops:` or `gradient:`, evenly spaced when not given.
    static func gradientStops(_ call: Call) throws -> [GradientStop] {
        var source = call["colors"]
        if case .null = source { source = call["stops"] }
        if case .null = source { source = call["gradient"] }
        guard case .array(let values) = source else {
            throw EvaluationError("this gradient's colours are not supported", at: call.node)
        }
        let count = values.count
        return values.enumerated().compactMap { index, value -> GradientStop? in
            let evenly = count > 1 ? Double(index) / Double(count - 1) : 0
            if case .tuple(let parts, _) = value, parts.count == 2,
                let color = Convert.color(parts[0], evaluator: call.evaluator)
            {
                return GradientStop(color: color, location: Convert.number(parts[1]) ?? evenly)
            }
            if let color = Convert.color(value, evaluator: call.evaluator) {
                return GradientStop(color: color, location: evenly)
            }
            // Dropped silently, a gradient of stops previewd cannot read would draw nothing and look clean.
            call.report("colour \(index + 1) of this gradient is not one previewd can read; left out")
            return nil
        }
    }
}

/// `Path` values: built with `move(to:)`, `addLine(to:)`, … on a `Path` variable or inside `Path { p in … }`.
enum PathBuilder {
    static func make(_ call: Call) throws -> Value {
        // The unlabelled argument: a rectangle, or a path already (`Path(bezier.cgPath)`, `UIKitPaths`).
        for label in ["path", "rect", "build"] {
            if case .native(.path) = call[label] { return call[label] }
            if case .native(.rect(let rect)) = call[label] { return .native(.path([.rect(rect)])) }
        }
        if case .native(.rect(let rect)) = call["roundedRect"] {
            var radius = try call.number("cornerRadius") ?? 0
            if case .native(.size(let size)) = call["cornerSize"] { radius = size.width }
            return .native(.path(RoundedRectPath.elements(rect, radii: .init(all: radius))))
        }
        if case .native(.rect(let rect)) = call["ellipseIn"] { return .native(.path([.ellipse(rect)])) }
        guard call.has("build") else { return .native(.path([])) }
        // `Path { path in … }`: the closure mutates its `inout` parameter; the scope holds the result.
        guard case .function(.closure(let closure, let captured)) = call["build"] else { return .native(.path([])) }
        let scope = Scope(parent: captured)
        let name = Closure.parameterNames(closure).first ?? "$0"
        scope.define(name, .native(.path([])))
        _ = try call.evaluator.nested(call.node) { try call.evaluator.runBody(closure.statements, scope: scope) }
        return scope.lookup(name) ?? .native(.path([]))
    }
}
