import Foundation
import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Asset images drawn much smaller than their files are kept at the size drawn, and their full-size decodes only
/// within a budget: a 2400-pixel layer shown as a thumbnail is otherwise shrunk again in every frame.
@Suite("Images kept at the size drawn")
struct BitmapSizeTests {
    /// A `pixels`-square PNG, red on the left half and blue on the right, written to a new folder.
    func halves(_ pixels: Double, in directory: URL, named name: String) throws -> String {
        let renderer = try FrameRenderer()
        let source = try renderer.render(
            DisplayList(
                size: Size(width: pixels, height: pixels),
                items: [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: pixels / 2, height: pixels), color: systemRed),
                        .fill(.rectangle, rect: Rect(x: pixels / 2, y: 0, width: pixels / 2, height: pixels),
                              color: SystemColor.blue.resolved(in: .light))]),
            scale: 1)
        let path = directory.appendingPathComponent(name).path
        try Data(source.png).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `paths` drawn side by side as 20-point thumbnails.
    func thumbnails(_ paths: [String]) -> [DisplayItem] {
        paths.enumerated().map { index, path in
            .bitmap(path: path, stamp: "1", rect: Rect(x: Double(index) * 20, y: 0, width: 20, height: 20), tint: nil)
        }
    }

    func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("previewd-sizes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("a large image drawn small is shrunk once per size, from one decode, and draws the same pixels")
    func shrunkOncePerSize() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try halves(400, in: directory, named: "large.png")
        let renderer = try FrameRenderer()
        let small: [DisplayItem] = [.bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 20, height: 20), tint: nil)]
        for _ in 0..<3 {
            let image = try renderDecoded(small, width: 20, height: 20, scale: 2, renderer: renderer)
            #expect(image.pixel(x: 4, y: 20) == systemRedPixel)
            #expect(image.pixel(x: 35, y: 20) == RGBA8(0, 122, 255))
        }
        #expect(renderer.bitmapDecodes == 1)
        #expect(renderer.bitmapSizes.shrunk == 1)

        // Another size (the tablet's @2x after the phone's @3x) is made from the same decode.
        _ = try renderDecoded(small, width: 20, height: 20, scale: 3, renderer: renderer)
        #expect(renderer.bitmapDecodes == 1)
        #expect(renderer.bitmapSizes.shrunk == 2)

        // Drawn at about its own size, it is drawn from the full-size decode and no copy is made.
        let whole: [DisplayItem] = [.bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 400, height: 400), tint: nil)]
        _ = try renderDecoded(whole, width: 400, height: 400, renderer: renderer)
        #expect(renderer.bitmapSizes.shrunk == 2)
        #expect(renderer.bitmapDecodes == 1)
    }

    @Test("decoded images are kept within the cache's bytes, least recently drawn first out, and decoded again")
    func decodesWithinBudget() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 2,000 pixels square is 16 MB decoded: five of them exceed the 64 MB a renderer keeps.
        let paths = try (0..<5).map { try halves(2000, in: directory, named: "layer\($0).png") }
        let renderer = try FrameRenderer()
        let items = thumbnails(paths)
        let image = try renderDecoded(items, width: 100, height: 20, scale: 2, renderer: renderer)
        #expect(image.pixel(x: 4, y: 20) == systemRedPixel)
        #expect(image.pixel(x: 195, y: 20) == RGBA8(0, 122, 255))
        #expect(renderer.bitmapSizes.shrunk == 5)
        #expect(renderer.bitmapSizes.heldBytes <= 64 << 20)
        #expect(renderer.bitmapDecodes == 5)

        // The same sizes again need no decode; a new size of the image let go first decodes it again.
        _ = try renderDecoded(items, width: 100, height: 20, scale: 2, renderer: renderer)
        #expect(renderer.bitmapDecodes == 5)
        _ = try renderDecoded(Array(items.prefix(1)), width: 100, height: 20, scale: 3, renderer: renderer)
        #expect(renderer.bitmapDecodes == 6)
        #expect(renderer.bitmapSizes.heldBytes <= 64 << 20)
    }

    @Test("images drawn at their own size count against the same bytes: a catalog of large photos stays bounded")
    func fullSizeImagesWithinBudget() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try (0..<8).map { try halves(1600, in: directory, named: "photo\($0).png") }
        let renderer = try FrameRenderer()
        for path in paths {
            let whole: [DisplayItem] = [
                .bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 800, height: 800), tint: nil)
            ]
            let image = try renderDecoded(whole, width: 800, height: 800, scale: 2, renderer: renderer)
            #expect(image.pixel(x: 10, y: 10) == systemRedPixel)
        }
        // Eight 10 MB decodes drawn at full size: the oldest went, the most recent is kept.
        #expect(renderer.bitmapSizes.shrunk == 0)
        #expect(renderer.bitmapSizes.heldBytes <= 64 << 20)
        #expect(renderer.bitmapSizes.heldBytes >= 1600 * 1600 * 4)
        #expect(renderer.bitmapDecodes == 8)
    }

    @Test("copies drawn small outlive the full-size decodes they were made from: drawing them again decodes nothing")
    func shrunkCopiesOutliveOriginals() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Twelve 16 MB decodes, each drawn as a thumbnail: 192 MB of originals, a few kilobytes of copies.
        let paths = try (0..<12).map { try halves(2000, in: directory, named: "donut\($0).png") }
        let renderer = try FrameRenderer()
        let items = thumbnails(paths)
        _ = try renderDecoded(items, width: 240, height: 20, scale: 2, renderer: renderer)
        #expect(renderer.bitmapDecodes == 12)
        #expect(renderer.bitmapSizes.shrunk == 12)
        // The next frame (an edit elsewhere) draws the same thumbnails from their copies.
        for _ in 0..<3 { _ = try renderDecoded(items, width: 240, height: 20, scale: 2, renderer: renderer) }
        #expect(renderer.bitmapDecodes == 12)
        #expect(renderer.bitmapSizes.heldBytes <= 64 << 20)
    }
}
