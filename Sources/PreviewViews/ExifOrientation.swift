/// How a camera's JPEG is meant to be shown: the EXIF `Orientation` tag (0x0112) of its first image directory.
///
/// Phones store the sensor's pixels as shot and record the turn in this tag; iOS draws the picture turned, so its
/// size in points is the stored size with width and height swapped for the four rotated cases. The model reads it
/// for the size an image set's file has, and the renderer for the pixels it draws.
package enum ExifOrientation: Int, Equatable, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Whether the picture as shown is the stored one turned a quarter: its width is the stored height.
    package var swapsAxes: Bool { rawValue >= 5 }

    /// The orientation a JPEG's APP1 `Exif` segment records; `.up` when it has none or it cannot be read.
    package init(jpeg bytes: [UInt8]) {
        self = Self.read(bytes) ?? .up
    }

    /// Walks the marker segments before the scan data to the first APP1 segment that starts `Exif\0\0`, then its
    /// TIFF header (byte order, offset of IFD0) and IFD0's entries to tag 0x0112.
    private static func read(_ bytes: [UInt8]) -> ExifOrientation? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // Fill byte.
            if marker == 0xDA || marker == 0xD9 { return nil }  // Scan data or end: no EXIF before the pixels.
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let start = offset + 4
            if marker == 0xE1, length >= 8, Array(bytes[start..<start + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return orientation(in: bytes[(start + 6)..<(offset + 2 + length)])
            }
            offset += 2 + length
        }
        return nil
    }

    /// The tag in a TIFF structure (`II*\0` little-endian or `MM\0*` big-endian), offsets relative to its start.
    private static func orientation(in tiff: ArraySlice<UInt8>) -> ExifOrientation? {
        let base = tiff.startIndex
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[base], tiff[base + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func read(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= tiff.count else { return nil }
            let field = tiff[(base + at)..<(base + at + count)]
            return (little ? field.reversed() : Array(field)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let directory = read(4, 4), let entries = read(directory, 2) else { return nil }
        for index in 0..<entries {
            let entry = directory + 2 + index * 12
            guard let tag = read(entry, 2) else { return nil }
            // SHORT (type 3), one value, held in the first two bytes of the value field.
            if tag == 0x0112, read(entry + 2, 2) == 3, let value = read(entry + 8, 2) {
                return ExifOrientation(rawValue: value)
            }
        }
        return nil
    }
}
