import Foundation
import PreviewLayout
import PreviewViews
import Testing

@testable import PreviewRender

/// Images drawn smaller than their files are shrunk as their rows are decoded, each pixel of the copy the average
/// of the area of the image under it.
@Suite("Images shrunk as they are decoded")
struct AreaShrinkerTests {
    /// Shrinks `rows` (straight RGBA8 rows of `width` pixels) to `region` of a `size` copy; the copy's pixels as
    /// premultiplied ARGB32, row by row.
    func shrink(_ rows: [[UInt8]], width: Int, to size: (width: Int, height: Int), region: PixelRect) -> [[UInt32]] {
        var shrinker = AreaShrinker(from: (width, rows.count), to: size, region: region)
        var copy = [[UInt32]](repeating: [], count: region.height)
        for row in rows.prefix(shrinker.sourceRows) {
            row.withUnsafeBufferPointer { pixels in
                shrinker.add(pixels.baseAddress!) { index, copied in
                    copy[index] = Array(UnsafeBufferPointer(start: copied, count: region.width))
                }
            }
        }
        return copy
    }

    /// An opaque grey pixel of `value` as RGBA8 bytes.
    func grey(_ value: UInt8) -> [UInt8] { [value, value, value, 255] }

    func argb(grey value: UInt32) -> UInt32 { 0xFF00_0000 | value << 16 | value << 8 | value }

    @Test("three pixels become two, each the average of the area it covers: (2a + b) / 3 and (b + 2c) / 3")
    func averagesCoveredAreas() {
        let row = grey(0) + grey(90) + grey(210)
        let copy = shrink([row, row, row], width: 3, to: (2, 2), region: PixelRect(x: 0, y: 0, width: 2, height: 2))
        // (0 + 0 + 90) / 3 = 30 and (90 + 210 + 210) / 3 = 170, on both rows.
        #expect(copy == [[argb(grey: 30), argb(grey: 170)], [argb(grey: 30), argb(grey: 170)]])
        // Rows too: a bright top row weighs two thirds in the first copy row and nothing in the second.
        let rows = [grey(255) + grey(255) + grey(255), grey(0) + grey(0) + grey(0), grey(0) + grey(0) + grey(0)]
        let down = shrink(rows, width: 3, to: (1, 2), region: PixelRect(x: 0, y: 0, width: 1, height: 2))
        #expect(down == [[argb(grey: 170)], [argb(grey: 0)]])
    }

    @Test("a part of the copy has the pixels of the whole copy there, from the rows down to its own only")
    func partMatchesWhole() {
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x * 5), UInt8(y * 6), UInt8((x + y) * 2), 255] }
        let rows: [[UInt8]] = (0..<40).map { y in (0..<50).flatMap { x in pixel(x, y) } }
        let size = (width: 17, height: 13)
        let whole = shrink(rows, width: 50, to: size, region: PixelRect(x: 0, y: 0, width: 17, height: 13))
        let region = PixelRect(x: 5, y: 3, width: 7, height: 4)
        let part = shrink(rows, width: 50, to: size, region: region)
        #expect(part == whole[3..<7].map { Array($0[5..<12]) })
        #expect(AreaShrinker(from: (50, 40), to: size, region: region).sourceRows < 40)
    }

    @Test("transparent pixels lend no colour: colours are averaged premultiplied")
    func premultipliedAverage() {
        let row = [255, 0, 0, 255] + [0, 0, 255, 0] as [UInt8]
        let copy = shrink([row, row], width: 2, to: (1, 1), region: PixelRect(x: 0, y: 0, width: 1, height: 1))
        // Half-covered red: alpha 128, premultiplied red 128, no blue.
        #expect(copy == [[0x8080_0000]])
    }

    @Test("a large PNG drawn small is decoded straight to the size drawn: nothing of its own size is kept")
    func largeImageKeepsOnlyTheCopy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "previewd-shrink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // 1-pixel stripes, red and blue: an area average is purple everywhere, a nearest sample red or blue.
        let stripes: [DisplayItem] = (0..<1200).map { x in
            .fill(.rectangle, rect: Rect(x: Double(x), y: 0, width: 1, height: 900),
                  color: x % 2 == 0 ? RGBA(255, 0, 0) : RGBA(0, 0, 255))
        }
        let list = DisplayList(size: Size(width: 1200, height: 900), items: stripes)
        let png = try FrameRenderer().render(list, scale: 1)
        let path = directory.appendingPathComponent("stripes.png").path
        try Data(png.png).write(to: URL(fileURLWithPath: path))
        let renderer = try FrameRenderer()
        let item = DisplayItem.bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 100, height: 75), tint: nil)
        let image = try renderDecoded([item], width: 100, height: 75, scale: 2, renderer: renderer)
        for (x, y) in [(3, 3), (100, 75), (196, 146)] {
            let pixel = image.pixel(x: x, y: y)
            #expect(abs(Int(pixel.red) - 128) <= 2 && pixel.green == 0 && abs(Int(pixel.blue) - 127) <= 2, "\(pixel)")
        }
        #expect(renderer.bitmapDecodes == 1)
        #expect(renderer.bitmapSizes.shrunk == 1)
        #expect(renderer.bitmapSizes.heldBytes == 200 * 150 * 4)
        // Drawn again: the copy is drawn, nothing decoded.
        _ = try renderDecoded([item], width: 100, height: 75, scale: 2, renderer: renderer)
        #expect(renderer.bitmapDecodes == 1)
    }
}
