import Foundation
import PreviewLayout
import PreviewViews
import Testing

/// Layout's text measurement stops shaping once a layout's measuring has taken its budget, and estimates instead.
@Suite struct BudgetedTextMeasurerTests {
    /// Measures every text as 10 points a character and takes `cost` of the fake clock's time per call.
    final class SlowMeasurer: TextMeasurer {
        var clock = Duration.zero
        var calls = 0
        let cost: Duration

        init(cost: Duration) { self.cost = cost }

        func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> Size {
            calls += 1
            clock += cost
            return Size(width: Double(text.count) * 10, height: 20)
        }
    }

    let font = ResolvedFont(pointSize: 10)

    @Test func measurementsWithinTheBudgetAreExact() {
        let slow = SlowMeasurer(cost: .milliseconds(100))
        let measurer = BudgetedTextMeasurer(slow, now: { slow.clock })
        measurer.begin(budget: .seconds(1))
        for _ in 0..<10 { #expect(measurer.measure("abc", font: font, maxWidth: nil) == Size(width: 30, height: 20)) }
        #expect(!measurer.exhausted)
        #expect(slow.calls == 10)
    }

    @Test func pastTheBudgetTextIsEstimatedWithoutShaping() {
        let slow = SlowMeasurer(cost: .milliseconds(400))
        let measurer = BudgetedTextMeasurer(slow, now: { slow.clock })
        measurer.begin(budget: .seconds(1))
        for _ in 0..<3 { _ = measurer.measure("abc", font: font, maxWidth: nil) }
        #expect(measurer.exhausted)
        let estimated = measurer.measure(String(repeating: "w", count: 100), font: font, maxWidth: 55)
        #expect(slow.calls == 3, "no shaping once the budget is spent")
        // 0.55 em a glyph, 1.2 em a line: 100 glyphs of 5.5 points wrap into 10 lines of 55 points.
        #expect(estimated == Size(width: 55, height: 120))
        #expect(measurer.measure("a\nb", font: font, maxWidth: nil, lineLimit: 1).height == 12)
    }

    @Test func eachLayoutStartsWithTheWholeBudget() {
        let slow = SlowMeasurer(cost: .seconds(2))
        let measurer = BudgetedTextMeasurer(slow, now: { slow.clock })
        measurer.begin(budget: .seconds(1))
        _ = measurer.measure("abc", font: font, maxWidth: nil)
        #expect(measurer.exhausted)
        measurer.begin(budget: .seconds(3))
        #expect(!measurer.exhausted)
        #expect(measurer.measure("abcd", font: font, maxWidth: nil) == Size(width: 40, height: 20))
        #expect(slow.calls == 2)
    }

    /// A preview's status must not depend on what else the machine runs: the budget's clock counts this thread's
    /// work, not the time it waits for a processor.
    @Test func theBudgetsClockCountsTheThreadsWorkNotTheTimeItWaits() {
        let beforeSleep = BudgetedTextMeasurer.threadProcessorTime()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(BudgetedTextMeasurer.threadProcessorTime() - beforeSleep < .milliseconds(100))

        let beforeWork = BudgetedTextMeasurer.threadProcessorTime()
        let wallStart = ContinuousClock.now
        var sum = 0.0
        while ContinuousClock.now - wallStart < .milliseconds(100) { sum += sin(sum + 1) }
        withExtendedLifetime(sum) {}  // the loop's work is kept, not optimised away
        #expect(BudgetedTextMeasurer.threadProcessorTime() > beforeWork)
    }
}
