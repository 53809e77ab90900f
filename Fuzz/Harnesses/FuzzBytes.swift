/// Fuzz input read one decision at a time: any bytes decode to something, and a changed byte changes one decision.
/// Input that has run out reads as zeros, which every decision maps to its plainest choice (the first case, zero,
/// nil), so a short input is a small frame rather than an error.
struct FuzzBytes {
    /// What most numbers are picked from: the values layout and raster must survive (both zeros, a phone's width,
    /// sizes beyond cairo's fixed-point range, overflow to infinity, NaN, subnormals) and a few ordinary ones.
    static let hostileNumbers: [Double] = [
        0, -0.0, 1, -1, 0.5, 44, 390, 4096, 1e5, 1e9, -1e9, 1e300, -1e300, .infinity, -.infinity, .nan,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300,
    ]
    /// A number byte in this range reads as 4 × (byte − 0xC0): ordinary coordinates and sizes, 0 … 248.
    static let wholeNumberBytes: ClosedRange<UInt8> = 0xC0...0xFE
    /// A number byte that is followed by the eight bytes of a raw `Double` (its bit pattern, little-endian).
    static let rawNumberByte: UInt8 = 0xFF
    /// What counts and line limits are picked from.
    static let hostileIntegers: [Int?] = [nil, 1, 2, 3, 0, -1, 1000, .max, .min]
    /// Text: scripts that shape differently, combining marks, emoji sequences, control and bidi characters.
    static let strings = [
        "Hello, world", "", " ", "W", "Wörld ✓ ñ", "مرحبا بالعالم", "שלום עולם", "e\u{301}\u{302}\u{303}\u{304}",
        "👩‍👩‍👧‍👦🏳️‍🌈🇯🇵", "line\nbreak\n\n", "tab\tand\r\nreturn", "\u{0}\u{1}\u{7F}",
        "\u{200B}\u{FEFF}\u{202E}desrever",
        "Supercalifragilisticexpialidocious", "日本語のテキスト", "<b>&amp;</b>",
    ]
    /// Copies of a repeated string, at most.
    static let maximumCopies = 32
    /// Characters of a generated word, per unit of its length byte (at most 1,020).
    static let wordUnit = 4
    /// UTF-8 bytes of text one input may decode to; strings beyond it are cut. Pango wraps a word that does not fit
    /// in time quadratic in its length (8,000 characters at 1 pt wide take half a minute to measure and again to
    /// draw), so long strings are kept to about 1,000 characters, enough to wrap a phone screen many times over.
    static let textBudget = 4096

    private let bytes: [UInt8]
    /// How many bytes have been read.
    private(set) var offset = 0
    private var textLeft = textBudget

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isExhausted: Bool { offset >= bytes.count }

    /// The next byte; 0 once the input has run out.
    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }

    /// One of `count` choices (0 when the input has run out).
    mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

    mutating func flag() -> Bool { byte() & 1 == 1 }

    /// Mostly one of `hostileNumbers`, sometimes a small whole number or any `Double` at all.
    mutating func number() -> Double {
        let first = byte()
        if first == Self.rawNumberByte {
            var pattern: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 8) { pattern |= UInt64(byte()) << UInt64(shift) }
            return Double(bitPattern: pattern)
        }
        if Self.wholeNumberBytes.contains(first) { return Double(first - Self.wholeNumberBytes.lowerBound) * 4 }
        return Self.hostileNumbers[Int(first) % Self.hostileNumbers.count]
    }

    /// Nil, or a `number()`.
    mutating func optionalNumber() -> Double? { flag() ? number() : nil }

    mutating func integer() -> Int? { Self.hostileIntegers[choice(Self.hostileIntegers.count)] }

    /// One of `strings`; up to 255 raw bytes read as UTF-8 (invalid sequences become U+FFFD); one of `strings`
    /// repeated up to `maximumCopies` times; or a word without spaces of up to 1,020 characters. Cut to what is left
    /// of `textBudget`.
    mutating func string() -> String {
        let string: String
        switch choice(4) {
        case 0:
            string = Self.strings[choice(Self.strings.count)]
        case 1:
            let length = Int(byte())
            string = String(decoding: (0..<length).map { _ in byte() }, as: UTF8.self)
        case 2:
            let base = Self.strings[choice(Self.strings.count)]
            string = String(repeating: base, count: choice(Self.maximumCopies) + 1)
        default:
            string = String(repeating: "W", count: Int(byte()) * Self.wordUnit)
        }
        guard string.utf8.count > textLeft else {
            textLeft -= string.utf8.count
            return string
        }
        var cut = ""
        for character in string {
            guard character.utf8.count <= textLeft else { break }
            cut.append(character)
            textLeft -= character.utf8.count
        }
        textLeft = 0
        return cut
    }
}
