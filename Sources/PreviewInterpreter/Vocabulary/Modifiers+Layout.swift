import PreviewViews

extension Vocabulary {
    /// Modifiers that change size and position: padding, frames, offsets, safe areas, overlays.
    static let layoutModifiers: [Construct] =
        imageModifiers + alignmentGuideModifiers + presentationModifiers + materialModifiers + [
            Construct(
                "padding",
                [
                    "(_ length: CGFloat)", "(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)",
                    "(_ insets: EdgeInsets)",
                ]
            ) { call in
                .view(.padding(try paddingInsets(call), try call.receiverView))
            },
            Construct(
                "frame",
                [
                    "(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)",
                    """
                    (minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: \
                    CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = \
                    .center)
                    """,
                ]
            ) { call in
                let spec = FrameSpec(
                    width: try call.length("width", .size), height: try call.length("height", .size),
                    minWidth: try call.length("minWidth", .size), idealWidth: try call.length("idealWidth", .size),
                    maxWidth: try call.length("maxWidth", .maximum), minHeight: try call.length("minHeight", .size),
                    idealHeight: try call.length("idealHeight", .size),
                    maxHeight: try call.length("maxHeight", .maximum),
                    alignment: call.alignment("alignment") ?? .center)
                return .view(.frame(spec, try call.receiverView))
            },
            Construct("fixedSize", ["()", "(horizontal: Bool, vertical: Bool)"]) { call in
                .view(
                    .fixedSize(
                        horizontal: call.bool("horizontal") ?? true, vertical: call.bool("vertical") ?? true,
                        try call.receiverView))
            },
            Construct(
                "aspectRatio",
                [
                    "(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)",
                    "(_ aspectRatio: CGSize, contentMode: ContentMode)",
                ]
            ) { call in
                var ratio = try? call.number("aspectRatio")
                if case .native(.size(let size)) = call["aspectRatio"], size.height > 0 {
                    ratio = size.width / size.height
                }
                return .view(
                    .aspectRatio(ratio ?? nil, Convert.contentMode(call["contentMode"]) ?? .fit, try call.receiverView))
            },
            Construct("scaledToFit", "()") { call in .view(.aspectRatio(nil, .fit, try call.receiverView)) },
            Construct("scaledToFill", "()") { call in .view(.aspectRatio(nil, .fill, try call.receiverView)) },
            Construct("layoutPriority", "(_ value: Double)") { call in
                .view(.layoutPriority(try call.number("value") ?? 0, try call.receiverView))
            },
            Construct("offset", ["(x: CGFloat = 0, y: CGFloat = 0)", "(_ offset: CGSize)"]) { call in
                if case .native(.size(let size)) = call["offset"] {
                    let x = call.checkedLength(size.width, .signed, argument: "offset", part: "width") ?? 0
                    let y = call.checkedLength(size.height, .signed, argument: "offset", part: "height") ?? 0
                    return .view(.offset(x: x, y: y, try call.receiverView))
                }
                return .view(
                    .offset(
                        x: try call.length("x", .signed) ?? 0, y: try call.length("y", .signed) ?? 0,
                        try call.receiverView))
            },
            Construct("position", ["(x: CGFloat = 0, y: CGFloat = 0)", "(_ position: CGPoint)"]) { call in
                if case .native(.point(let point)) = call["position"] {
                    let x = call.checkedLength(point.x, .signed, argument: "position", part: "x") ?? 0
                    let y = call.checkedLength(point.y, .signed, argument: "position", part: "y") ?? 0
                    return .view(.position(x: x, y: y, try call.receiverView))
                }
                return .view(
                    .position(
                        x: try call.length("x", .signed) ?? 0, y: try call.length("y", .signed) ?? 0,
                        try call.receiverView))
            },
            Construct("ignoresSafeArea", "(_ regions: Any = .all, edges: Edge.Set = .all)") { call in
                .view(.ignoresSafeArea(call.edges("edges") ?? .all, try call.receiverView))
            },
            Construct("edgesIgnoringSafeArea", "(_ edges: Edge.Set)") { call in
                .view(.ignoresSafeArea(call.edges("edges") ?? .all, try call.receiverView))
            },
            Construct(
                "background",
                [
                    "(_ style: ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all)",
                    "(_ background: View, alignment: Alignment = .center)",
                    "(alignment: Alignment = .center, @ViewBuilder content: () -> V)",
                    "(_ style: ShapeStyle, in shape: Shape, fillStyle: Any? = nil)",
                    "(in shape: Shape, fillStyle: Any? = nil)", "(ignoresSafeAreaEdges edges: Edge.Set = .all)",
                ]
            ) { call in
                try decoration(call, .behind)
            },
            // What `.background()` with no style, `.background(in:)` and the `.background` style fill with below.
            Construct("backgroundStyle", "(_ style: ShapeStyle)") { call in
                let style = call["style"]
                guard let paint = Convert.paint(style, evaluator: call.evaluator) else {
                    // An opaque value was reported where it was made.
                    if case .opaque = style {} else {
                        call.report("'.backgroundStyle' of this style is not drawn yet; drawn with the default look")
                    }
                    return .view(try call.receiverView)
                }
                return .view(.environment(.backgroundStyle(paint), try call.receiverView))
            },
            // Sized relative to the nearest container: the scroll view or navigation stack around it, else the
            // screen's safe area. Layout measures that container (`ContainerRelativeFrame`); before it has, the
            // screen stands in.
            Construct(
                "containerRelativeFrame",
                [
                    "(_ axes: Axis.Set, alignment: Alignment = .center)",
                    "(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center)",
                    "(_ axes: Axis.Set, alignment: Alignment = .center, _ length: (CGFloat, Axis) -> CGFloat)",
                ]
            ) { call in try containerRelativeFrame(call) },
            // The shape `ContainerRelativeShape`s inside take (`EnvironmentModifiers`); it draws nothing itself.
            Construct("containerShape", "(_ shape: Shape)") { call in .view(try call.receiverView) },
            // Read by the `List` or `Form` below (`EnvironmentModifiers`), which draws or leaves out its background.
            Construct("scrollContentBackground", "(_ visibility: Visibility)") { call in .view(try call.receiverView) },
            Construct("badge", ["(_ count: Int)", "(_ label: Text?)"]) { call in
                // iOS shows no badge for a count of zero.
                if case .int(0) = call["count"] { return .view(try call.receiverView) }
                let label: ViewNode = call.has("count") ? .text(try call.string("count") ?? "") : try call.view("label")
                if case .empty = label { return .view(try call.receiverView) }
                return .view(
                    .decoration(label, placement: .listRowBadge, alignment: .center, content: try call.receiverView))
            },
            Construct("listRowInsets", "(_ insets: EdgeInsets?)") { call in
                // Kept on the row for the list's card (`ListStyling`), which pads the row by them; nil keeps the
                // list's own insets.
                guard case .native(.insets(let insets)) = call["insets"] else { return .view(try call.receiverView) }
                return .view(
                    .layoutValue(
                        LayoutValue(key: ListStyling.insetsKey, value: insets, description: "listRowInsets \(insets)"),
                        try call.receiverView))
            },
            Construct("listRowBackground", "(_ view: View?)") { call in
                .view(
                    .decoration(
                        try call.view("view"), placement: .listRow, alignment: .center, content: try call.receiverView))
            },
            Construct(
                "overlay",
                [
                    "(_ style: ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all)",
                    "(_ overlay: View, alignment: Alignment = .center)",
                    "(alignment: Alignment = .center, @ViewBuilder content: () -> V)",
                    "(_ style: ShapeStyle, in shape: Shape, fillStyle: Any? = nil)",
                ]
            ) { call in
                try decoration(call, .inFront)
            },
            Construct(
                "safeAreaInset",
                """
                (edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder \
                content: () -> V)
                """
            ) { call in
                let inset = try call.view("content")
                let top = call["edge"].isSymbol("top")
                return .view(
                    .stack(
                        axis: .vertical, alignment: .center, spacing: 0,
                        children: top ? [inset, try call.receiverView] : [try call.receiverView, inset]))
            },
        ]

