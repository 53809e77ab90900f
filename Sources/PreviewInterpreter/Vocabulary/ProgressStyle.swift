import PreviewViews

/// The `.progressViewStyle(…)` a `ProgressView` is evaluated under. iOS draws `.circular` as its activity
/// indicator whatever the value, and `.linear` as the bar; a project's own `ProgressViewStyle` draws the view
/// (`ProjectStyle`), and any other style is reported and the view drawn in the default style.
struct ProgressStyle {
    enum Kind {
        /// The spinner without a value, the bar with one.
        case automatic, circular, linear
    }

    var kind = Kind.automatic
    /// `CircularProgressViewStyle(tint:)`, `LinearProgressViewStyle(tint:)`.
    var tint: ColorValue?

    init(_ call: Call) {
        switch call.evaluator.customEnvironment["progressViewStyle"] {
        case nil, .null?, .symbol("automatic")?: break
        case .symbol("circular")?: kind = .circular
        case .symbol("linear")?: kind = .linear
        case .implicitCall(let name, let arguments)? where name == "circular" || name == "linear":
            kind = name == "circular" ? .circular : .linear
            tint = arguments.first { $0.label == "tint" }.flatMap { Convert.color($0.value, evaluator: call.evaluator) }
        case .some:
            call.report("this 'ProgressViewStyle' is not drawn yet; drawn with the default look")
        }
    }
}
