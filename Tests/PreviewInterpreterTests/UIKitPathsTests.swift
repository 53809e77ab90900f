import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `UIBezierPath` in a `Shape`'s `path(in:)`, rounded rectangles as paths, and `Path` values used as views.
@Suite struct UIKitPathsTests {
    private static let roundedCorner = """
        struct RoundedCorner: Shape {
            var radius: CGFloat = .infinity
            var corners: UIRectCorner = .allCorners
            func path(in rect: CGRect) -> Path {
                let path = UIBezierPath(
                    roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
                return Path(path.cgPath)
            }
        }
        """

    /// The elements of every path shape in the evaluated tree; a project's shape as layout would draw it in a
    /// 100×40 rectangle.
    private func paths(_ fixture: InterpreterFixture) throws -> [[PathElement]] {
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        return shapes(in: evaluation.root).compactMap {
            if case .path(let elements, _) = $0.resolved(in: Size(width: 100, height: 40)) { return elements }
            return nil
        }
    }

    /// Every shape of a view tree, in order.
    private func shapes(in root: ViewNode) -> [ShapePath] {
        var found: [ShapePath] = []
        func visit(_ node: ViewNode) -> ViewNode {
            if case .shape(let shape, _) = node { found.append(shape) }
            return node.mappingChildren(visit)
        }
        _ = visit(root)
        return found
    }

    /// The arcs of a path, one per rounded corner: (centre, start angle in quarter turns).
    private func arcs(_ elements: [PathElement]) -> [(center: Point, quarter: Double)] {
        elements.compactMap {
            if case .arc(let center, _, let start, _, _) = $0 { return (center, (start / (.pi / 2)).rounded()) }
            return nil
        }
    }

    @Test func onlyTheNamedCornersAreRounded() throws {
        let fixture = try InterpreterFixture(
            body: """
                RoundedCorner(radius: 12, corners: [.topLeft, .bottomRight]).fill(.blue).frame(width: 100, height: 40)
                """,
            declarations: Self.roundedCorner)
        let corners = arcs(try #require(try paths(fixture).first))
        // The top left corner's arc starts at the left edge (half a turn), the bottom right's at the bottom edge.
        #expect(corners.map(\.quarter).sorted() == [0, 2], "\(corners)")
        let all = try InterpreterFixture(
            body: "RoundedCorner(radius: 12).fill(.blue).frame(width: 100, height: 40)",
            declarations: Self.roundedCorner)
        // `.infinity` is clamped to half the shorter side, as UIKit does: every corner is a quarter circle.
        #expect(arcs(try #require(try paths(all).first)).count == 4)
    }

    @Test func aBezierPathBuiltStepByStepDrawsItsArc() throws {
        let fixture = try InterpreterFixture(
            body: "Wedge().fill(.orange).frame(width: 100, height: 100)",
            declarations: """
                struct Wedge: Shape {
                    func path(in rect: CGRect) -> Path {
                        let bezier = UIBezierPath()
                        bezier.move(to: CGPoint(x: rect.midX, y: rect.midY))
                        bezier.addArc(withCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                                      startAngle: 0, endAngle: .pi / 2, clockwise: true)
                        bezier.close()
                        return Path(bezier.cgPath)
                    }
                }
                """)
        let elements = try #require(try paths(fixture).first)
        // UIKit's clockwise from 0 to a quarter turn is the bottom right quarter: a `Path` arc drawn the other way.
        guard case .arc(_, _, 0, let end, false)? = elements.first(where: { if case .arc = $0 { true } else { false } })
        else { Issue.record("no arc drawn clockwise on the screen: \(elements)"); return }
        #expect(abs(end - .pi / 2) < 1e-9)
        #expect(elements.last == .close)
    }

    @Test func aPathIsAShapeFilledLikeAnyOther() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 10)
                    .fill(.green)
                    .frame(width: 80, height: 40)
                Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: 0)
            }
            """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("fill green"), "\(dump)")
        let found = try paths(fixture)
        #expect(arcs(try #require(found.first)).count == 4)
        // A path used as a view is filled, as every shape is; `offsetBy` moves it.
        #expect(dump.contains("Path(1 elements) fill foreground"), "\(dump)")
        #expect(found.last == [.rect(Rect(x: 5, y: 0, width: 10, height: 10))])
    }

    @Test func aProjectShapeIsAskedForItsPathAtTheSizeItIsDrawn() throws {
        let fixture = try InterpreterFixture(
            body: "RoundedCorner(radius: 10, corners: .allCorners).fill(.blue)", declarations: Self.roundedCorner)
        let evaluation = try fixture.evaluate()
        guard case .shape(let shape, _) = evaluation.root else { Issue.record("\(evaluation.root.dump)"); return }
        // A corner radius in points stays 10 points at any size, where a path scaled from one size would stretch it.
        for size in [Size(width: 100, height: 40), Size(width: 390, height: 600)] {
            guard case .path(let elements, let reference) = shape.resolved(in: size) else {
                Issue.record("no outline")
                continue
            }
            #expect(reference == size)
            let radii = elements.compactMap { if case .arc(_, let radius, _, _, _) = $0 { radius } else { nil } }
            #expect(radii == [10, 10, 10, 10], "\(size): \(elements)")
        }
    }

    @Test func aShapeWhosePathFailsAtTheSizeItIsDrawnIsReported() throws {
        let fixture = try InterpreterFixture(
            body: "Broken().fill(.blue)",
            declarations: """
                struct Broken: Shape {
                    func path(in rect: CGRect) -> Path {
                        if rect.width > 50 { fatalError("too wide") }
                        return Path(rect)
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        guard case .shape(let shape, _) = evaluation.root else {
            Issue.record("\(evaluation.root.dump)")
            return
        }
        #expect(
            shape.resolved(in: Size(width: 40, height: 40))
                == .path([.rect(Rect(x: 0, y: 0, width: 40, height: 40))], reference: Size(width: 40, height: 40)))
        #expect(evaluation.layoutDiagnostics.all.isEmpty)
        _ = shape.resolved(in: Size(width: 100, height: 40))
        #expect(
            evaluation.layoutDiagnostics.all.contains { $0.message.contains("too wide") },
            "\(evaluation.layoutDiagnostics.all)")
    }

    @Test func shapesWhosePathNeverEndsShareOneTimeBudget() throws {
        let fixture = try InterpreterFixture(
            body: "VStack { ForEach(0..<100) { _ in Spin().frame(width: 10, height: 10) } }",
            declarations: """
                struct Spin: Shape {
                    func path(in rect: CGRect) -> Path {
                        var turns = 0
                        while true { turns += 1 }
                        return Path(rect)
                    }
                }
                """)
        let budget = PreviewInterpreter.Budget(steps: 20_000, seconds: 0.05)
        let evaluation = try fixture.evaluate(budget: budget)
        let drawn = shapes(in: evaluation.root)
        #expect(drawn.count == 100)
        // Each path runs out of its steps; once their time together passes the evaluation's budget, the rest are
        // drawn empty at once, and the preview says so.
        for shape in drawn { _ = shape.resolved(in: Size(width: 10, height: 10)) }
        let messages = evaluation.layoutDiagnostics.all.map(\.message)
        #expect(
            messages.contains { $0.hasPrefix("the project's layout and shape code used up its time") }, "\(messages)")
    }
}

