import Foundation
import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// JPEG files of asset catalogs: decoded by libturbojpeg, turned as their EXIF orientation says, bounded in size.
@Suite struct JPEGImageTests {
    func isRed(_ pixel: RGBA8) -> Bool { pixel.red > 240 && pixel.green < 20 && pixel.blue < 20 && pixel.alpha == 255 }
    func isBlue(_ pixel: RGBA8) -> Bool { pixel.blue > 240 && pixel.red < 20 && pixel.green < 20 && pixel.alpha == 255 }

    @Test func aJPEGDecodesToItsPixels() throws {
        let image = try decodeJPEG(JPEGFixture.redBlue)
        #expect(image.width == JPEGFixture.width && image.height == JPEGFixture.height)
        for y in 0..<8 {
            #expect(
                isRed(image.pixel(x: 1, y: y)) && isRed(image.pixel(x: 6, y: y)), "row \(y): \(image.pixel(x: 1, y: y))"
            )
            #expect(
                isBlue(image.pixel(x: 9, y: y)) && isBlue(image.pixel(x: 14, y: y)),
                "row \(y): \(image.pixel(x: 14, y: y))")
        }
    }

    /// (orientation, shown width, colour at the top leading corner, colour at the bottom trailing corner)
    @Test(arguments: [
        (1, 16, "red", "blue"), (2, 16, "blue", "red"), (3, 16, "blue", "red"), (4, 16, "red", "blue"),
        (5, 8, "red", "blue"), (6, 8, "red", "blue"), (7, 8, "blue", "red"), (8, 8, "blue", "red"),
    ])
    func theEXIFOrientationTurnsThePicture(
        orientation: Int, shownWidth: Int, topLeading: String, bottomTrailing: String
    ) throws {
        let image = try decodeJPEG(JPEGFixture.redBlue(orientation: orientation))
        #expect(image.width == shownWidth && image.height == 24 - shownWidth)
        func colour(_ pixel: RGBA8) -> String { isRed(pixel) ? "red" : isBlue(pixel) ? "blue" : "\(pixel)" }
        #expect(colour(image.pixel(x: 1, y: 1)) == topLeading)
        #expect(colour(image.pixel(x: image.width - 2, y: image.height - 2)) == bottomTrailing)
        #expect(ExifOrientation(jpeg: JPEGFixture.redBlue(orientation: orientation)).rawValue == orientation)
    }

    @Test func aJPEGLargerThanTheBudgetIsDecodedSmallerOrRefused() throws {
        // 16×8 is 128 pixels: with room for 32 it is decoded at half size, in the decoder.
        let half = try decodeJPEG(JPEGFixture.redBlue, maximumPixels: 32)
        #expect(half.width == 8 && half.height == 4)
        #expect(isRed(half.pixel(x: 1, y: 2)) && isBlue(half.pixel(x: 6, y: 2)))
        // Not even an eighth fits one pixel.
        #expect(throws: RenderError.self) { try decodeJPEG(JPEGFixture.redBlue, maximumPixels: 1) }
        // A header claiming 65,000 pixels a side (libjpeg's limit is 65,500) is refused before any pixel memory is
        // taken: an eighth of it is still 63 Mi pixels, about twice what a frame's canvas may hold.
        let error = try #require(throws: RenderError.self) {
            try decodeJPEG(JPEGFixture.redBlue(claimingWidth: 65000, height: 65000))
        }
        #expect(error.code == .decode && error.message.contains("65000×65000"), "\(error)")
    }

    @Test func brokenJPEGsThrowOrDecodeAsFarAsTheyGo() throws {
        #expect(throws: RenderError.self) { try decodeJPEG([]) }
        #expect(throws: RenderError.self) { try decodeJPEG([0xFF, 0xD8, 0xFF, 0xE0, 0x00]) }
        #expect(throws: RenderError.self) { try decodeJPEG(Array("not a jpeg at all".utf8)) }
        // Cut inside the scan data: what was read is drawn (libjpeg-turbo's warning), or the file is refused.
        let cut = Array(JPEGFixture.redBlue.dropLast(20))
        if let image = try? decodeJPEG(cut) { #expect(image.width == 16 && image.height == 8) }
    }

    static let landmarks = """
        import SwiftUI

        struct Landmark: View {
            var body: some View {
                Image("turtlerock").resizable().frame(width: 160, height: 80)
            }
        }

        #Preview("Landmark", traits: .fixedLayout(width: 200, height: 100)) { Landmark() }
        """

    /// The image set of a photo, as Xcode writes it for a `.jpg` dropped into a catalog.
    static let imageSet = """
        {"images": [{"filename": "turtlerock.jpg", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}
        """

    @Test func anImageSetOfAJPEGDrawsItsPixels() throws {
        let folder = try ProjectFolder([
            "Landmark.swift": Self.landmarks,
            "Assets.xcassets/Contents.json": "{}",
            "Assets.xcassets/turtlerock.imageset/Contents.json": Self.imageSet,
        ])
        try folder.write("Assets.xcassets/turtlerock.imageset/turtlerock.jpg", Data(JPEGFixture.redBlue))
        let project = try folder.load()
        #expect(project.assets.image(named: "turtlerock", scale: 3)?.pixelWidth == 16)
        let preview = try #require(project.previews.first)
        let target = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!
        let output = try PreviewFrameRenderer().render(
            preview, on: target, interpreter: PreviewInterpreter(project: project))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let image = try #require(output.image)
        let pixels = try decodePNG(image.png)
        let scale = image.pixelWidth / 200
        // The 160×80 frame is centred in 200×100: x 20…180, y 10…90; red on its left half, blue on its right.
        #expect(isRed(pixels.pixel(x: 40 * scale, y: 50 * scale)), "\(pixels.pixel(x: 40 * scale, y: 50 * scale))")
        #expect(isBlue(pixels.pixel(x: 160 * scale, y: 50 * scale)), "\(pixels.pixel(x: 160 * scale, y: 50 * scale))")
    }

    @Test func aPhotoStoredOnItsSideIsAsWideAsItIsShown() throws {
        let folder = try ProjectFolder([
            "Assets.xcassets/Contents.json": "{}",
            "Assets.xcassets/turtlerock.imageset/Contents.json": Self.imageSet,
        ])
        try folder.write(
            "Assets.xcassets/turtlerock.imageset/turtlerock.jpg", Data(JPEGFixture.redBlue(orientation: 6)))
        let file = try #require(try folder.load().assets.image(named: "turtlerock", scale: 3))
        #expect(file.pixelWidth == 8 && file.pixelHeight == 16)
    }
}
