import Foundation
import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// A project's own `Layout`, laid out by evaluating its `sizeThatFits` and `placeSubviews`: each fixture is a layout
/// written as projects write them, a canvas that is its proposal, and the frame every subview must land in.
@Suite struct CustomLayoutTests {
    /// The sample food truck's flow layout, as the project has it.
    static let flowLayout = """
        import SwiftUI

        struct FlowLayout: Layout {
            var alignment: Alignment = .center
            var spacing: CGFloat?

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                FlowResult(in: proposal.replacingUnspecifiedDimensions().width, subviews: subviews, spacing: spacing)
                    .bounds
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                let result = FlowResult(
                    in: proposal.replacingUnspecifiedDimensions().width, subviews: subviews, spacing: spacing)
                for row in result.rows {
                    let rowXOffset = (bounds.width - row.frame.width) * alignment.horizontal.percent
                    for index in row.range {
                        let xPos =
                            rowXOffset + row.frame.minX + row.xOffsets[index - row.range.lowerBound] + bounds.minX
                        let rowYAlignment = (row.frame.height - subviews[index].sizeThatFits(.unspecified).height) *
                            alignment.vertical.percent
                        let yPos = row.frame.minY + rowYAlignment + bounds.minY
                        subviews[index].place(
                            at: CGPoint(x: xPos, y: yPos), anchor: .topLeading, proposal: .unspecified)
                    }
                }
            }

            struct FlowResult {
                var bounds = CGSize.zero
                var rows = [Row]()

                struct Row {
                    var range: Range<Int>
                    var xOffsets: [Double]
                    var frame: CGRect
                }

                init(in maxPossibleWidth: Double, subviews: Subviews, spacing: CGFloat?) {
                    var itemsInRow = 0
                    var remainingWidth = maxPossibleWidth.isFinite ? maxPossibleWidth : .greatestFiniteMagnitude
                    var rowMinY = 0.0
                    var rowHeight = 0.0
                    var xOffsets: [Double] = []
                    for (index, subview) in zip(subviews.indices, subviews) {
                        let idealSize = subview.sizeThatFits(.unspecified)
                        if index != 0 && widthInRow(index: index, idealWidth: idealSize.width) > remainingWidth {
                            finalizeRow(index: max(index - 1, 0), idealSize: idealSize)
                        }
                        addToRow(index: index, idealSize: idealSize)
                        if index == subviews.count - 1 {
                            finalizeRow(index: index, idealSize: idealSize)
                        }
                    }

                    func spacingBefore(index: Int) -> Double {
                        guard itemsInRow > 0 else { return 0 }
                        return spacing
                            ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
                    }

                    func widthInRow(index: Int, idealWidth: Double) -> Double {
                        idealWidth + spacingBefore(index: index)
                    }

                    func addToRow(index: Int, idealSize: CGSize) {
                        let width = widthInRow(index: index, idealWidth: idealSize.width)
                        xOffsets.append(maxPossibleWidth - remainingWidth + spacingBefore(index: index))
                        remainingWidth -= width
                        rowHeight = max(rowHeight, idealSize.height)
                        itemsInRow += 1
                    }

                    func finalizeRow(index: Int, idealSize: CGSize) {
                        let rowWidth = maxPossibleWidth - remainingWidth
                        rows.append(
                            Row(range: index - max(itemsInRow - 1, 0) ..< index + 1, xOffsets: xOffsets,
                                frame: CGRect(x: 0, y: rowMinY, width: rowWidth, height: rowHeight)))
                        bounds.width = max(bounds.width, rowWidth)
                        let ySpacing = spacing ?? ViewSpacing().distance(to: ViewSpacing(), along: .vertical)
                        bounds.height += rowHeight + (rows.count > 1 ? ySpacing : 0)
                        rowMinY += rowHeight + ySpacing
                        itemsInRow = 0
                        rowHeight = 0
                        xOffsets.removeAll()
                        remainingWidth = maxPossibleWidth
                    }
                }
            }
        }

        private extension HorizontalAlignment {
            var percent: Double {
                switch self {
                case .leading: return 0
                case .trailing: return 1
                default: return 0.5
                }
            }
        }

        private extension VerticalAlignment {
            var percent: Double {
                switch self {
                case .top: return 0
                case .bottom: return 1
                default: return 0.5
                }
            }
        }

        """

