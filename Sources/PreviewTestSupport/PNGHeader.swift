package import Foundation

/// The start of an RGBA PNG, enough for readers that take only the size from it (asset catalogs read the header,
/// not the pixels): the signature, then an IHDR chunk whose CRC nobody checks.
package func pngHeader(width: Int, height: Int) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    for value in [width, height] {
        bytes += (0..<4).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]  // Depth, colour type, compression, filter, interlace, and the CRC.
    return Data(bytes)
}
