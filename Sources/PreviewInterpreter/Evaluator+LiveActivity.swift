import PreviewModel
import PreviewViews
import SwiftSyntax

/// `attributes.previewContext(state, viewKind: .dynamicIsland(.compact))`: Xcode's Live Activity previews. The
/// project's widget with an `ActivityConfiguration` for the attributes' type supplies the views; the kind picks
/// the lock-screen view or one of the Dynamic Island presentations.
extension Evaluator {
    func liveActivityPreview(_ attributes: Instance, arguments: [Argument], at node: some SyntaxProtocol) throws
        -> Value
    {
        guard let state = arguments.first?.value, let kind = arguments.first(where: { $0.label == "viewKind" })?.value
        else {
            throw EvaluationError("'previewContext' takes (_:viewKind:)", at: node)
        }
        guard let configuration = try activityConfiguration(for: attributes.type.name, at: node),
            case .native(.activityConfiguration(_, let content, let dynamicIsland)) = configuration
        else {
            throw EvaluationError(
                "no widget of the project has an 'ActivityConfiguration' for '\(attributes.type.name)'", at: node)
        }
        let context = Value.tuple(
            [.instance(attributes), state, .bool(false)], labels: ["attributes", "state", "isStale"])
        let contextArgument = [Argument(label: nil, value: context, node: ExprSyntax(NilLiteralExprSyntax()))]
        if case .symbol("content") = kind {
            return .view(
                LiveActivityChrome.lockScreen(
                    try viewOrPlaceholder(try invoke(content, arguments: contextArgument, at: node), at: node)))
        }
        guard case .implicitCall("dynamicIsland", let presentation) = kind,
            case .symbol(let name)? = presentation.first?.value
        else {
            throw EvaluationError("the Live Activity view kind '\(kind.kindName)' is not supported", at: node)
        }
        guard case .native(.dynamicIsland(let parts)) = try invoke(dynamicIsland, arguments: contextArgument, at: node)
        else {
            throw EvaluationError("the 'dynamicIsland' closure does not make a 'DynamicIsland'", at: node)
        }
        switch name {
        case "compact":
            return .view(
                LiveActivityChrome.compact(
                    leading: parts["compactLeading"] ?? .empty, trailing: parts["compactTrailing"] ?? .empty))
        case "minimal": return .view(LiveActivityChrome.minimal(parts["minimal"] ?? .empty))
        case "expanded": return .view(LiveActivityChrome.expanded(parts["expanded"] ?? .empty))
        default: throw EvaluationError("the Dynamic Island presentation '.\(name)' is not supported", at: node)
        }
    }

    /// The `ActivityConfiguration` a widget of the project declares for `attributesType`.
    private func activityConfiguration(for attributesType: String, at node: some SyntaxProtocol) throws -> Value? {
        for widget in project.index.types.values.filter({ $0.conformances.contains("Widget") }).sorted(by: {
            $0.name < $1.name
        }) {
            // Only a body that mentions the configuration is evaluated: other widgets' bodies are not this
            // preview's business (and would report their own gaps).
            guard case .computed(let getter, _, _)? = widget.members["body"],
                getter.description.contains("ActivityConfiguration")
            else { continue }
            let configuration = try property("body", of: .instance(Instance(type: widget)), at: node)
            if case .native(.activityConfiguration(let type, _, _)) = configuration,
                type == attributesType || type.hasSuffix("." + attributesType)
            {
                touch(widget)
                return configuration
            }
        }
        return nil
    }
}
