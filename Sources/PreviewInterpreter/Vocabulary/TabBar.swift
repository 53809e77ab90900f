import PreviewViews

extension Vocabulary {
    /// `.tabItem { … }`: the tab's label, kept on the tab for the tab bar of the `TabView` around it.
    static let tabItemModifiers: [Construct] = [
        Construct("tabItem", "(@ViewBuilder _ label: () -> Label)") { call in
            .view(TabBar.mark(item: try call.view("label"), on: try call.receiverView))
        }
    ]
}

/// A `TabView`'s tab bar as iOS 17 draws it on a phone, at rest: a 49-point bar along the bottom of the safe area
/// with the tabs sharing its width, each its symbol (filled, as a tab bar asks for) over its title in 10-point
/// medium type, the first tab in the tint and the others grey, and a tab's `.badge` as a red capsule at the top
/// right of its symbol: transparent over content that ends above it, a material over content that runs on under
/// it (`BottomBars`).
enum TabBar {
    /// UITabBar's height above the home indicator.
    static let height = 49.0
    /// The symbol's box under the bar's top edge, the gap under it and the title's size.
    static let symbolTop = 4.0
    static let symbolHeight = 26.0
    static let titleGap = 2.0
    static let titleSize = 10.0
    /// The symbols' font: a tab bar draws its symbols at the body's size in the large scale.
    static let symbolFont = FontSpec(size: .fixed(17))
    /// A badge's height (and least width) and its text's size.
    static let badgeSide = 18.0
    static let badgeTextSize = 13.0

    /// `content` with its tab bar item attached, for the tab view around it.
    static func mark(item: ViewNode, on content: ViewNode) -> ViewNode {
        .decoration(item, placement: .tabItem, alignment: .center, content: content)
    }

    /// The tab view: the first tab (the one a launched app shows) above the bar of every tab's item. Tabs without
    /// an item take a place in the bar with nothing drawn, as in UIKit; with no items at all there is no bar.
    static func draw(_ tabs: [ViewNode], tint: ColorValue) -> ViewNode {
        let items = tabs.map(Item.init)
        guard items.contains(where: { $0.label != nil }), let first = items.first else { return tabs.first ?? .empty }
        let (backdrop, rest) = NavigationChrome.backdrop(of: first.content)
        let bar = ViewNode.frame(
            FrameSpec(maxWidth: .infinity, minHeight: height, maxHeight: height, alignment: .top),
            .stack(
                axis: .horizontal, alignment: .top, spacing: 0,
                children: items.enumerated().map { index, item in
                    .frame(
                        FrameSpec(maxWidth: .infinity),
                        .environment(
                            .foreground(index == 0 ? tint : .system(.gray)), item.drawn))
                }))
        let tabs = BottomBars.pinned(bar, under: .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity), rest))
        guard let backdrop else { return tabs }
        return .decoration(backdrop, placement: .behind, alignment: .center, content: tabs)
    }

    /// One tab: its content without its item, its item's symbol and title, and its badge.
    struct Item {
        var content: ViewNode
        var label: ViewNode?
        var badge: ViewNode?

        init(_ tab: ViewNode) {
            var label: ViewNode?
            var badge: ViewNode?
            content = Self.strip(tab, label: &label, badge: &badge)
            self.label = label
            self.badge = badge
        }

        /// `tab` without the item and badge on its outside (a badge inside the tab belongs to a list row there).
        private static func strip(_ tab: ViewNode, label: inout ViewNode?, badge: inout ViewNode?) -> ViewNode {
            switch tab {
            case .decoration(let item, .tabItem, _, let content):
                if label == nil { label = item }
                return strip(content, label: &label, badge: &badge)
            case .decoration(let count, .listRowBadge, _, let content):
                if badge == nil { badge = count }
                return strip(content, label: &label, badge: &badge)
            case .environment(let change, let content):
                return .environment(change, strip(content, label: &label, badge: &badge))
            default:
                return tab
            }
        }

        /// The item as the bar draws it: the label's first image over its first text.
        var drawn: ViewNode {
            guard let label else { return .empty }
            var image: ViewNode?
            var title: ViewNode?
            Self.visit(label) { node in
                switch node {
                case .image where image == nil: image = node
                case .text, .styledText: if title == nil { title = node }
                default: break
                }
            }
            var symbol = ViewNode.frame(
                FrameSpec(height: TabBar.symbolHeight),
                .environment(
                    .font(TabBar.symbolFont),
                    .environment(
                        .imageScale(.large),
                        .environment(.symbolVariant(SymbolVariants(fill: true)), image ?? .empty))))
            if let badge {
                symbol = .decoration(
                    TabBar.badge(badge), placement: .inFront, alignment: .topTrailing, content: symbol)
            }
            let caption = ViewNode.environment(
                .font(FontSpec(size: .fixed(TabBar.titleSize), weight: .medium)),
                .environment(.lineLimit(1), title ?? .empty))
            return .padding(
                EdgeInsets(top: TabBar.symbolTop, leading: 0, bottom: 0, trailing: 0),
                .stack(axis: .vertical, alignment: .center, spacing: TabBar.titleGap, children: [symbol, caption]))
        }

        /// Calls `body` with `node` and every view under it, outside in.
        private static func visit(_ node: ViewNode, _ body: (ViewNode) -> Void) {
            body(node)
            _ = node.mappingChildren { child in
                visit(child, body)
                return child
            }
        }
    }

    /// A tab's badge: white text in a red capsule whose left half reaches over the symbol's top right corner.
    static func badge(_ label: ViewNode) -> ViewNode {
        let capsule = ViewNode.decoration(
            .shape(.capsule, .fill(.color(.system(.red)))), placement: .behind, alignment: .center,
            content: .frame(
                FrameSpec(minWidth: badgeSide, minHeight: badgeSide, maxHeight: badgeSide),
                .padding(
                    EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5),
                    .environment(
                        .font(FontSpec(size: .fixed(badgeTextSize))),
                        .environment(.foreground(.system(.white)), .environment(.lineLimit(1), label))))))
        return .offset(x: badgeSide / 2 + 2, y: -2, .fixedSize(horizontal: true, vertical: true, capsule))
    }
}
