internal import CPreviewdShims

/// One encoded frame: PNG bytes plus the content hash clients cache it by.
package struct RenderedImage: Sendable, Equatable {
    package var pixelWidth: Int
    package var pixelHeight: Int
    package var png: [UInt8]
    /// 16 lower-case hex digits of FNV-1a 64 over the PNG bytes: the frame's content hash (ETag, by-hash URL).
    package var hash: String

    /// An image whose `hash` is computed from `png`.
    package init(pixelWidth: Int, pixelHeight: Int, png: [UInt8]) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.png = png
        self.hash = Self.contentHash(of: png)
    }

    /// 16 lower-case hex digits of 64-bit FNV-1a over `bytes`.
    ///
    /// FNV-1a is not collision-resistant against an adversary; it only has to tell a project's own frames
    /// apart, and it is fast enough to hash every frame (the loop is in C so debug builds stay fast too).
    package static func contentHash(of bytes: [UInt8]) -> String {
        let value = bytes.withUnsafeBufferPointer { buffer in
            pvd_fnv1a64(buffer.baseAddress, buffer.count, 0xcbf2_9ce4_8422_2325)
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
