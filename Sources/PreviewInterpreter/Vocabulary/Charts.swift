import PreviewViews

/// Swift Charts: `Chart` and its marks, lowered to one `ViewNode.chart` that layout draws.
///
/// A mark evaluates to a chart of that one mark, so the view builder's `ForEach`, `if` and the project's own
/// `@ChartContentBuilder` functions work as they do for views; `Chart` gathers the marks of its content, taking
/// the styles written around them (`.foregroundStyle`, `.opacity`, `.cornerRadius`) from the wrappers those
/// modifiers make.
extension Vocabulary {
    static let chartViews: [Construct] = [
        Construct("Chart", [
            "(@ChartContentBuilder content: () -> Content)",
            "(_ data: Data, @ChartContentBuilder content: (Data.Element) -> Content)",
            "(_ data: Data, id: KeyPath, @ChartContentBuilder content: (Data.Element) -> Content)",
        ]) { call in
            var content: [ViewNode] = []
            if call.has("data") {
                let elements = try call.evaluator.elements(of: call["data"], at: call.node("data"))
                guard elements.count <= maximumForEachCount else {
                    throw EvaluationError(
                        "'Chart' over \(elements.count) elements is more than the \(maximumForEachCount) previews draw",
                        at: call.node("data"))
                }
                for element in elements {
                    let argument = Argument(label: nil, value: element, node: call.expression("data"))
                    content.append(
                        try call.evaluator.view(calling: call["content"], arguments: [argument], at: call.node))
                }
            } else {
                content = [try call.view("content")]
            }
            return .view(.chart(ChartSpec(marks: content.flatMap { ChartMarks.gathered(from: $0) })))
        },
        mark("BarMark", .bar, [
            """
            (x: PlottableValue, y: PlottableValue, width: MarkDimension = .automatic, height: MarkDimension = \
            .automatic, stacking: MarkStackingMethod = .standard)
            """,
            "(x: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue, width: MarkDimension = .automatic)",
            "(xStart: PlottableValue, xEnd: PlottableValue, y: PlottableValue, height: MarkDimension = .automatic)",
        ]),
        mark("LineMark", .line, ["(x: PlottableValue, y: PlottableValue, series: PlottableValue? = nil)"]),
        mark(
            "PointMark", .point,
            ["(x: PlottableValue, y: PlottableValue)", "(x: PlottableValue)", "(y: PlottableValue)"]),
        mark(
            "AreaMark", .area,
            [
                """
                (x: PlottableValue, y: PlottableValue, series: PlottableValue? = nil, stacking: MarkStackingMethod = \
                .standard)
                """,
                "(x: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue, series: PlottableValue? = nil)",
            ]),
        mark(
            "RuleMark", .rule,
            [
                "(y: PlottableValue)", "(x: PlottableValue)",
                "(xStart: PlottableValue, xEnd: PlottableValue, y: PlottableValue)",
                "(x: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue)",
            ]),
        mark(
            "RectangleMark", .rectangle,
            [
                """
                (x: PlottableValue, y: PlottableValue, width: MarkDimension = .automatic, height: MarkDimension = \
                .automatic)
                """,
                "(xStart: PlottableValue, xEnd: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue)",
                "(x: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue, width: MarkDimension = .automatic)",
                "(xStart: PlottableValue, xEnd: PlottableValue, y: PlottableValue, height: MarkDimension = .automatic)",
                "(xStart: PlottableValue, xEnd: PlottableValue)", "(yStart: PlottableValue, yEnd: PlottableValue)",
            ]),
        mark(
            "SectorMark", .sector,
            [
                """
                (angle: PlottableValue, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = \
                .automatic, angularInset: CGFloat? = nil)
                """
            ]),
    ]

