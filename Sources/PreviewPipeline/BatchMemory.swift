import Foundation

/// How `previewd render` has glibc's allocator treat large blocks: given back to the system when freed, so that
/// what a batch render holds is what it uses, not what it once used.
///
/// glibc maps a large block for itself and unmaps it when it is freed, but each such free raises the size it maps
/// from to that block's (up to 32 MB). After the first large frame, blocks of frame size (canvases, cairo's
/// offscreen groups, decoded images: one to thirty megabytes, allocated and freed every frame) come instead from
/// the heap of the thread that asks, where freeing them keeps their pages, and the small allocations evaluation
/// makes between frames settle among them so that the heap cannot shrink. A fixed threshold keeps every such block
/// mapped for itself. `serve` keeps glibc's default: there a frame's blocks, taken again by the next edit's frame,
/// are worth keeping, and the render thread trims the heaps when it is idle (`FreedMemory`).
package enum BatchMemory {
    /// Blocks of at least this many bytes are mapped for themselves and unmapped when freed.
    package static let mappedBlockBytes = 1 << 20

    /// glibc's `mallopt`, which Swift's Glibc module does not declare; nil with another C library.
    private static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = {
        // RTLD_DEFAULT: search every loaded object.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    }()

    /// malloc.h's `M_MMAP_THRESHOLD`.
    private static let mappingThreshold: Int32 = -3

    /// Fixes glibc's mapping threshold at `mappedBlockBytes` for the rest of the process; false when the C library
    /// cannot.
    @discardableResult
    package static func returnLargeBlocksWhenFreed() -> Bool {
        guard let mallopt else { return false }
        return mallopt(mappingThreshold, Int32(mappedBlockBytes)) == 1
    }
}
