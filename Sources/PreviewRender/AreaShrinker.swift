/// Shrinks an image as its rows arrive, top to bottom, into a part of a smaller copy: each pixel of the copy is the
/// average of the source pixels it covers, weighted by how much of each it covers (a box filter over exact areas).
///
/// Only two rows of the copy are being summed at any time, so an image decoded row by row is shrunk without ever
/// being held whole: a 3600-pixel photo drawn 1170 pixels wide costs the copy's bytes, not the photo's. Colours are
/// averaged premultiplied, so transparent pixels lend no colour to their neighbours.
struct AreaShrinker {
    /// One source pixel's share of the copy along one axis: `weight` to copy pixel `index` and `spill` to the next.
    /// Both are lengths in units of 1/`source` of a copy pixel, so the shares of one copy pixel add up to `source`.
    private struct Share {
        var index: Int
        var weight: UInt32
        var spill: UInt32
    }

    /// The part of the copy made, in the copy's pixels.
    let region: PixelRect
    /// Source rows to feed, from the first: those below are never needed.
    let sourceRows: Int
    private let columns: Range<Int>
    private let columnShares: [Share]
    private let rowShares: [Share]
    /// What a copy pixel's weighted sum is divided by.
    private let total: UInt64
    /// Each source row summed across into the region's columns, one slot either side for shares that fall outside.
    private var across: [UInt32]
    /// Sums of the two copy rows being made (the row a source row starts in, and the next), by `row % 2`.
    private var sums: [[UInt64]]
    private var fed = 0
    /// The first copy row of the region not yet written.
    private var emitted: Int

    /// A shrinker from `source` pixels to `region` of a copy of `size` pixels, no larger than the source on either
    /// axis.
    init(from source: (width: Int, height: Int), to size: (width: Int, height: Int), region: PixelRect) {
        precondition(size.width <= source.width && size.height <= source.height, "a shrinker does not enlarge")
        self.region = region
        func spans(_ first: Int, _ count: Int, of side: Int, in target: Int) -> Range<Int> {
            let start = first * side / target
            return start..<min(side, ((first + count) * side + target - 1) / target)
        }
        columns = spans(region.x, region.width, of: source.width, in: size.width)
        sourceRows = spans(region.y, region.height, of: source.height, in: size.height).upperBound
        func shares(_ range: Range<Int>, of side: Int, in target: Int) -> [Share] {
            range.map { index in
                let (start, end) = (index * target, (index + 1) * target)
                let copyPixel = start / side
                let boundary = (copyPixel + 1) * side
                return end <= boundary
                    ? Share(index: copyPixel, weight: UInt32(target), spill: 0)
                    : Share(index: copyPixel, weight: UInt32(boundary - start), spill: UInt32(end - boundary))
            }
        }
        columnShares = shares(columns, of: source.width, in: size.width)
        rowShares = shares(0..<sourceRows, of: source.height, in: size.height)
        total = UInt64(source.width) * UInt64(source.height)
        across = [UInt32](repeating: 0, count: (region.width + 2) * 4)
        sums = [[UInt64]](repeating: [UInt64](repeating: 0, count: region.width * 4), count: 2)
        emitted = region.y
    }

    /// Adds the next source row (straight RGBA8, the whole width of the source); each copy row of the region it
    /// completes is written to `emit` (the row's index within the region, then its premultiplied ARGB32 pixels).
    mutating func add(_ row: UnsafePointer<UInt8>, emit: (Int, UnsafeMutablePointer<UInt32>) throws -> Void) rethrows {
        precondition(fed < sourceRows, "more rows than the copy's part needs")
        let share = rowShares[fed]
        fed += 1
        let rows = region.y..<(region.y + region.height)
        if rows.contains(share.index) || (share.spill > 0 && rows.contains(share.index + 1)) {
            sumAcross(row)
            accumulate(into: share.index, weight: share.weight)
            if share.spill > 0 { accumulate(into: share.index + 1, weight: share.spill) }
        }
        // Copy rows wholly covered by the rows fed so far are complete.
        let complete = fed == sourceRows ? share.index + (share.spill > 0 ? 2 : 1) : rowShares[fed].index
        while emitted < min(complete, region.y + region.height) {
            try finish(emitted, emit: emit)
            emitted += 1
        }
    }

    /// `across` = the row's premultiplied pixels summed into the region's columns by their shares.
    private mutating func sumAcross(_ row: UnsafePointer<UInt8>) {
        let firstColumn = region.x - 1
        across.withUnsafeMutableBufferPointer { across in
            let sums = across.baseAddress!
            sums.update(repeating: 0, count: across.count)
            columnShares.withUnsafeBufferPointer { shares in
                for (offset, share) in shares.enumerated() {
                    let pixel = row + (columns.lowerBound + offset) * 4
                    let alpha = UInt32(pixel[3])
                    var red = UInt32(pixel[0]), green = UInt32(pixel[1]), blue = UInt32(pixel[2])
                    if alpha != 255 {
                        red = (red * alpha + 127) / 255
                        green = (green * alpha + 127) / 255
                        blue = (blue * alpha + 127) / 255
                    }
                    let slot = sums + (share.index - firstColumn) * 4
                    slot[0] &+= red &* share.weight
                    slot[1] &+= green &* share.weight
                    slot[2] &+= blue &* share.weight
                    slot[3] &+= alpha &* share.weight
                    slot[4] &+= red &* share.spill
                    slot[5] &+= green &* share.spill
                    slot[6] &+= blue &* share.spill
                    slot[7] &+= alpha &* share.spill
                }
            }
        }
    }

    private mutating func accumulate(into copyRow: Int, weight: UInt32) {
        guard copyRow >= region.y, copyRow < region.y + region.height else { return }
        let factor = UInt64(weight)
        across.withUnsafeBufferPointer { across in
            sums[copyRow % 2].withUnsafeMutableBufferPointer { sums in
                // The region's columns start one slot in.
                for index in 0..<sums.count { sums[index] &+= UInt64(across[index + 4]) &* factor }
            }
        }
    }

    private mutating func finish(_ copyRow: Int, emit: (Int, UnsafeMutablePointer<UInt32>) throws -> Void) rethrows {
        let (total, half) = (total, total / 2)
        var pixels = [UInt32](repeating: 0, count: region.width)
        sums[copyRow % 2].withUnsafeMutableBufferPointer { sums in
            for x in 0..<pixels.count {
                func channel(_ index: Int) -> UInt32 { UInt32((sums[x * 4 + index] + half) / total) }
                pixels[x] = channel(3) << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
                for index in 0..<4 { sums[x * 4 + index] = 0 }
            }
        }
        try pixels.withUnsafeMutableBufferPointer { try emit(copyRow - region.y, $0.baseAddress!) }
    }
}
