import PreviewModel
import PreviewViews
import SwiftSyntax

/// Methods of `Path` (and of `UIBezierPath`, whose values are paths too, `UIKitPaths`): the builders that add
/// elements to the path they are called on, and the methods that make a new path or a view from it.
enum PathMethods {
    typealias Builder = @Sendable (inout [PathElement], [Argument]) -> Void

    /// The methods that change their receiver. `NativeMethods.mutating` is read from these keys, so a builder
    /// added here is written back to the variable that holds the path.
    static let builders: [String: Builder] = [
        "move": { elements, arguments in
            if let p = point(arguments, "to") { elements.append(.move(p)) }
        },
        "addLine": { elements, arguments in
            if let p = point(arguments, "to") { elements.append(.line(p)) }
        },
        "addLines": { elements, arguments in
            guard case .array(let points)? = arguments.first?.value else { return }
            for (index, candidate) in points.enumerated() {
                if case .native(.point(let p)) = candidate { elements.append(index == 0 ? .move(p) : .line(p)) }
            }
        },
        // A `UIBezierPath`'s methods name their arguments `controlPoint`, `withCenter`.
        "addQuadCurve": { elements, arguments in
            if let p = point(arguments, "to"), let c = point(arguments, "control") ?? point(arguments, "controlPoint") {
                elements.append(.quadCurve(to: p, control: c))
            }
        },
        "addCurve": { elements, arguments in
            if let p = point(arguments, "to"),
                let c1 = point(arguments, "control1") ?? point(arguments, "controlPoint1"),
                let c2 = point(arguments, "control2") ?? point(arguments, "controlPoint2")
            {
                elements.append(.curve(to: p, control1: c1, control2: c2))
            }
        },
        "addArc": addArc,
        "addRelativeArc": { elements, arguments in
            // `delta` radians from `startAngle`: a positive one turns the way increasing angles do.
            guard let center = point(arguments, "center") else { return }
            let start = angle(arguments, "startAngle")
            let delta = angle(arguments, "delta")
            elements.append(
                .arc(
                    center: center, radius: arguments.number("radius") ?? 0, startAngle: start,
                    endAngle: start + delta, clockwise: delta < 0))
        },
        "addRect": { elements, arguments in
            if case .native(.rect(let rect))? = arguments.first?.value { elements.append(.rect(rect)) }
        },
        "addRoundedRect": addRoundedRect,
        "addEllipse": { elements, arguments in
            if case .native(.rect(let rect))? = arguments.first?.value { elements.append(.ellipse(rect)) }
        },
        "closeSubpath": { elements, _ in elements.append(.close) },
        "close": { elements, _ in elements.append(.close) },
    ]

    static func method(_ name: String) -> NativeMethods.Method? {
        { value, arguments, evaluator, node in
            guard case .native(.path(var elements)) = value else { return .void }
            if let build = builders[name] {
                build(&elements, arguments)
                try evaluator.checkSize(elements.count, at: node)
                value = .native(.path(elements))
                return .void
            }
            switch name {
            case "offsetBy":
                let dx = arguments.number("dx") ?? 0
                let dy = arguments.number("dy") ?? 0
                return .native(.path(elements.map { $0.offsetBy(dx: dx, dy: dy) }))
            case "trimmedPath":
                // Lengths in the path's own coordinates, where `path(in:)` made it.
                return .native(
                    .path(
                        PathTrimming.trimmed(
                            elements, from: arguments.number("from") ?? 0, to: arguments.number("to") ?? 1)))
            case "applying":
                evaluator.report("'Path.applying(_:)' is drawn without its transform", at: node)
                return value
            case "strokedPath":
                return value
            case let modifier
            where Vocabulary.modifiers[modifier] != nil || Vocabulary.inertModifiers.contains(modifier)
                || evaluator.viewExtensionMethods(modifier) != nil:
                // A `Path` is a `Shape`, so a view: any view modifier makes it one (`Path { … }.fill(.green)`,
                // `.frame(width: 40)`).
                return .view(try evaluator.modify(PathOutline.view(elements), name, arguments: arguments, at: node))
            default:
                throw EvaluationError("'Path.\(name)' is not supported", at: node)
            }
        }
    }

    private static func addArc(_ elements: inout [PathElement], _ arguments: [Argument]) {
        let radius = arguments.number("radius") ?? 0
        if let center = point(arguments, "withCenter") {
            // UIKit's clockwise is the screen's; a `Path` arc's flag is the other way round.
            elements.append(
                .arc(
                    center: center, radius: radius, startAngle: arguments.number("startAngle") ?? 0,
                    endAngle: arguments.number("endAngle") ?? 0, clockwise: !(arguments.bool("clockwise") ?? false)))
        } else if let end1 = point(arguments, "tangent1End"), let end2 = point(arguments, "tangent2End") {
            elements += TangentArc.elements(after: elements, tangent1End: end1, tangent2End: end2, radius: radius)
        } else if let center = point(arguments, "center") {
            elements.append(
                .arc(
                    center: center, radius: radius, startAngle: angle(arguments, "startAngle"),
                    endAngle: angle(arguments, "endAngle"), clockwise: arguments.bool("clockwise") ?? false))
        }
    }

    private static func addRoundedRect(_ elements: inout [PathElement], _ arguments: [Argument]) {
        guard case .native(.rect(let rect))? = arguments.first?.value else { return }
        if case .tuple(let values, let labels)? = arguments.value("cornerRadii"), labels == Vocabulary.cornerRadiiLabels
        {
            // `addRoundedRect(in:cornerRadii:)`: leading is left in the path's own coordinates.
            let r = values.map { Convert.number($0) ?? 0 }
            elements += RoundedRectPath.elements(
                rect, radii: .init(topLeft: r[0], topRight: r[3], bottomRight: r[2], bottomLeft: r[1]))
            return
        }
        var radius = 0.0
        if case .native(.size(let size))? = arguments.value("cornerSize") { radius = size.width }
        elements += RoundedRectPath.elements(rect, radii: .init(all: radius))
    }

    private static func point(_ arguments: [Argument], _ label: String) -> Point? {
        if case .native(.point(let point))? = arguments.value(label) { return point }
        return nil
    }

    /// An angle argument (`Angle` or radians), 0 where it is missing.
    private static func angle(_ arguments: [Argument], _ label: String) -> Double {
        arguments.value(label).flatMap(Convert.angle) ?? 0
    }
}
