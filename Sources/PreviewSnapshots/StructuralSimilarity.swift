/// Structural similarity (SSIM; Wang, Bovik, Sheikh and Simoncelli, "Image quality assessment: from error
/// visibility to structural similarity", IEEE TIP 2004) of two luminance images of the same size: the mean, over
/// every position of an 8×8 window sliding one pixel at a time, of
///
///     (2 μa μb + C1) (2 σab + C2) / ((μa² + μb² + C1) (σa² + σb² + C2))
///
/// with the window's means, variances and covariance (population form, as the paper's 8×8 square window uses),
/// C1 = (0.01 L)², C2 = (0.03 L)², L = 255. 1 means identical; unrelated images score near 0.
///
/// Window sums are kept as running column sums, so the cost is linear in the pixels whatever the window, and the
/// memory is a few rows.
package enum StructuralSimilarity {
    package static let windowSide = 8
    static let c1 = (0.01 * 255) * (0.01 * 255)
    static let c2 = (0.03 * 255) * (0.03 * 255)

    /// The mean index and the index of every window position (`mapWidth` × `mapHeight`, row by row; the window
    /// at (x, y) covers pixels x..<x+side, y..<y+side), for drawing where two images differ.
    package struct Result: Equatable, Sendable {
        package var mean: Double
        package var mapWidth: Int
        package var mapHeight: Int
        package var map: [Float]
        /// The side of the window used: 8, or the image's shorter side when it is smaller.
        package var windowSide: Int
    }

    package static func compare(_ a: LuminanceImage, _ b: LuminanceImage) -> Result {
        precondition(a.width == b.width && a.height == b.height, "structural similarity compares images of one size")
        let width = a.width, height = a.height
        guard width > 0, height > 0 else { return Result(mean: 1, mapWidth: 0, mapHeight: 0, map: [], windowSide: 0) }
        let side = min(windowSide, width, height)
        let mapWidth = width - side + 1, mapHeight = height - side + 1
        let count = Double(side * side)
        var map = [Float](repeating: 0, count: mapWidth * mapHeight)
        var total = 0.0
        // Per column, the sums of a, b, a², b² and ab over the window's rows.
        var columns = [Double](repeating: 0, count: width * 5)
        a.values.withUnsafeBufferPointer { av in
            b.values.withUnsafeBufferPointer { bv in
                columns.withUnsafeMutableBufferPointer { sums in
                    func add(row: Int, sign: Double) {
                        let start = row * width
                        for x in 0..<width {
                            let p = av[start + x], q = bv[start + x]
                            sums[x * 5] += sign * p
                            sums[x * 5 + 1] += sign * q
                            sums[x * 5 + 2] += sign * p * p
                            sums[x * 5 + 3] += sign * q * q
                            sums[x * 5 + 4] += sign * p * q
                        }
                    }
                    for row in 0..<side { add(row: row, sign: 1) }
                    for y in 0..<mapHeight {
                        if y > 0 {
                            add(row: y - 1, sign: -1)
                            add(row: y + side - 1, sign: 1)
                        }
                        var window = (0.0, 0.0, 0.0, 0.0, 0.0)
                        for x in 0..<side {
                            window.0 += sums[x * 5]; window.1 += sums[x * 5 + 1]; window.2 += sums[x * 5 + 2]
                            window.3 += sums[x * 5 + 3]; window.4 += sums[x * 5 + 4]
                        }
                        for x in 0..<mapWidth {
                            if x > 0 {
                                let gone = (x - 1) * 5, added = (x + side - 1) * 5
                                window.0 += sums[added] - sums[gone]
                                window.1 += sums[added + 1] - sums[gone + 1]
                                window.2 += sums[added + 2] - sums[gone + 2]
                                window.3 += sums[added + 3] - sums[gone + 3]
                                window.4 += sums[added + 4] - sums[gone + 4]
                            }
                            let index = ssim(
                                meanA: window.0 / count, meanB: window.1 / count, squaresA: window.2 / count,
                                squaresB: window.3 / count, products: window.4 / count)
                            map[y * mapWidth + x] = Float(index)
                            total += index
                        }
                    }
                }
            }
        }
        return Result(
            mean: total / Double(mapWidth * mapHeight), mapWidth: mapWidth, mapHeight: mapHeight, map: map,
            windowSide: side)
    }

    /// One window's index from its means and mean squares and products. Variances that running sums leave a hair
    /// below zero are zero.
    static func ssim(meanA: Double, meanB: Double, squaresA: Double, squaresB: Double, products: Double) -> Double {
        let varianceA = max(0, squaresA - meanA * meanA), varianceB = max(0, squaresB - meanB * meanB)
        let covariance = products - meanA * meanB
        return ((2 * meanA * meanB + c1) * (2 * covariance + c2))
            / ((meanA * meanA + meanB * meanB + c1) * (varianceA + varianceB + c2))
    }
}
