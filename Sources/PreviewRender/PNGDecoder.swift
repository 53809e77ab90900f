internal import CSpng
import PreviewViews

/// One pixel as straight (not premultiplied) 8-bit red, green, blue and alpha.
package struct RGBA8: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}

/// A decoded image: rows of straight RGBA8 pixels, top to bottom, no padding.
package struct DecodedImage: Sendable, Equatable {
    package var width: Int
    package var height: Int
    /// `width * height * 4` bytes.
    package var rgba: [UInt8]

    package init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "pixel buffer does not match the size")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at column `x`, row `y` (origin top-left).
    package func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let offset = (y * width + x) * 4
        return RGBA8(rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }
}

/// Decodes a PNG of any colour type and bit depth into straight RGBA8 (for tests, and the daemon's own checks).
///
/// Throws `RenderError` with code `.decode` for bytes that are not a well-formed PNG (bad signature, checksums,
/// truncated data) or for images wider or taller than `maximumDecodedPixelSide`.
package func decodePNG(_ bytes: [UInt8]) throws -> DecodedImage {
    guard !bytes.isEmpty else { throw RenderError(.decode, "no bytes to decode") }
    let context = try SpngContext(encoder: false)
    let side = UInt32(maximumDecodedPixelSide)
    try context.check(spng_set_image_limits(context.pointer, side, side), "spng_set_image_limits")
    // Also bounds ancillary chunks (text, ICC profiles), which the image limits do not cover.
    try context.check(spng_set_chunk_limits(context.pointer, 1 << 24, 1 << 26), "spng_set_chunk_limits")

    return try bytes.withUnsafeBytes { input in
        // libspng reads from this buffer until decoding ends, so everything happens inside this closure.
        try context.check(spng_set_png_buffer(context.pointer, input.baseAddress, input.count), "spng_set_png_buffer")
        var header = spng_ihdr()
        try context.check(spng_get_ihdr(context.pointer, &header), "not a readable PNG header")
        let format = Int32(SPNG_FMT_RGBA8.rawValue)
        var length = 0
        try context.check(spng_decoded_image_size(context.pointer, format, &length), "spng_decoded_image_size")
        var rgba = [UInt8](repeating: 0, count: length)
        try rgba.withUnsafeMutableBytes { output in
            let result = spng_decode_image(
                context.pointer, output.baseAddress, output.count, format, Int32(SPNG_DECODE_TRNS.rawValue))
            try context.check(result, "cannot decode the image data")
        }
        return DecodedImage(width: Int(header.width), height: Int(header.height), rgba: rgba)
    }
}
