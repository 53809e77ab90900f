internal import CPangoCairo
internal import CSpng
import PreviewViews

/// Decodes the part of an asset image that frames draw, straight into a cairo surface.
///
/// Frames often show a small part of a large image: a header whose 3600-pixel layers turn under a 400-point-tall
/// canvas shows a fifth of each. A non-interlaced PNG is read row by row (libspng's progressive decoding), stops
/// after the last row wanted and keeps only the columns wanted, so neither the whole image nor an RGBA copy of it is
/// ever held. Interlaced PNGs and JPEGs, whose rows come out of order or all at once, are decoded whole and cut.
struct ImageRegionDecoder {
    let bytes: [UInt8]
    let width: Int
    let height: Int
    /// A JPEG or an interlaced PNG, decoded whole when the decoder was made.
    private let whole: DecodedImage?

    /// Reads the header of a PNG or JPEG (told apart by their first bytes, as `decodeImage`), decoding the whole
    /// image now only when it cannot be read in rows.
    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        if !bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            let context = try Self.pngContext()
            let header = try bytes.withUnsafeBytes { input in
                try context.check(
                    spng_set_png_buffer(context.pointer, input.baseAddress, input.count), "spng_set_png_buffer")
                var header = spng_ihdr()
                try context.check(spng_get_ihdr(context.pointer, &header), "not a readable PNG header")
                return header
            }
            if header.interlace_method == 0 {
                (width, height, whole) = (Int(header.width), Int(header.height), nil)
                guard width > 0, height > 0 else { throw RenderError(.decode, "the image is empty") }
                return
            }
        }
        let image = try decodeImage(bytes)
        (width, height, whole) = (image.width, image.height, image)
        guard width > 0, height > 0 else { throw RenderError(.decode, "the image is empty") }
    }

    /// The pixels of `region` (in the image's own pixels, within its bounds) as premultiplied ARGB32.
    func decode(_ region: PixelRect) throws -> BitmapCache.Surface {
        guard region.width > 0, region.height > 0, region.x >= 0, region.y >= 0, region.x + region.width <= width,
            region.y + region.height <= height
        else { throw RenderError(.decode, "the region \(region) is outside the \(width)×\(height) image") }
        return try decodeRows(region)
    }

    /// A decoder for drawing: checksums are not verified, since a file damaged past them still inflates to pixels
    /// worth drawing, and verifying costs every large image a pass over its data.
    private static func pngContext() throws -> SpngContext {
        let context = try SpngContext(encoder: false, ignoringChecksums: true)
        let side = UInt32(maximumDecodedPixelSide)
        try context.check(spng_set_image_limits(context.pointer, side, side), "spng_set_image_limits")
        // Also bounds ancillary chunks (text, ICC profiles), which the image limits do not cover.
        try context.check(spng_set_chunk_limits(context.pointer, 1 << 24, 1 << 26), "spng_set_chunk_limits")
        return context
    }

    /// `region` at the image's own size, its rows decoded down to the region's last.
    private func decodeRows(_ region: PixelRect) throws -> BitmapCache.Surface {
        try Self.surface(of: region) { rows in
            // Rows above the region are decoded (deflate cannot skip them) and dropped.
            var row = 0
            try forEachRow(upTo: region.y + region.height) { pixels in
                defer { row += 1 }
                guard row >= region.y else { return }
                Self.premultiply(pixels + region.x * 4, into: rows(row - region.y), count: region.width)
            }
        }
    }

    /// The pixels of `region` of the image shrunk to `size` (no larger than the image on either axis), as
    /// premultiplied ARGB32, each the area average of the image's pixels under it (`AreaShrinker`). A PNG's rows
    /// are shrunk as they are decoded, down to the last row the region needs: the image is never held whole.
    func decode(_ region: PixelRect, shrunkTo size: (width: Int, height: Int)) throws -> BitmapCache.Surface {
        guard region.width > 0, region.height > 0, region.x >= 0, region.y >= 0,
            region.x + region.width <= size.width, region.y + region.height <= size.height,
            size.width <= width, size.height <= height
        else {
            throw RenderError(.decode, "the region \(region) is outside the \(size.width)×\(size.height) copy")
        }
        var shrinker = AreaShrinker(from: (width, height), to: size, region: region)
        return try Self.surface(of: region) { rows in
            try forEachRow(upTo: shrinker.sourceRows) { pixels in
                shrinker.add(pixels) { row, copied in rows(row).update(from: copied, count: region.width) }
            }
        }
    }

    /// Calls `body` with each of the image's first `count` rows, top to bottom, as straight RGBA8: a PNG's decoded
    /// one at a time into one buffer, or the rows of the image decoded whole.
    private func forEachRow(upTo count: Int, _ body: (UnsafePointer<UInt8>) throws -> Void) throws {
        if let whole {
            try whole.rgba.withUnsafeBufferPointer { source in
                for row in 0..<count { try body(source.baseAddress! + row * width * 4) }
            }
            return
        }
        let context = try Self.pngContext()
        try bytes.withUnsafeBytes { input in
            try context.check(
                spng_set_png_buffer(context.pointer, input.baseAddress, input.count), "spng_set_png_buffer")
            let format = Int32(SPNG_FMT_RGBA8.rawValue)
            let flags = Int32(SPNG_DECODE_TRNS.rawValue | SPNG_DECODE_PROGRESSIVE.rawValue)
            try context.check(spng_decode_image(context.pointer, nil, 0, format, flags), "cannot decode the image data")
            var row = [UInt8](repeating: 0, count: width * 4)
            try row.withUnsafeMutableBytes { buffer in
                for _ in 0..<count {
                    let result = spng_decode_row(context.pointer, buffer.baseAddress, buffer.count)
                    // The last row reports the end of the image; anything else is damaged data.
                    if result != 0 && result != Int32(SPNG_EOI.rawValue) {
                        try context.check(result, "cannot decode the image data")
                    }
                    try body(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self))
                }
            }
        }
    }

    /// A new surface of `region`'s size that `fill` writes, given where each of its rows starts.
    private static func surface(
        of region: PixelRect, _ fill: ((Int) -> UnsafeMutablePointer<UInt32>) throws -> Void
    ) throws -> BitmapCache.Surface {
        let noMemory = RenderError(.decode, "no memory for its \(region.width)×\(region.height) pixels")
        guard let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height))
        else { throw noMemory }
        let surface = BitmapCache.Surface(pointer: pointer, width: region.width, height: region.height)
        guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(pointer)
        else { throw noMemory }
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        try fill { y in UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self) }
        cairo_surface_mark_dirty(pointer)
        return surface
    }

    /// Straight RGBA bytes to cairo's premultiplied native-endian ARGB32 words.
    private static func premultiply(
        _ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        for x in 0..<count {
            let pixel = source + x * 4
            let alpha = UInt32(pixel[3])
            func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
            target[x] = alpha << 24 | premultiplied(pixel[0]) << 16 | premultiplied(pixel[1]) << 8
                | premultiplied(pixel[2])
        }
    }
}
