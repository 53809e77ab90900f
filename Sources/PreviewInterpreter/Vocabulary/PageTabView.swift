import PreviewViews

extension Vocabulary {
    /// `PageTabViewStyle(indexDisplayMode:)`: the same style as `.page` and `.page(indexDisplayMode:)`, which
    /// `.tabViewStyle(…)` hands to the `TabView` below (`EnvironmentModifiers`).
    static let pageTabViewStyles: [Construct] = [
        Construct("PageTabViewStyle", "(indexDisplayMode: Any = .automatic)") { call in
            guard call.has("indexDisplayMode") else { return .symbol("page") }
            return .implicitCall(
                "page",
                [
                    Argument(
                        label: "indexDisplayMode", value: call["indexDisplayMode"],
                        node: call.expression("indexDisplayMode"))
                ])
        }
    ]
}

/// A `TabView` in the page style, as iOS 17 draws it at rest: the first page filling the view, and over its
/// bottom edge the page control's dots, white for the current page and translucent white for the others.
enum PageTabView {
    /// UIPageControl's dot diameter, the distance between dots, and the height of the control.
    static let dotSide = 8.0
    static let dotSpacing = 8.0
    static let controlHeight = 26.0

    /// The pages drawn in the page style when `style` (the `.tabViewStyle(…)` above) is one; nil otherwise.
    static func draw(_ pages: [ViewNode], style: Value?) -> ViewNode? {
        let mode: String
        switch style {
        case .symbol("page")?: mode = "automatic"
        case .implicitCall("page", let arguments)?:
            guard case .symbol(let name)? = arguments.first(where: { $0.label == "indexDisplayMode" })?.value else {
                return nil
            }
            mode = name
        default: return nil
        }
        let page = ViewNode.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity), pages.first ?? .empty)
        // `.automatic` shows the dots when there is more than one page.
        guard mode == "always" || mode == "automatic" && pages.count > 1 else { return page }
        let dots = pages.indices.map { index in
            ViewNode.frame(
                FrameSpec(width: dotSide, height: dotSide),
                .shape(.circle, .fill(.color(index == 0 ? .system(.white) : .opacity(.system(.white), 0.3)))))
        }
        let control = ViewNode.frame(
            FrameSpec(height: controlHeight),
            .stack(axis: .horizontal, alignment: .center, spacing: dotSpacing, children: dots))
        return .zstack(alignment: .bottom, children: [page, control])
    }
}
