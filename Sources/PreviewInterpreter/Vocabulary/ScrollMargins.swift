import PreviewViews

/// `.safeAreaPadding` and `.contentMargins`: room around a view's content that a scroll view keeps inside its
/// frame. At rest (scrolled to the start, as a preview is) the content starts after the margin; a scroll view's own
/// frame and background keep their size.
enum ScrollMargins {
    /// Where `.contentMargins` keeps the margins it sets for the scroll views below.
    static let key = "contentMargins"

    /// The setting `.contentMargins(edges, length or insets, for: placement)` makes: the margins set above, with
    /// `edges` replaced. Nil when it changes nothing a still frame shows: margins of the scroll indicators (previewd
    /// draws none), of a widget's placements, or a nil length (the system's margins, which scroll views draw anyway).
    static func setting(_ arguments: [Argument], evaluator: Evaluator) -> EnvironmentModifiers.Setting? {
        let placement = arguments.first { $0.label == "for" }?.value
        if let placement, !(placement.isSymbol("automatic") || placement.isSymbol("scrollContent")) { return nil }
        var unlabelled = arguments.filter { $0.label == nil }.map(\.value)
        var edges = EdgeSet.all
        if unlabelled.count == 2, let given = Convert.edges(unlabelled[0]) {
            edges = given
            unlabelled.removeFirst()
        }
        guard unlabelled.count == 1 else { return nil }
        let insets: EdgeInsets
        switch unlabelled[0] {
        case .native(.insets(let given)): insets = given
        case let value:
            guard let length = Convert.number(value), length.isFinite else { return nil }
            insets = EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
        }
        var margins = EdgeInsets.zero
        if case .native(.insets(let above))? = evaluator.customEnvironment[key] { margins = above }
        if edges.contains(.top) { margins.top = insets.top }
        if edges.contains(.leading) { margins.leading = insets.leading }
        if edges.contains(.bottom) { margins.bottom = insets.bottom }
        if edges.contains(.trailing) { margins.trailing = insets.trailing }
        return EnvironmentModifiers.Setting(key: key, value: .native(.insets(margins)))
    }

    /// The margins `.contentMargins` set for the scroll views below, if any.
    static func contentMargins(_ evaluator: Evaluator) -> EdgeInsets? {
        guard case .native(.insets(let margins))? = evaluator.customEnvironment[key], margins != .zero else {
            return nil
        }
        return margins
    }

    /// Reports margins set above a `List` or `Form`, which replace the margins of its style in SwiftUI; previewd
    /// draws the style's own.
    static func reportUndrawn(_ call: Call) {
        guard call.evaluator.customEnvironment[key] != nil else { return }
        call.report("'.contentMargins' of a list is not drawn yet; drawn with the list style's own margins")
    }

    /// `view` with its scroll view's content padded by `insets`, looking through the modifiers and backgrounds
    /// around the scroll view; nil when `view` is not a scroll view.
    static func insettingScrollContent(_ view: ViewNode, by insets: EdgeInsets) -> ViewNode? {
        switch view {
        case .scroll(let axes, let content): return .scroll(axes: axes, content: .padding(insets, content))
        case .environment(let change, let inner):
            return insettingScrollContent(inner, by: insets).map { .environment(change, $0) }
        case .decoration(let decoration, let placement, let alignment, let content):
            return insettingScrollContent(content, by: insets).map {
                .decoration(decoration, placement: placement, alignment: alignment, content: $0)
            }
        default: return nil
        }
    }
}

extension Vocabulary {
    /// `.padding`'s insets: `length` on `edges`, SwiftUI's system spacing (16 points on iPhone) when no length is
    /// given, or the `insets` passed.
    static func paddingInsets(_ call: Call) throws -> EdgeInsets {
        if case .native(.insets(let insets)) = call["insets"] { return insets }
        let length = try call.length("length", .signed) ?? 16
        let edges = call.has("edges") ? (call.edges("edges") ?? .all) : .all
        return EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// `.safeAreaPadding`: a scroll view keeps the room inside its frame, before its content; any other view is
    /// padded, as the safe area it lays its content out in shrinks.
    static let scrollMarginModifiers: [Construct] = [
        Construct(
            "safeAreaPadding",
            [
                "(_ length: CGFloat)", "(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)",
                "(_ insets: EdgeInsets)",
            ]
        ) { call in
            let insets = try paddingInsets(call)
            let view = try call.receiverView
            return .view(ScrollMargins.insettingScrollContent(view, by: insets) ?? .padding(insets, view))
        }
    ]
}
