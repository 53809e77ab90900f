import PreviewLayout
import PreviewTestSupport
import PreviewViews
import Testing

/// The layout stage's side of a project's `Layout`: what it hands the algorithm, and how it places, draws and
/// fails, with algorithms written here instead of interpreted.
@Suite struct CustomLayoutElementTests {
    /// Places subview `i` with its `anchor` at `positions[i]` (relative to the bounds), offering `proposal`; sizes
    /// itself `size`; records what it was asked.
    final class Scripted: CustomLayoutAlgorithm, @unchecked Sendable {
        let name = "Scripted"
        var size = Size(width: 100, height: 60)
        var positions: [Point] = []
        var anchor = UnitPoint.topLeading
        var proposal = LayoutProposal(width: nil, height: nil)
        var failure: String?
        private(set) var proposals: [LayoutProposal] = []
        private(set) var measured: [Size] = []

        func sizeThatFits(proposal: LayoutProposal, subviews: [any CustomLayoutSubview]) throws -> Size {
            if let failure { throw CustomLayoutFailure(failure) }
            proposals.append(proposal)
            measured = subviews.map { $0.sizeThatFits(LayoutProposal(width: nil, height: nil)) }
            return size
        }

        func placeSubviews(in bounds: Rect, proposal: LayoutProposal, subviews: [any CustomLayoutSubview]) throws {
            for (subview, position) in zip(subviews, positions) {
                subview.place(
                    at: Point(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: anchor,
                    proposal: self.proposal)
            }
        }
    }

    static let bars: [ViewNode] = [
        .frame(FrameSpec(width: 30, height: 10), .color(.system(.red))),
        .frame(FrameSpec(width: 20, height: 20), .color(.system(.blue))),
    ]

    func fills(_ root: ViewNode) -> [Rect] {
        LayoutEngine(measurer: FakeTextMeasurer())
            .layout(root, canvas: Size(width: 200, height: 100), safeArea: .zero, environment: EnvironmentValues())
            .items.dropFirst().compactMap { item in
                if case .fill(_, let rect, _) = item { return rect }
                return nil
            }
    }

    @Test func theLayoutIsProposedWhatItsParentOffersAndMeasuresItsSubviews() {
        let algorithm = Scripted()
        _ = fills(.customLayout(CustomLayout(algorithm), children: Self.bars))
        #expect(algorithm.proposals.first == LayoutProposal(width: 200, height: 100))
        #expect(algorithm.measured == [Size(width: 30, height: 10), Size(width: 20, height: 20)])
    }

    @Test func subviewsGoWhereTheyArePlacedByTheirAnchor() {
        let algorithm = Scripted()
        algorithm.positions = [Point(x: 0, y: 0), Point(x: 100, y: 60)]
        algorithm.anchor = .bottomTrailing
        // The layout is 100×60, centred at (50, 20); a bottom-trailing anchor puts each subview above and before
        // its point.
        #expect(fills(.customLayout(CustomLayout(algorithm), children: Self.bars)) == [
            Rect(x: 20, y: 10, width: 30, height: 10), Rect(x: 130, y: 60, width: 20, height: 20),
        ])
    }

    @Test func aSubviewTakesTheProposalItIsPlacedWithAndAnUnplacedOneSitsInTheCentre() {
        let algorithm = Scripted()
        algorithm.positions = [Point(x: 10, y: 10)]
        algorithm.proposal = LayoutProposal(width: 40, height: 40)
        let flexible: [ViewNode] = [
            .color(.system(.red)), .frame(FrameSpec(width: 20, height: 20), .color(.system(.blue))),
        ]
        #expect(
            fills(.customLayout(CustomLayout(algorithm), children: flexible)) == [
                Rect(x: 60, y: 30, width: 40, height: 40), Rect(x: 90, y: 40, width: 20, height: 20),
            ])
    }

    @Test func aLayoutThatFailsIsAPlaceholderSayingWhy() {
        let algorithm = Scripted()
        algorithm.failure = "it threw"
        let list = LayoutEngine(measurer: FakeTextMeasurer()).layout(
            .customLayout(CustomLayout(algorithm), children: Self.bars), canvas: Size(width: 200, height: 100),
            safeArea: .zero, environment: EnvironmentValues())
        #expect(list.textRect("'Scripted' failed: it threw") != nil)
        #expect(!list.contentFills.contains { $0.rect.size == Size(width: 30, height: 10) })
    }
}
