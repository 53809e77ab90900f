import PreviewModel
import PreviewViews
import SwiftSyntax

/// A project's own style for a SwiftUI control (`struct Pill: ButtonStyle`, `LabelStyle`, `ToggleStyle`,
/// `ProgressViewStyle`, `GaugeStyle`, `GroupBoxStyle`, `DisclosureGroupStyle`, `TextFieldStyle`), set around the
/// control with the control's style modifier (`.labelStyle(Pill())`, or a static member the project adds to the
/// style protocol, `.labelStyle(.pill)`). The control is drawn by the style's `makeBody(configuration:)`, given the
/// control's parts as the fields of its configuration (the prelude's `…StyleConfiguration` types), as SwiftUI does.
struct ProjectStyle {
    /// What a control's style modifier sets and how a project's style for it is written.
    struct Kind: Sendable {
        /// The style modifier, which is also the environment key the style is kept under (`EnvironmentModifiers`).
        let modifier: String
        /// The protocols a style for the control conforms to, each with the prelude type of its configuration.
        let protocols: [(name: String, configuration: String)]
        /// The requirement that draws: `makeBody(configuration:)`, or a text field style's `_body(configuration:)`.
        var requirement = "makeBody"

        static let button = Kind(
            modifier: "buttonStyle",
            protocols: [
                ("ButtonStyle", "ButtonStyleConfiguration"),
                ("PrimitiveButtonStyle", "PrimitiveButtonStyleConfiguration"),
            ])
        static let label = Kind(modifier: "labelStyle", protocols: [("LabelStyle", "LabelStyleConfiguration")])
        static let toggle = Kind(modifier: "toggleStyle", protocols: [("ToggleStyle", "ToggleStyleConfiguration")])
        static let progressView = Kind(
            modifier: "progressViewStyle", protocols: [("ProgressViewStyle", "ProgressViewStyleConfiguration")])
        static let gauge = Kind(modifier: "gaugeStyle", protocols: [("GaugeStyle", "GaugeStyleConfiguration")])
        static let groupBox = Kind(
            modifier: "groupBoxStyle", protocols: [("GroupBoxStyle", "GroupBoxStyleConfiguration")])
        static let disclosureGroup = Kind(
            modifier: "disclosureGroupStyle",
            protocols: [("DisclosureGroupStyle", "DisclosureGroupStyleConfiguration")])
        /// A text field style's configuration is the text field itself, drawn plainly.
        static let textField = Kind(
            modifier: "textFieldStyle", protocols: [("TextFieldStyle", "")], requirement: "_body")

        static let all = [button, label, toggle, progressView, gauge, groupBox, disclosureGroup, textField]
        static let byModifier = Dictionary(uniqueKeysWithValues: all.map { ($0.modifier, $0) })
    }

    let kind: Kind
    let instance: Instance
    let function: FunctionDeclSyntax

    /// The project's style for `kind` set where the control is evaluated; nil when the style there is one of
    /// SwiftUI's, or none.
    init?(_ kind: Kind, evaluator: Evaluator, at node: some SyntaxProtocol) throws {
        guard let value = evaluator.customEnvironment[kind.modifier],
            case .instance(let instance) = try Self.resolved(value, kind, evaluator: evaluator, at: node),
            let function = evaluator.findOverloads(kind.requirement, in: instance.type).first
        else { return nil }
        self.kind = kind
        self.instance = instance
        self.function = function
    }

    /// Whether `value`, given to `kind`'s modifier, is a style of the project, which the control draws.
    static func isProjectStyle(_ value: Value, _ kind: Kind, evaluator: Evaluator, at node: some SyntaxProtocol)
        -> Bool
    {
        guard case .instance(let instance)? = try? resolved(value, kind, evaluator: evaluator, at: node) else {
            return false
        }
        return !evaluator.findOverloads(kind.requirement, in: instance.type).isEmpty
    }

    /// `.pill` where the project declares `extension LabelStyle where Self == Pill { static var pill: Pill }`: the
    /// static member, as Swift finds an implicit member of a protocol in its constrained extensions.
    private static func resolved(_ value: Value, _ kind: Kind, evaluator: Evaluator, at node: some SyntaxProtocol)
        throws -> Value
    {
        guard value.isImplicitMember else { return value }
        let name = Evaluator.implicitName(value)
        guard let style = kind.protocols.first(where: { evaluator.declaresStatic(name, on: $0.name) }) else {
            return value
        }
        return try evaluator.resolveImplicit(value, typeName: style.name, at: node)
    }

    /// The configuration the style is given: an instance of the prelude's configuration type for the protocol the
    /// style conforms to, holding `fields`; a field in `bindings` writes through to the control's `$binding`, so
    /// `configuration.isOn.toggle()` or a `Toggle(isOn: configuration.$isOn)` in the style flips the state.
    func configuration(
        _ fields: [String: Value], bindings: [String: BindingOrigin] = [:], evaluator: Evaluator
    ) -> Value {
        let conformed = kind.protocols.first { instance.type.conformances.contains($0.name) } ?? kind.protocols[0]
        guard let type = evaluator.userType(conformed.configuration) else { return fields["label"] ?? .void }
        let configuration = Instance(type: type, properties: fields)
        configuration.bindingOrigins = bindings
        return .instance(configuration)
    }

    /// What the style draws for the control with this configuration. The style's `@Environment` properties are read
    /// where the control is, and its body is evaluated without the style, so a control of the same kind inside it
    /// is drawn plainly.
    func body(configuration: Value, evaluator: Evaluator, at node: some SyntaxProtocol) throws -> ViewNode {
        try evaluator.fillEnvironment(of: instance, at: node)
        let argument = Argument(
            label: "configuration", value: configuration, node: ExprSyntax(DeclReferenceExprSyntax(
                baseName: .identifier("configuration"))))
        let result = try evaluator.withCustomEnvironment(key: kind.modifier, value: .null) {
            try evaluator.invokeIfBinds(
                function, selfValue: .instance(instance), type: instance.type, arguments: [argument], at: node)
        }
        guard let result else {
            throw EvaluationError(
                "the '\(kind.requirement)(configuration:)' of '\(instance.type.name)' does not take a configuration",
                at: node)
        }
        return try evaluator.viewOrPlaceholder(result, at: node)
    }

    /// `body(configuration:)` with a configuration made of `fields`, for a control drawn natively.
    func body(_ fields: [String: Value], bindings: [String: BindingOrigin] = [:], _ call: Call) throws -> ViewNode {
        try body(
            configuration: configuration(fields, bindings: bindings, evaluator: call.evaluator),
            evaluator: call.evaluator, at: call.node)
    }

    /// The prelude's hook for its composite controls (`Label`, `GroupBox`): what a project's style set with
    /// `modifier` draws for the configuration the closure makes, or nil under one of SwiftUI's styles (the closure
    /// is then not called).
    static let preludeHook = Construct("_projectStyleBody", "(_ modifier: String, configuration: () -> Any)") { call in
        guard let modifier = try call.string("modifier"), let kind = Kind.byModifier[modifier],
            let style = try ProjectStyle(kind, evaluator: call.evaluator, at: call.node)
        else { return .null }
        let configuration = try call.evaluator.invoke(call["configuration"], arguments: [], at: call.node)
        return .view(try style.body(configuration: configuration, evaluator: call.evaluator, at: call.node))
    }
}
