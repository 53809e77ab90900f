/// Pixel memory for the canvases of one renderer, reused across frames of different sizes.
///
/// A renderer draws frames of several sizes in turn (a phone, an iPad, each device's own viewport). A new cairo
/// surface for each would cost a 9–16 MB allocation, its page faults and cairo's zero fill on every frame, a third
/// of what drawing an edit's changed tiles costs. Instead a canvas of any size that fits is a view into this one
/// block, rows `stride` bytes apart. Its contents are undefined until drawn: every frame paints its background
/// before anything reads it.
final class CanvasMemory {
    /// Widest and tallest canvas, in pixels, that fits.
    let pixelWidth: Int
    let pixelHeight: Int
    /// Bytes from one row to the next, for every canvas in this memory.
    let stride: Int
    let bytes: UnsafeMutableRawPointer

    init(pixelWidth: Int, pixelHeight: Int) {
        precondition(pixelWidth > 0 && pixelHeight > 0, "empty canvas memory")
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        stride = pixelWidth * 4
        bytes = UnsafeMutableRawPointer.allocate(byteCount: stride * pixelHeight, alignment: 64)
    }

    deinit { bytes.deallocate() }

    func fits(pixelWidth width: Int, pixelHeight height: Int) -> Bool { width <= pixelWidth && height <= pixelHeight }

    /// The memory to draw a `width`×`height` canvas in: `current` when it fits and is not more than twice the
    /// canvas (a tall scrolling or desktop-wide preview's block is not kept for the phone frames after it; a
    /// phone's and a tablet's canvases share one), else a new block that also fits `current`'s canvases unless
    /// that would more than double it.
    static func forCanvas(pixelWidth width: Int, pixelHeight height: Int, current: CanvasMemory?) -> CanvasMemory {
        let area = width * height
        if let current, current.fits(pixelWidth: width, pixelHeight: height),
            current.pixelWidth * current.pixelHeight <= 2 * area
        {
            return current
        }
        let unionWidth = max(width, current?.pixelWidth ?? 0), unionHeight = max(height, current?.pixelHeight ?? 0)
        return unionWidth * unionHeight <= 2 * area
            ? CanvasMemory(pixelWidth: unionWidth, pixelHeight: unionHeight)
            : CanvasMemory(pixelWidth: width, pixelHeight: height)
    }
}
