import PreviewViews
import SwiftSyntax

/// The methods of a `GraphicsContext` (`CanvasContext`): drawing ones add to the shared recording, the others
/// change the context value, which the caller writes back.
extension CanvasContext {
    static func method(_ name: String) -> NativeMethods.Method? {
        { value, arguments, evaluator, node in
            guard case .native(.graphicsContext(var context)) = value else { return .void }
            let result = try context.call(name, arguments, evaluator, node)
            value = .native(.graphicsContext(context))
            return result
        }
    }

    private mutating func call(_ name: String, _ arguments: [Argument], _ evaluator: Evaluator, _ node: Syntax) throws
        -> Value
    {
        switch name {
        case "translateBy":
            steps.append(.translate(x: arguments.number("x") ?? 0, y: arguments.number("y") ?? 0))
        case "scaleBy":
            steps.append(.scale(x: arguments.number("x") ?? 1, y: arguments.number("y") ?? 1))
        case "rotate":
            guard let radians = arguments.value("by").flatMap(Convert.angle) else {
                throw EvaluationError("'rotate(by:)' needs an Angle", at: node)
            }
            steps.append(.rotate(radians: radians))
        case "fill", "stroke":
            guard let elements = Self.pathElements(arguments.value(nil)) else {
                throw EvaluationError("'GraphicsContext.\(name)' draws a Path; this argument is not one", at: node)
            }
            guard let shading = arguments.value("with"),
                let paint = try Self.paint(shading, size: recording.size, evaluator, node)
            else {
                throw EvaluationError("this shading of 'GraphicsContext.\(name)' is not supported", at: node)
            }
            let style: PreviewViews.ShapeStyle
            if name == "fill" {
                style = .fill(paint)
            } else {
                var line = StrokeStyle(lineWidth: arguments.number("lineWidth") ?? 1)
                if let strokeStyle = arguments.value("style") {
                    guard let read = Convert.strokeStyle(strokeStyle) else {
                        throw EvaluationError("this 'StrokeStyle' is not supported", at: node)
                    }
                    line = read
                }
                style = .stroke(paint, line, inset: false)
            }
            // The path is in the canvas's coordinates: laid out over the whole canvas, it is drawn where it says.
            recording.drawings.append(place(.shape(.path(elements, reference: recording.size), style)))
        case "draw":
            guard let drawn = arguments.value(nil) else {
                throw EvaluationError("'draw' needs something to draw", at: node)
            }
            let view = try evaluator.viewOrPlaceholder(drawn, at: node)
            if case .native(.rect(let rect))? = arguments.value("in") {
                recording.drawings.append(
                    place(
                        .offset(
                            x: rect.minX, y: rect.minY, .frame(FrameSpec(width: rect.width, height: rect.height), view))
                    ))
            } else if let point = Self.point(arguments.value("at") ?? .symbol("zero")) {
                let anchor = arguments.value("anchor").flatMap(Convert.unitPoint) ?? .center
                recording.drawings.append(place(Self.view(view, at: point, anchor: anchor)))
            } else {
                throw EvaluationError("'draw' takes 'at:' a CGPoint or 'in:' a CGRect", at: node)
            }
        case "resolve":
            // A resolved text or image draws as the view itself.
            return arguments.value(nil) ?? .void
        case "resolveSymbol":
            guard let tag = arguments.first(where: { $0.label == "id" })?.node.trimmedDescription else { return .null }
            return recording.symbols[tag].map(Value.view) ?? .null
        case "drawLayer":
            // The layer's context starts with this one's transform; its drawings are composited as one group,
            // with this context's opacity and filters.
            guard let closure = arguments.last?.value else { return .void }
            let layer = CanvasRecording(size: recording.size, symbols: recording.symbols)
            var inner = Value.native(.graphicsContext(CanvasContext(recording: layer, steps: steps, clips: clips)))
            _ = try evaluator.invoke(closure, changing: &inner, at: node)
            recording.drawings.append(
                CanvasContext(recording: recording, opacity: opacity, filters: filters).place(layer.view))
        case "clip":
            guard let elements = Self.pathElements(arguments.value("to")) else {
                throw EvaluationError("'GraphicsContext.clip(to:)' takes a Path", at: node)
            }
            if arguments.value("options") != nil || arguments.value("style") != nil {
                evaluator.report("'GraphicsContext.clip(to:)' is drawn without its style and options", at: node)
            }
            clips.append((stepCount: steps.count, path: elements))
        case "addFilter":
            guard let filter = Self.filter(arguments.value(nil), evaluator) else {
                evaluator.report("""
                    'GraphicsContext.addFilter(\(arguments.first?.node.trimmedDescription ?? ""))' is not supported; \
                    drawn without the filter
                    """, at: node)
                return .void
            }
            filters.append(filter)
        default:
            evaluator.report("'GraphicsContext.\(name)' is not supported; the canvas is drawn without it", at: node)
        }
        return .void
    }

    /// A `CGPoint`, or `.zero`.
    private static func point(_ value: Value) -> Point? {
        switch value {
        case .native(.point(let point)): return point
        case .symbol("zero"): return Point(x: 0, y: 0)
        default: return nil
        }
    }

