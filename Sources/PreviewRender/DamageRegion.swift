/// A rectangle of pixels, origin top left.
package struct PixelRect: Equatable, Sendable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var area: Int { width * height }

    package var description: String { "\(width)×\(height)@\(x),\(y)" }

    /// The rows and columns of `tileSize` tiles this rectangle touches.
    package func tiles(of tileSize: Int) -> (rows: Range<Int>, columns: Range<Int>) {
        (y / tileSize..<(y + height + tileSize - 1) / tileSize, x / tileSize..<(x + width + tileSize - 1) / tileSize)
    }

    /// The smallest rectangle holding both.
    package func union(_ other: PixelRect) -> PixelRect {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// Turns changed tiles into the few rectangles a damage frame carries, or decides that a full frame is better.
package enum DamageRegion {
    /// More rectangles than this cost more in per-patch overhead (PNG headers, draw calls) than the pixels they
    /// skip: they are replaced by their bounding box.
    package static let maximumRectangles = 8
    /// Damage covering more than this fraction of the frame is sent as a full frame: its patches would be about
    /// as large, and a keyframe resets the client.
    package static let maximumDamagedFraction = 0.5

    /// The rectangles to send for `changed` tiles of `grid`, clipped to the frame; nil when a full frame should
    /// be sent instead (geometry changed, too much damage). Empty when nothing changed.
    package static func rectangles(_ grid: TileHashes, since old: TileHashes) -> [PixelRect]? {
        guard let changed = grid.changedTiles(since: old) else { return nil }
        let rectangles = merge(
            changed: changed, columns: grid.columns, rows: grid.rows, tileSize: grid.tileSize,
            pixelWidth: grid.pixelWidth, pixelHeight: grid.pixelHeight)
        let damaged = rectangles.reduce(0) { $0 + $1.area }
        guard Double(damaged) <= maximumDamagedFraction * Double(grid.pixelWidth * grid.pixelHeight) else { return nil }
        return rectangles
    }

    /// Runs of changed tiles per tile row, each run grown downwards while the rows below change in exactly the same
    /// columns; more than `maximumRectangles` collapse into their bounding box. Pure, for tests.
    package static func merge(
        changed: [Bool], columns: Int, rows: Int, tileSize: Int, pixelWidth: Int, pixelHeight: Int
    ) -> [PixelRect] {
        precondition(changed.count == columns * rows, "one flag per tile")
        // Open rectangles in tile units: (first column, end column, first row, end row).
        var finished: [(Int, Int, Int, Int)] = []
        var open: [(Int, Int, Int, Int)] = []
        for row in 0..<rows {
            var runs: [(Int, Int)] = []
            var column = 0
            while column < columns {
                guard changed[row * columns + column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < columns && changed[row * columns + column] { column += 1 }
                runs.append((start, column))
            }
            var stillOpen: [(Int, Int, Int, Int)] = []
            for run in runs {
                if let index = open.firstIndex(where: { $0.0 == run.0 && $0.1 == run.1 }) {
                    var grown = open.remove(at: index)
                    grown.3 = row + 1
                    stillOpen.append(grown)
                } else {
                    stillOpen.append((run.0, run.1, row, row + 1))
                }
            }
            finished += open  // rectangles whose columns did not continue into this row
            open = stillOpen
        }
        finished += open
        var rectangles = finished.map { tiles in
            let x = tiles.0 * tileSize, y = tiles.2 * tileSize
            return PixelRect(
                x: x, y: y, width: min(tiles.1 * tileSize, pixelWidth) - x,
                height: min(tiles.3 * tileSize, pixelHeight) - y)
        }
        rectangles.sort { ($0.y, $0.x) < ($1.y, $1.x) }
        if rectangles.count > maximumRectangles, let first = rectangles.first {
            return [rectangles.dropFirst().reduce(first) { $0.union($1) }]
        }
        return rectangles
    }
}
