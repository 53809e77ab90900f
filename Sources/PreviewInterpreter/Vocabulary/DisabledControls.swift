import PreviewViews

/// How iOS draws a control under `.disabled(true)`: its label in the tertiary label grey a disabled button's label
/// takes (`ButtonStyling.disabledLabel`), and the control itself (a switch, a slider, a stepper, a picker's value)
/// dimmed to half its opacity, as UIKit dims a disabled control.
enum DisabledControls {
    /// Whether `.disabled(true)` is set around the control being evaluated (`\.isEnabled` is false).
    static func isDisabled(_ evaluator: Evaluator) -> Bool {
        if case .bool(false)? = evaluator.customEnvironment["isEnabled"] { return true }
        return false
    }

    /// A label (or a field's text) as a disabled control draws it.
    static func label(_ label: ViewNode) -> ViewNode { .environment(.foreground(ButtonStyling.disabledLabel), label) }

    /// The control part of a disabled control.
    static func control(_ control: ViewNode) -> ViewNode { .effect(.opacity(0.5), control) }
}
