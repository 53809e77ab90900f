import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `UnevenRoundedRectangle`, `RectangleCornerRadii` and `.rect(topLeadingRadius:…)`: each corner its own radius,
/// in points at the size the shape is laid out at.
@Suite struct UnevenRoundedRectangleTests {
    /// The arcs of the first shape of the evaluated tree laid out in `size`: (start angle in quarter turns, radius),
    /// sorted; a top leading corner's arc starts at the left edge (two quarters), a bottom trailing one's at the
    /// bottom edge (none).
    private func corners(_ body: String, size: Size = Size(width: 100, height: 40)) throws -> [[Double]] {
        let evaluation = try InterpreterFixture(body: body).evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        var shape: ShapePath?
        func visit(_ node: ViewNode) -> ViewNode {
            if shape == nil, case .shape(let found, _) = node { shape = found }
            if shape == nil, case .clip(let found, _) = node { shape = found }
            return node.mappingChildren(visit)
        }
        _ = visit(evaluation.root)
        guard case .path(let elements, _) = try #require(shape).resolved(in: size) else {
            Issue.record("\(String(describing: shape)) is not drawn as a path")
            return []
        }
        return elements.compactMap {
            if case .arc(_, let radius, let start, _, _) = $0 { return [(start / (.pi / 2)).rounded(), radius] }
            return nil
        }.sorted { $0[0] < $1[0] }
    }

    @Test func eachCornerHasItsOwnRadius() throws {
        let arcs = try corners("UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 6).fill(.blue)")
        #expect(arcs == [[0, 6], [2, 12]], "\(arcs)")
    }

    @Test func cornerRadiiValueAndItsMembers() throws {
        let arcs = try corners(
            """
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(bottomLeading: 4, topTrailing: 9)).fill(.blue)
            """)
        // Bottom leading starts at the bottom edge going left (one quarter), top trailing at the top edge (minus one).
        #expect(arcs == [[-1, 9], [1, 4]], "\(arcs)")
        let all = try corners("UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(5)).fill(.blue)")
        #expect(all == [[-1, 5], [0, 5], [1, 5], [2, 5]], "\(all)")
    }

    @Test func aClipShapeRoundsOnlyItsCorners() throws {
        let named = try corners("Color.green.clipShape(.rect(topLeadingRadius: 12, bottomTrailingRadius: 6))")
        #expect(named == [[0, 6], [2, 12]], "\(named)")
        let radii = try corners(
            "Color.green.clipShape(.rect(cornerRadii: RectangleCornerRadii(bottomLeading: 4, topTrailing: 9)))")
        #expect(radii == [[-1, 9], [1, 4]], "\(radii)")
    }

    @Test func aPathsRoundedRectangleTakesCornerRadii() throws {
        let arcs = try corners(
            """
            Path { path in
                path.addRoundedRect(
                    in: CGRect(x: 0, y: 0, width: 100, height: 40),
                    cornerRadii: RectangleCornerRadii(bottomLeading: 4, topTrailing: 9))
            }
            .fill(.blue)
            """)
        #expect(arcs == [[-1, 9], [1, 4]], "\(arcs)")
    }

    @Test func radiiStayInPointsAndAreClampedToHalfTheShorterSide() throws {
        let wide = try corners(
            "UnevenRoundedRectangle(topLeadingRadius: 50).fill(.blue)", size: Size(width: 300, height: 40))
        #expect(wide == [[2, 20]], "\(wide)")
        let large = try corners(
            "UnevenRoundedRectangle(topLeadingRadius: 10).fill(.blue)", size: Size(width: 300, height: 200))
        #expect(large == [[2, 10]], "\(large)")
    }
}
