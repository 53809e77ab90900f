internal import CPreviewdShims
internal import CSpng
internal import Glibc

/// Encodes opaque cairo frames as 8-bit RGB PNG with libspng, tuned for speed on flat UI content.
///
/// Settings come from measurements on a 1179×2556 frame (`notes/c-libraries.md` §2.2): compression level 1 with
/// filtering disabled is both the fastest and close to the smallest for UI content (libspng's default adaptive
/// filter choice costs about 7× the time), and RGB instead of RGBA saves another quarter.
/// Not thread-safe: it keeps one scratch buffer for the RGB conversion across frames.
final class PNGEncoder {
    private var rgb: [UInt8] = []

    /// PNG bytes for `width`×`height` pixels of native-endian ARGB32 rows `stride` bytes apart, all opaque.
    func encode(argb32 pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int) throws -> [UInt8] {
        precondition(width > 0 && height > 0 && stride >= width * 4, "bad frame geometry")
        let byteCount = width * height * 3
        if rgb.count != byteCount { rgb = [UInt8](repeating: 0, count: byteCount) }

        let context = try SpngContext(encoder: true)
        try context.setOption(SPNG_ENCODE_TO_BUFFER, 1)
        try context.setOption(SPNG_IMG_COMPRESSION_LEVEL, 1)
        try context.setOption(SPNG_FILTER_CHOICE, Int32(SPNG_DISABLE_FILTERING.rawValue))
        var header = spng_ihdr()
        header.width = UInt32(width)
        header.height = UInt32(height)
        header.bit_depth = 8
        header.color_type = UInt8(SPNG_COLOR_TYPE_TRUECOLOR.rawValue)
        try context.check(spng_set_ihdr(context.pointer, &header), "spng_set_ihdr")

        try rgb.withUnsafeMutableBufferPointer { buffer in
            let source = pixels.assumingMemoryBound(to: UInt8.self)
            pvd_argb32_to_rgb(source, stride, buffer.baseAddress, width, height)
            let result = spng_encode_image(
                context.pointer, buffer.baseAddress, buffer.count, Int32(SPNG_FMT_PNG.rawValue),
                Int32(SPNG_ENCODE_FINALIZE.rawValue))
            try context.check(result, "spng_encode_image")
        }

        var length = 0
        var error: Int32 = 0
        let png = spng_get_png_buffer(context.pointer, &length, &error)
        // The buffer now belongs to us, whatever else happens.
        defer { free(png) }
        try context.check(error, "spng_get_png_buffer")
        guard let png else { throw RenderError(.encode, "spng_get_png_buffer returned no buffer") }
        return [UInt8](UnsafeRawBufferPointer(start: png, count: length))
    }
}
