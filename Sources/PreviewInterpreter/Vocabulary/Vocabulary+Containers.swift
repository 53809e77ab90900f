import PreviewViews

extension Vocabulary {
    /// Containers that draw their content: navigation, lists and forms, scroll views, tabs.
    static let containerViews: [Construct] = [
        Construct("NavigationStack", ["(@ViewBuilder root: () -> Root)", "(path: Any, @ViewBuilder root: () -> Root)"])
        { call in
            // A path that starts with values shows the screen pushed for the last one.
            let screens = try PushedDestinations.screens(root: try call.view("root"), path: call["path"], call)
            return .view(NavigationChrome.pushed(screens, tint: call.evaluator.accentTint))
        },
        // A navigation path is the values pushed on the stack, in order: an array (`append`, `removeLast`,
        // `count`, `isEmpty` are the array's).
        Construct("NavigationPath", ["()", "(_ elements: Any)"]) { call in
            if case .array(let elements) = call["elements"] { return .array(elements) }
            return .array([])
        },
        Construct("NavigationView", "(@ViewBuilder content: () -> Content)") { call in
            // On a phone a navigation view is a stack: a link presented in it shows its destination on top.
            let screens = try PushedDestinations.screens(root: try call.view("content"), path: .null, call)
            return .view(NavigationChrome.pushed(screens, tint: call.evaluator.accentTint))
        },
        Construct(
            "NavigationSplitView",
            [
                "(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)",
                """
                (@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> \
                Detail)
                """,
                "(columnVisibility: Any, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)",
                """
                (columnVisibility: Any, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, \
                @ViewBuilder detail: () -> Detail)
                """,
            ]
        ) { call in
            // A phone shows the sidebar column first, in a navigation stack of its own.
            .view(NavigationChrome.stack(try call.view("sidebar")))
        },
        Construct(
            "NavigationLink",
            [
                "(_ title: String, destination: Destination)",
                "(_ title: String, value: Any?)",
                "(destination: Destination, @ViewBuilder label: () -> Label)",
                "(value: Any?, @ViewBuilder label: () -> Label)",
                "(_ title: String, @ViewBuilder destination: () -> Destination)",
                "(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)",
                "(destination: Destination, isActive: Bool, @ViewBuilder label: () -> Label)",
                "(isActive: Bool, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)",
                """
                (tag: Any, selection: Any?, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> \
                Label)
                """,
                "(destination: Destination, tag: Any, selection: Any?, @ViewBuilder label: () -> Label)",
                "(_ title: String, isActive: Bool, @ViewBuilder destination: () -> Destination)",
                "(_ title: String, destination: Destination, isActive: Bool)",
                "(_ title: String, tag: Any, selection: Any?, @ViewBuilder destination: () -> Destination)",
                "(_ title: String, destination: Destination, tag: Any, selection: Any?)",
            ]
        ) { call in
            // A link is a button that pushes its destination: drawn in the button style around it; as a row of a
            // list, in the list's colours with a chevron at the row's end.
            let label = call.has("label") ? try call.view("label") : try call.titleView("title")
            let link: ViewNode
            if case .bool(true)? = call.evaluator.customEnvironment[ListStyling.rowsKey] {
                let shown = DisabledControls.isDisabled(call.evaluator) ? DisabledControls.label(label) : label
                link = .decoration(ListStyling.disclosure, placement: .listRowBadge, alignment: .center, content: shown)
            } else {
                link = try ButtonStyling.draw(label, tint: call.evaluator.accentTint, call)
            }
            // A link whose `isActive` binding is true, or whose tag is the selection, has pushed its destination.
            guard try PushedDestinations.isActive(call) else { return .view(link) }
            return .view(PushedDestinations.presented(try call.view("destination"), on: link))
        },
        Construct(
            "ScrollView",
            "(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)"
        ) { call in
            let axes = Convert.axes(call["axes"]) ?? .vertical
            let children = try call.children("content")
            var content: ViewNode =
                children.count == 1
                ? children[0]
                : .stack(
                    axis: axes == .horizontal ? .horizontal : .vertical, alignment: .center, spacing: nil,
                    children: children)
            if let margins = ScrollMargins.contentMargins(call.evaluator) { content = .padding(margins, content) }
            return .view(.scroll(axes: axes, content: content))
        },
        Construct("ScrollViewReader", "(@ViewBuilder content: (ScrollViewProxy) -> Content)") { call in
            .view(
                try call.evaluator.view(
                    calling: call["content"],
                    arguments: [
                        Argument(label: nil, value: .opaque("ScrollViewProxy"), node: call.expression("content"))
                    ], at: call.node))
        },
        Construct("TimelineView", "(_ schedule: Any, @ViewBuilder content: (TimelineViewDefaultContext) -> Content)") {
            call in
            // A still frame is the timeline's first entry: now, at the live cadence.
            let context = Value.tuple([.native(.date(Formatting.now)), .symbol("live")], labels: ["date", "cadence"])
            return .view(
                try call.evaluator.view(
                    calling: call["content"],
                    arguments: [Argument(label: nil, value: context, node: call.expression("content"))], at: call.node))
        },
        Construct("GeometryReader", "(@ViewBuilder content: (GeometryProxy) -> Content)") { call in
            // The proxy reports the size layout measured for this reader (see `Evaluation.geometryReaderSizes`).
            let (id, size) = call.evaluator.nextGeometryReader()
            let proxy = Argument(
                label: nil, value: GeometryProxyFrame.proxy(size: size, reader: id), node: call.expression("content"))
            let content = try call.evaluator.view(calling: call["content"], arguments: [proxy], at: call.node)
            return .view(.geometryReader(id: id, content: content))
        },
        Construct(
            "List", ["(@ViewBuilder content: () -> Content)", "(selection: Any?, @ViewBuilder content: () -> Content)"]
        ) { call in
            ScrollMargins.reportUndrawn(call)
            return .view(
                ListStyling.list(
                    try ListStyling.rows(call) { try call.children("content") },
                    style: ListStyling.Style(call.evaluator), background: ListStyling.background(call.evaluator),
                    separators: HiddenSeparators.settings(call.evaluator)))
        },
        Construct(
            "List",
            [
                "(_ data: Data, id: KeyPath? = nil, @ViewBuilder rowContent: (Data.Element) -> RowContent)",
                """
                (_ data: Data, id: KeyPath? = nil, selection: Any?, @ViewBuilder rowContent: (Data.Element) -> \
                RowContent)
                """,
            ]
        ) { call in
            var rows: [ViewNode] = []
            for element in try call.evaluator.elements(of: call["data"], at: call.node("data")).prefix(
                maximumForEachCount)
            {
                let row = try ListStyling.rows(call) {
                    try call.evaluator.view(
                        calling: call["rowContent"],
                        arguments: [Argument(label: nil, value: element, node: call.expression("data"))], at: call.node)
                }
                rows += ViewNode.flatten([row])
            }
            ScrollMargins.reportUndrawn(call)
            return .view(
                ListStyling.list(
                    rows, style: ListStyling.Style(call.evaluator), background: ListStyling.background(call.evaluator),
                    separators: HiddenSeparators.settings(call.evaluator)))
        },
        Construct("Form", "(@ViewBuilder content: () -> Content)") { call in
            // A form is inset grouped whatever list style is set around it, and so are its sections.
            let rows = try call.evaluator.withCustomEnvironment(key: "listStyle", value: .symbol("insetGrouped")) {
                try ListStyling.rows(call) { try call.children("content") }
            }
            ScrollMargins.reportUndrawn(call)
            return .view(
                ListStyling.list(
                    rows, style: .insetGrouped, background: ListStyling.background(call.evaluator),
                    separators: HiddenSeparators.settings(call.evaluator)))
        },
        Construct(
            "Section",
            [
                "(@ViewBuilder content: () -> Content)",
                "(_ title: String, @ViewBuilder content: () -> Content)",
                "(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header)",
                """
                (@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> \
                Footer)
                """,
                "(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer)",
                "(header: Header? = nil, footer: Footer? = nil, @ViewBuilder content: () -> Content)",
                "(isExpanded: Bool, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header)",
                "(_ title: String, isExpanded: Bool, @ViewBuilder content: () -> Content)",
            ]
        ) { call in
            var header: ViewNode? = nil
            if call.has("title") { header = try call.titleView("title") }
            // A collapsed section (`Section(isExpanded:)`) shows its header alone; in a sidebar the header ends in the
            // disclosure chevron that expands it.
            let collapsed = call.has("isExpanded") && call.bool("isExpanded") != true
            func content() throws -> [ViewNode] { collapsed ? [] : try call.children("content") }
            func disclosing(_ header: ViewNode?) -> ViewNode? {
                guard let header, call.has("isExpanded"),
                    call.evaluator.customEnvironment["listStyle"]?.isSymbol("sidebar") == true
                else { return header }
                let chevron = ViewNode.environment(
                    .foreground(call.evaluator.accentTint),
                    .image(ImageSpec(source: .symbol(collapsed ? "chevron.right" : "chevron.down"))))
                return .stack(
                    axis: .horizontal, alignment: .center, spacing: nil,
                    children: [header, .spacer(minLength: nil), chevron])
            }
            guard case .bool(true)? = call.evaluator.customEnvironment[ListStyling.rowsKey] else {
                // Outside a list or form, a section's parts are drawn as written.
                if call.has("header") { header = try call.view("header") }
                let footer = call.has("footer") ? try call.view("footer") : nil
                return .view(
                    LazyGrids.section(
                        LazyGrids.Section(
                            header: header, cells: collapsed ? [] : try LazyGrids.sectionContent(call), footer: footer),
                        call))
            }
            if call.has("header") { header = try ListStyling.outsideRows(call) { try call.view("header") } }
            header = disclosing(header)
            // `.listRowBackground(…)` on the section (or on a view whose body is the section) is every row's.
            // (The modifier reported what is wrong with its view already.)
            let rowBackground = call.evaluator.customEnvironment["listRowBackground"].flatMap { value in
                call.evaluator.quietly { try? call.evaluator.view(from: value, at: call.node) }
            }
            var rowInsets: EdgeInsets?
            if case .native(.insets(let insets))? = call.evaluator.customEnvironment["listRowInsets"] {
                rowInsets = insets
            }
            let prominence = call.evaluator.customEnvironment["headerProminence"]
            return .view(
                ListStyling.section(
                    header: header,
                    rows: try call.evaluator.withCustomEnvironment(key: ListStyling.sectionKey, value: .bool(true)) {
                        try content()
                    },
                    footer: call.has("footer") ? try ListStyling.outsideRows(call) { try call.view("footer") } : nil,
                    style: ListStyling.Style(call.evaluator), rowFill: rowBackground, rowInsets: rowInsets,
                    separators: HiddenSeparators.settings(call.evaluator),
                    prominentHeader: prominence?.isSymbol("increased") == true))
        },
        Construct(
            "TabView",
            ["(@ViewBuilder content: () -> Content)", "(selection: Any?, @ViewBuilder content: () -> Content)"]
        ) { call in
            // The first tab is the one a launched app shows.
            let tabs = try call.children("content")
            if let pages = PageTabView.draw(tabs, style: call.evaluator.customEnvironment["tabViewStyle"]) {
                return .view(pages)
            }
            return .view(TabBar.draw(tabs, tint: call.evaluator.accentTint))
        },
        Construct(
            "Tab",
            [
                "(_ title: String, systemImage: String, @ViewBuilder content: () -> Content)",
                "(_ title: String, systemImage: String, value: Any, @ViewBuilder content: () -> Content)",
                "(_ title: String, systemImage: String, role: Any?, @ViewBuilder content: () -> Content)",
                "(_ title: String, systemImage: String, value: Any, role: Any?, @ViewBuilder content: () -> Content)",
                "(value: Any, role: Any, @ViewBuilder content: () -> Content)",
                "(role: Any, @ViewBuilder content: () -> Content)",
            ]
        ) { call in
            // A tab with only a role (`Tab(role: .search) { … }`) takes the system's title and symbol for it; a phone's
            // iOS 18 tab bar draws a search tab as one of its items.
            let isSearch = call["role"].isSymbol("search")
            if call.has("role"), !call.has("title"), !isSearch {
                call.report("a tab with only a role other than '.search' is drawn without a title")
            }
            let title = ViewNode.text(try call.localizedText("title") ?? (isSearch ? "Search" : ""))
            let name = try call.string("systemImage") ?? (isSearch ? "magnifyingglass" : "")
            if !SymbolCatalog.draws(name) {
                call.report("SF Symbol '\(name)' has no glyph in previewd; drawn as a placeholder")
            }
            let symbol = ViewNode.image(ImageSpec(source: .symbol(name)))
            let item = ViewNode.stack(axis: .vertical, alignment: .center, spacing: nil, children: [symbol, title])
            return .view(TabBar.mark(item: item, on: try call.view("content")))
        },
        Construct(
            "TabSection",
            [
                "(@ViewBuilder content: () -> Content)", "(_ title: String, @ViewBuilder content: () -> Content)",
                "(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header)",
            ]
        ) { call in
            // A phone's tab bar lists a section's tabs among the others; the section's title shows only in a sidebar.
            .view(.group(try call.children("content")))
        },
        Construct(
            "DisclosureGroup",
            [
                "(_ title: String, @ViewBuilder content: () -> Content)",
                "(_ title: String, isExpanded: Bool, @ViewBuilder content: () -> Content)",
                "(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)",
                "(isExpanded: Bool, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)",
            ]
        ) { call in
            let label = call.has("label") ? try call.view("label") : try call.titleView("title")
            let expanded = call.bool("isExpanded") ?? false
            if let style = try ProjectStyle(.disclosureGroup, evaluator: call.evaluator, at: call.node) {
                // A project's `DisclosureGroupStyle`; its `configuration.$isExpanded` is the group's own binding.
                let binding = call.evaluator.bindingOrigin(of: call.node("isExpanded")).map { ["isExpanded": $0] }
                let content = ViewNode.group(try call.children("content"))
                let fields: [String: Value] = [
                    "label": .view(label), "content": .view(content), "isExpanded": .bool(expanded),
                ]
                return .view(try style.body(fields, bindings: binding ?? [:], call))
            }
            let chevron = ViewNode.environment(
                .foreground(call.evaluator.accentTint),
                .image(ImageSpec(source: .symbol(expanded ? "chevron.down" : "chevron.right"))))
            let row = ViewNode.stack(
                axis: .horizontal, alignment: .center, spacing: nil,
                children: [label, .spacer(minLength: nil), chevron])
            return .view(
                expanded
                    ? .stack(
                        axis: .vertical, alignment: .leading, spacing: nil,
                        children: [row] + (try call.children("content"))) : row)
        },
        Construct(
            "Menu",
            [
                "(_ title: String, @ViewBuilder content: () -> Content)",
                "(_ title: String, systemImage: String, @ViewBuilder content: () -> Content)",
                "(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)",
            ]
        ) { call in
            // A closed menu shows its label, tinted like a button's (grey while disabled); a symbol goes before
            // the title, as a button's does.
            let disabled = DisabledControls.isDisabled(call.evaluator)
            var label = call.has("label") ? try call.view("label") : try call.titleView("title")
            if call.has("systemImage"), let symbol = try call.string("systemImage") {
                label = .stack(
                    axis: .horizontal, alignment: .center, spacing: nil,
                    children: [.image(ImageSpec(source: .symbol(symbol))), label])
            }
            return .view(
                .environment(.foreground(disabled ? ButtonStyling.disabledLabel : call.evaluator.accentTint), label))
        },
        Construct("ControlGroup", "(@ViewBuilder content: () -> Content)") { call in
            .view(.stack(axis: .horizontal, alignment: .center, spacing: nil, children: try call.children("content")))
        },
    ]
}

