import PreviewLayout
import PreviewViews
import Testing

/// A `Path` used as a view is a `Shape` whose `path(in:)` is itself: it is drawn at its own points in the space
/// layout gives it, never stretched to fill that space, and takes view modifiers as any shape does.
@Suite struct PathViewRenderTests {
    /// The one path the list draws, with the rectangle it is drawn in.
    func drawnPath(_ list: DisplayList) throws -> (elements: [PathElement], reference: Size, rect: Rect) {
        let paths = list.items.compactMap { item -> ([PathElement], Size, Rect)? in
            switch item {
            case .fill(.path(let elements, let reference), let rect, _),
                .stroke(.path(let elements, let reference), let rect, _, _):
                return (elements, reference, rect)
            default: return nil
            }
        }
        let path = try #require(paths.first, "no path in \(list.items)")
        return path
    }

    @Test func aPathIsDrawnAtItsOwnPointsInALargerFrame() throws {
        let list = try cleanDisplayList(
            """
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 50, y: 20))
                path.addLine(to: CGPoint(x: 10, y: 20))
            }
            .fill(Color.red)
            .frame(width: 200, height: 100)
            """)
        let path = try drawnPath(list)
        // Drawing maps the reference rectangle onto the drawn one: the same size means one point is one point.
        #expect(path.reference == path.rect.size, "\(path)")
        #expect(path.elements.first == .move(Point(x: 10, y: 10)))
    }

    /// A path made from the reader's size and offset inward (a badge's hexagon) keeps the width its code gave it.
    @Test func aPathFromTheReadersSizeKeepsItsProportions() throws {
        let list = try cleanDisplayList(
            """
            GeometryReader { geometry in
                Path { path in
                    var width = min(geometry.size.width, geometry.size.height)
                    let xOffset = width * 0.1
                    width *= 0.8
                    path.move(to: CGPoint(x: xOffset, y: 0))
                    path.addLine(to: CGPoint(x: xOffset + width, y: 0))
                    path.addLine(to: CGPoint(x: xOffset + width, y: width))
                }
            }
            .frame(width: 300, height: 300)
            """)
        let path = try drawnPath(list)
        #expect(path.reference == path.rect.size, "\(path)")
        #expect(path.elements.contains(.line(Point(x: 270, y: 0))), "\(path.elements)")
    }

    @Test func aPathTakesAnyViewModifier() throws {
        let list = try cleanDisplayList(
            """
            Path { path in
                path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            .frame(width: 40, height: 30)
            """)
        let path = try drawnPath(list)
        #expect(path.rect.size == Size(width: 40, height: 30), "\(path)")
    }
}
