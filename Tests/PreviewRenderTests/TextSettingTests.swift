import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Text set as iOS sets it: no hyphens inserted where a word breaks, monospaced faces and digits when asked for.
@Suite("Text setting")
struct TextSettingTests {
    static let body = ResolvedFont(pointSize: 17)
    static let black = RGBA(red: 0, green: 0, blue: 0)

    @Test("a word too long for its line breaks between characters without a hyphen, measured and drawn alike")
    func noHyphenInsideAWord() throws {
        let renderer = try FrameRenderer()
        let measurer = renderer.textMeasurer
        let width = measurer.measure("Effe", font: Self.body, maxWidth: nil).width + 1
        let wrapped = measurer.measure("Effects", font: Self.body, maxWidth: width)
        let broken = measurer.measure("Effe\ncts", font: Self.body, maxWidth: nil)
        #expect(wrapped == broken, "wrapped \(wrapped), explicitly broken \(broken)")
        func drawn(_ text: String) throws -> DecodedImage {
            let rect = Rect(x: 4, y: 4, width: width, height: wrapped.height)
            return try renderDecoded(
                [.text(text, rect: rect, font: Self.body, color: Self.black, alignment: .leading)],
                width: 80, height: 60, scale: 2, renderer: renderer)
        }
        #expect(try drawn("Effects") == drawn("Effe\ncts"))
    }

    @Test func monospacedGivesEveryCharacterOneWidth() throws {
        let measurer = try FrameRenderer().textMeasurer
        let mono = ResolvedFont(pointSize: 17, monospaced: true)
        let narrow = measurer.measure("iiii", font: mono, maxWidth: nil).width
        let wide = measurer.measure("WWWW", font: mono, maxWidth: nil).width
        #expect(abs(narrow - wide) < 0.01, "\(narrow) vs \(wide)")
        // The system font is proportional, so the face really changed.
        let proportional = measurer.measure("iiii", font: Self.body, maxWidth: nil).width
        #expect(measurer.measure("WWWW", font: Self.body, maxWidth: nil).width > 2 * proportional)
    }

    @Test func monospacedDigitsGiveDigitsOneWidth() throws {
        let measurer = try FrameRenderer().textMeasurer
        let proportional = (
            measurer.measure("1111", font: Self.body, maxWidth: nil).width,
            measurer.measure("0000", font: Self.body, maxWidth: nil).width)
        #expect(proportional.0 < proportional.1 - 1, "Inter's default figures are proportional")
        let tabular = ResolvedFont(pointSize: 17, monospacedDigits: true)
        let ones = measurer.measure("1111", font: tabular, maxWidth: nil).width
        let zeros = measurer.measure("0000", font: tabular, maxWidth: nil).width
        #expect(abs(ones - zeros) < 0.01, "\(ones) vs \(zeros)")
        // Drawing uses the same figures: a tabular "1111" draws wider than a proportional one.
        let renderer = try FrameRenderer()
        func inkWidth(_ font: ResolvedFont) throws -> Int {
            let image = try renderDecoded(
                [.text("1111", rect: Rect(x: 0, y: 0, width: 80, height: 30), font: font, color: Self.black,
                       alignment: .leading)], width: 80, height: 30, renderer: renderer)
            let ink = try #require(image.inkBounds())
            return ink.maxX - ink.minX
        }
        #expect(try inkWidth(tabular) > inkWidth(Self.body))
    }
}

/// Text measured with the tracking iOS gives the system font, in the design it uses at that size.
@Suite("System font tracking in text measurement")
struct SystemFontTrackingMeasurementTests {
    /// "l" has no kerning with itself in Inter, so a run of them differs from the sum of single ones only by the
    /// tracking between characters (none after the last).
    @Test(
        "the space between characters is the size's tracking",
        arguments: [(17.0, -0.026), (11, 0.006), (12, 0), (15, -0.016), (28, 0.013), (34, 0.011)])
    func trackingBetweenCharacters(pointSize: Double, perEm: Double) throws {
        let measurer = try FrameRenderer().textMeasurer
        let font = ResolvedFont(pointSize: pointSize)
        let one = measurer.measure("l", font: font, maxWidth: nil).width
        let five = measurer.measure("lllll", font: font, maxWidth: nil).width
        let expected = 4 * pointSize * perEm
        #expect(abs((five - 5 * one) - expected) < 0.01, "\(pointSize) pt: \(five - 5 * one), table \(expected)")
    }

    @Test func theMonospacedFaceIsNotTracked() throws {
        let measurer = try FrameRenderer().textMeasurer
        let font = ResolvedFont(pointSize: 17, monospaced: true)
        let one = measurer.measure("l", font: font, maxWidth: nil).width
        #expect(abs(measurer.measure("lllll", font: font, maxWidth: nil).width - 5 * one) < 0.01)
    }

    /// From 20 points the Display design, whose letters are set closer: a single (untracked) "o" takes less of an
    /// em than at 19 points.
    @Test func displayDesignIsNarrowerPerEm() throws {
        let measurer = try FrameRenderer().textMeasurer
        let text = measurer.measure("o", font: ResolvedFont(pointSize: 19), maxWidth: nil).width / 19
        let display = measurer.measure("o", font: ResolvedFont(pointSize: 20), maxWidth: nil).width / 20
        #expect(display < text * 0.98, "per em: \(text) at 19 pt, \(display) at 20 pt")
    }
}