/// How lists and forms look: inset grouped (iOS 17's default) with rows on rounded cards over a grouped
/// background; `.grouped` with edge-to-edge cards; `.plain` with rows and separators on the plain background.
enum ListStyling {
    enum Style {
        case insetGrouped, grouped, plain

        /// The style `.listStyle(…)` set where a list or section is evaluated; a `Form` is always inset grouped.
        init(_ evaluator: Evaluator) {
            switch evaluator.customEnvironment["listStyle"] {
            case .symbol("plain")?, .symbol("inset")?: self = .plain
            case .symbol("grouped")?: self = .grouped
            default: self = .insetGrouped
            }
        }
    }

    /// The layout value `.listRowInsets(…)` leaves on its row.
    static let insetsKey = "SwiftUI.listRowInsets"

    /// Set while a list's or form's rows are evaluated: a `NavigationLink` there is a row with a chevron.
    static let rowsKey = "listRows"

    /// Evaluates a list's rows in `rowsKey`.
    static func rows<T>(_ call: Call, _ body: () throws -> T) throws -> T {
        try call.evaluator.withCustomEnvironment(key: rowsKey, value: .bool(true), body)
    }

    /// Set while a section's rows are evaluated: an inline picker there adds its options to the section's rows.
    static let sectionKey = "listSection"

