import PreviewModel
import PreviewViews

extension Vocabulary {
    /// The axis of the stack a view is directly in, as a `Divider` reads it (`stackAxis`): horizontal in an
    /// `HStack`, so the divider is a vertical line there, as SwiftUI draws it; a vertical stack or a `ZStack` resets
    /// it.
    static func stackChildren(_ call: Call, axis: Axis?) throws -> [ViewNode] {
        try call.evaluator.withCustomEnvironment(
            key: "stackAxis", value: axis == .horizontal ? .symbol("horizontal") : .null
        ) {
            try call.children("content")
        }
    }

    /// The `.zIndex(…)` of a view, through the modifiers set on it after the index; 0 when it sets none.
    static func zIndex(of node: ViewNode) -> Double {
        switch node {
        case .layoutValue(let value, let content):
            if value.key == zIndexKey, let index = value.value as? Double { return index }
            return zIndex(of: content)
        case .padding(_, let content), .frame(_, let content), .offset(_, _, let content), .position(_, _, let content),
            .effect(_, let content), .environment(_, let content), .clip(_, let content), .tapTarget(_, let content),
            .fixedSize(_, _, let content), .aspectRatio(_, _, let content), .layoutPriority(_, let content),
            .ignoresSafeArea(_, let content), .alignmentGuide(_, let content), .decoration(_, _, _, let content):
            return zIndex(of: content)
        default:
            return 0
        }
    }

    /// A `VStack` or a `LazyVStack`: a still frame draws what laziness would load, so both are the same stack.
    static func verticalStack(_ call: Call) throws -> Value {
        .view(
            .stack(
                axis: .vertical,
                alignment: Alignment(horizontal: call.horizontalAlignment("alignment") ?? .center, vertical: .center),
                spacing: try call.length("spacing", .signed), children: try stackChildren(call, axis: .vertical)))
    }

    /// An `HStack` or a `LazyHStack`, drawn alike for the same reason.
    static func horizontalStack(_ call: Call) throws -> Value {
        .view(
            .stack(
                axis: .horizontal,
                alignment: Alignment(horizontal: .center, vertical: call.verticalAlignment("alignment") ?? .center),
                spacing: try call.length("spacing", .signed), children: try stackChildren(call, axis: .horizontal)))
    }

