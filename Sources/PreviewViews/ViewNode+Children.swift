extension ViewNode {
    /// This node with each direct child replaced by `transform(child)`; leaves are returned as they are. The one
    /// place that knows which cases hold views, for passes that rewrite a whole tree.
    package func mappingChildren(_ transform: (ViewNode) -> ViewNode) -> ViewNode {
        switch self {
        case .text, .styledText, .image, .shape, .spacer, .placeholder, .empty:
            return self
        case .chart(var spec):
            for index in spec.marks.indices {
                spec.marks[index].annotation = spec.marks[index].annotation.map(transform)
            }
            return .chart(spec)
        case .stack(let axis, let alignment, let spacing, let children):
            return .stack(axis: axis, alignment: alignment, spacing: spacing, children: children.map(transform))
        case .zstack(let alignment, let children):
            return .zstack(alignment: alignment, children: children.map(transform))
        case .group(let children):
            return .group(children.map(transform))
        case .scroll(let axes, let content):
            return .scroll(axes: axes, content: transform(content))
        case .firstThatFits(let axes, let children):
            return .firstThatFits(axes: axes, children: children.map(transform))
        case .customLayout(let layout, let children):
            return .customLayout(layout, children: children.map(transform))
        case .alignmentGuide(let guide, let content):
            return .alignmentGuide(guide, transform(content))
        case .layoutValue(let value, let content):
            return .layoutValue(value, transform(content))
        case .geometryReader(let id, let content):
            return .geometryReader(id: id, content: transform(content))
        case .padding(let insets, let content):
            return .padding(insets, transform(content))
        case .frame(let spec, let content):
            return .frame(spec, transform(content))
        case .fixedSize(let horizontal, let vertical, let content):
            return .fixedSize(horizontal: horizontal, vertical: vertical, transform(content))
        case .aspectRatio(let ratio, let mode, let content):
            return .aspectRatio(ratio, mode, transform(content))
        case .layoutPriority(let priority, let content):
            return .layoutPriority(priority, transform(content))
        case .offset(let x, let y, let content):
            return .offset(x: x, y: y, transform(content))
        case .position(let x, let y, let content):
            return .position(x: x, y: y, transform(content))
        case .decoration(let decoration, let placement, let alignment, let content):
            return .decoration(
                transform(decoration), placement: placement, alignment: alignment, content: transform(content))
        case .clip(let shape, let content):
            return .clip(shape, transform(content))
        case .effect(let effect, let content):
            return .effect(effect, transform(content))
        case .ignoresSafeArea(let edges, let content):
            return .ignoresSafeArea(edges, transform(content))
        case .environment(let change, let content):
            return .environment(change, transform(content))
        case .tapTarget(let id, let content):
            return .tapTarget(id: id, transform(content))
        }
    }
}
