import PreviewModel
import PreviewRender
import Testing

@testable import PreviewPipeline

/// Symbols that are plain geometry in the pixels of a rendered frame: `capsule` an outline with nothing inside,
/// `capsule.fill` solid, neither reported.
@Suite struct SymbolGeometryRenderTests {
    func render(_ name: String) throws -> (DecodedImage, [String]) {
        let output = try FixedLayoutPreview.render(
            "Image(systemName: \"\(name)\").font(.system(size: 40)).foregroundStyle(.red)", width: 100, height: 100)
        return (try decodePNG(try #require(output.image).png), output.diagnostics.map(\.message))
    }

    func pixel(_ image: DecodedImage, _ x: Double, _ y: Double) -> RGBA8 {
        let scale = Double(image.width) / 100
        return image.pixel(x: Int(x * scale), y: Int(y * scale))
    }

    func isRed(_ pixel: RGBA8) -> Bool { pixel.red > 200 && pixel.green < 80 && pixel.blue < 80 }
    func isWhite(_ pixel: RGBA8) -> Bool { pixel.red > 240 && pixel.green > 240 && pixel.blue > 240 }

    @Test func aCapsuleIsAnOutlineAndItsFillVariantSolid() throws {
        // A 40-point capsule inks 56.8 × 32.8 points around the middle, its outline 3.4 points wide.
        let (outline, outlineDiagnostics) = try render("capsule")
        #expect(outlineDiagnostics.isEmpty, "\(outlineDiagnostics)")
        #expect(isWhite(pixel(outline, 50, 50)), "\(pixel(outline, 50, 50))")
        #expect(isRed(pixel(outline, 50, 50 - 16.4 + 1.7)), "\(pixel(outline, 50, 35.3))")
        #expect(isRed(pixel(outline, 50 - 28.4 + 1.7, 50)), "\(pixel(outline, 23.3, 50))")
        #expect(isWhite(pixel(outline, 22, 36)), "the capsule's corner is round: \(pixel(outline, 22, 36))")
        let (filled, filledDiagnostics) = try render("capsule.fill")
        #expect(filledDiagnostics.isEmpty, "\(filledDiagnostics)")
        #expect(isRed(pixel(filled, 50, 50)), "\(pixel(filled, 50, 50))")
        #expect(isWhite(pixel(filled, 50, 30)))
    }
}
