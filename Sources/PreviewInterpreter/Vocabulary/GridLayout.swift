import PreviewViews

extension Vocabulary {
    /// `Grid`, `GridRow` and the modifiers that shape a grid's cells. A `GridRow` is an `HStack` that a `Grid`
    /// recognises by its mark; the cell modifiers mark their view, and outside a grid the marks change nothing.
    static let gridViews: [Construct] = [
        Construct("Grid", """
            (alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, \
            @ViewBuilder content: () -> Content)
            """) { call in
            let grid = GridAlgorithm(
                rows: try call.children("content"), alignment: call.alignment("alignment") ?? .center,
                horizontalSpacing: try call.length("horizontalSpacing", .size) ?? GridAlgorithm.defaultSpacing,
                verticalSpacing: try call.length("verticalSpacing", .size) ?? GridAlgorithm.defaultSpacing)
            return .view(.customLayout(CustomLayout(grid), children: grid.cellNodes))
        },
        Construct("GridRow", "(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content)") { call in
            let alignment = call.verticalAlignment("alignment")
            let row = ViewNode.stack(
                axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
                spacing: nil, children: try call.children("content"))
            return .view(
                .layoutValue(
                    LayoutValue(
                        key: GridAlgorithm.rowKey, value: alignment as Any, description: alignment?.rawValue ?? "grid"),
                    row))
        },
    ]

    static let gridCellModifiers: [Construct] = [
        Construct("gridCellColumns", "(_ count: Int)") { call in
            let count = max(1, Convert.clampedInt(try call.number("count") ?? 1))
            return .view(
                .layoutValue(
                    LayoutValue(key: "gridCellColumns", value: count, description: "\(count)"), try call.receiverView))
        },
        Construct("gridCellAnchor", "(_ anchor: UnitPoint)") { call in
            guard let anchor = call.unitPoint("anchor") else { return .view(try call.receiverView) }
            return .view(
                .layoutValue(
                    LayoutValue(key: "gridCellAnchor", value: anchor, description: "\(anchor)"), try call.receiverView))
        },
        Construct("gridColumnAlignment", "(_ guide: HorizontalAlignment)") { call in
            guard let alignment = call.horizontalAlignment("guide") else { return .view(try call.receiverView) }
            return .view(
                .layoutValue(
                    LayoutValue(key: "gridColumnAlignment", value: alignment, description: alignment.rawValue),
                    try call.receiverView))
        },
        Construct("gridCellUnsizedAxes", "(_ axes: Axis.Set)") { call in
            let axes = Convert.axes(call["axes"]) ?? []
            return .view(
                .layoutValue(
                    LayoutValue(key: "gridCellUnsizedAxes", value: axes, description: "\(axes.rawValue)"),
                    try call.receiverView))
        },
    ]
}

/// SwiftUI's `Grid`: its rows' cells line up in columns. A column is as wide as its widest cell, and the
/// columns share the width offered as an `HStack`'s children share it, the least flexible first; rows share the
/// height the same way. A cell may span columns (`.gridCellColumns`), and a view in the grid that is not in a
/// `GridRow` is a row of its own across all the columns. Cells sit in their space by the cell's anchor, else
/// the column's alignment (`.gridColumnAlignment`) and the row's, else the grid's; an axis a cell leaves
/// unsized (`.gridCellUnsizedAxes`) does not widen its column or heighten its row, and takes what they have.
final class GridAlgorithm: CustomLayoutAlgorithm {
    static let rowKey = "GridRow"
    /// The space between cells when the grid does not say: the system spacing.
    static let defaultSpacing = 8.0

    struct Cell {
        var row: Int
        var column: Int
        /// Columns the cell covers; a view outside any `GridRow` covers them all.
        var span: Int
        var spansAll: Bool
        var anchor: UnitPoint?
        var unsized: AxisSet
    }

    let name = "Grid"
    let cellNodes: [ViewNode]
    private let cells: [Cell]
    private let rowAlignments: [VerticalAlignment?]
    private let columnCount: Int
    private let columnAlignments: [Int: HorizontalAlignment]
    private let alignment: Alignment
    private let horizontalSpacing: Double
    private let verticalSpacing: Double

