import PreviewRender
import Testing

@Suite("PNG encoder: what it writes decodes to exactly the pixels it was given")
struct PNGEncoderRoundTripTests {
    /// Opaque ARGB32 rows (B,G,R,A in memory) with `padding` unused bytes after each row, filled from a fixed
    /// pseudo-random sequence so that no two runs or rows are alike; the padding holds bytes the encoder must skip.
    static func pixels(width: Int, height: Int, padding: Int, seed: UInt64) -> (
        argb32: [UInt8], stride: Int, rgba: [UInt8]
    ) {
        let stride = width * 4 + padding
        var argb32 = [UInt8](repeating: 0xEE, count: stride * height)
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                // xorshift64: cheap, deterministic noise; flat runs every few rows mimic UI content too.
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                let flat = y % 5 == 0
                let red = flat ? 242 : UInt8(truncatingIfNeeded: state)
                let green = flat ? 242 : UInt8(truncatingIfNeeded: state >> 8)
                let blue = flat ? 247 : UInt8(truncatingIfNeeded: state >> 16)
                let offset = y * stride + x * 4
                argb32[offset] = blue
                argb32[offset + 1] = green
                argb32[offset + 2] = red
                argb32[offset + 3] = 255
                rgba += [red, green, blue, 255]
            }
        }
        return (argb32, stride, rgba)
    }

    // Widths 5–10 end the scanline conversion's four-pixel steps at each possible point before its one-pixel tail.
    @Test(
        "round trip through libspng's decoder",
        arguments: [
            (1, 1, 0), (3, 2, 4), (5, 3, 0), (6, 3, 4), (7, 2, 0), (8, 2, 0), (9, 2, 4), (10, 2, 0), (300, 180, 16),
            (1179, 40, 0),
        ])
    func roundTrip(width: Int, height: Int, padding: Int) throws {
        let source = Self.pixels(width: width, height: height, padding: padding, seed: UInt64(width * 31 + height))
        let png = try source.argb32.withUnsafeBytes { bytes in
            try PNGEncoder().encode(argb32: bytes.baseAddress!, stride: source.stride, width: width, height: height)
        }
        let decoded = try decodePNG(png)
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.rgba == source.rgba)
    }

    @Test("one encoder reused for frames of different sizes keeps them apart")
    func reuseAcrossSizes() throws {
        let encoder = try PNGEncoder()
        for (width, height) in [(64, 64), (10, 300), (64, 64)] {
            let source = Self.pixels(width: width, height: height, padding: 0, seed: 7)
            let png = try source.argb32.withUnsafeBytes { bytes in
                try encoder.encode(argb32: bytes.baseAddress!, stride: source.stride, width: width, height: height)
            }
            #expect(try decodePNG(png).rgba == source.rgba)
        }
    }

    @Test("flat content compresses: a single-colour phone frame is a few kilobytes")
    func flatContentCompresses() throws {
        let width = 1179, height = 2556
        let argb32 = [UInt8](repeating: 0xFF, count: width * height * 4)
        let png = try argb32.withUnsafeBytes { bytes in
            try PNGEncoder().encode(argb32: bytes.baseAddress!, stride: width * 4, width: width, height: height)
        }
        #expect(png.count < 30_000)
        #expect(try decodePNG(png).pixel(x: 1178, y: 2555) == RGBA8(255, 255, 255))
    }
}
