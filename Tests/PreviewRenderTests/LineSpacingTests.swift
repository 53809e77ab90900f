import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// `.lineSpacing(_:)`: points between the lines of a text, none after the last, none for a negative amount.
@Suite("Line spacing")
struct LineSpacingTests {
    func height(_ text: String, lineSpacing: Double) throws -> Double {
        var font = ResolvedFont(pointSize: 17)
        font.lineSpacing = lineSpacing
        return try FrameRenderer().textMeasurer.measure(text, font: font, maxWidth: nil).height
    }

    @Test func spacingGoesBetweenLines() throws {
        let plain = try height("One\nTwo\nThree", lineSpacing: 0)
        #expect(abs(try height("One\nTwo\nThree", lineSpacing: 10) - (plain + 20)) < 0.01)
    }

    @Test func aSingleLineKeepsItsHeight() throws {
        #expect(try height("One", lineSpacing: 10) == height("One", lineSpacing: 0))
    }

    @Test func aNegativeSpacingCountsAsNone() throws {
        #expect(try height("One\nTwo", lineSpacing: -3) == height("One\nTwo", lineSpacing: 0))
    }
}
