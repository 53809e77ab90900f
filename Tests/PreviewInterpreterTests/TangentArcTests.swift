import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `Path.addArc(tangent1End:tangent2End:radius:)`: a line to where the circle touches the first line, then the
/// shorter arc to where it touches the second, as Core Graphics draws it.
@Suite struct TangentArcTests {
    private func elements(_ body: String) throws -> [PathElement] {
        let evaluation = try InterpreterFixture(body: body).evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        var found: [PathElement]?
        func visit(_ node: ViewNode) -> ViewNode {
            if found == nil, case .shape(let shape, _) = node,
                case .path(let elements, _) = shape.resolved(in: Size(width: 100, height: 100))
            {
                found = elements
            }
            return node.mappingChildren(visit)
        }
        _ = visit(evaluation.root)
        return try #require(found)
    }

    @Test func aCornerIsRoundedBetweenItsTwoLines() throws {
        let path = try elements(
            """
            Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
                path.addLine(to: CGPoint(x: 100, y: 100))
            }
            .stroke(.black)
            """)
        #expect(path.count == 4, "\(path)")
        #expect(path[1] == .line(Point(x: 80, y: 0)))
        guard case .arc(let center, let radius, let start, let end, let clockwise) = path[2] else {
            Issue.record("\(path[2]) is not an arc")
            return
        }
        // A quarter turn around (80, 20) from straight up to straight right: clockwise on the screen.
        #expect(abs(center.x - 80) < 1e-9 && abs(center.y - 20) < 1e-9 && radius == 20)
        #expect(abs(start + .pi / 2) < 1e-9 && abs(end) < 1e-9 && !clockwise)
    }

    @Test func pointsOnOneLineGiveALine() throws {
        let path = try elements(
            """
            Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 20)
            }
            .stroke(.black)
            """)
        #expect(path == [.move(Point(x: 0, y: 0)), .line(Point(x: 50, y: 0))], "\(path)")
    }

    /// `addRelativeArc(center:radius:startAngle:delta:)` turns `delta` from its start: the arc `addArc` draws to the
    /// angle it reaches, the way increasing angles turn for a positive delta and back for a negative one.
    @Test func aRelativeArcTurnsByItsDelta() throws {
        func arc(_ call: String) throws -> [PathElement] {
            try elements("Path { path in path.\(call) }.stroke(.black)")
        }
        // (start, delta) against the absolute arc to start + delta, turning back for a negative delta.
        for (start, delta) in [(0, 90), (90, -90)] {
            let center = "center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(\(start))"
            let relative = try arc("addRelativeArc(\(center), delta: .degrees(\(delta)))")
            let absolute = try arc(
                "addArc(\(center), endAngle: .degrees(\(start + delta)), clockwise: \(delta < 0))")
            #expect(relative == absolute && !relative.isEmpty, "\(relative) \(absolute)")
        }
    }
}