    /// Evaluates a section's header or footer, which sit among the rows of a list but are not rows (a label there is
    /// set as a header's, a link is not a row with a chevron).
    static func outsideRows<T>(_ call: Call, _ body: () throws -> T) throws -> T {
        try call.evaluator.withCustomEnvironment(key: rowsKey, value: .bool(false), body)
    }

    /// The chevron iOS ends a navigation link's row with: a semibold footnote-sized glyph in a faint grey.
    static let disclosure = ViewNode.environment(
        .foreground(.adaptive(light: RGBA(196, 196, 199), dark: RGBA(90, 90, 94))),
        .environment(
            .font(FontSpec(size: .style(.footnote), weight: .semibold)),
            .image(ImageSpec(source: .symbol("chevron.right")))))

    static let rowBackground = ColorValue.adaptive(light: RGBA(255, 255, 255), dark: RGBA(28, 28, 30))
    static let groupedBackground = ColorValue.adaptive(light: RGBA(242, 242, 247), dark: RGBA(0, 0, 0))
    static let separator = ColorValue.adaptive(light: RGBA(198, 198, 200), dark: RGBA(56, 56, 58))

    /// `cell` with its separator on the half-point strip below it, from the cell's leftmost text (else `leading`
    /// points in) to its trailing edge.
    private static func separated(_ cell: ViewNode, leading: Double) -> ViewNode {
        let strip = ViewNode.frame(FrameSpec(height: 0.5), .empty)
        return .decoration(
            .frame(FrameSpec(height: 0.5), .color(separator)), placement: .rowSeparator(top: false, leading: leading),
            alignment: .bottom,
            content: .stack(axis: .vertical, alignment: .leading, spacing: 0, children: [cell, strip]))
    }

