import PreviewViews

extension Vocabulary {
    /// Titles, toolbars and search fields: chrome a view hands up to the navigation stack around it, which draws
    /// it in its bars (`NavigationChrome`). Outside a navigation stack they draw nothing, as in SwiftUI.
    static let navigationModifiers: [Construct] = [
        Construct("navigationTitle", "(_ title: String)") { call in
            .view(
                NavigationChrome.mark(.title, try call.titleView("title"), on: try call.receiverView))
        },
        Construct(
            "navigationBarTitle",
            ["(_ title: String)", "(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode)"]
        ) { call in
            var view = NavigationChrome.mark(
                .title, try call.titleView("title"), on: try call.receiverView)
            if let mode = NavigationChrome.displayMode(call["displayMode"]) {
                view = NavigationChrome.mark(.titleDisplayMode(mode), .empty, on: view)
            }
            return .view(view)
        },
        Construct("navigationBarTitleDisplayMode", "(_ displayMode: NavigationBarItem.TitleDisplayMode)") { call in
            let mode = NavigationChrome.displayMode(call["displayMode"]) ?? .automatic
            return .view(NavigationChrome.mark(.titleDisplayMode(mode), .empty, on: try call.receiverView))
        },
        Construct("toolbarTitleDisplayMode", "(_ mode: ToolbarTitleDisplayMode)") { call in
            // `.inlineLarge` is the large title drawn in the bar row.
            let mode = NavigationChrome.displayMode(call["mode"]) ?? .automatic
            return .view(NavigationChrome.mark(.titleDisplayMode(mode), .empty, on: try call.receiverView))
        },
        Construct("toolbar", "(@ViewBuilder content: () -> Content)") { call in
            // A bare view in a toolbar is an `.automatic` item: trailing in the navigation bar on iOS.
            let items = try call.children("content").map { item -> (NavigationBarSlot, ViewNode) in
                if case .decoration(let content, .navigationBar(let slot), _, .empty) = item { return (slot, content) }
                return (.trailing, item)
            }
            return .view(
                items.reversed().reduce(try call.receiverView) { view, item in
                    NavigationChrome.mark(item.0, item.1, on: view)
                })
        },
        Construct(
            "toolbar",
            [
                "(_ visibility: Visibility)", "(_ visibility: Visibility, for bars: Any...)",
                "(removing defaultItem: Any?)",
            ]
        ) { call in
            .view(try call.receiverView)
        },
        Construct("navigationBarItems", ["(leading: View)", "(trailing: View)", "(leading: View, trailing: View)"]) {
            call in
            var view = try call.receiverView
            if call.has("trailing") { view = NavigationChrome.mark(.trailing, try call.view("trailing"), on: view) }
            if call.has("leading") { view = NavigationChrome.mark(.leading, try call.view("leading"), on: view) }
            return .view(view)
        },
        Construct(
            "searchable",
            [
                "(text: String, placement: Any? = nil, prompt: String? = nil)",
                "(text: String, isPresented: Bool, placement: Any? = nil, prompt: String? = nil)",
            ]
        ) { call in
            .view(
                NavigationChrome.mark(
                    .searchField, NavigationChrome.searchField(prompt: try call.string("prompt") ?? "Search"),
                    on: try call.receiverView))
        },
    ]

    /// `ToolbarItem` and `ToolbarItemGroup`: their content, marked with the bar slot their placement names.
    static let toolbarViews: [Construct] = [
        Construct(
            "ToolbarItem",
            [
                "(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
                "(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
            ]
        ) { call in
            .view(try NavigationChrome.item(call, content: call.view("content")))
        },
        Construct(
            "ToolbarItemGroup", ["(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)"]
        ) { call in
            .view(try NavigationChrome.item(call, content: .group(call.children("content"))))
        },
        Construct("ToolbarSpacer", "(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic)")
        { call in
            // A flexible spacer pushes the bottom toolbar's items apart, as `Spacer()` there does. A fixed one, or
            // one in the navigation bar, only splits iOS 26's glass item groups, which the bars drawn here do not
            // have: the items keep their usual spacing.
            guard !call["sizing"].isSymbol("fixed") else { return .view(.empty) }
            let item = try NavigationChrome.item(call, content: .spacer(minLength: nil))
            guard case .decoration(_, .navigationBar(.bottomBar), _, _) = item else { return .view(.empty) }
            return .view(item)
        },
    ]
}

