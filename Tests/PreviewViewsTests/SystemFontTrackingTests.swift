import PreviewViews
import Testing

/// The system font's tracking and design by size, as Apple's typography guidelines list them (thousandths of an em).
@Suite("System font tracking")
struct SystemFontTrackingTests {
    @Test(
        "tracking is the published value times the point size",
        arguments: [
            (6.0, 41), (11, 6), (12, 0), (13, -6), (15, -16), (17, -26), (19, -24),  // SF Pro Text
            (20, 19), (22, 16), (23, 16), (28, 13), (34, 11), (48, 8), (79, 1), (80, 0), (200, 0),  // SF Pro Display
        ])
    func trackingFollowsTheTable(pointSize: Double, perMille: Int) {
        let tracking = ResolvedFont(pointSize: pointSize).tracking
        #expect(abs(tracking - pointSize * Double(perMille) / 1000) < 1e-9, "\(pointSize) pt: \(tracking)")
    }

    @Test func sizesBelowTheTableKeepItsSmallestEntryAndFractionsTakeTheWholePointBelow() {
        #expect(abs(ResolvedFont(pointSize: 4).tracking - 4 * 0.041) < 1e-9)
        #expect(abs(ResolvedFont(pointSize: 17.5).tracking - 17.5 * -0.026) < 1e-9)
    }

    @Test func displayDesignFromTwentyPoints() {
        #expect(ResolvedFont(pointSize: 19.9).designSize == .text)
        #expect(ResolvedFont(pointSize: 20).designSize == .display)
        #expect(ResolvedFont(pointSize: 34, monospaced: true).designSize == .text)
    }

    @Test func monospacedAndDegenerateSizesAreNotTracked() {
        #expect(ResolvedFont(pointSize: 17, monospaced: true).tracking == 0)
        #expect(ResolvedFont(pointSize: 0).tracking == 0)
        #expect(ResolvedFont(pointSize: .infinity).tracking == 0)
        #expect(ResolvedFont(pointSize: .nan).tracking == 0)
    }
}