    /// Modifiers of marks and of charts.
    static let chartModifiers: [Construct] = [
        Construct("foregroundStyle", "(by value: PlottableValue)") { call in
            let category = try ChartMarks.value(call["value"], call: call, name: "value")
            return .view(ChartMarks.mapMarks(try call.receiverView) { $0.category = category.map(ChartMarks.name) })
        },
        Construct("annotation", [
            """
            (position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, \
            @ViewBuilder content: () -> Content)
            """,
        ]) { call in
            let view = try call.view("content")
            let position: ChartAnnotationPosition
            if case .symbol(let name) = call["position"], let known = ChartAnnotationPosition(rawValue: name) {
                position = known
            } else {
                position = .top
            }
            return .view(
                ChartMarks.mapMarks(try call.receiverView) {
                    $0.annotation = view
                    $0.annotationPosition = position
                })
        },
        Construct("interpolationMethod", "(_ method: InterpolationMethod)") { call in
            // The curves through every point (Catmull-Rom, cardinal, monotone) are drawn as Catmull-Rom splines;
            // the stepped methods as straight segments.
            let name: String? = switch call["method"] {
            case .symbol(let name), .implicitCall(let name, _): name
            default: nil
            }
            let smooth = ["catmullRom", "cardinal", "monotone"].contains(name ?? "")
            return .view(ChartMarks.mapMarks(try call.receiverView) { $0.smooth = smooth })
        },
        Construct("lineStyle", "(_ style: StrokeStyle)") { call in
            guard let line = Convert.strokeStyle(call["style"]) else { return .view(try call.receiverView) }
            return .view(ChartMarks.mapMarks(try call.receiverView) { $0.lineStyle = line })
        },
        Construct("cornerRadius", "(_ radius: CGFloat, style: RoundedCornerStyle)") { call in
            .view(
                .clip(.roundedRectangle(cornerRadius: try call.length("radius", .radius) ?? 0), try call.receiverView))
        },
        // Point symbols are drawn as circles of one size; marks are not positioned side by side within a band.
        Construct(
            "symbol",
            ["(by value: PlottableValue)", "(_ symbol: ChartSymbolShape)", "(@ViewBuilder symbol: () -> Content)"]
        ) { call in .view(try call.receiverView) },
        Construct("symbolSize", ["(_ size: CGFloat)", "(by value: PlottableValue)", "(_ size: CGSize)"]) { call in
            .view(try call.receiverView)
        },
        Construct("position", "(by value: PlottableValue, axis: Axis? = nil, span: MarkDimension = .automatic)") {
            call in .view(try call.receiverView)
        },
        Construct("chartXAxis", ["(_ visibility: Visibility)", "(@AxisContentBuilder content: () -> Content)"]) {
            call in
            // Custom axis content keeps the axis, drawn in the default style.
            let shown = !call["visibility"].isSymbol("hidden")
            return .view(ChartMarks.mapCharts(try call.receiverView) { $0.showsXAxis = shown })
        },
        Construct("chartYAxis", ["(_ visibility: Visibility)", "(@AxisContentBuilder content: () -> Content)"]) {
            call in
            let shown = !call["visibility"].isSymbol("hidden")
            return .view(ChartMarks.mapCharts(try call.receiverView) { $0.showsYAxis = shown })
        },
        Construct("chartLegend", [
            "(_ visibility: Visibility)",
            "(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil)",
            """
            (position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, \
            @ViewBuilder content: () -> Content)
            """,
        ]) { call in
            let shown = !call["visibility"].isSymbol("hidden"), top = call["position"].isSymbol("top")
            return .view(ChartMarks.mapCharts(try call.receiverView) { $0.showsLegend = shown; $0.legendAtTop = top })
        },
    ]

    /// A mark's constructor: its plotted values, `width: .fixed(…)` and a sector's inner radius.
    private static func mark(_ name: String, _ kind: ChartMark.Kind, _ signatures: [String]) -> Construct {
        Construct(name, signatures) { call in
            var mark = ChartMark(kind: kind)
            func plotted(_ parameter: String) throws -> ChartValue? {
                call.has(parameter) ? try ChartMarks.value(call[parameter], call: call, name: parameter) : nil
            }
            mark.x = try plotted("x")
            mark.y = try plotted("y")
            mark.xStart = try plotted("xStart")
            mark.xEnd = try plotted("xEnd")
            mark.yStart = try plotted("yStart")
            mark.yEnd = try plotted("yEnd")
            mark.series = try plotted("series").map(ChartMarks.name)
            if call.has("angle") { mark.angle = try plotted("angle")?.quantity }
            mark.fixedWidth = ChartMarks.fixed(call["width"])
            mark.fixedHeight = ChartMarks.fixed(call["height"])
            if case .implicitCall("ratio", let arguments) = call["innerRadius"],
                let ratio = arguments.first.flatMap({ Convert.number($0.value) })
            {
                mark.innerRadiusRatio = ratio
            }
            return .view(.chart(ChartSpec(marks: [mark])))
        }
    }
}

