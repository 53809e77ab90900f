import PreviewLayout
package import PreviewViews

/// Text metrics that need no fonts, so expected layouts can be worked out by hand (layout tests, fuzzing): every
/// character (spaces included) is half the point size wide, a line is 1.25 × the point size tall, and words wrap
/// greedily at spaces (a word wider than `maxWidth` overflows on its own line).
package struct FakeTextMeasurer: TextMeasurer {
    package init() {}

    package func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> Size {
        let characterWidth = font.pointSize * 0.5
        var lineLengths: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: Int?
            for word in paragraph.split(separator: " ") {
                guard let length = current else {
                    current = word.count
                    continue
                }
                let joined = length + 1 + word.count
                if let maxWidth, Double(joined) * characterWidth > maxWidth {
                    lineLengths.append(length)
                    current = word.count
                } else {
                    current = joined
                }
            }
            lineLengths.append(current ?? 0)
        }
        let widest = lineLengths.max() ?? 0
        return Size(
            width: Double(widest) * characterWidth, height: Double(lineLengths.count) * font.pointSize * 1.25)
    }
}
