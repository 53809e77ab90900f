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

    /// The environment value an environment modifier sets, if `name` is one and its arguments are supported;
    /// the content below it is evaluated in that environment.
    static func environmentChange(_ name: String, arguments: [Argument]) -> EnvironmentChange? {
        switch name {
        case "preferredColorScheme":
            guard case .symbol(let scheme)? = arguments.first?.value else { return nil }
            return ColorScheme(rawValue: scheme).map(EnvironmentChange.colorScheme)
        case "dynamicTypeSize":
            guard case .symbol(let size)? = arguments.first?.value else { return nil }
            return DynamicTypeSize(rawValue: size).map(EnvironmentChange.dynamicTypeSize)
        case "environment":
            guard arguments.count == 2, case .keyPath(let key) = arguments[0].value,
                case .symbol(let value) = arguments[1].value
            else { return nil }
            switch key {
            case "colorScheme": return ColorScheme(rawValue: value).map(EnvironmentChange.colorScheme)
            case "dynamicTypeSize": return DynamicTypeSize(rawValue: value).map(EnvironmentChange.dynamicTypeSize)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Applies modifier `name` to `view`. Throws when its arguments are not supported; diagnostics point at the
    /// modifier's name, or at the argument at fault.
    static func apply(_ name: String, to view: ViewNode, arguments: [Argument], at call: FunctionCallExprSyntax, evaluator: Evaluator) throws -> ViewNode {
        func labeled(_ label: String) -> Argument? { arguments.first { $0.label == label } }
        func number(_ label: String) -> Double? { labeled(label).flatMap { BuiltinValues.number($0.value) } }
        /// The first argument, or the modifier's name when there is none: where a complaint about it belongs.
        let firstArgumentNode = arguments.first.map { Syntax($0.node) } ?? call.calledName

        if let change = environmentChange(name, arguments: arguments) { return .environment(change, view) }
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
                throw EvaluationError("'\(firstArgumentNode.trimmedDescription)' is not a supported font", at: firstArgumentNode)
            }
            return .environment(.font(font), view)
        case "foregroundColor", "foregroundStyle", "tint":
            guard let argument = arguments.first, let color = BuiltinValues.color(argument.value) else {
                throw EvaluationError("'\(firstArgumentNode.trimmedDescription)' is not a supported colour", at: firstArgumentNode)
            }
            return .environment(.foreground(color), view)
        case "fill":
            guard case .shape(let shape, _) = view, let argument = arguments.first,
                let color = BuiltinValues.color(argument.value)
            else {
                throw EvaluationError("'.fill' is supported on shapes with a colour", at: call.calledName)
            }
            return .shape(shape, fill: color)
        case "background", "overlay":
            let decoration = try decorationView(arguments, at: call, evaluator: evaluator)
            return name == "background" ? .background(decoration, content: view) : .overlay(decoration, content: view)
        case "preferredColorScheme":
            guard case .null? = arguments.first?.value else {
                throw EvaluationError("'\(firstArgumentNode.trimmedDescription)' is not a colour scheme", at: firstArgumentNode)
            }
            return view  // `.preferredColorScheme(nil)` keeps the target's scheme.
        case "dynamicTypeSize":
            // Ranges (`.dynamicTypeSize(...DynamicTypeSize.large)`) clamp the size; one size sets it.
            throw EvaluationError("'.dynamicTypeSize' is supported with a single size", at: firstArgumentNode)
        case "environment":
            evaluator.report(environmentWarning(arguments), at: call.calledName)
            return view
        default:
            if invisible.contains(name) { return view }
            evaluator.report("modifier '.\(name)' is not supported; drawn without it", at: call.calledName)
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
            throw EvaluationError("'.\(call.calledName.trimmedDescription)' needs a view", at: call.calledName)
        }
        if let color = BuiltinValues.color(argument.value) { return .color(color) }
        var decoration = try evaluator.viewOrPlaceholder(argument.value, at: argument.node)
        if let alignment = arguments.first(where: { $0.label == "alignment" }).flatMap({ BuiltinValues.alignment($0.value) }) {
            decoration = .zstack(alignment: alignment, children: [decoration])
        }
        return decoration
    }

    /// Why an `.environment(…)` the interpreter does not model is ignored.
    private static func environmentWarning(_ arguments: [Argument]) -> String {
        if arguments.count == 2, case .keyPath(let key) = arguments[0].value {
            return "environment value '\\.\(key)' is not supported; drawn without it"
        }
        return "this '.environment' form is not supported; drawn without it"
    }
}
