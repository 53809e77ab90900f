import PreviewViews

/// A bar along the bottom of the screen (a tab bar, a bottom toolbar) as iOS 15 and later draw it: over content
/// that ends above it the bar is transparent (the scroll-edge appearance), so a background that fills the screen
/// runs on under it; content taller than the space above the bar (a long list) runs on under the bar, which is then
/// a translucent material reaching under the home indicator with a hairline along its top (the standard
/// appearance). Only layout knows how tall the content is, so it picks between the two (`ViewNode.firstThatFits`).
enum BottomBars {
    /// The bar's material over content (`Material.bar`, which frosts the rows under it) and the hairline along its
    /// top.
    static let material = Materials.paint(named: "bar") ?? .color(.system(.background))
    static let hairline = ColorValue.adaptive(
        light: RGBA(0, 0, 0, alpha: 0.3), dark: RGBA(255, 255, 255, alpha: 0.15))

    /// `content` above `bar` when it ends above the bar, else running on under the bar on its material.
    static func pinned(_ bar: ViewNode, under content: ViewNode) -> ViewNode {
        // The content above the bar is what a tab, or a navigation stack less its toolbar, holds: the container a
        // `.containerRelativeFrame` in it measures.
        let mark = LayoutValue(key: ContainerRelativeFrame.containerKey, value: 0, description: "content above a bar")
        let content = ViewNode.layoutValue(mark, content)
        let transparent = ViewNode.stack(axis: .vertical, alignment: .center, spacing: 0, children: [content, bar])
        let overContent = ViewNode.zstack(alignment: .bottom, children: [content, onMaterial(bar)])
        return .firstThatFits(axes: .vertical, children: [transparent, overContent])
    }

    /// `bar` on its material, which runs on under the home indicator, with the hairline along its top.
    private static func onMaterial(_ bar: ViewNode) -> ViewNode {
        let background = ViewNode.stack(
            axis: .vertical, alignment: .center, spacing: 0,
            children: [
                .frame(FrameSpec(maxWidth: .infinity, minHeight: 1.0 / 3, maxHeight: 1.0 / 3), .color(hairline)),
                .ignoresSafeArea(.bottom, .shape(.rectangle, .fill(material))),
            ])
        return .decoration(background, placement: .behind, alignment: .top, content: bar)
    }
}