/// Reading chart values and gathering marks out of the view tree their modifiers made.
enum ChartMarks {
    /// `.value("Label", x)` (or a bare value) as a plotted value: numbers, dates, and anything else by its name.
    static func value(_ value: Value, call: Call, name: String) throws -> ChartValue? {
        var plotted = value
        if case .implicitCall("value", let arguments) = value, arguments.count >= 2 { plotted = arguments[1].value }
        switch plotted {
        case .null: return nil
        case .int(let number): return .number(Double(number))
        case .double(let number): return .number(number)
        case .native(.date(let seconds)): return .date(seconds)
        case .string(let text): return .category(text)
        default:
            if let number = Convert.number(plotted) { return .number(number) }
            return .category(try call.evaluator.describe(plotted, at: call.node(name)))
        }
    }

    static func name(_ value: ChartValue) -> String {
        switch value {
        case .category(let name): return name
        case .number(let number): return number.compact
        case .date(let seconds): return seconds.compact
        }
    }

    /// `.fixed(n)` of a mark's width or height.
    static func fixed(_ value: Value) -> Double? {
        guard case .implicitCall("fixed", let arguments) = value else { return nil }
        return arguments.first.flatMap { Convert.number($0.value) }
    }

    /// The marks in `node`, each with the styles of the wrappers around it applied; the one closest to the mark
    /// wins, as for views.
    static func gathered(
        from node: ViewNode, foreground: ColorValue? = nil, opacity: Double = 1, cornerRadius: Double? = nil
    ) -> [ChartMark] {
        switch node {
        case .chart(let spec):
            return spec.marks.map { mark in
                var mark = mark
                if mark.paint == nil, mark.category == nil, let foreground { mark.paint = .color(foreground) }
                mark.opacity *= opacity
                if mark.cornerRadius == 0, let cornerRadius { mark.cornerRadius = cornerRadius }
                return mark
            }
        case .group(let children), .stack(_, _, _, let children), .zstack(_, let children):
            return children.flatMap {
                gathered(from: $0, foreground: foreground, opacity: opacity, cornerRadius: cornerRadius)
            }
        case .environment(.foreground(let color), let content):
            return gathered(from: content, foreground: color, opacity: opacity, cornerRadius: cornerRadius)
        case .environment(_, let content):
            return gathered(from: content, foreground: foreground, opacity: opacity, cornerRadius: cornerRadius)
        case .effect(.opacity(let amount), let content):
            return gathered(
                from: content, foreground: foreground, opacity: opacity * amount, cornerRadius: cornerRadius)
        case .effect(_, let content):
            return gathered(from: content, foreground: foreground, opacity: opacity, cornerRadius: cornerRadius)
        case .clip(.roundedRectangle(let radius), let content):
            return gathered(from: content, foreground: foreground, opacity: opacity, cornerRadius: radius)
        case .clip(_, let content):
            return gathered(from: content, foreground: foreground, opacity: opacity, cornerRadius: cornerRadius)
        default:
            // Not a mark: a placeholder for one that failed (reported where it failed), or a view in a chart.
            return []
        }
    }

    /// `node` with `change` applied to each of its marks, through the wrappers a mark's modifiers make.
    static func mapMarks(_ node: ViewNode, _ change: (inout ChartMark) -> Void) -> ViewNode {
        switch node {
        case .chart(var spec):
            for index in spec.marks.indices { change(&spec.marks[index]) }
            return .chart(spec)
        case .group, .environment, .effect, .clip:
            return node.mappingChildren { mapMarks($0, change) }
        default:
            return node
        }
    }

    /// `node` with `change` applied to every chart in it: `.chartXAxis` and its kind apply to the charts below
    /// them, as SwiftUI's chart modifiers do.
    static func mapCharts(_ node: ViewNode, _ change: (inout ChartSpec) -> Void) -> ViewNode {
        if case .chart(var spec) = node {
            change(&spec)
            return .chart(spec)
        }
        return node.mappingChildren { mapCharts($0, change) }
    }
}