/// A navigation stack's bars as iOS 17 draws them on a phone, at rest with the content scrolled to the top:
/// a 44-point bar row (leading items, the inline title or `.principal` item centred, trailing items), then for
/// a large title a 52-point row with the title in 34-point bold, then the search field, the content centred in
/// what is left, and a 44-point bottom toolbar when there are `.bottomBar` items. At rest the top bars are
/// transparent (iOS's scroll-edge appearance), so a background that fills the screen under the content (a grouped
/// list's grey) runs on under the bars; the bottom toolbar is too unless content runs on under it (`BottomBars`).
struct NavigationChrome {
    /// The bar row's height (UINavigationBar's standard height).
    static let barHeight = 44.0
    /// The large title's row under the bar row.
    static let largeTitleHeight = 52.0
    /// UIToolbar's height along the bottom edge.
    static let bottomBarHeight = 44.0
    /// The bars' margins and the gap between neighbouring bar items.
    static let margin = 16.0
    static let itemSpacing = 16.0

    var title: ViewNode?
    var displayMode = NavigationTitleDisplayMode.automatic
    var leading: [ViewNode] = []
    var trailing: [ViewNode] = []
    var principal: [ViewNode] = []
    var bottomBar: [ViewNode] = []
    var searchField: ViewNode?
    /// `.toolbarTitleMenu`: the title is followed by its chevron.
    var hasTitleMenu = false

    /// `content` with `chrome` attached for the navigation stack around it.
    static func mark(_ slot: NavigationBarSlot, _ chrome: ViewNode, on content: ViewNode) -> ViewNode {
        .decoration(chrome, placement: .navigationBar(slot), alignment: .center, content: content)
    }

    static func displayMode(_ value: Value) -> NavigationTitleDisplayMode? {
        guard case .symbol(let name) = value else { return nil }
        switch name {
        case "inline": return .inline
        case "large", "inlineLarge": return .large
        case "automatic": return .automatic
        default: return nil
        }
    }

    /// A `ToolbarItem`'s content marked with its placement's slot (on an empty view, for `.toolbar` to unwrap).
    static func item(_ call: Call, content: ViewNode) throws -> ViewNode {
        var placement = "automatic"
        if case .symbol(let name) = call["placement"] { placement = name }
        var content = content
        let slot: NavigationBarSlot
        switch placement {
        case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": slot = .leading
        case "principal": slot = .principal
        case "bottomBar", "status": slot = .bottomBar
        case "keyboard":
            // The keyboard is not up in a still frame, so neither is its toolbar.
            return .empty
        case "confirmationAction":
            // iOS draws the confirming button (Done, Save) in semibold.
            slot = .trailing
            content = .environment(.fontWeight(.semibold), content)
        default: slot = .trailing
        }
        return mark(slot, content, on: .empty)
    }

