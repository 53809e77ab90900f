import PreviewRender
import Testing

/// The encoder writes runs of rows that repeat the row above in one colour as deflate blocks of its own and
/// splices them between libdeflate's pieces (`scanline_deflate.c`). These frames are built from such runs and
/// noise in every arrangement that moves a boundary: runs at the top, at the bottom (the stream's final block is
/// then a flat one), just under and over the length that is written directly, colour changes between runs, rows
/// that repeat the row above in several colours (not flat), and widths at the edges of deflate's 258-byte copies.
@Suite("PNG encoder: flat rows written directly and spliced with libdeflate's pieces")
struct FlatRowDeflateTests {
    /// How one stretch of rows looks.
    enum Rows {
        /// Every pixel different.
        case noise(Int)
        /// One colour, `count` rows.
        case flat(Int, UInt8)
        /// Black, `count` rows: all zero bytes, filter bytes included, which are written as one long copy.
        case black(Int)
        /// The same two-colour row `count` times: repeats the row above, but not in one colour.
        case striped(Int)
    }

    struct Frame {
        var width: Int
        var height: Int
        var argb32: [UInt8]
        var rgba: [UInt8]
    }

    static func frame(width: Int, _ layout: [Rows], seed: UInt64 = 1) -> Frame {
        var state = seed
        var rgbaRows: [[UInt8]] = []
        func noiseByte() -> UInt8 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
        for stretch in layout {
            switch stretch {
            case .noise(let count):
                for _ in 0..<count {
                    rgbaRows.append((0..<width).flatMap { _ in [noiseByte(), noiseByte(), noiseByte(), 255] })
                }
            case .flat(let count, let shade):
                rgbaRows += Array(
                    repeating: (0..<width).flatMap { _ in [shade, shade &+ 3, shade &+ 7, 255] }, count: count)
            case .black(let count):
                rgbaRows += Array(repeating: (0..<width).flatMap { _ in [0, 0, 0, 255] as [UInt8] }, count: count)
            case .striped(let count):
                let row = (0..<width).flatMap { x in x % 5 == 0 ? [20, 30, 40, 255] : [200, 210, 220, 255] as [UInt8] }
                rgbaRows += Array(repeating: row, count: count)
            }
        }
        let rgba = rgbaRows.flatMap { $0 }
        var argb32 = rgba
        for pixel in stride(from: 0, to: argb32.count, by: 4) { argb32.swapAt(pixel, pixel + 2) }
        return Frame(width: width, height: rgbaRows.count, argb32: argb32, rgba: rgba)
    }

    static func encode(_ frame: Frame, with encoder: PNGEncoder) throws -> [UInt8] {
        try frame.argb32.withUnsafeBytes { bytes in
            try encoder.encode(
                argb32: bytes.baseAddress!, stride: frame.width * 4, width: frame.width, height: frame.height)
        }
    }

    static let layouts: [[Rows]] = [
        [.noise(1), .flat(40, 250)],
        [.flat(1, 9), .flat(30, 9), .noise(3)],
        [.noise(2), .flat(15, 200), .noise(2), .flat(16, 200), .noise(1), .flat(17, 100), .flat(20, 101), .noise(2)],
        [.noise(4), .striped(30), .flat(1, 0), .flat(25, 0), .striped(3), .flat(18, 255)],
        [.flat(60, 42)],
        [.noise(1), .black(17), .noise(2), .black(40), .flat(20, 1), .black(30)],
        // Enough noise that libdeflate stores much of it raw, in several blocks, before a run and after it.
        [.noise(120), .flat(20, 30), .noise(40)],
    ]

