import PreviewViews
import Testing

@testable import PreviewInterpreter

/// `Grid`'s layout: cells line up in columns as wide as their widest cell, spans cover columns, and cells sit in
/// their space by the anchor, column and row alignments.
struct GridLayoutTests {
    /// A subview of a fixed size (or flexible along an axis up to `maximum`) that records where it is placed.
    final class Box: CustomLayoutSubview {
        let node: ViewNode
        let size: Size
        let flexible: Bool
        var placed: (position: Point, anchor: UnitPoint, proposal: LayoutProposal)?

        init(_ node: ViewNode, width: Double, height: Double, flexible: Bool = false) {
            self.node = node
            self.size = Size(width: width, height: height)
            self.flexible = flexible
        }

        var priority: Double { 0 }

        func sizeThatFits(_ proposal: LayoutProposal) -> Size {
            guard flexible else { return size }
            return Size(width: proposal.width.map { $0.isFinite ? $0 : 1000 } ?? size.width, height: size.height)
        }

        func place(at position: Point, anchor: UnitPoint, proposal: LayoutProposal) {
            placed = (position, anchor, proposal)
        }

        /// The frame it was placed in, at its size for the proposal it was placed with.
        var frame: Rect? {
            guard let placed else { return nil }
            let size = sizeThatFits(placed.proposal)
            return Rect(
                x: placed.position.x - placed.anchor.x * size.width,
                y: placed.position.y - placed.anchor.y * size.height, width: size.width, height: size.height)
        }
    }

    static func row(_ cells: ViewNode..., alignment: VerticalAlignment? = nil) -> ViewNode {
        .layoutValue(
            LayoutValue(key: GridAlgorithm.rowKey, value: alignment as Any, description: "row"),
            .stack(axis: .horizontal, alignment: .center, spacing: nil, children: cells))
    }

    static func cell(_ name: String, _ marks: (String, Any)...) -> ViewNode {
        marks.reduce(ViewNode.text(name)) { node, mark in
            .layoutValue(LayoutValue(key: mark.0, value: mark.1, description: "\(mark.1)"), node)
        }
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndCellsAreCentredInThem() throws {
        let grid = GridAlgorithm(
            rows: [Self.row(Self.cell("a"), Self.cell("bb")), Self.row(Self.cell("ccc"), Self.cell("d"))],
            alignment: .center, horizontalSpacing: 10, verticalSpacing: 5)
        let boxes = [
            Box(grid.cellNodes[0], width: 20, height: 10), Box(grid.cellNodes[1], width: 40, height: 10),
            Box(grid.cellNodes[2], width: 60, height: 20), Box(grid.cellNodes[3], width: 10, height: 10),
        ]
        let size = try grid.sizeThatFits(proposal: LayoutProposal(width: nil, height: nil), subviews: boxes)
        #expect(size == Size(width: 60 + 10 + 40, height: 10 + 5 + 20))
        try grid.placeSubviews(
            in: Rect(x: 0, y: 0, width: size.width, height: size.height),
            proposal: LayoutProposal(width: nil, height: nil), subviews: boxes)
        #expect(boxes[0].frame == Rect(x: 20, y: 0, width: 20, height: 10), "centred in the first column")
        #expect(boxes[1].frame == Rect(x: 70, y: 0, width: 40, height: 10))
        #expect(boxes[2].frame == Rect(x: 0, y: 15, width: 60, height: 20))
        #expect(boxes[3].frame == Rect(x: 85, y: 20, width: 10, height: 10), "centred in its row's height too")
    }

    @Test func spansAnchorsAndColumnAlignment() throws {
        let grid = GridAlgorithm(
            rows: [
                Self.row(Self.cell("a", ("gridColumnAlignment", HorizontalAlignment.leading)), Self.cell("b")),
                Self.row(Self.cell("wide", ("gridCellColumns", 2), ("gridCellAnchor", UnitPoint.trailing))),
                Self.row(Self.cell("c"), Self.cell("d")),
            ],
            alignment: .center, horizontalSpacing: 0, verticalSpacing: 0)
        let boxes = [
            Box(grid.cellNodes[0], width: 10, height: 10), Box(grid.cellNodes[1], width: 30, height: 10),
            Box(grid.cellNodes[2], width: 20, height: 10),
            Box(grid.cellNodes[3], width: 40, height: 10), Box(grid.cellNodes[4], width: 30, height: 10),
        ]
        let size = try grid.sizeThatFits(proposal: LayoutProposal(width: nil, height: nil), subviews: boxes)
        #expect(size == Size(width: 70, height: 30))
        try grid.placeSubviews(
            in: Rect(x: 0, y: 0, width: 70, height: 30), proposal: LayoutProposal(width: nil, height: nil),
            subviews: boxes)
        #expect(boxes[0].frame?.minX == 0, "the column's cells are leading")
        #expect(
            boxes[2].frame == Rect(x: 50, y: 10, width: 20, height: 10), "spans both columns, at its trailing anchor")
        #expect(boxes[4].frame?.minX == 40)
    }

