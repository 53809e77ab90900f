import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// A material frosts what is drawn behind it: the backdrop inside its shape is blurred, then tinted.
@Suite struct MaterialRenderingTests {
    private let red = RGBA(255, 0, 0), blue = RGBA(0, 0, 255)
    /// A pale tint that lets most of the backdrop through, so the blend under it can be read.
    private let tint = RGBA(255, 255, 255, alpha: 0.3)

    /// Red on the left half of a 100×60 canvas, blue on the right, and over the middle a card in `paint`.
    private func cardOverTwoColours(_ paint: ResolvedPaint, scale: Double = 2) throws -> DecodedImage {
        try renderDecoded(
            [
                .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 50, height: 60), color: red),
                .fill(.rectangle, rect: Rect(x: 50, y: 0, width: 50, height: 60), color: blue),
                .fill(
                    .roundedRectangle(cornerRadius: 8), rect: Rect(x: 20, y: 10, width: 60, height: 40), paint: paint),
            ],
            width: 100, height: 60, scale: scale)
    }

    @Test func aMaterialBlendsTheColoursBehindItNearWhereTheyMeet() throws {
        let image = try cardOverTwoColours(.material(blur: 6, tint: tint))
        // A point either side of the seam, inside the card: both colours show on each side.
        for x in [49, 51] {
            let pixel = image.pixel(x: x * 2, y: 60)
            #expect(pixel.red > 110 && pixel.blue > 110, "\(x): \(pixel)")
        }
        // Far from the seam the card is its side's colour under the tint.
        let left = image.pixel(x: 44, y: 60)
        #expect(left.red > 240 && left.blue < 110, "\(left)")
        // Outside the card the backdrop stays sharp.
        #expect(image.pixel(x: 98, y: 10) == RGBA8(255, 0, 0))
        #expect(image.pixel(x: 102, y: 10) == RGBA8(0, 0, 255))
    }

    /// A card with a shadow is drawn in a group of its own, which holds nothing behind the card: the backdrop is
    /// the canvas under it.
    @Test func aMaterialInAGroupFrostsTheCanvasBehindTheGroup() throws {
        let card = Rect(x: 20, y: 10, width: 60, height: 40)
        let image = try renderDecoded(
            [
                .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 50, height: 60), color: red),
                .fill(.rectangle, rect: Rect(x: 50, y: 0, width: 50, height: 60), color: blue),
                .pushShadow(color: RGBA(0, 0, 0, alpha: 0.3), radius: 2, x: 0, y: 2, bounds: card),
                .fill(.roundedRectangle(cornerRadius: 8), rect: card, paint: .material(blur: 6, tint: tint)),
                .pop,
            ],
            width: 100, height: 60, scale: 2)
        for x in [49, 51] {
            let pixel = image.pixel(x: x * 2, y: 60)
            #expect(pixel.red > 110 && pixel.blue > 110, "\(x): \(pixel)")
        }
    }

    @Test func theBlurStaysInsideTheShape() throws {
        let image = try cardOverTwoColours(.material(blur: 6, tint: tint))
        // Just outside the card's corner (rounded away) and just above its top edge: untouched.
        #expect(image.pixel(x: 41, y: 21) == RGBA8(255, 0, 0))
        #expect(image.pixel(x: 96, y: 18) == RGBA8(255, 0, 0))
    }

    @Test func aMaterialAtTheCanvasEdgeKeepsTheColourThere() throws {
        let image = try renderDecoded(
            [
                .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 100, height: 60), color: blue),
                .fill(
                    .rectangle, rect: Rect(x: 0, y: 0, width: 100, height: 30), paint: .material(blur: 10, tint: tint)),
            ],
            width: 100, height: 60, scale: 2)
        // The backdrop beyond the canvas is taken to go on as it is, not to be transparent.
        let corner = image.pixel(x: 0, y: 0)
        #expect(corner.blue > 240 && corner.red < 90 && corner.red > 60, "\(corner)")
    }
}