    /// Whether a grouped list draws its grey background: `.scrollContentBackground(.hidden)` around it leaves it
    /// out, so what is behind the list (its own `.background`, a gradient) shows between and around the cards;
    /// `.visible` and `.automatic` keep it.
    static func background(_ evaluator: Evaluator) -> Bool {
        if case .symbol("hidden")? = evaluator.customEnvironment["scrollContentBackground"] { return false }
        return true
    }

    /// The separators a list's or section's settings hide: its rows' and its own (`HiddenSeparators.settings`).
    typealias Separators = (rows: HiddenSeparators, section: HiddenSeparators)

    static func list(
        _ children: [ViewNode], style: Style, background: Bool = true, separators: Separators = (.none, .none)
    ) -> ViewNode {
        // Rows outside a section form one implicit section.
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        for child in children {
            if let section = section(child) {
                if !loose.isEmpty { sections.append(card(loose, style: style, separators: separators)); loose = [] }
                sections.append(section)
            } else {
                loose.append(child)
            }
        }
        if !loose.isEmpty { sections.append(card(loose, style: style, separators: separators)) }
        if style == .plain {
            let content = ViewNode.stack(axis: .vertical, alignment: .leading, spacing: 0, children: sections)
            return .scroll(axes: .vertical, content: .frame(FrameSpec(maxWidth: .infinity, alignment: .top), content))
        }
        let content = ViewNode.stack(axis: .vertical, alignment: .leading, spacing: 20, children: sections)
        let inset: Double = style == .insetGrouped ? 16 : 0
        let padded = ViewNode.padding(EdgeInsets(top: 16, leading: inset, bottom: 16, trailing: inset), content)
        let scroll = ViewNode.scroll(
            axes: .vertical, content: .frame(FrameSpec(maxWidth: .infinity, alignment: .top), padded))
        guard background else { return scroll }
        return .decoration(.ignoresSafeArea(.all, .color(groupedBackground)), placement: .behind, alignment: .center,
                           content: scroll)
    }

