import PreviewViews

/// `LazyVGrid` and `LazyHGrid` as stacks of lines, and `Section` outside a list: a plain header, content and
/// footer, drawn as written. In a stack a section's parts are siblings; a grid lays each section out apart, its
/// header and footer across the grid (above and below a vertical grid's rows, to the leading and trailing side of
/// a horizontal grid's columns), aligned by the grid's alignment, and its cells in lines of their own.
enum LazyGrids {
    /// Set while a grid's content is evaluated: a section there is marked for the grid (`sectionKey`).
    static let contentKey = "lazyGridContent"
    /// The mark of a section in a grid, holding its `Section`.
    static let sectionKey = "lazyGridSection"

    struct Section {
        var header: ViewNode?
        var cells: [ViewNode]
        var footer: ViewNode?

        var parts: [ViewNode] { [header].compactMap { $0 } + cells + [footer].compactMap { $0 } }
    }

    /// A section outside a list: marked for the grid whose content it is, else its parts as siblings.
    static func section(_ section: Section, _ call: Call) -> ViewNode {
        guard case .bool(true)? = call.evaluator.customEnvironment[contentKey] else { return .group(section.parts) }
        return .layoutValue(LayoutValue(key: sectionKey, value: section, description: "section"), .group(section.parts))
    }

    /// A grid's children, with the sections in them marked.
    static func content(_ call: Call) throws -> [ViewNode] {
        try call.evaluator.withCustomEnvironment(key: contentKey, value: .bool(true)) { try call.children("content") }
    }

    /// A section's content, where a section is no longer the grid's.
    static func sectionContent(_ call: Call) throws -> [ViewNode] {
        try call.evaluator.withCustomEnvironment(key: contentKey, value: .bool(false)) { try call.children("content") }
    }

    /// A lazy grid along `axis` (vertical for `LazyVGrid`): cells in lines across it, one cell per grid item
    /// (adaptive items fit as many to a phone's width as their minimum allows), a fixed item's cells as long as it
    /// says and flexible ones sharing the rest, `spacing` between lines and each item's spacing between cells;
    /// each section's lines between its header and footer.
    /// Every line is as long as the grid has items, the last one of each section filled out with empty cells, so
    /// the cells the grid makes count against the evaluation's element limit: a thousand one-cell sections in a
    /// grid of a thousand items would otherwise make a million.
    static func grid(
        items: Value, children: [ViewNode], spacing: Double?, axis: Axis, alignment: Alignment, _ call: Call
    ) throws -> ViewNode {
        let tracks = tracks(items)
        var groups: [(header: ViewNode?, cells: [ViewNode], footer: ViewNode?)] = []
        var loose: [ViewNode] = []
        for child in children {
            guard case .layoutValue(let mark, _) = child, mark.key == sectionKey, let section = mark.value as? Section
            else {
                loose.append(child)
                continue
            }
            groups.append((nil, loose, nil))
            loose = []
            groups.append((section.header, section.cells, section.footer))
        }
        groups.append((nil, loose, nil))
        let lineCount = groups.reduce(0) { $0 + ($1.cells.count + tracks.count - 1) / tracks.count }
        try call.evaluator.checkSize(lineCount * tracks.count, at: call.node)
        let parts = groups.flatMap { group in
            [group.header].compactMap { $0 } + lines(group.cells, tracks: tracks, axis: axis)
                + [group.footer].compactMap { $0 }
        }
        return .stack(axis: axis, alignment: alignment, spacing: spacing, children: parts)
    }

    /// The grid items, one per cell of a line: two flexible ones when they cannot be read.
    private static func tracks(_ items: Value) -> [GridItemSpec] {
        let flexible = GridItemSpec(size: .flexible, spacing: nil)
        guard case .array(let values) = items, !values.isEmpty else { return [flexible, flexible] }
        let specs = values.map { value -> GridItemSpec in
            if case .native(.gridItem(let item)) = value { return item }
            return flexible
        }
        if specs.count == 1, case .adaptive(let minimum) = specs[0].size {
            let count = max(1, Convert.clampedInt(360 / max(minimum, 1)))
            return Array(repeating: GridItemSpec(size: .flexible, spacing: specs[0].spacing), count: count)
        }
        return specs
    }

    /// `cells` in lines across `axis`, cell by cell in `tracks`.
    private static func lines(_ cells: [ViewNode], tracks: [GridItemSpec], axis: Axis) -> [ViewNode] {
        let across: Axis = axis == .vertical ? .horizontal : .vertical
        func cell(_ content: ViewNode, _ track: GridItemSpec) -> ViewNode {
            let spec: FrameSpec
            switch (track.size, across) {
            case (.fixed(let length), .horizontal): spec = FrameSpec(width: length)
            case (.fixed(let length), .vertical): spec = FrameSpec(height: length)
            case (_, .horizontal): spec = FrameSpec(maxWidth: .infinity)
            case (_, .vertical): spec = FrameSpec(maxHeight: .infinity)
            }
            return .frame(spec, content)
        }
        var lines: [ViewNode] = []
        var index = 0
        while index < cells.count {
            let line = tracks.indices.map { offset in
                cell(index + offset < cells.count ? cells[index + offset] : .empty, tracks[offset])
            }
            lines.append(.stack(axis: across, alignment: .center, spacing: tracks[0].spacing, children: line))
            index += tracks.count
        }
        return lines
    }
}
