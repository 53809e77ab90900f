extension ViewNode {
    /// Whether the tree draws anything of its own: a text, an image, a shape, or the stand-in for a view of
    /// another framework (whose surrounding code did evaluate; the preview is degraded, not failed). A tree of
    /// only placeholders for what failed, spacers and empty views shows none of the preview's content, so its
    /// preview counts as failed.
    package var drawsOwnContent: Bool {
        switch self {
        case .text, .image, .shape: return true
        case .styledText(let runs): return runs.contains { !$0.text.isEmpty || $0.symbol != nil }
        case .chart(let spec): return !spec.marks.isEmpty
        case .placeholder(_, _, let subject): return subject == .otherFramework
        case .spacer, .empty: return false
        case .stack(_, _, _, let children), .zstack(_, let children), .group(let children),
            .firstThatFits(_, let children),
            .customLayout(_, let children):
            return children.contains { $0.drawsOwnContent }
        case .decoration(let decoration, _, _, let content):
            return content.drawsOwnContent || decoration.drawsOwnContent
        case .scroll(_, let content), .geometryReader(_, let content), .padding(_, let content), .frame(_, let content),
            .fixedSize(_, _, let content), .aspectRatio(_, _, let content), .layoutPriority(_, let content),
            .offset(_, _, let content), .position(_, _, let content), .clip(_, let content), .effect(_, let content),
            .ignoresSafeArea(_, let content), .environment(_, let content), .tapTarget(_, let content),
            .alignmentGuide(_, let content),
            .layoutValue(_, let content):
            return content.drawsOwnContent
        }
    }
}
