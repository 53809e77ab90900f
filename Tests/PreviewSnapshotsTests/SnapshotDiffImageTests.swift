import Testing

@testable import PreviewSnapshots

struct SnapshotDiffImageTests {
    @Test func panelsShowReferenceRenderingAndRedWhereTheyDiffer() {
        let white = [UInt8](repeating: 255, count: 16 * 16 * 4)
        var black = white
        for index in stride(from: 0, to: black.count, by: 4) {
            black[index] = 0
            black[index + 1] = 0
            black[index + 2] = 0
        }
        let a = LuminanceImage(rgba: white, width: 16, height: 16)
        let b = LuminanceImage(rgba: black, width: 16, height: 16)
        let similarity = StructuralSimilarity.compare(a, b)
        let diff = SnapshotDiffImage.draw(reference: (white, 16, 16), rendered: (black, 16, 16), similarity: similarity)
        #expect(diff.width == 16 * 3 + 8 && diff.height == 16)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(diff.rgba[((y * diff.width + x) * 4)..<((y * diff.width + x) * 4 + 4)])
        }
        #expect(pixel(0, 0) == [255, 255, 255, 255])
        #expect(pixel(20, 0) == [0, 0, 0, 255])
        let red = pixel(40, 8)
        #expect(red[0] == 255 && red[1] < 5 && red[2] < 5)
        let same = SnapshotDiffImage.draw(
            reference: (white, 16, 16), rendered: (white, 16, 16), similarity: StructuralSimilarity.compare(a, a))
        #expect(Array(same.rgba[((8 * same.width + 40) * 4)..<((8 * same.width + 40) * 4 + 3)]) == [255, 255, 255])
    }

    @Test func whatOneImageLacksIsChecked() {
        let white = [UInt8](repeating: 255, count: 4 * 4 * 4), wide = [UInt8](repeating: 255, count: 8 * 4 * 4)
        let similarity = StructuralSimilarity.compare(
            LuminanceImage(rgba: white, width: 4, height: 4).padded(toWidth: 8, height: 4),
            LuminanceImage(rgba: wide, width: 8, height: 4))
        let diff = SnapshotDiffImage.draw(reference: (white, 4, 4), rendered: (wide, 8, 4), similarity: similarity)
        #expect(Array(diff.rgba[(5 * 4)..<(5 * 4 + 4)]) == [255, 0, 255, 255])
    }
}
