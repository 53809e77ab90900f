import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `ProgressView` drawn as iOS draws it: the activity indicator's eight fading bars, or a filled bar.
@Suite struct ProgressViewRenderTests {
    /// `body` on a `width`×40 canvas, light, at the default target's scale, decoded.
    func render(_ body: String, width: Int = 40) throws -> (image: DecodedImage, scale: Double) {
        let source = "import SwiftUI\n\n#Preview(traits: .fixedLayout(width: \(width), height: 40)) {\n\(body)\n}\n"
        let folder = try ProjectFolder(["Progress.swift": source])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let target = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!
        let output = try PreviewFrameRenderer().render(
            preview, on: target, interpreter: PreviewInterpreter(project: project))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return (try decodePNG(try #require(output.image).png), target.device.scale)
    }

    @Test func theSpinnerHasEightBarsEachFainterThanTheLast() throws {
        let (image, scale) = try render("ProgressView()")
        // Bar i points from the centre at i × 45° clockwise from the top; sample each halfway along it.
        let darkness = (0..<8).map { index -> Int in
            let angle = Double(index) * .pi / 4
            let x = (20 + 7 * sin(angle)) * scale, y = (20 - 7 * cos(angle)) * scale
            return 255 - Int(image.pixel(x: Int(x), y: Int(y)).red)
        }
        #expect(darkness.allSatisfy { $0 > 20 }, "every bar is drawn: \(darkness)")
        #expect(zip(darkness, darkness.dropFirst()).allSatisfy { $0 > $1 }, "each fainter: \(darkness)")
        // The middle and the corners are empty, and the whole indicator is 20 points across.
        let white = RGBA8(255, 255, 255)
        #expect(image.pixel(x: Int(20 * scale), y: Int(20 * scale)) == white)
        #expect(image.pixel(x: Int(20 * scale), y: Int(8.5 * scale)) == white)
        #expect(image.pixel(x: Int(20 * scale), y: Int(11.5 * scale)) != white)
    }

    @Test func aDeterminateBarFillsItsFractionInTheTint() throws {
        let (image, scale) = try render("ProgressView(value: 3, total: 10).tint(.red)", width: 200)
        let y = Int(20 * scale)
        let filled = image.pixel(x: Int(40 * scale), y: y)
        let empty = image.pixel(x: Int(100 * scale), y: y)
        #expect(filled.red > 200 && filled.green < 100, "\(filled)")
        #expect(empty.red < 240 && empty.red > 200 && empty.green > 200, "the gray track: \(empty)")
        // The bar spans the canvas; the fill stops at 30% of it.
        #expect(image.pixel(x: Int(57 * scale), y: y).green < 100)
        #expect(image.pixel(x: Int(63 * scale), y: y).green > 200)
    }
}