    /// The search field iOS shows under the title of a `.searchable` view.
    static func searchField(prompt: String) -> ViewNode {
        let field = ViewNode.decoration(
            .shape(.roundedRectangle(cornerRadius: 10), .fill(.color(ControlDrawing.fill))), placement: .behind,
            alignment: .center,
            content: .padding(
                EdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8),
                .environment(
                    .foreground(.system(.secondary)),
                    .stack(
                        axis: .horizontal, alignment: .center, spacing: 6,
                        children: [
                            .image(ImageSpec(source: .symbol("magnifyingglass"))), .text(prompt),
                            .spacer(minLength: nil),
                        ]))))
        return .padding(EdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16), field)
    }

    /// The stack's root view with its bars: the chrome marked anywhere in `root` is taken out of it and drawn.
    static func stack(_ root: ViewNode) -> ViewNode {
        var chrome = NavigationChrome()
        let content = chrome.collect(from: root)
        return chrome.draw(around: content)
    }

    /// The top of a stack of `screens` (its root first) with its bars: a screen whose title display mode is
    /// `.automatic` takes the one of the screen under it, as iOS does, and above the root the bar row starts with
    /// the back button, titled with the screen under it's title (or "Back" when it has none) in `tint`, unless the
    /// top screen hides it.
    static func pushed(_ screens: [ViewNode], tint: ColorValue) -> ViewNode {
        var mode = NavigationTitleDisplayMode.large
        var backTitle: String?
        var top = NavigationChrome()
        var content = ViewNode.empty
        for screen in screens {
            backTitle = top.title.map { $0.plainText ?? "Back" }
            top = NavigationChrome()
            content = top.collect(from: screen)
            if top.displayMode == .automatic { top.displayMode = mode }
            mode = top.displayMode
        }
        if screens.count > 1, screens.last?.markedValues(PushedDestinations.backButtonHiddenKey).isEmpty ?? true {
            top.leading.insert(backButton(backTitle ?? "Back", tint: tint), at: 0)
        }
        return top.draw(around: content)
    }

    /// iOS's back button: a semibold chevron 8 points from the edge, then the title, in the tint.
    static func backButton(_ title: String, tint: ColorValue) -> ViewNode {
        .offset(
            x: backChevronInset - margin, y: 0,
            .environment(
                .foreground(tint),
                .stack(
                    axis: .horizontal, alignment: .center, spacing: 5,
                    children: [
                        .environment(
                            .font(FontSpec(size: .fixed(32), weight: .semibold)),
                            .image(ImageSpec(source: .symbol("chevron.left")))),
                        .text(title),
                    ])))
    }

    /// Where iOS draws the back chevron from the leading edge.
    static let backChevronInset = 8.0

    /// `node` without its chrome, which is gathered here: the first title and display mode found from the
    /// outside in (the modifier nearest the stack wins), items in the order they were written.
    mutating func collect(from node: ViewNode) -> ViewNode {
        guard case .decoration(let chrome, .navigationBar(let slot), _, let content) = node else {
            return node.mappingChildren { collect(from: $0) }
        }
        switch slot {
        case .title: if title == nil { title = chrome }
        case .titleDisplayMode(let mode): if displayMode == .automatic { displayMode = mode }
        case .leading: leading += ViewNode.flatten([chrome])
        case .trailing: trailing += ViewNode.flatten([chrome])
        case .principal: principal += ViewNode.flatten([chrome])
        case .bottomBar: bottomBar += ViewNode.flatten([chrome])
        case .searchField: if searchField == nil { searchField = chrome }
        case .titleMenu: hasTitleMenu = true
        }
        return collect(from: content)
    }

    func draw(around content: ViewNode) -> ViewNode {
        let (backdrop, rest) = Self.backdrop(of: content)
        var rows: [ViewNode] = [barRow]
        if displayMode != .inline, let title {
            let largeTitle = ViewNode.environment(
                .font(FontSpec(size: .style(.largeTitle), weight: .bold)),
                .environment(.lineLimit(1), titled(title, chevron: Self.largeTitleChevron)))
            rows.append(
                .frame(
                    FrameSpec(
                        maxWidth: .infinity, minHeight: Self.largeTitleHeight, maxHeight: Self.largeTitleHeight,
                        alignment: .bottomLeading),
                    .padding(EdgeInsets(top: 0, leading: Self.margin, bottom: 8, trailing: Self.margin), largeTitle)))
        }
        if let searchField { rows.append(searchField) }
        // The root view is offered the rest of the screen and centred in it, as iOS centres a loading or empty
        // screen; a list or a scroll view takes it all.
        // What it is offered is also the container a `.containerRelativeFrame` in it measures.
        let container = LayoutValue(
            key: ContainerRelativeFrame.containerKey, value: 0, description: "navigation content")
        rows.append(.layoutValue(container, .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity), rest)))
        var stack = ViewNode.stack(axis: .vertical, alignment: .center, spacing: 0, children: rows)
        // The bottom toolbar is transparent or a material, as a tab bar is.
        if !bottomBar.isEmpty {
            stack = BottomBars.pinned(
                bottomBarRow, under: .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity), stack))
        }
        guard let backdrop else { return stack }
        return .decoration(backdrop, placement: .behind, alignment: .center, content: stack)
    }

    /// The chevron of a title menu: a chevron pointing down in a grey circle after the title, as iOS 17 draws
    /// it (its diameter, for the inline and the large title).
    static let inlineTitleChevron = 18.0
    static let largeTitleChevron = 24.0

    /// The title, followed by its menu's chevron when it has one.
    private func titled(_ title: ViewNode, chevron diameter: Double) -> ViewNode {
        guard hasTitleMenu else { return title }
        let chevron = ViewNode.zstack(
            alignment: .center,
            children: [
                .frame(
                    FrameSpec(width: diameter, height: diameter), .shape(.circle, .fill(.color(ControlDrawing.fill)))),
                .environment(
                    .font(FontSpec(size: .fixed(diameter * 0.5), weight: .bold)),
                    .environment(
                        .foreground(.system(.secondary)),
                        .image(ImageSpec(source: .symbol("chevron.down"))))),
            ])
        return .stack(axis: .horizontal, alignment: .center, spacing: diameter / 4, children: [title, chevron])
    }

    /// Leading items, the inline title or principal item centred on the bar, trailing items.
    private var barRow: ViewNode {
        var layers: [ViewNode] = []
        if !principal.isEmpty {
            layers.append(.stack(axis: .horizontal, alignment: .center, spacing: Self.itemSpacing, children: principal))
        } else if displayMode == .inline, let title {
            layers.append(
                .environment(
                    .font(FontSpec(size: .style(.headline))),
                    .environment(.lineLimit(1), titled(title, chevron: Self.inlineTitleChevron))))
        }
        if !leading.isEmpty || !trailing.isEmpty {
            let items = ViewNode.stack(
                axis: .horizontal, alignment: .center, spacing: 0,
                children: [
                    .stack(axis: .horizontal, alignment: .center, spacing: Self.itemSpacing, children: leading),
                    .spacer(minLength: nil),
                    .stack(axis: .horizontal, alignment: .center, spacing: Self.itemSpacing, children: trailing),
                ])
            layers.append(
                .padding(EdgeInsets(top: 0, leading: Self.margin, bottom: 0, trailing: Self.margin), barItems(items)))
        }
        return .frame(
            FrameSpec(maxWidth: .infinity, minHeight: Self.barHeight, maxHeight: Self.barHeight),
            .zstack(alignment: .center, children: layers))
    }

    /// The bottom toolbar: its items spread across it as UIToolbar spreads them, unless they place themselves
    /// with spacers.
    private var bottomBarRow: ViewNode {
        let spaced = bottomBar.contains { if case .spacer = $0 { return true } else { return false } }
        var children: [ViewNode] = []
        for (index, item) in bottomBar.enumerated() {
            if index > 0, !spaced { children.append(.spacer(minLength: nil)) }
            children.append(item)
        }
        let row = ViewNode.stack(
            axis: .horizontal, alignment: .center, spacing: spaced ? Self.itemSpacing : 0, children: children)
        return .frame(
            FrameSpec(maxWidth: .infinity, minHeight: Self.bottomBarHeight, maxHeight: Self.bottomBarHeight),
            .padding(EdgeInsets(top: 0, leading: Self.margin, bottom: 0, trailing: Self.margin), barItems(row)))
    }

    /// Bar buttons are drawn in the body font on one line.
    private func barItems(_ items: ViewNode) -> ViewNode {
        .environment(.font(FontSpec(size: .style(.body))), .environment(.lineLimit(1), items))
    }

    /// Splits off a background that fills the screen under `content` (a grouped list's grey, a ZStack's backdrop
    /// colour, a view ignoring the top safe area), so it can run on under the transparent bars as on iOS.
    static func backdrop(of content: ViewNode) -> (backdrop: ViewNode?, rest: ViewNode) {
        switch content {
        case .decoration(let fill, .behind, _, let inner) where reachesTop(fill):
            return (fill, inner)
        case .zstack(let alignment, let children):
            let flat = ViewNode.flatten(children)
            guard let first = flat.first, reachesTop(first) else { return (nil, content) }
            return (first, .zstack(alignment: alignment, children: Array(flat.dropFirst())))
        case .ignoresSafeArea(let edges, _) where edges.contains(.top):
            return (content, .empty)
        case .environment(let change, let inner):
            let (backdrop, rest) = backdrop(of: inner)
            return (backdrop.map { .environment(change, $0) }, .environment(change, rest))
        default:
            return (nil, content)
        }
    }

    private static func reachesTop(_ view: ViewNode) -> Bool {
        switch view {
        case .ignoresSafeArea(let edges, _): return edges.contains(.top)
        case .environment(_, let inner): return reachesTop(inner)
        default: return false
        }
    }
}
