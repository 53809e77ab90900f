import PreviewLayout
import PreviewTestSupport
import PreviewViews
import Testing

/// Swift Charts laid out with fake text metrics (caption2 is 11 pt: labels 5.5 pt a character, 14 pt tall).
@Suite struct ChartLayoutTests {
    static let canvas = Size(width: 300, height: 200)

    static func bar(_ x: String, _ y: Double, by category: String? = nil) -> ChartMark {
        var mark = ChartMark(kind: .bar)
        mark.x = .category(x)
        mark.y = .number(y)
        mark.category = category
        return mark
    }

    func laidOut(_ spec: ChartSpec) -> DisplayList {
        layout(.chart(spec), canvas: Self.canvas, environment: EnvironmentValues())
    }

    /// Fills in the accent colour (iOS's blue): the bars of a chart with one series.
    func bars(_ list: DisplayList, color: String = RGBA(0, 122, 255).description) -> [Rect] {
        list.contentFills.filter { $0.shape == .rectangle && $0.color == color }.map(\.rect)
    }

    @Test func barsStandOnTheBaselineInTheirBandsAtHeightsProportionalToTheirValues() throws {
        let list = laidOut(ChartSpec(marks: [Self.bar("A", 10), Self.bar("B", 20), Self.bar("C", 40)]))
        let rects = bars(list)
        try #require(rects.count == 3)
        // One baseline; heights 1 : 2 : 4; left to right in the order written, centred in equal bands.
        #expect(Set(rects.map { ($0.maxY * 1000).rounded() }).count == 1)
        #expect(abs(rects[1].height - 2 * rects[0].height) < 0.01 && abs(rects[2].height - 4 * rects[0].height) < 0.01)
        #expect(rects[0].maxX < rects[1].minX && rects[1].maxX < rects[2].minX)
        let band = rects[1].centerX - rects[0].centerX
        #expect(abs(rects[2].centerX - rects[1].centerX - band) < 0.01 && abs(rects[0].centerX - band / 2) < 0.01)
        #expect(abs(rects[0].width - band * 0.7) < 0.01)
        // The tallest bar reaches the top tick, 40: the plot starts at the top of the chart.
        #expect(abs(rects[2].minY) < 0.01)
        // Round ticks, labelled on the trailing edge; categories under their bars.
        for label in ["0", "10", "20", "30", "40"] {
            let rect = try #require(list.textRect(label), "tick \(label)")
            #expect(rect.minX > rects[2].maxX)
        }
        for (index, label) in ["A", "B", "C"].enumerated() {
            let rect = try #require(list.textRect(label))
            #expect(abs(rect.minX + rect.width / 2 - rects[index].centerX) < 0.01 && rect.minY >= rects[index].maxY)
        }
    }

    @Test func barsAtTheSameXStackAndTakeThePaletteByCategory() throws {
        let list = laidOut(ChartSpec(marks: [Self.bar("Mon", 10, by: "Cafe"), Self.bar("Mon", 30, by: "Truck")]))
        let blue = bars(list, color: RGBA(0, 122, 255).description)
        let green = bars(list, color: RGBA(52, 199, 89).description)
        try #require(blue.count == 1 && green.count == 1)
        // Blue (the first category) on the baseline, green (the second) on top of it, three times as tall.
        #expect(abs(green[0].maxY - blue[0].minY) < 0.01)
        #expect(abs(green[0].height - 3 * blue[0].height) < 0.01)
        // The legend names both, each after a dot of its colour.
        #expect(list.textRect("Cafe") != nil && list.textRect("Truck") != nil)
        #expect(list.contentFills.contains { $0.shape == .circle && $0.color == RGBA(52, 199, 89).description })
        #expect((list.textRect("Cafe")?.minY ?? 0) > blue[0].maxY, "below the plot")

        // `.chartLegend(position: .top)`: above it, and the plot starts below it.
        var top = ChartSpec(marks: [Self.bar("Mon", 10, by: "Cafe"), Self.bar("Mon", 30, by: "Truck")])
        top.legendAtTop = true
        let raised = laidOut(top)
        let legend = try #require(raised.textRect("Cafe"))
        #expect(legend.maxY < bars(raised, color: RGBA(52, 199, 89).description)[0].minY)
    }

