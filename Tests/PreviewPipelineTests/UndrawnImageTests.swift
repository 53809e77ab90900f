import Foundation
import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// Catalog images whose header reads well (so the catalog lists them) but whose data cannot be drawn: the frame
/// shows a box, and the preview says which image and why instead of being clean.
@Suite struct UndrawnImageTests {
    static let source = """
        import SwiftUI

        struct Gallery: View {
            var body: some View {
                HStack {
                    Image("photo").resizable().frame(width: 80, height: 80)
                    Image("badge").resizable().frame(width: 80, height: 80)
                }
            }
        }

        #Preview("Gallery", traits: .fixedLayout(width: 200, height: 100)) { Gallery() }
        """

    static func imageSet(_ file: String) -> String {
        #"{"images": [{"filename": "\#(file)", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
    }

    /// The JPEG fixture up to the end of its frame header (SOF0): its size reads, and there is nothing to decode.
    static var jpegWithoutData: [UInt8] {
        let bytes = JPEGFixture.redBlue
        let frame = (0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }!
        let length = Int(bytes[frame + 2]) << 8 | Int(bytes[frame + 3])
        return Array(bytes[..<(frame + 2 + length)])
    }

    /// The JPEG fixture with its quantisation tables' markers overwritten: the frame header reads, the scan cannot be
    /// decoded without them.
    static var jpegWithCorruptTables: [UInt8] {
        var bytes = JPEGFixture.redBlue
        for index in 0..<bytes.count - 1 where bytes[index] == 0xFF && bytes[index + 1] == 0xDB {
            bytes[index + 1] = 0xEE
        }
        return bytes
    }

    /// A real 40×40 PNG cut in the middle of its pixel data.
    static func truncatedPNG() throws -> [UInt8] {
        let list = DisplayList(
            size: Size(width: 40, height: 40),
            items: [
                .fill(
                    .rectangle, rect: Rect(x: 0, y: 0, width: 40, height: 40),
                    paint: .color(RGBA(red: 1, green: 0, blue: 0)))
            ])
        let png = try FrameRenderer().render(list, scale: 1).png
        return Array(png.prefix(png.count / 2))
    }

    static func wellFormedPNG() throws -> [UInt8] {
        let list = DisplayList(
            size: Size(width: 4, height: 4),
            items: [
                .fill(
                    .rectangle, rect: Rect(x: 0, y: 0, width: 4, height: 4),
                    paint: .color(RGBA(red: 0, green: 0, blue: 1)))
            ])
        return try FrameRenderer().render(list, scale: 1).png
    }

    func render(photo: [UInt8], badge: [UInt8]) throws -> PreviewFrameRenderer.Output {
        let folder = try ProjectFolder([
            "Gallery.swift": Self.source,
            "Assets.xcassets/Contents.json": "{}",
            "Assets.xcassets/photo.imageset/Contents.json": Self.imageSet("photo.jpg"),
            "Assets.xcassets/badge.imageset/Contents.json": Self.imageSet("badge.png"),
        ])
        try folder.write("Assets.xcassets/photo.imageset/photo.jpg", Data(photo))
        try folder.write("Assets.xcassets/badge.imageset/badge.png", Data(badge))
        let project = try folder.load()
        // The catalog lists both: their headers are fine.
        #expect(
            project.assets.image(named: "photo", scale: 3) != nil
                && project.assets.image(named: "badge", scale: 3) != nil)
        let preview = try #require(project.previews.first)
        let target = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!
        return try PreviewFrameRenderer().render(preview, on: target, interpreter: PreviewInterpreter(project: project))
    }

    @Test func aJPEGWithoutDataAndATruncatedPNGAreNamedInTheDiagnostics() throws {
        #expect(throws: RenderError.self) { try decodeJPEG(Self.jpegWithoutData) }
        let output = try render(photo: Self.jpegWithoutData, badge: try Self.truncatedPNG())
        #expect(output.status == .degraded)
        let messages = output.diagnostics.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("'photo'") && $0.contains("photo.imageset/photo.jpg") }, "\(messages)")
        #expect(messages.contains { $0.contains("'badge'") && $0.contains("badge.imageset/badge.png") }, "\(messages)")
        #expect(
            !messages.contains { $0.contains("/tmp/") || $0.hasPrefix("/") }, "paths are the project's: \(messages)")
    }

    @Test func aJPEGWithCorruptTablesIsNamedWithItsReason() throws {
        let error = try #require(throws: RenderError.self) { try decodeJPEG(Self.jpegWithCorruptTables) }
        let output = try render(photo: Self.jpegWithCorruptTables, badge: try Self.truncatedPNG())
        let photo = try #require(output.diagnostics.first { $0.message.contains("'photo'") })
        #expect(photo.message.hasSuffix(error.message), "\(photo.message) / \(error.message)")
    }

    @Test func wellFormedImagesStayClean() throws {
        let output = try render(photo: JPEGFixture.redBlue, badge: try Self.wellFormedPNG())
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.status == .clean)
    }

    /// The same renderer drawing the same preview again (nothing changed, so the frame is not drawn) still reports
    /// what the first frame could not draw.
    @Test func aFrameNotDrawnAgainStillReportsItsUndrawnImages() throws {
        let folder = try ProjectFolder([
            "Gallery.swift": Self.source,
            "Assets.xcassets/Contents.json": "{}",
            "Assets.xcassets/photo.imageset/Contents.json": Self.imageSet("photo.jpg"),
            "Assets.xcassets/badge.imageset/Contents.json": Self.imageSet("badge.png"),
        ])
        try folder.write("Assets.xcassets/photo.imageset/photo.jpg", Data(Self.jpegWithoutData))
        try folder.write("Assets.xcassets/badge.imageset/badge.png", Data(try Self.wellFormedPNG()))
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let target = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!
        let renderer = try PreviewFrameRenderer()
        renderer.drawsDiagnostics = false
        let interpreter = PreviewInterpreter(project: project)
        let first = try renderer.render(preview, on: target, interpreter: interpreter)
        #expect(first.diagnostics.count == 1 && first.image != nil, "\(first.diagnostics.map(\.message))")
        let again = try renderer.render(preview, on: target, interpreter: interpreter, previous: first.displayList)
        #expect(again.image == nil)
        #expect(again.diagnostics == first.diagnostics && again.status == .degraded)
    }
}
