import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

@Suite("PNG encoding, decoding and hashing")
struct PNGEncodingTests {
    static let card = DisplayList(
        size: Size(width: 100, height: 60),
        items: [
            .fill(.roundedRectangle(cornerRadius: 12), rect: Rect(x: 8, y: 8, width: 84, height: 44), color: systemRed),
            .text("Card", rect: Rect(x: 20, y: 20, width: 60, height: 22), font: ResolvedFont(pointSize: 17),
                  color: RGBA(red: 1, green: 1, blue: 1), alignment: .leading),
        ])

    @Test("the same list gives the same bytes and hash, in any renderer")
    func deterministic() throws {
        let first = try FrameRenderer().render(Self.card, scale: 2)
        let again = try FrameRenderer().render(Self.card, scale: 2)
        #expect(first == again)
        #expect(first.hash == RenderedImage.contentHash(of: first.png))
    }

    @Test("a different list or scale gives a different hash")
    func differentInputsDiffer() throws {
        let renderer = try FrameRenderer()
        let original = try renderer.render(Self.card, scale: 2)
        var edited = Self.card
        edited.items[1] = .text(
            "Card!", rect: Rect(x: 20, y: 20, width: 60, height: 22), font: ResolvedFont(pointSize: 17),
            color: RGBA(red: 1, green: 1, blue: 1), alignment: .leading)
        let changed = try renderer.render(edited, scale: 2)
        let rescaled = try renderer.render(Self.card, scale: 3)
        #expect(changed.hash != original.hash && changed.png != original.png)
        #expect(rescaled.hash != original.hash)
        #expect(Set([original.hash, changed.hash, rescaled.hash]).count == 3)
    }

    @Test("the content hash is 64-bit FNV-1a in 16 lower-case hex digits")
    func hashFormat() {
        // Published FNV-1a 64 test vectors.
        #expect(RenderedImage.contentHash(of: []) == "cbf29ce484222325")
        #expect(RenderedImage.contentHash(of: Array("a".utf8)) == "af63dc4c8601ec8c")
        #expect(RenderedImage.contentHash(of: Array("foobar".utf8)) == "85944171f73967e8")
        let image = RenderedImage(pixelWidth: 1, pixelHeight: 1, png: [1, 2, 3])
        #expect(image.hash.count == 16 && image.hash.allSatisfy { "0123456789abcdef".contains($0) })
    }