    init(rows: [ViewNode], alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double) {
        var nodes: [ViewNode] = [], cells: [Cell] = [], rowAlignments: [VerticalAlignment?] = []
        var columnAlignments: [Int: HorizontalAlignment] = [:], columnCount = 0
        for row in rows {
            let index = rowAlignments.count
            guard case .layoutValue(let mark, .stack(_, _, _, let children)) = row, mark.key == Self.rowKey else {
                let traits = Self.traits(of: row)
                cells.append(
                    Cell(row: index, column: 0, span: 1, spansAll: true, anchor: traits.anchor, unsized: traits.unsized)
                )
                nodes.append(row)
                rowAlignments.append(nil)
                continue
            }
            var column = 0
            for child in ViewNode.flatten(children) {
                let traits = Self.traits(of: child)
                if let guide = traits.columnAlignment { columnAlignments[column] = guide }
                cells.append(
                    Cell(
                        row: index, column: column, span: traits.span, spansAll: false, anchor: traits.anchor,
                        unsized: traits.unsized))
                nodes.append(child)
                column += traits.span
            }
            columnCount = max(columnCount, column)
            rowAlignments.append(mark.value as? VerticalAlignment)
        }
        self.cellNodes = nodes
        self.cells = cells
        self.rowAlignments = rowAlignments
        self.columnCount = columnCount
        self.columnAlignments = columnAlignments
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// What the cell modifiers marked a view with, seen through the modifiers around the marks (as SwiftUI's
    /// traits are); the outermost mark of each kind wins.
    private static func traits(
        of node: ViewNode
    ) -> (span: Int, anchor: UnitPoint?, columnAlignment: HorizontalAlignment?, unsized: AxisSet) {
        var span: Int?, anchor: UnitPoint?, guide: HorizontalAlignment?, unsized: AxisSet?
        var current = node
        while true {
            switch current {
            case .layoutValue(let value, let inner):
                switch value.key {
                case "gridCellColumns": span = span ?? value.value as? Int
                case "gridCellAnchor": anchor = anchor ?? value.value as? UnitPoint
                case "gridColumnAlignment": guide = guide ?? value.value as? HorizontalAlignment
                case "gridCellUnsizedAxes": unsized = unsized ?? value.value as? AxisSet
                default: break
                }
                current = inner
            case .padding(_, let inner), .frame(_, let inner), .environment(_, let inner), .effect(_, let inner),
                .offset(_, _, let inner), .fixedSize(_, _, let inner), .layoutPriority(_, let inner),
                .tapTarget(_, let inner),
                .clip(_, let inner), .aspectRatio(_, _, let inner), .alignmentGuide(_, let inner),
                .ignoresSafeArea(_, let inner),
                .decoration(_, _, _, let inner):
                current = inner
            default:
                return (span ?? 1, anchor, guide, unsized ?? [])
            }
        }
    }

    func sizeThatFits(proposal: LayoutProposal, subviews: [any CustomLayoutSubview]) throws -> Size {
        let columns = columnWidths(proposal.width, subviews)
        let width = max(total(columns, horizontalSpacing), spanningWidth(proposal.width, subviews))
        return Size(
            width: width,
            height: total(rowHeights(proposal.height, columns: columns, width: width, subviews), verticalSpacing))
    }

    func placeSubviews(in bounds: Rect, proposal: LayoutProposal, subviews: [any CustomLayoutSubview]) throws {
        let columns = columnWidths(proposal.width, subviews)
        let width = max(total(columns, horizontalSpacing), spanningWidth(proposal.width, subviews))
        let rows = rowHeights(proposal.height, columns: columns, width: width, subviews)
        for (cell, subview) in zip(cells, subviews) {
            let x = bounds.minX + columns.prefix(cell.column).reduce(0, +) + Double(cell.column) * horizontalSpacing
            let y = bounds.minY + rows.prefix(cell.row).reduce(0, +) + Double(cell.row) * verticalSpacing
            let space = Rect(x: x, y: y, width: cellWidth(cell, columns: columns, width: width), height: rows[cell.row])
            let horizontal =
                cell.spansAll ? alignment.horizontal : columnAlignments[cell.column] ?? alignment.horizontal
            let vertical = rowAlignments[cell.row] ?? alignment.vertical
            let anchor =
                cell.anchor
                ?? UnitPoint(
                    x: horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5,
                    y: vertical == .top ? 0 : vertical == .bottom ? 1 : 0.5)
            subview.place(
                at: Point(x: space.minX + anchor.x * space.width, y: space.minY + anchor.y * space.height),
                anchor: anchor,
                proposal: LayoutProposal(width: space.width, height: space.height))
        }
    }

    /// Each column's width: the widest of its one-column cells, shared out of `offered` when there is an offer.
    private func columnWidths(_ offered: Double?, _ subviews: [any CustomLayoutSubview]) -> [Double] {
        var ranges = (0..<columnCount).map { column -> (ideal: Double, least: Double, most: Double) in
            let members = zip(cells, subviews).filter {
                $0.0.column == column && $0.0.span == 1 && !$0.0.spansAll && !$0.0.unsized.contains(.horizontal)
            }
            let ideal = members.map { $0.1.sizeThatFits(LayoutProposal(width: nil, height: nil)).width }.max() ?? 0
            guard offered != nil else { return (ideal, ideal, ideal) }
            let least = members.map { $0.1.sizeThatFits(LayoutProposal(width: 0, height: nil)).width }.max() ?? 0
            let most = members.map { $0.1.sizeThatFits(LayoutProposal(width: .infinity, height: nil)).width }.max() ?? 0
            return (ideal, least, max(least, most))
        }
        // A cell spanning columns wider than they are together widens each of them by an equal part.
        for (cell, subview) in zip(cells, subviews)
        where cell.span > 1 && !cell.spansAll && !cell.unsized.contains(.horizontal) {
            let covered = Array(cell.column..<min(cell.column + cell.span, columnCount))
            guard !covered.isEmpty else { continue }
            let spacing = horizontalSpacing * Double(covered.count - 1)
            let ideal = subview.sizeThatFits(LayoutProposal(width: nil, height: nil)).width
            let excess = ideal - spacing - covered.map { ranges[$0].ideal }.reduce(0, +)
            guard excess > 0 else { continue }
            for column in covered {
                ranges[column].ideal += excess / Double(covered.count)
                ranges[column].most = max(ranges[column].most, ranges[column].ideal)
            }
        }
        guard let offered else { return ranges.map(\.ideal) }
        return share(offered - horizontalSpacing * Double(max(0, columnCount - 1)), ranges.map { ($0.least, $0.most) })
    }

    /// Each row's height for the cells' widths, shared out of `offered` as the columns share the width.
    private func rowHeights(_ offered: Double?, columns: [Double], width: Double, _ subviews: [any CustomLayoutSubview])
        -> [Double]
    {
        let ranges = rowAlignments.indices.map { row -> (ideal: Double, least: Double, most: Double) in
            let members = zip(cells, subviews).filter { $0.0.row == row && !$0.0.unsized.contains(.vertical) }
            let measure = { (height: Double?) in
                members.map {
                    $0.1.sizeThatFits(
                        LayoutProposal(width: self.cellWidth($0.0, columns: columns, width: width), height: height)
                    ).height
                }.max() ?? 0
            }
            let ideal = measure(nil)
            guard offered != nil else { return (ideal, ideal, ideal) }
            let least = measure(0)
            return (ideal, least, max(least, measure(.infinity)))
        }
        guard let offered else { return ranges.map(\.ideal) }
        return share(
            offered - verticalSpacing * Double(max(0, rowAlignments.count - 1)), ranges.map { ($0.least, $0.most) })
    }

    /// The width of the widest view outside a `GridRow`, which the grid is at least as wide as.
    private func spanningWidth(_ offered: Double?, _ subviews: [any CustomLayoutSubview]) -> Double {
        zip(cells, subviews).filter { $0.0.spansAll && !$0.0.unsized.contains(.horizontal) }
            .map { $0.1.sizeThatFits(LayoutProposal(width: offered, height: nil)).width }.max() ?? 0
    }

    private func cellWidth(_ cell: Cell, columns: [Double], width: Double) -> Double {
        if cell.spansAll { return width }
        let covered = columns.dropFirst(cell.column).prefix(cell.span)
        return covered.reduce(0, +) + horizontalSpacing * Double(max(0, covered.count - 1))
    }

    /// `length` shared as a stack shares it: the least flexible part first, each offered an equal share of what
    /// is left and taking it within its least and most.
    private func share(_ length: Double, _ ranges: [(least: Double, most: Double)]) -> [Double] {
        var result = [Double](repeating: 0, count: ranges.count)
        var left = max(0, length)
        var remaining = ranges.count
        for index in ranges.indices.sorted(by: {
            ranges[$0].most - ranges[$0].least < ranges[$1].most - ranges[$1].least
        }) {
            let offer = left / Double(remaining)
            result[index] = min(max(offer, ranges[index].least), ranges[index].most)
            left = max(0, left - result[index])
            remaining -= 1
        }
        return result
    }

    private func total(_ lengths: [Double], _ spacing: Double) -> Double {
        lengths.reduce(0, +) + spacing * Double(max(0, lengths.count - 1))
    }
}
