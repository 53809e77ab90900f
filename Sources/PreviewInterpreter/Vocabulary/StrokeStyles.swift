import PreviewViews

/// `StrokeStyle`: the line `.stroke(style:)`, `.strokeBorder(style:)`, `GraphicsContext.stroke(_:with:style:)` and a
/// chart's `.lineStyle` draw. It is a labelled tuple, so a project reads its parts (`style.lineWidth`) as from
/// SwiftUI's struct; `Convert.strokeStyle` reads it back for drawing.
extension Vocabulary {
    static let strokeStyles: [Construct] = [
        Construct("StrokeStyle", """
            (lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = \
            10, dash: [CGFloat] = [], dashPhase: CGFloat = 0)
            """) { call in
            let style = StrokeStyle(
                lineWidth: try call.length("lineWidth", .radius) ?? 1,
                lineCap: try strokeStyleCase("lineCap", call) ?? .butt,
                lineJoin: try strokeStyleCase("lineJoin", call) ?? .miter,
                miterLimit: try call.number("miterLimit") ?? 10,
                dash: try call.has("dash") ? strokeDash(call) : [],
                dashPhase: try call.number("dashPhase") ?? 0)
            return Convert.value(of: style)
        }
    ]

    /// `lineCap:` or `lineJoin:` by its case name; one previewd cannot read is reported and the default drawn.
    private static func strokeStyleCase<Case: RawRepresentable<String>>(_ name: String, _ call: Call) throws -> Case? {
        guard call.has(name) else { return nil }
        if let named = Convert.caseName(call[name]), let known = Case(rawValue: named) { return known }
        call.report("this '\(name)' is not one previewd reads; the default is drawn")
        return nil
    }

    /// `dash:`'s lengths; a pattern with a negative or non-finite length is reported and drawn solid, as a
    /// rasteriser cannot draw it.
    private static func strokeDash(_ call: Call) throws -> [Double] {
        let lengths = try call.evaluator.elements(of: call["dash"], at: call.node("dash")).map(Convert.number)
        guard lengths.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }) else {
            call.report("'dash' holds a length that is not a finite, non-negative number; the line is drawn solid")
            return []
        }
        return lengths.compactMap { $0 }
    }
}

extension Convert {
    /// A `StrokeStyle` as the labelled tuple projects read.
    static func value(of style: StrokeStyle) -> Value {
        .tuple(
            [
                .double(style.lineWidth), .symbol(style.lineCap.rawValue), .symbol(style.lineJoin.rawValue),
                .double(style.miterLimit), .array(style.dash.map(Value.double)), .double(style.dashPhase),
            ], labels: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"])
    }

    /// A `StrokeStyle` value, or an implicit `.init(lineWidth:…)` written where one is expected; nil for anything
    /// else. A part left out or unreadable is SwiftUI's default.
    static func strokeStyle(_ value: Value) -> StrokeStyle? {
        var parts: [String: Value] = [:]
        switch value {
        case .tuple(let values, let labels):
            for (label, value) in zip(labels, values) { if let label { parts[label] = value } }
        case .implicitCall(_, let arguments):
            for argument in arguments { if let label = argument.label { parts[label] = argument.value } }
        default: return nil
        }
        let dash: [Double]
        if case .array(let lengths)? = parts["dash"] { dash = lengths.compactMap(number) } else { dash = [] }
        return StrokeStyle(
            lineWidth: parts["lineWidth"].flatMap(number) ?? 1,
            lineCap: parts["lineCap"].flatMap(caseName).flatMap(StrokeStyle.Cap.init) ?? .butt,
            lineJoin: parts["lineJoin"].flatMap(caseName).flatMap(StrokeStyle.Join.init) ?? .miter,
            miterLimit: parts["miterLimit"].flatMap(number) ?? 10, dash: dash,
            dashPhase: parts["dashPhase"].flatMap(number) ?? 0)
    }

    /// The case an implicit member names: `round` for `.round`.
    static func caseName(_ value: Value) -> String? {
        guard case .symbol(let name) = value else { return nil }
        return name
    }
}