    /// `node` as a section of the list, when it is one: the marked section itself, under the environment changes
    /// modifiers on the section made (they style its header and rows alike), without the row traits
    /// (`.listRowBackground`, `.badge`) set on the section as a whole, which its rows took while it was evaluated.
    private static func section(_ node: ViewNode) -> ViewNode? {
        switch node {
        case .environment(.tint(.system(.clear)), let section): return section
        case .environment(let change, let inner): return section(inner).map { .environment(change, $0) }
        case .decoration(_, let placement, _, let inner) where placement == .listRow || placement == .listRowBadge:
            return section(inner)
        case .layoutValue(let value, let inner) where value.key == insetsKey || value.key == HiddenSeparators.rowKey:
            return section(inner)
        default: return nil
        }
    }

    /// The rows of a card: groups (`ForEach`, `Group`, a view whose body is several rows) flattened, and a row
    /// trait set on a group given to each of its rows, as SwiftUI's traits are.
    private static func rows(_ nodes: [ViewNode]) -> [ViewNode] {
        ViewNode.flatten(nodes).flatMap { node -> [ViewNode] in
            guard case .decoration(let decoration, let placement, let alignment, let inner) = node,
                placement == .listRow || placement == .listRowBadge, case .group(let members) = inner
            else { return [node] }
            return rows(members).map {
                .decoration(decoration, placement: placement, alignment: alignment, content: $0)
            }
        }
    }

