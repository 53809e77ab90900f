import PreviewLayout
import PreviewTestSupport
import PreviewViews

/// `FakeTextMeasurer` that counts how often it is asked, to check how much work a layout does.
final class CountingTextMeasurer: TextMeasurer {
    private(set) var calls = 0

    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> Size {
        calls += 1
        return FakeTextMeasurer().measure(text, font: font, maxWidth: maxWidth)
    }
}
