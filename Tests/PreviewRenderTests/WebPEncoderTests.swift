import PreviewRender
import Testing

@Suite("WebP encoder: lossless, so it decodes to exactly the pixels it was given")
struct WebPEncoderTests {
    @Test("round trip through libwebp's decoder", arguments: [(1, 1, 0), (3, 2, 4), (300, 180, 16)])
    func roundTrip(width: Int, height: Int, padding: Int) throws {
        let source = PNGEncoderRoundTripTests.pixels(
            width: width, height: height, padding: padding, seed: UInt64(width + height))
        let webp = try source.argb32.withUnsafeBytes { bytes in
            try WebPEncoder().encode(argb32: bytes.baseAddress!, stride: source.stride, width: width, height: height)
        }
        #expect(Array(webp.prefix(4)) == Array("RIFF".utf8) && Array(webp[8..<12]) == Array("WEBP".utf8))
        let decoded = try #require(WebPEncoder.decodeRGBA(webp))
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.rgba == source.rgba)
    }
}