    @Test func ticksAreOneTwoOrFiveTimesAPowerOfTen() {
        // 0…12 in a 180-point plot: about four ticks, so steps of 5 (not 2.5), widened to 15.
        let list = laidOut(ChartSpec(marks: [Self.bar("A", 3), Self.bar("B", 12)]))
        #expect(["0", "5", "10", "15"].allSatisfy { list.textRect($0) != nil })
        #expect(list.textRect("2.5") == nil && list.textRect("12.5") == nil)
    }

    @Test func hiddenAxesDrawNoLabelsOrGridlines() {
        var spec = ChartSpec(marks: [Self.bar("A", 10)])
        spec.showsXAxis = false
        spec.showsYAxis = false
        let list = laidOut(spec)
        #expect(!list.items.contains { if case .text = $0 { true } else { false } })
        // The bar alone, taking the whole width of its band.
        #expect(bars(list).first.map { abs($0.width - 300 * 0.7) < 0.01 } == true)
    }

    @Test func aLineIsOneStrokeThroughItsPointsAndAnnotationsSitAboveTheirMark() throws {
        var marks: [ChartMark] = []
        for (x, y) in [(0.0, 1.0), (1, 3), (2, 2)] {
            var mark = ChartMark(kind: .line)
            mark.x = .number(x)
            mark.y = .number(y)
            marks.append(mark)
        }
        var rule = ChartMark(kind: .rule)
        rule.y = .number(2)
        rule.annotation = .text("Goal")
        marks.append(rule)
        let list = laidOut(ChartSpec(marks: marks))
        let strokes = list.items.compactMap { item -> (ShapePath, Double)? in
            guard case .stroke(let shape, _, _, let width) = item else { return nil }
            return (shape, width.lineWidth)
        }
        try #require(strokes.count == 2)
        guard case .path(let elements, _) = strokes[0].0 else { Issue.record("the line is a path"); return }
        #expect(elements.count == 3 && strokes[0].1 == 2)
        let goal = try #require(list.textRect("Goal"))
        guard
            case .stroke(_, let plot, _, _) = list.items.first(where: { if case .stroke = $0 { true } else { false } })
        else { return }
        // The rule at 2 of 0…3 lies a third of the plot from its top; the annotation ends 4 points above it.
        let ruleY = plot.minY + plot.height / 3
        #expect(abs(goal.maxY - (ruleY - 4)) < 1.01)
    }

    @Test func sectorsFillAPieInThePaletteWithoutAxes() {
        var marks: [ChartMark] = []
        for (name, share) in [("Glazed", 3.0), ("Sprinkles", 1.0)] {
            var mark = ChartMark(kind: .sector)
            mark.angle = share
            mark.category = name
            marks.append(mark)
        }
        let list = laidOut(ChartSpec(marks: marks))
        let sectors = list.contentFills.filter { if case .path = $0.shape { true } else { false } }
        #expect(sectors.map(\.color) == [RGBA(0, 122, 255).description, RGBA(52, 199, 89).description])
        #expect(list.textRect("0") == nil)
        #expect(list.textRect("Glazed") != nil)
    }

    @Test func aChartTakesWhatItIsOfferedAndHasAnIdealSizeWhereNothingIs() {
        let spec = ChartSpec(marks: [Self.bar("A", 1)])
        let list = layout(
            .scroll(axes: .vertical, content: .chart(spec)), canvas: Self.canvas, environment: EnvironmentValues())
        // In a vertical scroll view no height is offered: the chart is 200 points tall, as wide as the screen.
        let bar = bars(list).first
        #expect(bar != nil && bar!.maxY < 200)
    }
}

extension Rect {
    fileprivate var centerX: Double { minX + width / 2 }
}