    /// 1 and 2 pixels (no copies from 3 back, one 3-byte copy), 86–88 (3 × 86 = 258: the copies from 3 back end
    /// exactly on, one under and one over a full copy), 173 (a remainder of 2 bytes, which no copy can take
    /// alone), the two catalog phones' and tablets' widths.
    @Test("every arrangement decodes to the pixels it was given", arguments: [1, 2, 3, 86, 87, 88, 173, 1179, 1668])
    func roundTrip(width: Int) throws {
        let encoder = try PNGEncoder()
        for layout in Self.layouts {
            let frame = Self.frame(width: width, layout)
            let png = try Self.encode(frame, with: encoder)
            let decoded = try decodePNG(png)
            #expect(decoded.width == width && decoded.height == frame.height)
            #expect(decoded.rgba == frame.rgba, "width \(width), layout \(layout)")
            #expect(
                encoder.lastStatistics.flatRows > 0, "width \(width), layout \(layout): no rows were written directly")
        }
    }

    @Test("only runs of at least 16 flat rows are written directly; the rest go through libdeflate in between")
    func whichRowsAreWrittenDirectly() throws {
        let encoder = try PNGEncoder()
        // Rows 1–39 repeat row 0 in one colour; row 0 itself differs from nothing above it, so it is not flat.
        _ = try Self.encode(Self.frame(width: 50, [.flat(40, 250)]), with: encoder)
        #expect(encoder.lastStatistics == PNGEncoder.Statistics(flatRows: 39, libdeflateSegments: 1))
        // The first row of each stretch differs from the row above it, so it is not flat: a stretch of 15 leaves a
        // run of 14 (too short, libdeflate's), each stretch of 17 a run of 16 (written directly).
        _ = try Self.encode(
            Self.frame(
                width: 50,
                [.noise(1), .flat(15, 10), .noise(1), .flat(17, 10), .noise(1), .flat(17, 10), .flat(17, 11)]),
            with: encoder)
        #expect(encoder.lastStatistics == PNGEncoder.Statistics(flatRows: 16 + 16 + 16, libdeflateSegments: 3))
        // Striped rows repeat the row above but not in one colour: libdeflate's.
        _ = try Self.encode(Self.frame(width: 50, [.noise(1), .striped(100)]), with: encoder)
        #expect(encoder.lastStatistics == PNGEncoder.Statistics(flatRows: 0, libdeflateSegments: 1))
    }

    @Test("frames with no long flat run, or too wide for the row plan, go through libdeflate whole and still decode")
    func wholeFrameFallback() throws {
        let encoder = try PNGEncoder()
        let noise = Self.frame(width: 64, [.noise(30), .flat(10, 5), .noise(3)])
        #expect(try decodePNG(Self.encode(noise, with: encoder)).rgba == noise.rgba)
        #expect(encoder.lastStatistics == PNGEncoder.Statistics(flatRows: 0, libdeflateSegments: 1))
        // A flat row takes one copy per 258 bytes; rows wider than about 5,400 pixels are left to libdeflate.
        let wide = Self.frame(width: 6000, [.noise(1), .flat(20, 77)])
        #expect(try decodePNG(Self.encode(wide, with: encoder)).rgba == wide.rgba)
        #expect(encoder.lastStatistics.flatRows == 0)
    }

    @Test(
        "flat rows cost no more than libdeflate makes of them: blank phone frames within 10% of its size",
        arguments: [false, true])
    func flatBlocksAreCompact(black: Bool) throws {
        let blank = Self.frame(width: 1179, [black ? .black(2556) : .flat(2556, 242)])
        let direct = try Self.encode(blank, with: PNGEncoder())
        let whole = try Self.encode(blank, with: PNGEncoder(flatRowsThroughLibdeflate: true))
        #expect(try decodePNG(direct).rgba == blank.rgba)
        #expect(
            Double(direct.count) <= Double(whole.count) * 1.1,
            "\(direct.count) bytes against libdeflate's \(whole.count)")
    }

    @Test("random arrangements of runs, noise and stripes decode to their pixels", arguments: 1...40)
    func randomArrangements(seed: Int) throws {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let width = [1, 2, 5, 85, 86, 90, 171, 172, 260, 390][next(10)]
        var layout: [Rows] = []
        for _ in 0..<(1 + next(8)) {
            switch next(4) {
            case 0: layout.append(.noise(1 + next(4)))
            case 1: layout.append(.flat(1 + next(40), UInt8(next(4) * 60)))
            case 2: layout.append(.black(1 + next(40)))
            default: layout.append(.striped(1 + next(20)))
            }
        }
        let frame = Self.frame(width: width, layout, seed: UInt64(seed))
        #expect(
            try decodePNG(Self.encode(frame, with: PNGEncoder())).rgba == frame.rgba, "width \(width), layout \(layout)"
        )
    }
}
