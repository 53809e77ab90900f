import PreviewModel
import PreviewViews

/// Draws a preview's diagnostics into its frame as a small badge in the bottom-trailing corner: how many there
/// are and the first one's message on one line, cut with an ellipsis. Whoever looks at a phone sees that
/// something is wrong without losing the preview under it (a banner listing them took most of a small canvas);
/// the full list is in the catalog, `previewd list`, index.json and the dashboard.
///
/// The badge never leaves the corner rectangle of `maximumWidth` plus `screenTrailingMargin` by `height` plus
/// `bottomMargin` points, which `scripts/corpus-report` sets aside when it judges whether a frame shows content.
enum DiagnosticBadge {
    /// The badge's widest extent; a longer message is cut.
    static let maximumWidth = 240.0
    /// One line of the badge's text with its padding.
    static let height = 22.0
    /// Distance from the canvas's bottom edge.
    static let bottomMargin = 6.0
    /// Distance from the trailing edge of a canvas with square corners (a fixed or fitted canvas).
    static let trailingMargin = 6.0
    /// Distance from the trailing edge of a screen, whose rounded corner would cut a badge closer to it.
    static let screenTrailingMargin = 32.0
    /// The badge's text size, fixed: it is previewd's, not the preview's, so Dynamic Type leaves it alone.
    static let fontSize = 11.0

    /// `root` filling `size` (the safe area) with the badge over the canvas's bottom-trailing corner; on a screen
    /// (a canvas with a bottom safe area) it sits in the strip below the safe area, where the home indicator is.
    static func decorate(
        _ root: ViewNode, with diagnostics: [Diagnostic], in size: Size, safeArea: EdgeInsets
    ) -> ViewNode {
        guard let badge = badge(for: diagnostics) else { return root }
        let trailing = safeArea.bottom > 0 ? screenTrailingMargin : trailingMargin
        let corner = ViewNode.ignoresSafeArea(
            .all,
            .frame(
                FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing),
                .padding(EdgeInsets(top: 0, leading: 0, bottom: bottomMargin, trailing: trailing), badge)))
        let content = ViewNode.frame(FrameSpec(width: size.width, height: size.height), root)
        return .zstack(alignment: .center, children: [content, corner])
    }

    /// `root` with the badge under its trailing edge, for a canvas that takes the size of what it shows: there the
    /// badge would cover the view itself, so the canvas grows to hold it.
    static func below(_ root: ViewNode, with diagnostics: [Diagnostic]) -> ViewNode {
        guard let badge = badge(for: diagnostics) else { return root }
        let placed = ViewNode.padding(
            EdgeInsets(top: 0, leading: 0, bottom: bottomMargin, trailing: trailingMargin), badge)
        // Several views (a body that is a group) keep the centred stack they have on their own: the badge's stack
        // would take a group's views as its own children, along its trailing edge.
        var content = root
        if case .group = root { content = .stack(axis: .vertical, alignment: .center, spacing: nil, children: [root]) }
        return .stack(axis: .vertical, alignment: .trailing, spacing: 4, children: [content, placed])
    }

    /// What the badge says: the count, then the first diagnostic's message.
    static func text(for diagnostics: [Diagnostic]) -> String {
        guard let first = diagnostics.first else { return "" }
        return "⚠︎ \(diagnostics.count) · \(first.message)"
    }

    /// The badge for `diagnostics`, nil when there are none: orange for warnings, red when any is an error.
    private static func badge(for diagnostics: [Diagnostic]) -> ViewNode? {
        guard !diagnostics.isEmpty else { return nil }
        let hasError = diagnostics.contains { $0.severity == .error }
        let label = ViewNode.environment(
            .foreground(.system(.white)),
            .environment(
                .font(FontSpec(size: .fixed(fontSize), weight: .semibold)),
                .environment(.lineLimit(1), .text(text(for: diagnostics)))))
        return .frame(
            FrameSpec(maxWidth: maximumWidth, alignment: .trailing),
            .frame(
                FrameSpec(height: height),
                .decoration(
                    .shape(.capsule, .fill(.color(.opacity(.system(hasError ? .red : .orange), 0.92)))),
                    placement: .behind, alignment: .center,
                    content: .padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8), label))))
    }
}
