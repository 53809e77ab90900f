import PreviewViews
import SwiftSyntax

/// How a `Button` (or a `NavigationLink`) draws its label: the style, control size and border shape set around it
/// with `.buttonStyle(…)`, `.controlSize(…)` and `.buttonBorderShape(…)`, which the button reads while it is
/// evaluated (`EnvironmentModifiers`), so a style set on a container reaches every button in it, as in SwiftUI.
enum ButtonStyling {
    /// The padding, font and corner radius of iOS 17's bordered buttons at one control size.
    struct Metrics: Equatable {
        var insets: EdgeInsets
        var font: TextStyle
        var cornerRadius: Double

        /// iOS 17's bordered button at each `.controlSize`: 28, 34 and 50 points tall with a one-line label.
        init(controlSize: Value?) {
            switch controlSize {
            case .symbol("mini")?:
                self.init(vertical: 3, horizontal: 8, font: .footnote, cornerRadius: 5)
            case .symbol("small")?:
                self.init(vertical: 5, horizontal: 10, font: .subheadline, cornerRadius: 6)
            case .symbol("large")?, .symbol("extraLarge")?:
                self.init(vertical: 14, horizontal: 20, font: .body, cornerRadius: 12)
            default:
                self.init(vertical: 7, horizontal: 12, font: .body, cornerRadius: 8)
            }
        }

        private init(vertical: Double, horizontal: Double, font: TextStyle, cornerRadius: Double) {
            self.insets = EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
            self.font = font
            self.cornerRadius = cornerRadius
        }
    }

    /// `label` drawn as the style around it draws a button tinted `tint`. A colour set with `.foregroundStyle`
    /// around the button (`.secondary`, `.red`) replaces the tint on its label, as SwiftUI's explicit foreground
    /// style does, except on a prominent button, whose label stays white on the tint.
    static func draw(_ label: ViewNode, tint: ColorValue, _ call: Call) throws -> ViewNode {
        let evaluator = call.evaluator, node = call.node
        let environment = evaluator.customEnvironment
        // A disabled button (`.disabled(true)` around it) is drawn in iOS's tertiary label grey, a prominent one on
        // the faint system fill, whatever its tint or foreground style.
        let enabled: Bool
        if case .bool(false)? = environment["isEnabled"] { enabled = false } else { enabled = true }
        let tint = enabled ? tint : Self.disabledLabel
        let explicit =
            enabled ? environment["foregroundStyle"].flatMap { Convert.color($0, evaluator: evaluator) } : nil
        let labelColor = explicit ?? tint
        if let style = try ProjectStyle(.button, evaluator: evaluator, at: node) {
            // A project's `ButtonStyle` draws the label as it stands, at rest; a `PrimitiveButtonStyle` is also given
            // the action, as `configuration.trigger()`.
            let trigger = call.has("action") ? call["action"] : .function(.builtin("trigger") { _, _ in .void })
            let fields: [String: Value] = [
                "label": .view(label), "isPressed": .bool(false), "role": call.has("role") ? call["role"] : .null,
                "trigger": trigger,
            ]
            return try style.body(fields, call)
        }
        switch environment["buttonStyle"] {
        case .symbol("borderedProminent")? where !enabled:
            return bordered(
                .environment(.foreground(Self.disabledLabel), label), fill: Self.disabledFill, environment: environment)
        case .symbol("borderedProminent")?:
            // White on the tint, unless a foreground style is set around the button (a white button with a
            // coloured label: `.foregroundColor(.accentColor)` with `.tint(.white)`).
            return bordered(
                .environment(.foreground(explicit ?? .system(.white)), label), fill: tint, environment: environment)
        case .symbol("bordered")?:
            // The label in the tint on a faint wash of it, as iOS draws a bordered button.
            return bordered(
                .environment(.foreground(labelColor), label), fill: .opacity(tint, 0.15), environment: environment)
        case .symbol("plain")?:
            // A plain button's label keeps the colour around it: it is not tinted.
            return label
        default:
            // `.automatic` and `.borderless`: the label in the tint.
            return .environment(.foreground(labelColor), label)
        }
    }

    /// iOS's `tertiaryLabel`, the colour of a disabled button's label.
    static let disabledLabel = ColorValue.adaptive(
        light: RGBA(60, 60, 67, alpha: 0.3), dark: RGBA(235, 235, 245, alpha: 0.3))
    /// iOS's `tertiarySystemFill`, a disabled prominent button's background.
    static let disabledFill = ColorValue.adaptive(
        light: RGBA(118, 118, 128, alpha: 0.12), dark: RGBA(118, 118, 128, alpha: 0.24))

    private static func bordered(_ label: ViewNode, fill: ColorValue, environment: [String: Value]) -> ViewNode {
        let metrics = Metrics(controlSize: environment["controlSize"])
        let shape: ShapePath
        switch environment["buttonBorderShape"] {
        case .symbol("capsule")?: shape = .capsule
        case .symbol("circle")?: shape = .circle
        case .implicitCall("roundedRectangle", let arguments)?:
            shape = .roundedRectangle(
                cornerRadius: arguments.first.flatMap { Convert.number($0.value) } ?? metrics.cornerRadius)
        default: shape = .roundedRectangle(cornerRadius: metrics.cornerRadius)
        }
        // The control size picks the label's font only where no `.font(…)` is set around the button, as in SwiftUI.
        let padded = ViewNode.padding(metrics.insets, label)
        let content =
            environment["font"] == nil ? .environment(.font(FontSpec(size: .style(metrics.font))), padded) : padded
        return .decoration(.shape(shape, .fill(.color(fill))), placement: .behind, alignment: .center, content: content)
    }
}
