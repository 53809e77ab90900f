internal import CDeflate

/// One libdeflate compressor (`libdeflate_compressor*`) at a fixed level. It keeps its match-finder tables
/// between calls, so one long-lived compressor per renderer avoids reallocating them for every frame.
/// Not thread-safe.
final class DeflateCompressor {
    private let pointer: OpaquePointer

    /// `level` is libdeflate's 0 (store) to 12 (slowest, smallest).
    init(level: Int32) throws {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw RenderError(.encode, "libdeflate_alloc_compressor(\(level)) returned null")
        }
        pointer = compressor
    }

    deinit { libdeflate_free_compressor(pointer) }

    /// The most bytes `zlibCompress` can produce from `inputCount` bytes.
    func zlibBound(_ inputCount: Int) -> Int { libdeflate_zlib_compress_bound(pointer, inputCount) }

    /// Compresses `input` into a zlib stream (RFC 1950, as PNG's IDAT wants) in `output`; returns its length.
    /// `output` must hold `zlibBound(input.count)` bytes, so compression cannot run out of room.
    func zlibCompress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int {
        precondition(output.count >= zlibBound(input.count), "output smaller than the zlib bound")
        let written = libdeflate_zlib_compress(pointer, input.baseAddress, input.count, output.baseAddress, output.count)
        precondition(written > 0, "libdeflate ran out of room within its own bound")
        return written
    }
}

/// CRC-32 as PNG chunks use it (ISO 3309), continuing from `crc` (0 to start).
func crc32(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
    libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
}
