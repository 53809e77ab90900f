@testable import PreviewLayout
import PreviewTestSupport
import PreviewViews
import Testing

@Suite struct PlaceholderLayoutTests {
    @Test func placeholderTakesTheProposedWidthAndAtLeastTheMinimumHeight() {
        // Footnote is 13 pt: "abc" is 19.5 → 20 wide, 16.25 → 17 tall; 17 + 16 < 44, so 200×44 at y 28.
        // The label is inset by 8 horizontally, wraps at 200 − 16 = 184 and is centred vertically.
        let list = layout(.placeholder(label: "abc"))
        #expect(
            list.dump == """
                canvas 200×100
                fill Rectangle (0, 0, 200, 100) #ffffff
                fill Rectangle (0, 28, 200, 44) #ffcc002e
                stroke Rectangle (0.5, 28.5, 199, 43) #ff9500 width=1
                text "abc" (8, 41.5, 184, 17) 13pt/400 #3c3c4399 leading
                """)
    }

    @Test func placeholderGrowsToFitAWrappedLabel() {
        // Offered 60, the label wraps at 44: each 3-letter word (19.5) on its own line, 3 × 16.25 → 49 tall;
        // the box is 49 + 16 = 65 tall, centred at (70, 17.5), in dark colours.
        let dark = EnvironmentValues(colorScheme: .dark)
        let list = layout(frame(width: 60, .placeholder(label: "aaa bbb ccc")), environment: dark)
        #expect(list.textRect("aaa bbb ccc") == Rect(x: 78, y: 25.5, width: 44, height: 49))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 70, y: 17.5, width: 60, height: 65)])
        #expect(list.dump.contains("stroke Rectangle (70.5, 18, 59, 64) #ff9f0a width=1"))
        #expect(list.dump.contains("#ebebf599"))
    }

    @Test func placeholderIdealWidthIsItsLabelPlusInsets() {
        let element = ElementBuilder(measurer: FakeTextMeasurer())
            .element(for: .placeholder(label: "abc"), environment: EnvironmentValues())
        #expect(element.sizeThatFits(.unspecified) == Size(width: 36, height: 44))
    }
}
