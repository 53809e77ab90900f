/// Bytes an encoder reuses from frame to frame, sized to the frames it serves rather than to the largest it met.
///
/// Zero-filling a new buffer for every frame costs as much as the page faults of the memory itself, so a buffer
/// is kept between frames; but a buffer that only grew would hold, per renderer and for good, as much as the
/// largest frame ever drawn needed (a 3,000-pixel square preview's scanlines are 27 MB against a phone's 9 MB).
/// A buffer is kept while it is no larger than `alwaysKept` (every phone and tablet frame's scanlines fit, so a
/// renderer that alternates frames with their small damage patches does not reallocate), or than twice what
/// the frame needs; otherwise the frame gets a buffer of its own size.
struct FrameScratch {
    /// Capacity kept whatever the frame needs: an iPad Pro's 2,064 × 2,752 scanlines, with room to spare.
    static let alwaysKept = 20 << 20

    private(set) var bytes: [UInt8] = []

    /// Runs `body` with at least `count` bytes, whose contents are undefined.
    mutating func withRoom<Result>(_ count: Int, _ body: (UnsafeMutableRawBufferPointer) throws -> Result) rethrows
        -> Result
    {
        if bytes.count < count || (bytes.count > Self.alwaysKept && bytes.count > 2 * count) {
            bytes = []  // the old buffer goes before the new one is filled
            bytes = [UInt8](repeating: 0, count: count)
        }
        return try bytes.withUnsafeMutableBytes(body)
    }
}