    /// A `Path`, or a built-in shape's `path(in:)` (which evaluates as a shape view of that path).
    private static func pathElements(_ value: Value?) -> [PathElement]? {
        switch value {
        case .native(.path(let elements))?, .view(.shape(.path(let elements, _), _))?: return elements
        case .view(.shape(.custom(let shape), _))?: return (shape.algorithm as? PathOutline)?.elements
        default: return nil
        }
    }

    /// `view` at its own size with its `anchor` on `point`: a frame of no size there, which aligns the view's
    /// anchor on its own.
    private static func view(_ view: ViewNode, at point: Point, anchor: UnitPoint) -> ViewNode {
        let horizontal: HorizontalAlignment = anchor.x < 0.25 ? .leading : anchor.x > 0.75 ? .trailing : .center
        let vertical: VerticalAlignment = anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .center
        let pinned = ViewNode.frame(
            FrameSpec(width: 0, height: 0, alignment: Alignment(horizontal: horizontal, vertical: vertical)),
            .fixedSize(horizontal: true, vertical: true, view))
        return .position(x: point.x, y: point.y, pinned)
    }

    /// A `GraphicsContext.Shading` as a paint over the whole canvas: its points, in the canvas's coordinates,
    /// become unit points of the canvas.
    private static func paint(_ shading: Value, size: Size, _ evaluator: Evaluator, _ node: Syntax) throws -> Paint? {
        func unit(_ value: Value?) -> UnitPoint? {
            guard case .native(.point(let point))? = value, size.width > 0, size.height > 0 else {
                if case .symbol("zero")? = value { return UnitPoint(x: 0, y: 0) }
                return nil
            }
            return UnitPoint(x: point.x / size.width, y: point.y / size.height)
        }
        switch shading {
        case .symbol("foreground"): return .foreground
        case .implicitCall(let name, let arguments):
            switch name {
            case "color":
                return arguments.value(nil).flatMap { Convert.color($0, evaluator: evaluator) }.map(Paint.color)
            case "linearGradient":
                guard let stops = gradientStops(arguments.value(nil), evaluator),
                    let start = unit(arguments.value("startPoint")), let end = unit(arguments.value("endPoint"))
                else { return nil }
                return .linearGradient(stops, start: start, end: end)
            case "radialGradient":
                guard let stops = gradientStops(arguments.value(nil), evaluator),
                    let center = unit(arguments.value("center"))
                else { return nil }
                return .radialGradient(
                    stops, center: center, startRadius: arguments.number("startRadius") ?? 0,
                    endRadius: arguments.number("endRadius") ?? 0)
            case "conicGradient":
                guard let stops = gradientStops(arguments.value(nil), evaluator),
                    let center = unit(arguments.value("center")),
                    let sweep = AngularSweep(fullTurnFrom: arguments.value("angle").flatMap(Convert.angle) ?? 0)
                else { return nil }
                return .angularGradient(stops, center: center, sweep: sweep)
            default: return nil
            }
        default:
            return Convert.color(shading, evaluator: evaluator).map(Paint.color)
        }
    }

    /// A `Gradient` value (the stops `Gradient(colors:)` and `Gradient(stops:)` make).
    private static func gradientStops(_ value: Value?, _ evaluator: Evaluator) -> [GradientStop]? {
        guard case .array(let values)? = value, !values.isEmpty else { return nil }
        let count = values.count
        return values.enumerated().compactMap { index, value in
            let evenly = count > 1 ? Double(index) / Double(count - 1) : 0
            if case .tuple(let parts, _) = value, parts.count == 2,
                let color = Convert.color(parts[0], evaluator: evaluator)
            {
                return GradientStop(color: color, location: Convert.number(parts[1]) ?? evenly)
            }
            return Convert.color(value, evaluator: evaluator).map { GradientStop(color: $0, location: evenly) }
        }
    }

    /// `.shadow(color:radius:x:y:)` and `.blur(radius:)`, the filters previewd draws.
    private static func filter(_ value: Value?, _ evaluator: Evaluator) -> VisualEffect? {
        guard case .implicitCall(let name, let arguments)? = value else { return nil }
        switch name {
        case "shadow":
            let color =
                arguments.first { $0.label == "color" }.flatMap { Convert.color($0.value, evaluator: evaluator) }
                ?? .opacity(.system(.black), 0.33)
            return .shadow(
                color: color, radius: arguments.number("radius") ?? 0, x: arguments.number("x") ?? 0,
                y: arguments.number("y") ?? 0)
        case "blur":
            return arguments.number("radius").map { .blur(radius: $0) }
        default:
            return nil
        }
    }
}

extension CanvasContext {
    /// `context.opacity = 0.5`; the context's other properties are reported and left as they were.
    mutating func set(_ name: String, to value: Value, evaluator: Evaluator, at node: Syntax) throws {
        switch name {
        case "opacity":
            guard let amount = Convert.number(value) else {
                throw EvaluationError("a GraphicsContext's opacity is a number", at: node)
            }
            opacity = min(1, max(0, amount))
        default:
            evaluator.report("'GraphicsContext.\(name)' is not supported; the canvas is drawn without it", at: node)
        }
    }
}
