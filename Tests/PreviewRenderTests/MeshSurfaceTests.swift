import PreviewLayout
import PreviewViews
import Testing

@testable import PreviewRender

/// The surface a mesh gradient is drawn as: a regular grid stays regular, and smooth colours follow a cubic that
/// passes through each point's colour.
@Suite struct MeshSurfaceTests {
    /// A `side` × `side` grid over a 90-point square, its points where `move` puts them.
    func mesh(side: Int, smooth: Bool, colors: [RGBA], move: (Point) -> Point = { $0 }) -> ResolvedMesh {
        let step = 90 / Double(side - 1)
        let points = (0..<(side * side)).map { index in
            move(Point(x: Double(index % side) * step, y: Double(index / side) * step))
        }
        return ResolvedMesh(
            width: side, height: side, points: points, colors: colors, background: RGBA(0, 0, 0, alpha: 0),
            smoothsColors: smooth, bounds: Rect(x: 0, y: 0, width: 90, height: 90))
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func aRegularGridIsCutIntoStraightEvenPatches() {
        let white = RGBA(255, 255, 255)
        let patches = MeshSurface(mesh: mesh(side: 4, smooth: true, colors: Array(repeating: white, count: 16)))
            .patches()
        // Three cells a side, four patches a cell side: a patch every 7.5 points.
        #expect(patches.count == 9 * 16)
        for patch in patches {
            for corner in patch.corners {
                #expect(close((corner.x / 7.5).rounded(), corner.x / 7.5), "\(corner)")
                #expect(close((corner.y / 7.5).rounded(), corner.y / 7.5), "\(corner)")
            }
            // Each edge's controls lie on it, a third and two thirds along: a straight, evenly parametrised edge.
            for (side, controls) in patch.controls.enumerated() {
                let start = patch.corners[side], end = patch.corners[(side + 1) % 4]
                for (control, fraction) in [(controls.0, 1.0 / 3), (controls.1, 2.0 / 3)] {
                    #expect(close(control.x, start.x + (end.x - start.x) * fraction), "\(patch)")
                    #expect(close(control.y, start.y + (end.y - start.y) * fraction), "\(patch)")
                }
            }
        }
    }

    @Test func smoothColoursPassThroughEachPointsColourAndBendBetweenThem() {
        // A row of three: black, white, black. Straight ramps would make the quarter point exactly mid-grey; the
        // cubic through all three is already lighter there.
        let black = RGBA(0, 0, 0), white = RGBA(255, 255, 255)
        let colors = [black, white, black, black, white, black, black, white, black]
        let smooth = MeshSurface(mesh: mesh(side: 3, smooth: true, colors: colors)).patches()
        let straight = MeshSurface(mesh: mesh(side: 3, smooth: false, colors: colors)).patches()
        func color(at point: Point, in patches: [MeshSurface.Patch]) -> RGBA? {
            for patch in patches {
                for (corner, color) in zip(patch.corners, patch.colors) where close(corner.x, point.x)
                    && close(corner.y, point.y)
                {
                    return color
                }
            }
            return nil
        }
        #expect(color(at: Point(x: 45, y: 0), in: smooth) == white)
        #expect(color(at: Point(x: 0, y: 0), in: smooth) == black)
        #expect(straight.count == 4)
        let quarter = color(at: Point(x: 22.5, y: 0), in: smooth)?.red ?? 0
        #expect(quarter > 0.55 && quarter <= 1, "\(quarter)")
    }

    @Test func aGridThatDoesNotMatchItsSizeHasNoPatches() {
        var broken = mesh(side: 2, smooth: true, colors: Array(repeating: RGBA(0, 0, 0), count: 4))
        broken.colors.removeLast()
        #expect(MeshSurface(mesh: broken).patches().isEmpty)
    }
}
