import Foundation
import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Asset images drawn much smaller than their files are kept at the size drawn, within a budget: a 2400-pixel layer
/// shown as a thumbnail is otherwise shrunk again in every frame.
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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "previewd-sizes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("a large image drawn small is shrunk once per size, each from the file, and draws the same pixels")
    func shrunkOncePerSize() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try halves(400, in: directory, named: "large.png")
        let renderer = try FrameRenderer()
        let small: [DisplayItem] = [
            .bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 20, height: 20), tint: nil)
        ]
        for _ in 0..<3 {
            let image = try renderDecoded(small, width: 20, height: 20, scale: 2, renderer: renderer)
            #expect(image.pixel(x: 4, y: 20) == systemRedPixel)
            #expect(image.pixel(x: 35, y: 20) == RGBA8(0, 122, 255))
        }
        #expect(renderer.bitmapDecodes == 1)
        #expect(renderer.bitmapSizes.shrunk == 1)

        // Another size (the tablet's @2x after the phone's @3x) is shrunk from the file's rows again: no full-size
        // decode is kept to make it from.
        _ = try renderDecoded(small, width: 20, height: 20, scale: 3, renderer: renderer)
        #expect(renderer.bitmapDecodes == 2)
        #expect(renderer.bitmapSizes.shrunk == 2)

        // Drawn at about its own size, it is decoded at that size and no copy is made.
        let whole: [DisplayItem] = [
            .bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 400, height: 400), tint: nil)
        ]
        _ = try renderDecoded(whole, width: 400, height: 400, renderer: renderer)
        #expect(renderer.bitmapSizes.shrunk == 2)
        #expect(renderer.bitmapDecodes == 3)
    }

    @Test("decoded images are kept within the cache's bytes, as copies of the size drawn only")
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

        // Five thumbnails' copies, not their 16 MB originals.
        #expect(renderer.bitmapSizes.heldBytes <= 5 * 64 * 64 * 4)

        // The same sizes again need no decode; a new size decodes its file again.
        _ = try renderDecoded(items, width: 100, height: 20, scale: 2, renderer: renderer)
        #expect(renderer.bitmapDecodes == 5)
        _ = try renderDecoded(Array(items.prefix(1)), width: 100, height: 20, scale: 3, renderer: renderer)
        #expect(renderer.bitmapDecodes == 6)
    }

    /// A `pixels`-square PNG of 16-pixel squares, each of its own colour, so that a copy drawn from the wrong place
    /// shows.
    func checkerboard(_ pixels: Int, in directory: URL, named name: String) throws -> String {
        let cell = 16
        var items: [DisplayItem] = []
        for row in 0..<(pixels / cell) {
            for column in 0..<(pixels / cell) {
                let color = RGBA(column * 37 % 256, row * 53 % 256, (row + column) * 11 % 256)
                let (x, y, side) = (Double(column * cell), Double(row * cell), Double(cell))
                let rect = Rect(x: x, y: y, width: side, height: side)
                items.append(.fill(.rectangle, rect: rect, color: color))
            }
        }
        let source = try FrameRenderer().render(
            DisplayList(size: Size(width: Double(pixels), height: Double(pixels)), items: items), scale: 1)
        let path = directory.appendingPathComponent(name).path
        try Data(source.png).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a frame that draws more images than the budget holds keeps a stable subset, and decodes only the rest again")
    func stableSubsetOverBudget() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Four 400-pixel images (640 KB each decoded) drawn at their own size, every frame, with room for three.
        let paths = try (0..<4).map { try halves(400, in: directory, named: "layer\($0).png") }
        let renderer = try FrameRenderer(imageBudget: 3 * 400 * 400 * 4 + 1000)
        let items: [DisplayItem] = paths.enumerated().map { index, path in
            .bitmap(
                path: path, stamp: "1", rect: Rect(x: Double(index) * 200, y: 0, width: 200, height: 200), tint: nil)
        }
        for _ in 0..<4 {
            let image = try renderDecoded(items, width: 800, height: 200, scale: 2, renderer: renderer)
            #expect(image.pixel(x: 10, y: 10) == systemRedPixel)
            #expect(image.pixel(x: 1590, y: 390) == RGBA8(0, 122, 255))
        }
        // Least recently drawn first out would let each image go just before the next frame draws it: 16 decodes.
        #expect(renderer.bitmapDecodes == 4 + 3)
        #expect(renderer.bitmapSizes.heldBytes == 3 * 400 * 400 * 4)

        // Images drawn more often lately take the place of those drawn less: one image shown alone, frame after frame.
        let other = try halves(400, in: directory, named: "other.png")
        let alone: [DisplayItem] = [
            .bitmap(path: other, stamp: "1", rect: Rect(x: 0, y: 0, width: 200, height: 200), tint: nil)
        ]
        for _ in 0..<8 { _ = try renderDecoded(alone, width: 200, height: 200, scale: 2, renderer: renderer) }
        #expect(renderer.bitmapDecodes < 7 + 8)
        #expect(renderer.bitmapSizes.heldBytes <= 3 * 400 * 400 * 4 + 1000)
    }

    @Test("an image of which the clip shows a part is decoded and kept over that part only, with the same pixels")
    func keptOverThePartShown() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try checkerboard(1600, in: directory, named: "layer.png")
        let turn = Transform2D.rotation(0.4, around: Point(x: 400, y: 400))
        // The image drawn at its own size (800 points at 2x), turned, under a 100-point clip near its top left.
        func items(clip: Rect?) -> [DisplayItem] {
            let image: [DisplayItem] = [
                .pushTransform(turn),
                .bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 800, height: 800), tint: nil),
                .pop,
            ]
            guard let clip else { return image }
            return [.pushClip(.rectangle, rect: clip)] + image + [.pop]
        }
        let whole = try renderDecoded(items(clip: nil), width: 400, height: 400, scale: 2)
        let renderer = try FrameRenderer()
        let clip = Rect(x: 150, y: 100, width: 100, height: 100)
        let part = try renderDecoded(items(clip: clip), width: 400, height: 400, scale: 2, renderer: renderer)
        for y in stride(from: 200, to: 400, by: 3) {
            for x in stride(from: 300, to: 500, by: 3) {
                // Within 2 of 255: a whole-pixel shift of the source moves the filter's sampling phase a little.
                let a = part.pixel(x: x, y: y), b = whole.pixel(x: x, y: y)
                let channels = [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)]
                #expect(channels.allSatisfy { abs(Int($0) - Int($1)) <= 2 }, "pixel (\(x), \(y)): \(a), \(b)")
            }
        }
        #expect(renderer.bitmapDecodes == 1)
        // The 200-pixel square clip turned back into the image is under 300 pixels a side: far from 1600 × 1600.
        let held = renderer.bitmapSizes.heldBytes
        #expect(held > 0 && held <= 448 * 448 * 4)

        // Another part grows the copy once; both parts then draw from it.
        let other = Rect(x: 250, y: 250, width: 100, height: 100)
        _ = try renderDecoded(items(clip: other), width: 400, height: 400, scale: 2, renderer: renderer)
        #expect(renderer.bitmapDecodes == 2)
        let again = try renderDecoded(items(clip: clip), width: 400, height: 400, scale: 2, renderer: renderer)
        #expect(again == part)
        _ = try renderDecoded(items(clip: other), width: 400, height: 400, scale: 2, renderer: renderer)
        #expect(renderer.bitmapDecodes == 2)
    }

    @Test("an image drawn at many sizes draws each one as a renderer that never drew it before does")
    func everySizeDrawnAsFresh() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try checkerboard(800, in: directory, named: "layer.png")
        func frame(_ path: String, side: Double) -> [DisplayItem] {
            [.bitmap(path: path, stamp: "1", rect: Rect(x: 3.3, y: 5.7, width: side, height: side), tint: nil)]
        }
        let renderer = try FrameRenderer()
        // Draws each size of its own copy of the file once: what a renderer draws that has not drawn it before.
        let fresh = try FrameRenderer()
        func drawnFresh(side: Double) throws -> DecodedImage {
            let copy = directory.appendingPathComponent("copy-\(side).png").path
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            return try renderDecoded(frame(copy, side: side), width: 200, height: 200, scale: 3, renderer: fresh)
        }
        // More sizes than one image keeps copies of, each drawn into its own frame as previews of many sizes do.
        let sides = (0..<(FrameRenderer.imageSizesKept + 4)).map { 40.5 + Double($0) * 9 }
        for side in sides {
            let drawn = try renderDecoded(
                frame(path, side: side), width: 200, height: 200, scale: 3, renderer: renderer)
            let same = try drawn == drawnFresh(side: side)
            #expect(same, "drawn \(side) points wide after \(sides.filter { $0 < side }.count) other sizes")
        }
        #expect(renderer.bitmapSizes.shrunk <= FrameRenderer.imageSizesKept)
        // The first size again, its copy let go for later ones: made again, from the file, as it was the first time.
        let again = try renderDecoded(
            frame(path, side: sides[0]), width: 200, height: 200, scale: 3, renderer: renderer)
        let first = try renderDecoded(frame(path, side: sides[0]), width: 200, height: 200, scale: 3)
        #expect(again == first)
    }

    @Test("a part of an image drawn small draws the same whether the renderer decoded the whole image before or not")
    func partDrawnAsFresh() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try checkerboard(1600, in: directory, named: "layer.png")
        let copy = directory.appendingPathComponent("copy.png").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        // A 300-point image at 3x (900 pixels of 1600) of which a clip near its bottom right shows a corner.
        func corner(_ path: String) -> [DisplayItem] {
            [.pushClip(.rectangle, rect: Rect(x: 231.7, y: 240.2, width: 40, height: 30)),
             .bitmap(path: path, stamp: "1", rect: Rect(x: 0.4, y: 0.6, width: 300, height: 300), tint: nil),
             .pop]
        }
        let renderer = try FrameRenderer()
        // Drawn whole and smaller first, then the corner: each size a copy of its own, shrunk from the file.
        let whole: [DisplayItem] = [
            .bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 100, height: 100), tint: nil)
        ]
        _ = try renderDecoded(whole, width: 300, height: 300, scale: 3, renderer: renderer)
        let afterWhole = try renderDecoded(corner(path), width: 300, height: 300, scale: 3, renderer: renderer)
        // The same file under another name, never drawn before: only the rows the corner needs are decoded.
        let alone = try renderDecoded(corner(copy), width: 300, height: 300, scale: 3, renderer: renderer)
        #expect(afterWhole == alone)

        // A copy grown to take in another part first (the top left) draws the corner as one made for the corner.
        let other = directory.appendingPathComponent("other.png").path
        try FileManager.default.copyItem(atPath: path, toPath: other)
        let topLeft: [DisplayItem] = [
            .pushClip(.rectangle, rect: Rect(x: 10.3, y: 12.9, width: 40, height: 30)),
            .bitmap(path: other, stamp: "1", rect: Rect(x: 0.4, y: 0.6, width: 300, height: 300), tint: nil),
            .pop,
        ]
        _ = try renderDecoded(topLeft, width: 300, height: 300, scale: 3, renderer: renderer)
        let afterGrowing = try renderDecoded(corner(other), width: 300, height: 300, scale: 3, renderer: renderer)
        #expect(afterGrowing == alone)
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
        // Eight 10 MB decodes drawn at full size, each once: those kept first stay, the rest are drawn and let go.
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