    /// Stacks, grids, groups and `ForEach`.
    static let stackViews: [Construct] = [
        Construct(
            "VStack",
            "(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)"
        ) { call in try verticalStack(call) },
        Construct(
            "LazyVStack",
            """
            (alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder \
            content: () -> Content)
            """
        ) { call in try verticalStack(call) },
        Construct(
            "HStack",
            "(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)"
        ) { call in try horizontalStack(call) },
        Construct(
            "LazyHStack",
            """
            (alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder \
            content: () -> Content)
            """
        ) { call in try horizontalStack(call) },
        Construct("ZStack", "(alignment: Alignment = .center, @ViewBuilder content: () -> Content)") { call in
            // Drawn back to front by `.zIndex`, in the order written among equals; the order does not change
            // where a ZStack places its children.
            let children = try stackChildren(call, axis: nil).enumerated().sorted {
                (zIndex(of: $0.element), $0.offset) < (zIndex(of: $1.element), $1.offset)
            }
            return .view(.zstack(alignment: call.alignment("alignment") ?? .center, children: children.map(\.element)))
        },
        Construct("Group", "(@ViewBuilder content: () -> Content)") { call in
            .view(.group(try call.children("content")))
        },
        // iOS 26: Liquid Glass shapes inside that come within `spacing` of each other blend into one. Its content
        // is laid out as a group's; each `.glassEffect` inside says how it is approximated.
        Construct("GlassEffectContainer", "(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)") { call in
            .view(.group(try call.children("content")))
        },
        Construct("Spacer", "(minLength: CGFloat? = nil)") { call in
            .view(.spacer(minLength: try call.number("minLength")))
        },
        Construct("EmptyView", "()") { _ in .view(.empty) },
        Construct("AnyView", "(_ view: View)") { call in .view(try call.view("view")) },
        Construct(
            "ForEach",
            [
                "(_ data: Data, id: KeyPath, @ViewBuilder content: (Data.Element) -> Content)",
                "(_ data: Data, @ViewBuilder content: (Data.Element) -> Content)",
            ]
        ) { call in
            try forEach(call)
        },
        Construct(
            "LazyVGrid",
            """
            (columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? \
            = nil, @ViewBuilder content: () -> Content)
            """
        ) { call in
            let alignment = Alignment(horizontal: call.horizontalAlignment("alignment") ?? .center, vertical: .center)
            return .view(
                try LazyGrids.grid(
                    items: call["columns"], children: try LazyGrids.content(call),
                    spacing: try call.length("spacing", .signed), axis: .vertical, alignment: alignment,
                    call))
        },
        Construct(
            "LazyHGrid",
            """
            (rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = \
            nil, @ViewBuilder content: () -> Content)
            """
        ) { call in
            let alignment = Alignment(horizontal: .center, vertical: call.verticalAlignment("alignment") ?? .center)
            return .view(
                try LazyGrids.grid(
                    items: call["rows"], children: try LazyGrids.content(call),
                    spacing: try call.length("spacing", .signed), axis: .horizontal, alignment: alignment,
                    call))
        },
        Construct("ViewThatFits", "(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content)")
        { call in
            // Layout picks the first child that fits what it is offered along these axes.
            .view(
                .firstThatFits(
                    axes: Convert.axes(call["axes"]) ?? [.horizontal, .vertical], children: try call.children("content")
                ))
        },
        // Layouts as values (`let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`), called
        // with their content (`layout { … }`) to make the stack they describe.
        Construct("VStackLayout", "(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil)") { call in
            let alignment = Alignment(horizontal: call.horizontalAlignment("alignment") ?? .center, vertical: .center)
            let spacing = try call.number("spacing")
            return layout("VStackLayout") {
                .stack(axis: .vertical, alignment: alignment, spacing: spacing, children: $0)
            }
        },
        Construct("HStackLayout", "(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)") { call in
            let alignment = Alignment(horizontal: .center, vertical: call.verticalAlignment("alignment") ?? .center)
            let spacing = try call.number("spacing")
            return layout("HStackLayout") {
                .stack(axis: .horizontal, alignment: alignment, spacing: spacing, children: $0)
            }
        },
        Construct("ZStackLayout", "(alignment: Alignment = .center)") { call in
            let alignment = call.alignment("alignment") ?? .center
            return layout("ZStackLayout") { .zstack(alignment: alignment, children: $0) }
        },
        Construct(
            "GridLayout",
            "(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)"
        ) { call in
            // Lays its rows out as `Grid` does (`GridLayout.swift`).
            let alignment = call.alignment("alignment") ?? .center
            let horizontalSpacing = try call.length("horizontalSpacing", .size) ?? GridAlgorithm.defaultSpacing
            let verticalSpacing = try call.length("verticalSpacing", .size) ?? GridAlgorithm.defaultSpacing
            return layout("GridLayout") { rows in
                let grid = GridAlgorithm(
                    rows: rows, alignment: alignment, horizontalSpacing: horizontalSpacing,
                    verticalSpacing: verticalSpacing)
                return .customLayout(CustomLayout(grid), children: grid.cellNodes)
            }
        },
        Construct("AnyLayout", "(_ layout: Any)") { call in call["layout"] },
    ]

    /// The layouts SwiftUI gives as values, which adopt `Layout` (and so take what the project's `extension Layout`
    /// declares).
    static let layoutValueNames: Set<String> = ["VStackLayout", "HStackLayout", "ZStackLayout", "GridLayout"]

    /// A layout value: a function that takes a view builder and lays its children out with `make`.
    private static func layout(_ name: String, _ make: @escaping ([ViewNode]) -> ViewNode) -> Value {
        assert(layoutValueNames.contains(name), "\(name) is missing from layoutValueNames")
        return .function(
            .builtin(name) { evaluator, arguments in
                guard let content = arguments.last else {
                    throw EvaluationError("'\(name)' is called with its content", at: evaluator.preview.node)
                }
                return .view(make(ViewNode.flatten([try evaluator.viewOrPlaceholder(content.value, at: content.node)])))
            })
    }

    /// `ForEach(data) { element in … }` with arrays, ranges, dictionaries and `id:` key paths.
    private static func forEach(_ call: Call) throws -> Value {
        let evaluator = call.evaluator
        if case .range(let lower, let upper, _) = call["data"], upper == Int.max || upper - lower > maximumForEachCount
        {
            throw EvaluationError(
                "'ForEach' over more than \(maximumForEachCount) elements is not drawn", at: call.node("data"))
        }
        let elements = try evaluator.elements(of: call["data"], at: call.node("data"))
        guard elements.count <= maximumForEachCount else {
            throw EvaluationError(
                "'ForEach' over \(elements.count) elements is more than the \(maximumForEachCount) previews draw",
                at: call.node("data"))
        }
        var children: [ViewNode] = []
        for element in elements {
            let row = try evaluator.view(
                calling: call["content"],
                arguments: [Argument(label: nil, value: element, node: call.expression("data"))], at: call.node)
            children += PickerOptions.tagged(ViewNode.flatten([row]), element: element, call)
        }
        return .view(.group(children))
    }

    /// The most elements a `ForEach` draws; more is almost certainly a mistake and would only slow everything.
    static let maximumForEachCount = 1000
}
