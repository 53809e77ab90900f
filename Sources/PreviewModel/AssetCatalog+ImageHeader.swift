import Foundation
import PreviewViews

/// Pixel sizes read from image file headers, without decoding the pixels.
enum ImageHeader {
    enum Format: String {
        case png = "PNG", jpeg = "JPEG"

        /// Nil for formats previews do not draw from catalogs (PDF, SVG, HEIC, …).
        init?(pathExtension: String) {
            switch pathExtension.lowercased() {
            case "png": self = .png
            case "jpg", "jpeg": self = .jpeg
            default: return nil
            }
        }
    }

    /// Files larger than this are not images anyone puts in a preview's catalog.
    static let maximumFileSize = 64 << 20

    static func pixelSize(of data: Data, format: Format) -> (width: Int, height: Int)? {
        let bytes = [UInt8](format == .png ? data.prefix(24) : data)
        switch format {
        case .png: return pngSize(bytes)
        case .jpeg:
            // The size as shown: a photo stored on its side and tagged to be turned is as wide as it is tall stored.
            guard let stored = jpegSize(bytes) else { return nil }
            return ExifOrientation(jpeg: bytes).swapsAxes ? (stored.height, stored.width) : stored
        }
    }

    /// The 8-byte signature, then the IHDR chunk: length, `IHDR`, width and height (big-endian).
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        let width = bigEndian(bytes, at: 16, count: 4)
        let height = bigEndian(bytes, at: 20, count: 4)
        return width > 0 && height > 0 ? (width, height) : nil
    }

    /// Walks the marker segments after SOI to the first start-of-frame (baseline, progressive, …), whose payload
    /// is precision, height, width.
    static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // Fill byte.
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { return nil }
                let height = bigEndian(bytes, at: offset + 5, count: 2)
                let width = bigEndian(bytes, at: offset + 7, count: 2)
                return width > 0 && height > 0 ? (width, height) : nil
            }
            if marker == 0xDA || marker == 0xD9 || length < 2 { return nil }  // Scan data or end before a frame.
            offset += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
