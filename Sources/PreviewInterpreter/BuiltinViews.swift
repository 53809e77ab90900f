import PreviewViews
import SwiftSyntax

/// SwiftUI's view initialisers: `Text("a")`, `VStack(alignment:spacing:) { … }`, `Color(red:green:blue:)`, …
enum BuiltinViews {
    /// The most elements a `ForEach` draws; more is almost certainly a mistake and would only slow everything.
    static let maximumForEachCount = 1000

    static func make(_ name: String, arguments: [Argument], at call: FunctionCallExprSyntax, evaluator: Evaluator) throws -> Value {
        func labeled(_ label: String) -> Argument? { arguments.first { $0.label == label } }
        func content() throws -> [ViewNode] {
            guard let closure = arguments.last(where: { $0.label == nil || $0.label == "content" }),
                case .closure = closure.value
            else { return [] }
            return ViewNode.flatten([try evaluator.viewOrPlaceholder(closure.value, at: closure.node)])
        }

        switch name {
        case "Text":
            guard let first = arguments.first else { throw EvaluationError("'Text' needs a string", at: call) }
            return .view(.text(try evaluator.describe(first.value, at: first.node)))
        case "VStack", "HStack":
            let axis: Axis = name == "VStack" ? .vertical : .horizontal
            let alignment = labeled("alignment").flatMap { BuiltinValues.alignment($0.value) } ?? .center
            let spacing = labeled("spacing").flatMap { BuiltinValues.number($0.value) }
            return .view(.stack(axis: axis, alignment: alignment, spacing: spacing, children: try content()))
        case "ZStack":
            let alignment = labeled("alignment").flatMap { BuiltinValues.alignment($0.value) } ?? .center
            return .view(.zstack(alignment: alignment, children: try content()))
        case "Group":
            return .view(.group(try content()))
        case "Spacer":
            return .view(.spacer(minLength: labeled("minLength").flatMap { BuiltinValues.number($0.value) }))
        case "EmptyView":
            return .view(.empty)
        case "Rectangle": return .view(.shape(.rectangle, fill: nil))
        case "Circle": return .view(.shape(.circle, fill: nil))
        case "Capsule": return .view(.shape(.capsule, fill: nil))
        case "Ellipse": return .view(.shape(.ellipse, fill: nil))
        case "RoundedRectangle":
            let radius = labeled("cornerRadius").flatMap { BuiltinValues.number($0.value) } ?? 0
            return .view(.shape(.roundedRectangle(cornerRadius: radius), fill: nil))
        case "Color":
            return .color(try color(arguments, at: call, evaluator: evaluator))
        case "ForEach":
            return .view(.group(try forEach(arguments, at: call, evaluator: evaluator)))
        case "Button":
            return .view(try button(arguments, at: call, evaluator: evaluator))
        default:
            if BuiltinTypes.placeholderViews.contains(name) {
                evaluator.report("'\(name)' is not supported yet; drawn as a placeholder", at: call)
                let detail = arguments.first.flatMap { argument -> String? in
                    if case .string(let text) = argument.value { return text }
                    return nil
                }
                return .view(.placeholder(label: detail.map { "\(name) \"\($0)\"" } ?? name))
            }
            throw EvaluationError("'\(name)(…)' is not supported", at: call)
        }
    }

    private static func color(_ arguments: [Argument], at call: FunctionCallExprSyntax, evaluator: Evaluator) throws -> ColorValue {
        func component(_ label: String) -> Double? {
            arguments.first { $0.label == label }.flatMap { BuiltinValues.number($0.value) }
        }
        let opacity = component("opacity") ?? 1
        if let red = component("red"), let green = component("green"), let blue = component("blue") {
            return .rgba(RGBA(red: red, green: green, blue: blue, alpha: opacity))
        }
        if let white = component("white") {
            return .rgba(RGBA(red: white, green: white, blue: white, alpha: opacity))
        }
        if let first = arguments.first, first.label == nil {
            if let color = BuiltinValues.color(first.value) { return color }
            if case .string(let asset) = first.value {
                evaluator.report("asset catalog colour '\(asset)' is not supported yet; drawn in gray", at: call)
                return .system(.gray)
            }
        }
        throw EvaluationError("this 'Color' initializer is not supported", at: call)
    }

    private static func forEach(_ arguments: [Argument], at call: FunctionCallExprSyntax, evaluator: Evaluator) throws -> [ViewNode] {
        guard let data = arguments.first, let body = arguments.last, case .closure(let closure) = body.value else {
            throw EvaluationError("'ForEach' needs data and a view builder", at: call)
        }
        let elements: [Value]
        switch data.value {
        case .array(let values): elements = values
        case .range(let lower, let upper): elements = (lower..<min(upper, lower + maximumForEachCount + 1)).map(Value.int)
        default: throw EvaluationError("'ForEach' over a value of type '\(data.value.kindName)' is not supported", at: data.node)
        }
        guard elements.count <= maximumForEachCount else {
            throw EvaluationError("'ForEach' over more than \(maximumForEachCount) elements is not drawn", at: data.node)
        }
        return try elements.flatMap { element in
            ViewNode.flatten([try evaluator.viewOrPlaceholder(evaluator.invoke(closure, arguments: [element], at: call), at: call)])
        }
    }

    /// A button draws its label in the accent colour; actions do not run in a preview.
    private static func button(_ arguments: [Argument], at call: FunctionCallExprSyntax, evaluator: Evaluator) throws -> ViewNode {
        let label: ViewNode
        if let title = arguments.first, title.label == nil, case .string(let text) = title.value {
            label = .text(text)
        } else if let labelArgument = arguments.first(where: { $0.label == "label" }) ?? arguments.last {
            label = try evaluator.viewOrPlaceholder(labelArgument.value, at: labelArgument.node)
        } else {
            throw EvaluationError("'Button' needs a title or a label", at: call)
        }
        return .environment(.foreground(.system(.accentColor)), label)
    }
}
