import PreviewLayout
@testable import PreviewRender
import PreviewViews
import Testing

/// Text with added tracking keeps to one line at the width it measured on one line: Pango breaks lines counting
/// the spacing after a line's last letter, which it then takes off the line it sets.
@Suite struct TrackedTextWrappingTests {
    static func font(size: Double, tracking: Double) -> ResolvedFont {
        var font = ResolvedFont(pointSize: size)
        font.addedTracking = tracking
        return font
    }

    @Test(arguments: [(17.0, 6.0), (17.0, 10.0), (34.0, 3.0), (13.0, 0.5)])
    func aTrackedLineStaysOneLineAtItsOwnWidth(size: Double, tracking: Double) throws {
        let engine = try PangoTextEngine()
        let font = Self.font(size: size, tracking: tracking)
        for text in ["TRACKED", "Wide letters", "Hello"] {
            let single = engine.measure(text, font: font, maxWidth: nil)
            let atItsWidth = engine.lines(text, font: font, maxWidth: single.width)
            #expect(atItsWidth.lines.count == 1, "\(text) at \(size) pt, tracking \(tracking)")
            let measured = engine.measure(text, font: font, maxWidth: single.width)
            #expect(measured == single, "\(text) measures the same at its own width")
        }
    }

    /// The slack is the spacing after one letter, not more: a width a letter short still wraps.
    @Test func aWidthALetterShortStillWraps() throws {
        let engine = try PangoTextEngine()
        let font = Self.font(size: 17, tracking: 6)
        let single = engine.measure("TRACKED", font: font, maxWidth: nil)
        let narrower = engine.lines("TRACKED", font: font, maxWidth: single.width - 12)
        #expect(narrower.lines.count == 2)
        #expect(narrower.lines.allSatisfy { $0.width <= single.width - 12 + 0.01 })
    }

    /// A project's tracking can be any Double: huge, negative, infinite or not a number is measured, not a trap.
    @Test(arguments: [1e12, -1e12, Double.infinity, Double.nan])
    func anyTrackingIsMeasuredWithoutTrapping(tracking: Double) throws {
        let engine = try PangoTextEngine()
        let size = engine.measure("tracked", font: Self.font(size: 17, tracking: tracking), maxWidth: 300)
        #expect(size.width.isFinite && size.height.isFinite)
    }
}