    /// Five bars of these widths, 20 points tall, as the subviews of the layout under test.
    static let bars =
        "ForEach([60, 90, 40, 120, 70], id: \\.self) { width in Color.blue.frame(width: CGFloat(width), height: 20) }"

    /// The rectangles filled on a 200×100 canvas (no safe area) by the preview `body`, after the project's `files`.
    func filledRects(_ body: String, files: [String: String] = ["FlowLayout.swift": flowLayout]) throws -> [Rect] {
        let folder = try ProjectFolder(
            files.merging(["Screen.swift": "import SwiftUI\n\n#Preview {\n\(body)\n}\n"]) { $1 })
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let evaluation = PreviewInterpreter(project: project).evaluate(preview, environment: EnvironmentValues())
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        let list = LayoutEngine(measurer: FakeTextMeasurer()).layout(
            evaluation.root, canvas: Size(width: 200, height: 100), safeArea: .zero, environment: EnvironmentValues())
        #expect(evaluation.layoutDiagnostics.all.isEmpty, "\(evaluation.layoutDiagnostics.all)")
        return list.items.dropFirst().compactMap { item in
            if case .fill(_, let rect, _) = item { return rect }
            return nil
        }
    }

    @Test func aFlowLayoutWrapsItsSubviewsIntoRowsOfTheWidthItIsOffered() throws {
        // Rows of 60+10+90, 40+10+120 and 70: 170×80 in all, centred on the 200×100 canvas at (15, 10).
        let rects = try filledRects("FlowLayout(alignment: .leading, spacing: 10) { \(Self.bars) }")
        #expect(rects == [
            Rect(x: 15, y: 10, width: 60, height: 20), Rect(x: 85, y: 10, width: 90, height: 20),
            Rect(x: 15, y: 40, width: 40, height: 20), Rect(x: 65, y: 40, width: 120, height: 20),
            Rect(x: 15, y: 70, width: 70, height: 20),
        ])
    }

    @Test func theLayoutsAlignmentAndTheSystemSpacingAreTheProjectsToUse() throws {
        // No spacing: the system spacing (8) between subviews and rows. Centred rows: 60+8+90 = 158 and
        // 40+8+120 = 168 wide, 70 alone; the layout is 168×76, at (16, 12).
        let rects = try filledRects("FlowLayout { \(Self.bars) }")
        #expect(rects == [
            Rect(x: 21, y: 12, width: 60, height: 20), Rect(x: 89, y: 12, width: 90, height: 20),
            Rect(x: 16, y: 40, width: 40, height: 20), Rect(x: 64, y: 40, width: 120, height: 20),
            Rect(x: 65, y: 68, width: 70, height: 20),
        ])
    }

    @Test func aLayoutValueIsCalledWithItsContentLater() throws {
        let rects = try filledRects("""
            let layout = AnyLayout(FlowLayout(alignment: .leading, spacing: 10))
            return layout { \(Self.bars) }
            """)
        #expect(rects.count == 5)
        #expect(rects.last == Rect(x: 15, y: 70, width: 70, height: 20))
    }

    @Test func aLayoutInAnotherLayoutsSubviewRunsItsOwnCodeToo() throws {
        // The inner flow is one 60-point bar; the outer row is 60+10+90 = 160×20, centred at (20, 40).
        let rects = try filledRects("""
            FlowLayout(alignment: .leading, spacing: 10) {
                FlowLayout(alignment: .leading, spacing: 10) { Color.red.frame(width: 60, height: 20) }
                Color.blue.frame(width: 90, height: 20)
            }
            """)
        #expect(rects == [Rect(x: 20, y: 40, width: 60, height: 20), Rect(x: 90, y: 40, width: 90, height: 20)])
    }

    @Test func aGridLayoutValueLaysItsRowsOutAsAGridDoes() throws {
        let rows = """
            GridRow { Color.red.frame(width: 60, height: 20); Color.blue.frame(width: 20, height: 20) }
            GridRow { Color.green.frame(width: 30, height: 30); Color.orange.frame(width: 50, height: 10) }
            """
        let grid = try filledRects("Grid(horizontalSpacing: 4, verticalSpacing: 6) { \(rows) }")
        let value = try filledRects(
            "let layout = AnyLayout(GridLayout(horizontalSpacing: 4, verticalSpacing: 6))\nreturn layout { \(rows) }")
        #expect(grid.count == 4)
        #expect(value == grid)
    }

    /// A layout with a cache, layout values, anchors and proposals of its own: it stacks its subviews diagonally
    /// in the order of their rank, each offered a square of the cell's size.
    static let rankedLayout = """
        import SwiftUI

        struct Rank: LayoutValueKey {
            static let defaultValue = 0
        }

        struct RankedDiagonal: Layout {
            var cell: CGFloat = 30

            struct Cache {
                var order: [Int]
            }

            func makeCache(subviews: Subviews) -> Cache {
                Cache(order: subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] })
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                let side = cell * CGFloat(subviews.count)
                return CGSize(width: side, height: side)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                for (position, index) in cache.order.enumerated() {
                    let center = CGPoint(
                        x: bounds.minX + cell * (CGFloat(position) + 0.5),
                        y: bounds.minY + cell * (CGFloat(position) + 0.5))
                    subviews[index].place(
                        at: center, anchor: .center, proposal: ProposedViewSize(width: cell, height: cell))
                }
            }
        }

        """

    @Test func aLayoutReadsLayoutValuesKeepsACacheAndPlacesByAnchor() throws {
        let rects = try filledRects(
            """
            RankedDiagonal {
                Color.red.layoutValue(key: Rank.self, value: 2)
                Color.green.frame(width: 10, height: 10)
                Color.blue.layoutValue(key: Rank.self, value: 1)
            }
            """, files: ["Ranked.swift": Self.rankedLayout])
        // 90×90 centred at (55, 5): green (rank 0) first, a 10-point square centred in the first 30-point cell;
        // blue in the second cell, red in the third, each filling the 30×30 it is offered.
        #expect(rects == [
            Rect(x: 115, y: 65, width: 30, height: 30), Rect(x: 65, y: 15, width: 10, height: 10),
            Rect(x: 85, y: 35, width: 30, height: 30),
        ])
    }

    @Test func aLayoutThatNeverFinishesFailsItsOwnViewWithADiagnostic() throws {
        let runaway = """
            import SwiftUI

            struct Runaway: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var width = 0.0
                    while true { width += 1 }
                    return CGSize(width: width, height: 10)
                }

                func placeSubviews(
                    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
                ) {}
            }

            """
        let folder = try ProjectFolder([
            "Runaway.swift": runaway,
            "Screen.swift":
                "import SwiftUI\n\n#Preview {\nVStack {\nText(\"Still drawn\")\nRunaway { Text(\"Never\") }\n}\n}\n",
        ])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let phone = try #require(DeviceCatalog.defaultTargets.first { $0.colorScheme == .light })
        let output = try PreviewFrameRenderer().render(
            preview, on: phone, interpreter: PreviewInterpreter(project: project))
        let texts = output.displayList.items.compactMap { item -> String? in
            if case .text(let string, _, _, _, _, _) = item { return string }
            return nil
        }
        #expect(texts.contains("Still drawn"))
        #expect(!texts.contains("Never"))
        // The step budget stops it on a quiet machine; on a loaded one the evaluation's time budget or the time all
        // layout code of the evaluation shares may run out first: each is a budget stopping it.
        let budgetStopped = { (text: String) in
            [
                "evaluation exceeded", "evaluation took longer than",
                "the project's layout and shape code used up its time",
            ].contains { text.contains("failed: " + $0) }
        }
        #expect(texts.contains { $0.hasPrefix("'Runaway' failed: ") && budgetStopped($0) }, "\(texts)")
        #expect(
            output.diagnostics.contains {
                $0.message.hasPrefix("the layout 'Runaway' failed: ") && budgetStopped($0.message)
            },
            "\(output.diagnostics)")
        #expect(output.status == .degraded)
    }
}
