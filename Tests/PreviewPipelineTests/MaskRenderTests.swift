import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `.mask(_:)` with a view that is not a shape: the content shows only as opaque as the mask is over it, and not
/// where the mask draws nothing, checked in the pixels of a 100×100-point frame.
@Suite struct MaskRenderTests {
    func pixels(_ body: String) throws -> (at: (Int, Int) -> RGBA8, messages: [String]) {
        let output = try FixedLayoutPreview.render(body, width: 100, height: 100)
        let image = try decodePNG(try #require(output.image).png)
        let scale = image.width / 100
        return ({ x, y in image.pixel(x: x * scale, y: y * scale) }, output.diagnostics.map(\.message))
    }

    @Test func contentShowsOnlyWhereTheMaskDraws() throws {
        // A black bar 30 points wide at the leading edge of a red square: red there, the background elsewhere.
        let (at, messages) = try pixels(
            "Color.red.mask(alignment: .leading) { Color.black.frame(width: 30) }")
        #expect(messages.isEmpty, "\(messages)")
        let inside = at(15, 50), outside = at(70, 50)
        #expect(inside.red >= 250 && inside.green <= 60, "masked in: \(inside)")
        #expect(outside.red >= 250 && outside.green >= 250 && outside.blue >= 250, "masked out: \(outside)")
    }

    @Test func aGradientMaskFadesTheContent() throws {
        let (at, messages) = try pixels(
            "Color.blue.mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))")
        #expect(messages.isEmpty, "\(messages)")
        let start = at(2, 50), middle = at(50, 50), end = at(98, 50)
        #expect(start.red <= 20 && start.blue >= 240, "opaque at the start: \(start)")
        #expect(middle.red >= 100 && middle.red <= 155, "half the opacity halfway: \(middle)")
        #expect(end.red >= 240, "clear at the end: \(end)")
    }

    @Test func aTextMaskCutsTheContentToItsLetters() throws {
        let (at, messages) = try pixels(
            #"Color.green.mask(Text("I").font(.system(size: 90, weight: .black)))"#)
        #expect(messages.isEmpty, "\(messages)")
        // The letter's stem runs through the middle; the corners are outside every letter.
        let stem = at(50, 50), corner = at(5, 5)
        #expect(stem.green >= 150 && stem.red <= 80, "in the letter: \(stem)")
        #expect(corner.red >= 250 && corner.green >= 250, "outside the letter: \(corner)")
    }
}
