internal import CDeflate
internal import CPixelKernels

/// Compresses a frame's PNG scanlines into the zlib stream of its IDAT chunk (`pvd_scanline_deflater`): runs of
/// rows that repeat the row above in one colour are written as deflate blocks directly, everything else goes
/// through libdeflate at `level`, and the pieces are spliced into one stream. On previewd's frames that takes a
/// quarter to a third of the time of libdeflate alone at the same level, at the same or fewer bytes (`make bench`).
/// It keeps libdeflate's match-finder tables and its scratch buffers between calls, so one long-lived deflater
/// per renderer avoids reallocating them for every frame. Not thread-safe.
final class ScanlineDeflater {
    /// How rows that repeat the row above in one colour are compressed.
    enum FlatRows {
        /// As deflate blocks written directly (what previewd does).
        case direct
        /// Through libdeflate with the rest, in one call: the previous encoder, kept for the benchmark.
        case throughLibdeflate
    }

    private let pointer: OpaquePointer
    private let flatRows: FlatRows
    /// What the last call did, for tests and the benchmark.
    private(set) var lastStatistics = PNGEncoder.Statistics(flatRows: 0, libdeflateSegments: 0)

    /// `level` is libdeflate's 0 (store) to 12 (slowest, smallest).
    init(level: Int32, flatRows: FlatRows = .direct) throws {
        guard let deflater = pvd_scanline_deflater_new(level) else {
            throw RenderError(.encode, "libdeflate_alloc_compressor(\(level)) returned null")
        }
        pointer = deflater
        self.flatRows = flatRows
    }

    deinit { pvd_scanline_deflater_free(pointer) }

    /// The most bytes `zlibCompress` can produce from `inputCount` bytes of scanlines.
    func zlibBound(_ inputCount: Int) -> Int { pvd_scanline_zlib_bound(pointer, inputCount) }

    /// Bytes of scratch memory kept between frames (besides libdeflate's compressor), for tests.
    var keptBytes: Int { pvd_scanline_deflater_kept_bytes(pointer) }

    /// Compresses `width`×`height` RGB scanlines (a filter byte, then 3 bytes a pixel, per row) into a zlib
    /// stream (RFC 1950, as PNG's IDAT wants) in `output`; returns its length, or nil when it needs more room than
    /// `output` has. With `zlibBound(scanlines.count)` bytes it cannot run out; the stream is the same whatever
    /// room it had, so a smaller `output` may be tried first.
    func zlibCompress(
        _ scanlines: UnsafeRawBufferPointer, width: Int, height: Int, into output: UnsafeMutableRawBufferPointer
    ) -> Int? {
        precondition(scanlines.count == height * (1 + width * 3), "scanlines do not match the frame's size")
        let input = scanlines.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let out = output.baseAddress!.assumingMemoryBound(to: UInt8.self)
        // What the whole-frame path did; the spliced path writes its own.
        var statistics = pvd_scanline_deflate_stats(flat_rows: 0, segments: 1)
        let written =
            switch flatRows {
            case .direct: pvd_scanline_zlib_compress(pointer, input, width, height, out, output.count, &statistics)
            case .throughLibdeflate: pvd_scanline_zlib_compress_whole(pointer, input, width, height, out, output.count)
            }
        guard written > 0 else {
            precondition(output.count < zlibBound(scanlines.count), "libdeflate ran out of room within its own bound")
            return nil
        }
        lastStatistics = PNGEncoder.Statistics(flatRows: statistics.flat_rows, libdeflateSegments: statistics.segments)
        return written
    }
}

/// CRC-32 as PNG chunks use it (ISO 3309), continuing from `crc` (0 to start).
func crc32(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
    libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
}