    private static func containerRelativeFrame(_ call: Call) throws -> Value {
        let view = try call.receiverView
        let axes = Convert.axes(call["axes"]) ?? []
        let (id, container) = call.evaluator.nextGeometryReader(unmeasured: call.evaluator.screen.size)
        if ScrollMargins.contentMargins(call.evaluator) != nil {
            call.report(
                """
                '.containerRelativeFrame' is sized to its scroll view's bounds; the content margins set above are \
                not taken off
                """)
        }
        func length(_ container: Double, axis: String) throws -> Double {
            if call.has("length") {
                let argument = { (value: Value) in Argument(label: nil, value: value, node: call.expression("length")) }
                let result = try call.evaluator.invoke(
                    call["length"], arguments: [argument(.double(container)), argument(.symbol(axis))], at: call.node)
                return max(0, Convert.number(result) ?? container)
            }
            guard call.has("count") else { return container }
            let count = max(1, try call.number("count") ?? 1), span = max(1, try call.number("span") ?? 1)
            let spacing = try call.number("spacing") ?? 0
            return max(0, (container - spacing * (count - 1)) / count * span + spacing * (span - 1))
        }
        let spec = FrameSpec(
            width: axes.contains(.horizontal) ? try length(container.width, axis: "horizontal") : nil,
            height: axes.contains(.vertical) ? try length(container.height, axis: "vertical") : nil,
            alignment: call.alignment("alignment") ?? .center)
        let mark = LayoutValue(key: ContainerRelativeFrame.framedKey, value: id, description: "relative frame \(id)")
        return .view(.layoutValue(mark, .frame(spec, view)))
    }

    /// `.background(…)` / `.overlay(…)` in all their forms: a style (filled in an optional shape) or a view. With
    /// no style, the environment's background style (`.backgroundStyle(_:)`) fills.
    private static func decoration(_ call: Call, _ placement: DecorationPlacement) throws -> Value {
        let content = try call.receiverView
        let alignment = call.alignment("alignment") ?? .center
        var decoration: ViewNode
        if call.has("style"), Convert.paint(call["style"], evaluator: call.evaluator) == nil {
            // `.background(SomeView())` binds to the style form first: a view is a view.
            decoration = try call.evaluator.viewOrPlaceholder(call["style"], at: call.node("style"))
        } else if call.has("style") || call.has("shape") {
            let paint = call.has("style") ? (try call.paint("style") ?? .foreground) : .background
            let shape =
                call.has("shape")
                ? (try Convert.shape(call["shape"], evaluator: call.evaluator, at: call.node("shape")) ?? .rectangle)
                : .rectangle
            decoration = .shape(shape, .fill(paint))
            if !call.has("shape") { decoration = .ignoresSafeArea(.all, decoration) }
        } else if call.has("background") || call.has("overlay") {
            let value = call.has("background") ? call["background"] : call["overlay"]
            decoration = try call.evaluator.viewOrPlaceholder(value, at: call.node)
        } else if call.has("content") {
            decoration = try call.view("content")
        } else {
            decoration = .ignoresSafeArea(.all, .shape(.rectangle, .fill(.background)))
        }
        return .view(.decoration(decoration, placement: placement, alignment: alignment, content: content))
    }
}