    @Test func aSpanningCellWiderThanItsColumnsWidensThem() throws {
        let grid = GridAlgorithm(
            rows: [Self.row(Self.cell("a"), Self.cell("b")), Self.row(Self.cell("wide", ("gridCellColumns", 2)))],
            alignment: .center, horizontalSpacing: 10, verticalSpacing: 0)
        let boxes = [
            Box(grid.cellNodes[0], width: 10, height: 10), Box(grid.cellNodes[1], width: 20, height: 10),
            Box(grid.cellNodes[2], width: 100, height: 10),
        ]
        let size = try grid.sizeThatFits(proposal: LayoutProposal(width: nil, height: nil), subviews: boxes)
        #expect(size.width == 100, "the 60 points the columns lack are shared between them")
        try grid.placeSubviews(
            in: Rect(x: 0, y: 0, width: 100, height: 20), proposal: LayoutProposal(width: nil, height: nil),
            subviews: boxes)
        #expect(boxes[0].frame?.minX == 15, "centred in a 40-point column")
        #expect(boxes[1].frame?.minX == 65, "centred in a 50-point column after the spacing")
    }

    @Test func aViewOutsideARowSpansTheGridAndFlexibleColumnsShareTheOffer() throws {
        let grid = GridAlgorithm(
            rows: [Self.row(Self.cell("a"), Self.cell("flex")), .text("divider")],
            alignment: .center, horizontalSpacing: 0, verticalSpacing: 0)
        let boxes = [
            Box(grid.cellNodes[0], width: 50, height: 10),
            Box(grid.cellNodes[1], width: 10, height: 10, flexible: true),
            Box(grid.cellNodes[2], width: 10, height: 1, flexible: true),
        ]
        let proposal = LayoutProposal(width: 300, height: nil)
        let size = try grid.sizeThatFits(proposal: proposal, subviews: boxes)
        #expect(size.width == 300)
        try grid.placeSubviews(
            in: Rect(x: 0, y: 0, width: 300, height: size.height), proposal: proposal, subviews: boxes)
        #expect(
            boxes[1].frame == Rect(x: 50, y: 0, width: 250, height: 10),
            "the flexible column takes what the fixed one leaves")
        #expect(boxes[2].frame == Rect(x: 0, y: 10, width: 300, height: 1))
    }

    @Test func gridInAPreviewIsLaidOutByTheGrid() throws {
        let fixture = try InterpreterFixture(
            body: """
                Grid(horizontalSpacing: 4) {
                    GridRow {
                        Text("a")
                        Text("b").gridColumnAlignment(.trailing)
                    }
                    GridRow(alignment: .top) {
                        Text("wide").gridCellColumns(2).gridCellAnchor(.leading)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.hasPrefix("Layout Grid"), "\(dump)")
        #expect(dump.contains("layoutValue gridCellColumns=2"), "\(dump)")
    }
}