    @Test("the PNG is 8-bit RGB with the frame's pixel size in its IHDR")
    func header() throws {
        let image = try FrameRenderer().render(Self.card, scale: 3)
        let png = image.png
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // The first chunk: 13-byte IHDR = width, height (big-endian), bit depth, colour type, …
        #expect(Array(png[8..<16]) == [0, 0, 0, 13] + Array("IHDR".utf8))
        func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bigEndian(16) == 300 && bigEndian(20) == 180)
        #expect(png[24] == 8, "bit depth")
        #expect(png[25] == 2, "colour type 2 = RGB")
        #expect(png[28] == 0, "not interlaced")
        // Finalised: it ends with the empty IEND chunk and that chunk's fixed CRC.
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
    }

    @Test("decodePNG rejects garbage with a decode error")
    func rejectsGarbage() throws {
        let valid = try FrameRenderer().render(Self.card, scale: 1).png
        var corrupted = valid
        corrupted[corrupted.count / 2] ^= 0xFF  // breaks the IDAT checksum or stream
        let truncated = Array(valid.prefix(valid.count / 2))
        let notPNG = Array("definitely not a PNG, just some text".utf8)
        for bytes in [[], notPNG, Array(valid.prefix(8)), truncated, corrupted] {
            let error = #expect(throws: RenderError.self) { try decodePNG(bytes) }
            #expect(error?.code == .decode)
        }
        #expect(try decodePNG(valid).width == 100)
    }

    @Test("decodePNG refuses images larger than its side limit before decoding them")
    func sizeLimit() throws {
        // A renderer cannot produce such an image, so patch a real PNG's IHDR width and fix the chunk's CRC.
        var png = try FrameRenderer().render(DisplayList(size: Size(width: 4, height: 4)), scale: 1).png
        let width = UInt32(maximumDecodedPixelSide + 1)
        for i in 0..<4 { png[16 + i] = UInt8(truncatingIfNeeded: width >> (24 - 8 * UInt32(i))) }
        let crc = crc32(Array(png[12..<29]))
        for i in 0..<4 { png[29 + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
        let error = #expect(throws: RenderError.self) { try decodePNG(png) }
        #expect(error?.code == .decode)
    }

    @Test("a 393×852 point frame at 3× renders and encodes (timings printed, not asserted)")
    func phoneFrameTimings() throws {
        let renderer = try FrameRenderer()
        let list = settingsScreen()
        let first = try renderer.render(list, scale: 3)
        let cold = try #require(renderer.lastFrameTimings)
        var raster: [Duration] = []
        var encode: [Duration] = []
        for _ in 0..<5 {
            let image = try renderer.render(list, scale: 3)
            #expect(image == first)
            let timings = try #require(renderer.lastFrameTimings)
            raster.append(timings.raster)
            encode.append(timings.encode)
        }
        #expect(first.pixelWidth == 1179 && first.pixelHeight == 2556)
        let decoded = try decodePNG(first.png)
        #expect(decoded.pixel(x: 0, y: 0) == RGBA8(242, 242, 247))
        func ms(_ duration: Duration) -> String {
            let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
            return String((value * 10).rounded() / 10) + " ms"
        }
        print(
            "1179×2556 frame, \(list.items.count) items, \(first.png.count) PNG bytes: first frame raster "
                + "\(ms(cold.raster)) encode \(ms(cold.encode)); warm median raster \(ms(raster.sorted()[2])) "
                + "encode \(ms(encode.sorted()[2]))")
    }

    /// A Settings-like screen: grouped background, cards, icons and labels, some wrapping.
    private func settingsScreen() -> DisplayList {
        let groupedBackground = RGBA(242, 242, 247)
        var items: [DisplayItem] = [
            .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 393, height: 852), color: groupedBackground),
            .text(
                "Settings", rect: Rect(x: 16, y: 60, width: 361, height: 41),
                font: ResolvedFont(pointSize: 34, weight: .bold), color: RGBA(0, 0, 0), alignment: .leading),
        ]
        let colours: [SystemColor] = [.blue, .green, .orange, .red, .purple, .teal]
        for row in 0..<14 {
            let y = 120 + Double(row) * 50
            items.append(.fill(.roundedRectangle(cornerRadius: 10), rect: Rect(x: 16, y: y, width: 361, height: 44),
                               color: RGBA(255, 255, 255)))
            items.append(.fill(.roundedRectangle(cornerRadius: 7), rect: Rect(x: 28, y: y + 8, width: 28, height: 28),
                               color: colours[row % colours.count].resolved(in: .light)))
            items.append(.text("Setting number \(row) 🙂", rect: Rect(x: 68, y: y + 12, width: 250, height: 21),
                               font: ResolvedFont(pointSize: 17), color: RGBA(0, 0, 0), alignment: .leading))
            items.append(.stroke(.circle, rect: Rect(x: 345, y: y + 14, width: 16, height: 16),
                                 color: RGBA(60, 60, 67, alpha: 0.3), lineWidth: 1.5))
        }
        items.append(.text(
            "Footnote text that wraps over several lines, the way a grouped list explains what its section does.",
            rect: Rect(x: 32, y: 830 - 60, width: 329, height: 54), font: ResolvedFont(pointSize: 13),
            color: RGBA(60, 60, 67, alpha: 0.6), alignment: .leading))
        return DisplayList(size: Size(width: 393, height: 852), items: items)
    }
}

/// CRC-32 as PNG chunks use it (ISO 3309, reflected polynomial 0xEDB88320), bit by bit: test-only, small inputs.
private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
