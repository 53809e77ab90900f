import PreviewLayout
import PreviewModel
import PreviewPipeline
import PreviewViews
import Testing

/// `.trim(from:to:)` of a project's own shape keeps the part of the path its `path(in:)` draws, from its first point.
struct TrimmedShapeRenderTests {
    static let zigzag = """
        struct Zigzag: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                return path
            }
        }
        """

    @Test func halfOfAProjectsShapeIsItsFirstHalfByLength() throws {
        let output = try renderOnlyPreview(
            "Zigzag().trim(from: 0, to: 0.5).stroke(Color.red, lineWidth: 2).frame(width: 200, height: 100)",
            declarations: Self.zigzag)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let strokes = output.displayList.items.compactMap { item -> [PathElement]? in
            guard case .stroke(.path(let elements, _), _, _, _) = item else { return nil }
            return elements
        }
        let elements = try #require(strokes.first, "\(output.displayList.items)")
        // Two legs of equal length: half the length ends at the apex, the middle of the top edge.
        #expect(elements.first == .move(Point(x: 0, y: 100)))
        #expect(elements.last == .line(Point(x: 100, y: 0)))
    }

    @Test func aPathsTrimmedPathIsItsFirstHalfByLength() throws {
        let output = try renderOnlyPreview(
            "HalfZigzag().stroke(Color.red, lineWidth: 2).frame(width: 200, height: 100)",
            declarations: Self.zigzag + """

                struct HalfZigzag: Shape {
                    func path(in rect: CGRect) -> Path { Zigzag().path(in: rect).trimmedPath(from: 0, to: 0.5) }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let strokes = output.displayList.items.compactMap { item -> [PathElement]? in
            guard case .stroke(.path(let elements, _), _, _, _) = item else { return nil }
            return elements
        }
        #expect(strokes.first?.last == .line(Point(x: 100, y: 0)), "\(strokes)")
    }

    @Test func aRoundedRectanglesTrimIsStillReported() throws {
        let output = try renderOnlyPreview("RoundedRectangle(cornerRadius: 8).trim(from: 0, to: 0.5).stroke()")
        #expect(
            output.diagnostics.map(\.message) == [
                "'.trim(from:to:)' of this shape is not drawn yet; the whole shape is drawn"
            ])
    }
}
