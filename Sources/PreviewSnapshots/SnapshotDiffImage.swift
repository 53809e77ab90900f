/// The picture of a comparison, three panels side by side on one canvas: the reference, previewd's rendering,
/// and the reference faded to grey with red where the two differ (as strong as the local structural similarity is
/// low). Panels are the larger of the two sizes; the part one image lacks is drawn checked in magenta.
package enum SnapshotDiffImage {
    /// Grey pixels between panels.
    static let gutter = 4

    /// Straight RGBA8 pixels of the diff, and its size.
    package static func draw(
        reference: (rgba: [UInt8], width: Int, height: Int), rendered: (rgba: [UInt8], width: Int, height: Int),
        similarity: StructuralSimilarity.Result
    ) -> (rgba: [UInt8], width: Int, height: Int) {
        let panelWidth = max(reference.width, rendered.width), panelHeight = max(reference.height, rendered.height)
        let width = panelWidth * 3 + gutter * 2, height = panelHeight
        var canvas = [UInt8](repeating: 128, count: width * height * 4)
        func put(_ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
            let index = (y * width + x) * 4
            canvas[index] = r; canvas[index + 1] = g; canvas[index + 2] = b; canvas[index + 3] = 255
        }
        /// A pixel of `image` over white, or nil outside it.
        func pixel(_ image: (rgba: [UInt8], width: Int, height: Int), _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)? {
            guard x < image.width, y < image.height else { return nil }
            let index = (y * image.width + x) * 4
            let alpha = Int(image.rgba[index + 3])
            func over(_ channel: UInt8) -> UInt8 { UInt8((Int(channel) * alpha + 255 * (255 - alpha)) / 255) }
            return (over(image.rgba[index]), over(image.rgba[index + 1]), over(image.rgba[index + 2]))
        }
        for y in 0..<panelHeight {
            for x in 0..<panelWidth {
                let missing: (UInt8, UInt8, UInt8) = ((x / 8 + y / 8) % 2 == 0) ? (255, 0, 255) : (255, 255, 255)
                let a = pixel(reference, x, y), b = pixel(rendered, x, y)
                let shownA = a ?? missing, shownB = b ?? missing
                put(x, y, shownA.0, shownA.1, shownA.2)
                put(panelWidth + gutter + x, y, shownB.0, shownB.1, shownB.2)
                let diffX = 2 * (panelWidth + gutter) + x
                guard let a else {
                    put(diffX, y, missing.0, missing.1, missing.2)
                    continue
                }
                let grey = (0.299 * Double(a.0) + 0.587 * Double(a.1) + 0.114 * Double(a.2)) * 0.35 + 255 * 0.65
                let difference = b == nil ? 1 : dissimilarity(at: x, y, similarity)
                let red = grey + (255 - grey) * difference
                let other = grey * (1 - difference)
                put(diffX, y, UInt8(red.rounded()), UInt8(other.rounded()), UInt8(other.rounded()))
            }
        }
        return (canvas, width, height)
    }

    /// 0 where the windows around a pixel agree, up to 1 where they are unrelated: the lowest index of the windows
    /// that cover it would be exact but slow, so the window centred on it stands for them.
    static func dissimilarity(at x: Int, _ y: Int, _ similarity: StructuralSimilarity.Result) -> Double {
        guard similarity.mapWidth > 0, similarity.mapHeight > 0 else { return 0 }
        let half = similarity.windowSide / 2
        let mapX = min(max(0, x - half), similarity.mapWidth - 1)
        let mapY = min(max(0, y - half), similarity.mapHeight - 1)
        let index = Double(similarity.map[mapY * similarity.mapWidth + mapX])
        return min(1, max(0, 1 - index))
    }
}
