import PreviewViews

/// The `.gaugeStyle(…)` a `Gauge` is evaluated under (`EnvironmentModifiers`). iOS draws `.automatic` and
/// `.linearCapacity` as the bar previewd draws, and the accessory styles as `AccessoryGauge` does; a project's own
/// `GaugeStyle` draws the gauge (`ProjectStyle`), given its value within its range and its labels; SwiftUI's other
/// styles (watchOS's and macOS's) are reported and drawn as the bar.
enum GaugeStyling {
    /// What `makeBody(configuration:)` of a project's style draws for a gauge at `fraction` of its range, or nil when
    /// the style around the gauge is one of SwiftUI's (`checkDefaultLook` then says whether the bar is its look).
    static func projectBody(fraction: Double, labels: [String: ViewNode], _ call: Call) throws -> ViewNode? {
        guard let style = try ProjectStyle(.gauge, evaluator: call.evaluator, at: call.node) else { return nil }
        var fields: [String: Value] = ["value": .double(fraction), "label": .view(labels["label"] ?? .empty)]
        for name in ["currentValueLabel", "minimumValueLabel", "maximumValueLabel"] {
            fields[name] = labels[name].map(Value.view) ?? .null
        }
        return try style.body(fields, call)
    }

    /// Whether the style around the gauge is drawn as the bar iOS draws by default; reports it when it is not.
    static func checkDefaultLook(_ call: Call) {
        switch call.evaluator.customEnvironment["gaugeStyle"] {
        case nil, .null?, .symbol("automatic")?, .symbol("linearCapacity")?: return
        default: call.report("this 'GaugeStyle' is not drawn yet; drawn with the default look")
        }
    }
}
