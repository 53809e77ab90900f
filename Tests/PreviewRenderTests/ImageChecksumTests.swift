import Foundation
import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Asset images are drawn without verifying their checksums: verifying costs every large photo a pass over its
/// data, and a file damaged only past its checksums still holds the picture.
@Suite("Asset image checksums")
struct ImageChecksumTests {
    /// A 64-pixel square PNG, red on the left half and blue on the right.
    func halves() throws -> [UInt8] {
        try FrameRenderer().render(
            DisplayList(
                size: Size(width: 64, height: 64),
                items: [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 32, height: 64), color: systemRed),
                        .fill(.rectangle, rect: Rect(x: 32, y: 0, width: 32, height: 64),
                              color: SystemColor.blue.resolved(in: .light))]),
            scale: 1
        ).png
    }

    /// The offset just past the data of the last IDAT chunk (where its CRC starts).
    func endOfImageData(_ png: [UInt8]) -> Int {
        var offset = 8, end = 0
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if Array(png[offset + 4..<offset + 8]) == Array("IDAT".utf8) { end = offset + 8 + length }
            offset += 12 + length
        }
        return end
    }

    @Test("a PNG whose image data's Adler-32 and chunk CRC are wrong is drawn from the pixels it holds")
    func wrongChecksumsAreDrawn() throws {
        var png = try halves()
        let end = endOfImageData(png)
        #expect(end > 0)
        // The last four bytes of the zlib stream are its Adler-32; changing one breaks the chunk's CRC as well.
        png[end - 1] ^= 0x5A
        #expect(throws: RenderError.self) { try decodePNG(png) }

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "previewd-checksums-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("damaged.png").path
        try Data(png).write(to: URL(fileURLWithPath: path))
        let item = DisplayItem.bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 64, height: 64), tint: nil)
        let image = try renderDecoded([item], width: 64, height: 64)
        #expect(image.pixel(x: 8, y: 32) == systemRedPixel)
        #expect(image.pixel(x: 56, y: 32) == RGBA8(0, 122, 255))
    }
}
