import PreviewViews
import SwiftSyntax

/// SwiftUI's view modifiers: each wraps the view it is applied to, as SwiftUI does.
enum Modifiers {
    /// Modifiers with no visible effect in a still preview; accepted silently.
    static let invisible: Set<String> = [
        "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation", "tag", "id",
        "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityElement",
        "accessibilityAddTraits", "onAppear", "onDisappear", "onTapGesture", "onChange", "task", "navigationTitle",
        "navigationBarTitleDisplayMode", "animation", "transition", "contentShape", "disabled", "onSubmit",
    ]

    static func apply(_ name: String, to view: ViewNode, arguments: [Argument], at call: FunctionCallExprSyntax, evaluator: Evaluator) throws -> ViewNode {
        func labeled(_ label: String) -> Argument? { arguments.first { $0.label == label } }
        func number(_ label: String) -> Double? { labeled(label).flatMap { BuiltinValues.number($0.value) } }

        switch name {
        case "padding":
            return .padding(try padding(arguments, at: call), view)
        case "frame":
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            if let unsupported = arguments.first(where: { flexible.contains($0.label ?? "") }) {
                evaluator.report("'.frame(\(unsupported.label!):)' is not supported yet; drawn without it", at: unsupported.node)
            }
            let width = number("width"), height = number("height")
            let alignment = labeled("alignment").flatMap { BuiltinValues.alignment($0.value) } ?? .center
            if width == nil && height == nil { return view }
            return .frame(width: width, height: height, alignment: alignment, view)
        case "font":
            guard let argument = arguments.first, let font = try BuiltinValues.font(argument.value, at: argument.node) else {
                throw EvaluationError("'\(arguments.first?.node.trimmedDescription ?? "")' is not a supported font", at: call)
            }
            return .environment(.font(font), view)
        case "foregroundColor", "foregroundStyle", "tint":
            guard let argument = arguments.first, let color = BuiltinValues.color(argument.value) else {
                throw EvaluationError("'\(arguments.first?.node.trimmedDescription ?? "")' is not a supported colour", at: call)
            }
            return .environment(.foreground(color), view)
        case "fill":
            guard case .shape(let shape, _) = view, let argument = arguments.first,
                let color = BuiltinValues.color(argument.value)
            else {
                throw EvaluationError("'.fill' is supported on shapes with a colour", at: call)
            }
            return .shape(shape, fill: color)
        case "background", "overlay":
            let decoration = try decorationView(arguments, at: call, evaluator: evaluator)
            return name == "background" ? .background(decoration, content: view) : .overlay(decoration, content: view)
        case "preferredColorScheme":
            guard case .symbol(let scheme)? = arguments.first?.value, let value = ColorScheme(rawValue: scheme) else {
                return view  // `.preferredColorScheme(nil)` keeps the target's scheme.
            }
            return .environment(.colorScheme(value), view)
        case "dynamicTypeSize":
            guard case .symbol(let size)? = arguments.first?.value, let value = DynamicTypeSize(rawValue: size) else {
                throw EvaluationError("'.dynamicTypeSize' needs a single size", at: call)
            }
            return .environment(.dynamicTypeSize(value), view)
        case "environment":
            return try environment(arguments, view: view, at: call, evaluator: evaluator)
        default:
            if invisible.contains(name) { return view }
            evaluator.report("modifier '.\(name)' is not supported; drawn without it", at: call)
            return view
        }
    }

    private static func padding(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> EdgeInsets {
        // SwiftUI's default padding is the system spacing, 16 points on iPhone.
        let defaultLength = 16.0
        guard let first = arguments.first else { return EdgeInsets(all: defaultLength) }
        if let length = BuiltinValues.number(first.value) { return EdgeInsets(all: length) }
        guard let edges = BuiltinValues.edges(first.value) else {
            throw EvaluationError("'\(first.node.trimmedDescription)' is not a supported padding", at: first.node)
        }
        let length = arguments.dropFirst().first.flatMap { BuiltinValues.number($0.value) } ?? defaultLength
        return EdgeInsets(
            top: edges.top ? length : 0, leading: edges.leading ? length : 0,
            bottom: edges.bottom ? length : 0, trailing: edges.trailing ? length : 0)
    }

    /// The view given to `.background`/`.overlay`: a colour, a view, or a trailing view builder.
    private static func decorationView(_ arguments: [Argument], at call: FunctionCallExprSyntax, evaluator: Evaluator) throws -> ViewNode {
        guard let argument = arguments.first(where: { $0.label == nil || $0.label == "content" }) else {
            throw EvaluationError("'\(call.calledExpression.trimmedDescription)' needs a view", at: call)
        }
        if let color = BuiltinValues.color(argument.value) { return .color(color) }
        var decoration = try evaluator.viewOrPlaceholder(argument.value, at: argument.node)
        if let alignment = arguments.first(where: { $0.label == "alignment" }).flatMap({ BuiltinValues.alignment($0.value) }) {
            decoration = .zstack(alignment: alignment, children: [decoration])
        }
        return decoration
    }

    private static func environment(_ arguments: [Argument], view: ViewNode, at call: FunctionCallExprSyntax, evaluator: Evaluator) throws -> ViewNode {
        guard arguments.count == 2, case .keyPath(let key) = arguments[0].value, case .symbol(let value) = arguments[1].value else {
            evaluator.report("this '.environment' form is not supported; drawn without it", at: call)
            return view
        }
        switch key {
        case "colorScheme":
            if let scheme = ColorScheme(rawValue: value) { return .environment(.colorScheme(scheme), view) }
        case "dynamicTypeSize":
            if let size = DynamicTypeSize(rawValue: value) { return .environment(.dynamicTypeSize(size), view) }
        default:
            break
        }
        evaluator.report("environment value '\\.\(key)' is not supported; drawn without it", at: call)
        return view
    }
}
