import PreviewModel
import PreviewRender
import Testing

@testable import PreviewPipeline

/// `MeshGradient` (iOS 18) as a view and as a shape style: each point's colour at its point, colours blended between
/// them, the background where the grid does not reach.
@Suite struct MeshGradientRenderTests {
    func pixels(_ body: String) throws -> (color: (Double, Double) -> RGBA8, messages: [String]) {
        let output = try FixedLayoutPreview.render(body, width: 100, height: 100)
        let image = try decodePNG(try #require(output.image).png)
        let scale = Double(image.width / 100)
        return ({ x, y in image.pixel(x: Int(x * scale), y: Int(y * scale)) }, output.diagnostics.map(\.message))
    }

    /// Whether `pixel` is within `tolerance` of `expected` in every channel.
    func near(_ pixel: RGBA8, _ expected: (Int, Int, Int), tolerance: Int = 14) -> Bool {
        abs(Int(pixel.red) - expected.0) <= tolerance && abs(Int(pixel.green) - expected.1) <= tolerance
            && abs(Int(pixel.blue) - expected.2) <= tolerance
    }

    // iOS's light system colours (Color.red, .blue, .green, .yellow).
    let red = (255, 59, 48), blue = (0, 122, 255), green = (52, 199, 89), yellow = (255, 204, 0)

    @Test func aTwoByTwoMeshHasEachColourAtItsCornerAndTheirMeanInTheMiddle() throws {
        let (color, messages) = try pixels(
            """
            MeshGradient(
                width: 2, height: 2,
                points: [SIMD2<Float>(0, 0), SIMD2<Float>(1, 0), SIMD2<Float>(0, 1), SIMD2<Float>(1, 1)],
                colors: [.red, .blue, .green, .yellow])
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(near(color(1, 1), red), "\(color(1, 1))")
        #expect(near(color(99, 1), blue), "\(color(99, 1))")
        #expect(near(color(1, 99), green), "\(color(1, 99))")
        #expect(near(color(99, 99), yellow), "\(color(99, 99))")
        // Bilinear in the middle: the four colours' mean.
        let mean = ((255 + 0 + 52 + 255) / 4, (59 + 122 + 199 + 204) / 4, (48 + 255 + 89 + 0) / 4)
        #expect(near(color(50, 50), mean, tolerance: 6), "\(color(50, 50)) is not \(mean)")
        // Halfway down the leading edge: red and green evenly.
        #expect(near(color(1, 50), ((255 + 52) / 2, (59 + 199) / 2, (48 + 89) / 2)), "\(color(1, 50))")
    }

    @Test func aMeshFillsAShapeWithArrayLiteralPoints() throws {
        let (color, messages) = try pixels(
            """
            Circle()
                .fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                   colors: [.blue, .blue, .blue, .blue]))
                .frame(width: 100, height: 100)
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(near(color(50, 50), blue), "\(color(50, 50))")
        #expect(near(color(3, 3), (255, 255, 255)), "outside the circle: \(color(3, 3))")
    }

    @Test func theBackgroundShowsWhereTheGridDoesNotReach() throws {
        let (color, messages) = try pixels(
            """
            MeshGradient(
                width: 2, height: 2,
                points: [.init(0.25, 0.25), .init(0.75, 0.25), .init(0.25, 0.75), .init(0.75, 0.75)],
                colors: [.red, .red, .red, .red], background: .yellow)
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(near(color(50, 50), red), "\(color(50, 50))")
        #expect(near(color(10, 10), yellow), "\(color(10, 10))")
    }

    @Test func aMovedInnerPointBendsTheColoursTowardsIt() throws {
        // The middle row is blue; its middle point moved up to 0.2 pulls blue up the centre line, not the edges.
        let (color, messages) = try pixels(
            """
            MeshGradient(
                width: 3, height: 3,
                points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                colors: [.red, .red, .red, .blue, .blue, .blue, .red, .red, .red], smoothsColors: false)
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(near(color(50, 20), blue), "\(color(50, 20))")
        // At the leading edge the same height is still less than halfway from red to blue.
        #expect(Int(color(2, 20).blue) < 170, "\(color(2, 20))")
    }

    @Test func aGridWithTooFewPointsIsReported() throws {
        let (_, messages) = try pixels(
            "MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue])")
        #expect(messages.contains { $0.contains("3×3 mesh gradient needs 9 points") }, "\(messages)")
    }
}