    /// A section: header above its rows (a rounded card when grouped), then its footer. Marked with a clear tint
    /// so `list` can tell sections from loose rows. `rowFill` fills the rows that set no background of their own,
    /// and `rowInsets` pads those that set no insets of their own. A `prominentHeader`
    /// (`.headerProminence(.increased)`) is set as iOS sets it: bold, in the title 3 size and the primary colour, as
    /// written rather than in capitals.
    static func section(
        header: ViewNode?, rows: [ViewNode], footer: ViewNode?, style: Style, rowFill: ViewNode? = nil,
        rowInsets: EdgeInsets? = nil, separators: Separators = (.none, .none), prominentHeader: Bool = false
    ) -> ViewNode {
        var parts: [ViewNode] = []
        if let header {
            let styled =
                prominentHeader
                ? ViewNode.environment(
                    .foreground(.system(.primary)),
                    .environment(.font(FontSpec(size: .style(.title3), weight: .bold)), header))
                : ViewNode.environment(
                    .foreground(.system(.secondary)),
                    .environment(
                        .font(FontSpec(size: .style(.footnote))), .environment(.uppercase(style != .plain), header)))
            parts.append(
                .padding(EdgeInsets(top: style == .plain ? 6 : 0, leading: 16, bottom: 0, trailing: 16), styled))
        }
        parts.append(card(rows, style: style, rowFill: rowFill, rowInsets: rowInsets, separators: separators))
        if let footer {
            parts.append(
                .padding(
                    EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                    .environment(
                        .foreground(.system(.secondary)), .environment(.font(FontSpec(size: .style(.footnote))), footer)
                    )))
        }
        return .environment(
            .tint(.system(.clear)), .stack(axis: .vertical, alignment: .leading, spacing: 6, children: parts))
    }

