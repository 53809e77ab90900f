import Testing

@testable import PreviewSnapshots

/// Expected values are from a direct implementation of the same definition (every 8×8 window's means, population
/// variances and covariance, C1 = (0.01·255)², C2 = (0.03·255)²) in NumPy, and from the formula by hand.
struct StructuralSimilarityTests {
    private func image(width: Int, height: Int, _ value: (Int, Int) -> Double) -> LuminanceImage {
        var values: [Double] = []
        for y in 0..<height { for x in 0..<width { values.append(value(x, y)) } }
        return LuminanceImage(width: width, height: height, values: values)
    }

    @Test func identicalImagesScoreOne() {
        let a = image(width: 20, height: 13) { x, y in Double((x * 31 + y * 17) % 256) }
        #expect(abs(StructuralSimilarity.compare(a, a).mean - 1) < 1e-12)
    }

    @Test func flatImagesScoreTheirLuminanceTerm() {
        // (2·100·200 + C1) / (100² + 200² + C1)
        let result = StructuralSimilarity.compare(
            image(width: 8, height: 8) { _, _ in 100 }, image(width: 8, height: 8) { _, _ in 200 })
        #expect(abs(result.mean - 0.8000260066178394) < 1e-12)
    }

    @Test func invertedCheckerboardIsAnticorrelated() {
        let board = image(width: 8, height: 8) { x, y in (x + y) % 2 == 0 ? 0 : 255 }
        let inverted = image(width: 8, height: 8) { x, y in (x + y) % 2 == 0 ? 255 : 0 }
        #expect(abs(StructuralSimilarity.compare(board, inverted).mean - -0.9964064683569576) < 1e-9)
    }

    @Test func slidingWindowsMatchADirectComputation() {
        let a = image(width: 16, height: 12) { x, y in Double((x * 7 + y * 13) % 256) }
        let b = image(width: 16, height: 12) { x, y in Double((x * 7 + y * 13 + (x * y) % 50) % 256) }
        let result = StructuralSimilarity.compare(a, b)
        #expect(abs(result.mean - 0.8399398692342068) < 1e-9)
        #expect(result.mapWidth == 9 && result.mapHeight == 5)
    }

    @Test func aBrightnessShiftCostsOnlyLuminance() {
        let a = image(width: 10, height: 10) { x, y in Double(x * 16 + y) }
        let b = image(width: 10, height: 10) { x, y in Double(x * 16 + y + 30) }
        #expect(abs(StructuralSimilarity.compare(a, b).mean - 0.9445149518386431) < 1e-9)
    }

    @Test func imagesSmallerThanTheWindowAreOneWindow() {
        let a = image(width: 3, height: 5) { _, _ in 100 }, b = image(width: 3, height: 5) { _, _ in 200 }
        let result = StructuralSimilarity.compare(a, b)
        #expect(result.windowSide == 3 && result.mapWidth == 1 && result.mapHeight == 3)
        #expect(abs(result.mean - 0.8000260066178394) < 1e-12)
    }

    @Test func luminanceCompositesOverWhiteWithBT601Weights() {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]
        let luminance = LuminanceImage(rgba: pixels, width: 4, height: 1)
        #expect(luminance.values.map { ($0 * 1000).rounded() / 1000 } == [76.245, 149.685, 29.07, 255])
    }

    @Test func paddingFillsWithWhite() {
        let padded = LuminanceImage(width: 1, height: 1, values: [0]).padded(toWidth: 2, height: 2)
        #expect(padded.values == [0, 255, 255, 255])
    }
}
