internal import CPixelKernels

/// Encodes opaque cairo frames as 8-bit RGB PNG: one pass turns cairo's BGRA rows into PNG scanlines (filter
/// None), `ScanlineDeflater` compresses them, and the PNG container is written around the result in the same
/// buffer.
///
/// Settings are chosen by measurement on previewd's own frames (`make bench`, README "Performance"): for flat UI
/// content filter None is both faster and smaller than PNG's adaptive filters; libdeflate at level 6 gives about
/// 0.85× the bytes of libpng's default in a fifth of its time, and writing the rows that repeat the row above in
/// one colour directly (about three quarters of them) cuts that time to a quarter or a third. RGB instead of RGBA saves
/// a quarter, and whole-buffer compression avoids zlib's streaming overhead. Filter Up for the stretches of rows
/// where gradients or photographs show (rows that differ from the row above by 1 to 3 in many bytes) was tried:
/// those frames came out 10–20% smaller but took 1.2–1.7× as long to encode, because libdeflate is slower on
/// filtered rows, and text frames gained nothing; while encoding sits on the path from an edit to its frame,
/// that does not pay on Wi-Fi speeds.
/// Not thread-safe: it keeps its deflater, scanline and output buffers from frame to frame, sized to the frames it
/// encodes (`FrameScratch`), not to the largest it has met.
package final class PNGEncoder {
    /// libdeflate's level: 6 is where size stops shrinking much for the time spent (levels 8–9 cost 2–3×).
    package static let compressionLevel: Int32 = 6

    /// How the last frame was compressed: rows written as flat deflate blocks, pieces compressed by libdeflate.
    package struct Statistics: Equatable, Sendable {
        package var flatRows: Int
        package var libdeflateSegments: Int

        package init(flatRows: Int, libdeflateSegments: Int) {
            self.flatRows = flatRows
            self.libdeflateSegments = libdeflateSegments
        }
    }

    private let deflater: ScanlineDeflater
    private var scanlines = FrameScratch()
    /// Where the PNG is assembled before its used part is copied out.
    private var output = FrameScratch()

    package var lastStatistics: Statistics { deflater.lastStatistics }

    /// Bytes of scratch memory the encoder keeps between frames (scanlines, output, the deflater's own), for tests.
    package var keptBytes: Int { scanlines.bytes.count + output.bytes.count + deflater.keptBytes }

    /// `level` other than the default, and `flatRowsThroughLibdeflate`, are for the benchmark's comparison rows.
    package init(level: Int32 = compressionLevel, flatRowsThroughLibdeflate: Bool = false) throws {
        deflater = try ScanlineDeflater(
            level: level, flatRows: flatRowsThroughLibdeflate ? .throughLibdeflate : .direct)
    }

    /// PNG bytes for `width`×`height` pixels of native-endian ARGB32 rows `stride` bytes apart, all opaque.
    package func encode(argb32 pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int) throws -> [UInt8] {
        precondition(width > 0 && height > 0 && stride >= width * 4, "bad frame geometry")
        let scanlineCount = height * (1 + width * 3)
        return scanlines.withRoom(scanlineCount) { room in
            pvd_argb32_to_png_scanlines(
                pixels.assumingMemoryBound(to: UInt8.self), stride,
                room.baseAddress!.assumingMemoryBound(to: UInt8.self),
                width, height)
            let scanlines = UnsafeRawBufferPointer(rebasing: room[..<scanlineCount])
            // UI frames compress to a few percent of their scanlines: an eighth is room for nearly all of them.
            // A frame that needs more is compressed again into room for the worst case, which is not kept.
            let firstRoom = Self.fixedBytes + min(deflater.zlibBound(scanlineCount), scanlineCount / 8 + 4096)
            let png = output.withRoom(firstRoom) { room in
                container(width: width, height: height, scanlines: scanlines, in: room)
            }
            if let png { return png }
            var worstCase = [UInt8](repeating: 0, count: Self.fixedBytes + deflater.zlibBound(scanlineCount))
            return worstCase.withUnsafeMutableBytes { room in
                container(width: width, height: height, scanlines: scanlines, in: room)!
            }
        }
    }

    /// Bytes of a PNG besides its IDAT data: signature, IHDR, IDAT's header and CRC, IEND.
    private static let fixedBytes = 8 + (12 + 13) + 12 + 12

    /// Signature, IHDR, one IDAT holding the compressed scanlines, IEND, written into `room`, with the IDAT data
    /// compressed in place; only the bytes used (tens of kilobytes) are copied out. Nil when they do not fit.
    private func container(
        width: Int, height: Int, scanlines: UnsafeRawBufferPointer, in room: UnsafeMutableRawBufferPointer
    ) -> [UInt8]? {
        var writer = ByteWriter(room.bindMemory(to: UInt8.self))
        writer.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering method 0, not interlaced.
        header += [8, 2, 0, 0, 0]
        writer.chunk("IHDR", header)
        let compressed = writer.chunk("IDAT") { data in
            deflater.zlibCompress(scanlines, width: width, height: height, into: data)
        }
        guard compressed else { return nil }
        writer.chunk("IEND", [])
        return Array(writer.buffer[..<writer.count])
    }
}

/// Appends PNG chunks to a buffer that is known to be large enough.
private struct ByteWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    mutating func append(_ bytes: [UInt8]) {
        precondition(count + bytes.count <= buffer.count, "PNG buffer too small")
        for byte in bytes {
            buffer[count] = byte
            count += 1
        }
    }

    mutating func chunk(_ type: String, _ data: [UInt8]) {
        chunk(type) { room in
            room.copyBytes(from: data)
            return data.count
        }
    }

    /// A chunk whose data `fill` writes into the room it is given, returning how many bytes it wrote; false, and
    /// the chunk left unfinished, when `fill` returns nil (its data did not fit).
    @discardableResult
    mutating func chunk(_ type: String, fill: (UnsafeMutableRawBufferPointer) -> Int?) -> Bool {
        let lengthAt = count
        append([0, 0, 0, 0])
        let typeAt = count
        append(Array(type.utf8))
        let room = UnsafeMutableRawBufferPointer(
            rebasing: UnsafeMutableRawBufferPointer(buffer)[count..<buffer.count - 4])
        guard let length = fill(room) else { return false }
        count += length
        for (offset, byte) in UInt32(length).bigEndianBytes.enumerated() { buffer[lengthAt + offset] = byte }
        let crc = crc32(0, UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[typeAt..<count]))
        append(crc.bigEndianBytes)
        return true
    }
}

extension UInt32 {
    fileprivate var bigEndianBytes: [UInt8] {
        [UInt8(self >> 24), UInt8(self >> 16 & 0xFF), UInt8(self >> 8 & 0xFF), UInt8(self & 0xFF)]
    }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ value: UInt32) { self += value.bigEndianBytes }
}
