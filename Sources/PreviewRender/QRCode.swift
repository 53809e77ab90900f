internal import CQREncode
import Foundation

/// A QR code (libqrencode), for the pairing URL: drawn as SVG for the dashboard and as text for the terminal.
package struct QRCode: Sendable, Equatable {
    /// Modules per side.
    package let size: Int
    /// Row-major, true = dark.
    package let modules: [Bool]

    /// Light modules around the symbol that scanners need (the standard asks for 4).
    package static let quietZone = 4

    package struct EncodingError: Error, CustomStringConvertible {
        package var description: String
    }

    /// Encodes `text` as bytes with error correction level M (readable with a smudge or a glare on a screen).
    package init(encoding text: String) throws(EncodingError) {
        guard !text.isEmpty, text.utf8.count <= 2048 else {
            throw EncodingError(description: "cannot make a QR code of \(text.utf8.count) bytes")
        }
        guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else {
            throw EncodingError(description: "libqrencode failed: \(String(cString: strerror(errno)))")
        }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        // Bit 0 of each byte is the module's colour; the other bits say what kind of module it is.
        let bytes = UnsafeBufferPointer(start: code.pointee.data, count: width * width)
        size = width
        modules = bytes.map { $0 & 1 == 1 }
    }

    package func isDark(x: Int, y: Int) -> Bool {
        (0..<size).contains(x) && (0..<size).contains(y) && modules[y * size + x]
    }

    /// An SVG of the code with its quiet zone, one unit per module, scaled by whoever shows it.
    package func svg() -> String {
        let side = size + 2 * Self.quietZone
        var path = ""
        for y in 0..<size {
            for x in 0..<size where isDark(x: x, y: y) {
                path += "M\(x + Self.quietZone) \(y + Self.quietZone)h1v1h-1z"
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges">\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>

            """
    }

    /// The code as text: two module rows per line with half blocks, dark modules drawn, light ones blank.
    /// `colored` wraps each line in black-on-white ANSI colours, so the code reads on dark terminals too.
    package func terminalLines(colored: Bool) -> [String] {
        let zone = Self.quietZone / 2  // half the standard zone is enough next to a terminal's own margin
        let range = -zone..<(size + zone)
        return stride(from: range.lowerBound, to: range.upperBound, by: 2).map { y in
            let row = range.map { x -> Character in
                switch (isDark(x: x, y: y), isDark(x: x, y: y + 1)) {
                case (true, true): return "█"
                case (true, false): return "▀"
                case (false, true): return "▄"
                case (false, false): return " "
                }
            }
            return colored ? "\u{1B}[30;47m" + String(row) + "\u{1B}[0m" : String(row)
        }
    }
}