    /// The rows of a section on their card, separated by lines: between two rows unless either hides it, and in a
    /// plain list under the last unless the section hides its bottom separator; never above the first row, which
    /// iOS's plain lists (and compact tables) leave open under the bar or the section's header. A line is the row
    /// above's and starts at that row's text, as iOS's separators do.
    private static func card(
        _ rows: [ViewNode], style: Style, rowFill: ViewNode? = nil, rowInsets: EdgeInsets? = nil,
        separators: Separators = (.none, .none)
    ) -> ViewNode {
        var cells: [(cell: ViewNode, leading: Double, lineAbove: Bool)] = []
        var hidesBelow = false
        for (index, row) in Self.rows(rows).enumerated() {
            // `.listRowBackground(…)` fills the whole cell, under the row's insets; `.badge(…)` ends the row.
            var content = row, background: ViewNode?, badge: ViewNode?, insets: EdgeInsets?
            var hidden = separators.rows
            peeling: while true {
                switch content {
                case .decoration(let decoration, let placement, _, let inner)
                where placement == .listRow || placement == .listRowBadge:
                    if placement == .listRow {
                        background = background ?? decoration
                    } else {
                        badge = badge ?? decoration
                    }
                    content = inner
                case .layoutValue(let value, let inner) where value.key == insetsKey:
                    insets = insets ?? value.value as? EdgeInsets
                    content = inner
                case .layoutValue(let value, let inner) where value.key == HiddenSeparators.rowKey:
                    hidden = hidden.union(value.value as? HiddenSeparators ?? .none)
                    content = inner
                default:
                    break peeling
                }
            }
            let lineAbove = index > 0 && !hidesBelow && !hidden.top
            hidesBelow = hidden.bottom
            if let badge {
                content = .stack(
                    axis: .horizontal, alignment: .center, spacing: nil,
                    children: [content, .spacer(minLength: nil), .environment(.foreground(.system(.secondary)), badge)])
            }
            let padding = insets ?? rowInsets ?? EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
            var cell = ViewNode.frame(
                FrameSpec(maxWidth: .infinity, minHeight: 44, alignment: .leading), .padding(padding, content))
            if let background = background ?? rowFill {
                cell = .decoration(background, placement: .behind, alignment: .center, content: cell)
            }
            cells.append((cell, padding.leading, lineAbove))
        }
        var items: [ViewNode] = []
        for (index, entry) in cells.enumerated() {
            var item = entry.cell
            if index + 1 < cells.count, cells[index + 1].lineAbove {
                item = separated(item, leading: entry.leading)
            }
            // A plain list's section ends with its separator under the last row, whatever the row hides.
            if index + 1 == cells.count, style == .plain, !separators.section.bottom {
                item = separated(item, leading: entry.leading)
            }
            items.append(item)
        }
        let stack = ViewNode.stack(axis: .vertical, alignment: .leading, spacing: 0, children: items)
        switch style {
        case .plain: return stack
        case .grouped: return .decoration(.color(rowBackground), placement: .behind, alignment: .center, content: stack)
        case .insetGrouped:
            return .clip(
                .roundedRectangle(cornerRadius: 10),
                .decoration(.color(rowBackground), placement: .behind, alignment: .center, content: stack))
        }
    }
}
