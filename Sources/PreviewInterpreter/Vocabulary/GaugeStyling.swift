import PreviewViews

/// The `.gaugeStyle(…)` a `Gauge` is evaluated under (`EnvironmentModifiers`). iOS draws `.automatic` and
/// `.linearCapacity` as the bar previewd draws; a project's own `GaugeStyle` is evaluated as a `ButtonStyle` is, its
/// `makeBody(configuration:)` given the gauge's value and labels; SwiftUI's other styles are reported and drawn as
/// the bar.
enum GaugeStyling {
    /// What `makeBody(configuration:)` of a project's style draws for a gauge at `fraction` of its range, or nil when
    /// the style around the gauge is one of SwiftUI's (`defaultLook` then says whether the bar is its look).
    static func projectBody(fraction: Double, labels: [String: ViewNode], _ call: Call) throws -> ViewNode? {
        let evaluator = call.evaluator
        guard case .instance(let instance)? = evaluator.customEnvironment["gaugeStyle"],
            let function = evaluator.findOverloads("makeBody", in: instance.type).first
        else { return nil }
        try evaluator.fillEnvironment(of: instance, at: call.node)
        let names = ["label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"]
        let configuration = Value.tuple(
            [.double(fraction)] + names.map { .view(labels[$0] ?? .empty) }, labels: ["value"] + names)
        let argument = Argument(label: "configuration", value: configuration, node: call.expression("value"))
        // The style's own body is evaluated without the style, so a gauge inside it is drawn as the bar.
        let result = try evaluator.withCustomEnvironment(key: "gaugeStyle", value: .null) {
            try evaluator.invokeIfBinds(
                function, selfValue: .instance(instance), type: instance.type, arguments: [argument], at: call.node)
        }
        return try result.map { try evaluator.viewOrPlaceholder($0, at: call.node) }
    }

    /// Whether the style around the gauge is drawn as the bar iOS draws by default; reports it when it is not.
    static func checkDefaultLook(_ call: Call) {
        switch call.evaluator.customEnvironment["gaugeStyle"] {
        case nil, .null?, .symbol("automatic")?, .symbol("linearCapacity")?: return
        default: call.report("this 'GaugeStyle' is not drawn yet; drawn with the default look")
        }
    }
}
