internal import CWebP

/// Encodes opaque cairo frames as lossless WebP (the `"webp"` frame format): libwebp imports cairo's B,G,R,X rows
/// directly, so there is no scanline pass of our own.
///
/// Lossless only: a frame must decode to exactly the pixels that were drawn (and damage patches must composite
/// onto them exactly). Whether it pays against PNG is measured by `make bench` (README "Performance").
package struct WebPEncoder: Sendable {
    /// libwebp's lossless preset (0 fastest … 9 smallest). 1, not 0: on previewd's frames level 0 skips the
    /// transforms that make flat UI small (7–8× libpng's bytes) and is slower too; level 1 is about 0.35× libpng's
    /// bytes at about twice the chosen PNG path's time (`make bench`).
    package static let defaultLevel: Int32 = 1

    package let level: Int32

    package init(level: Int32 = defaultLevel) {
        self.level = level
    }

    /// WebP bytes for `width`×`height` pixels of native-endian ARGB32 rows `stride` bytes apart, all opaque.
    package func encode(argb32 pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int) throws -> [UInt8] {
        precondition(width > 0 && height > 0 && stride >= width * 4, "bad frame geometry")
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0, WebPConfigLosslessPreset(&config, level) != 0 else {
            throw RenderError(.encode, "libwebp rejected lossless level \(level)")
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw RenderError(.encode, "libwebp version mismatch") }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        // Little-endian ARGB32 is B, G, R, A in memory; the alpha byte is 255 everywhere, so it is skipped.
        guard WebPPictureImportBGRX(&picture, pixels.assumingMemoryBound(to: UInt8.self), Int32(stride)) != 0 else {
            throw RenderError(.encode, "libwebp could not import a \(width)×\(height) frame")
        }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let encoded = withUnsafeMutablePointer(to: &writer) { writer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writer)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0, let bytes = writer.mem else {
            throw RenderError(.encode, "libwebp failed to encode (error \(picture.error_code.rawValue))")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: writer.size))
    }

    /// The R, G, B, A bytes of a WebP image, or nil when it does not decode (for the benchmark's and tests'
    /// check that the encoding is lossless).
    package static func decodeRGBA(_ bytes: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8])? {
        var width: Int32 = 0, height: Int32 = 0
        guard let pixels = WebPDecodeRGBA(bytes, bytes.count, &width, &height) else { return nil }
        defer { WebPFree(pixels) }
        return (Int(width), Int(height), Array(UnsafeBufferPointer(start: pixels, count: Int(width * height * 4))))
    }
}
